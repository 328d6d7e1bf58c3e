import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import CollegeListPage from '@/features/colleges/components/college-list-page';
import { disciplineLeaves } from '@/features/colleges/api/college-api';
import { fillNameFromDiscipline } from '@/features/colleges/hooks/use-programme-sub-tables';
import type { GridColumn, GridRow } from '@/components/widgets/editable-grid/grid-types';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { DICTS, ok, page, storeDicts } from './feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();

const item = (value: string, text: string) => ({ value, text, title: text, label: text });
beforeEach(() => storeDicts({ ...DICTS, programme_type: [item('1', '本科专业'), item('4', '一级学科博士点')] }));

const BASE = '/collegeManagement/cpcCollegeManagement';
const COLLEGE = {
  id: 'c1',
  organizationId: 'o1',
  organizationId_dictText: '京华理工大学',
  collegeName: '计算机学院',
  collegeCode: 'JSJ',
  sortNo: 1,
  programmeCount: 2,
  studentCount: 30,
};
const TREE = [
  {
    key: '08',
    title: '08 工学',
    leaf: false,
    children: [
      { key: '0812', title: '0812 计算机科学与技术', leaf: true },
      { key: '0854', title: '0854 电子信息', leaf: true },
    ],
  },
];
const PROGRAMMES = [
  { id: 'p1', programmeType: '1', disciplineCode: '0812', name: '计算机科学与技术', approvedYear: 2001 },
  { id: 'p2', programmeType: '4', disciplineCode: '0812', name: '计算机科学与技术', approvedYear: 2010 },
];

function serve() {
  const edits: Record<string, unknown>[] = [];
  bed.server.use(
    http.get(api(`${BASE}/list`), () => page([COLLEGE])),
    http.get(api(`${BASE}/disciplineTree`), () => ok(TREE)),
    http.get(api(`${BASE}/queryByIdToDetail`), () => ok({ ...COLLEGE, cpcCollegeProgrammeList: PROGRAMMES })),
    http.get(api('/organizationManager/cpcOrganizationManagement/list'), () =>
      page([{ id: 'o1', orgName: '京华理工大学', orgCode: 'JHLG' }]),
    ),
    http.get(api('/sys/dict/getDictItems/:code'), () => ok([])),
    http.put(api(`${BASE}/edit`), async ({ request }) => {
      edits.push((await request.json()) as Record<string, unknown>);
      return ok(null, '编辑成功!');
    }),
  );
  return edits;
}

async function openEdit() {
  const user = userEvent.setup();
  renderWithClient(<CollegeListPage />, grant('cpc:college:add', 'cpc:college:edit'));
  const actions = await screen.findByRole('group', { name: '计算机学院 操作' });
  await user.click(within(actions).getByRole('button', { name: '编辑' }));
  const form = await screen.findByRole('dialog', { name: '编辑' });
  const grid = await within(form).findByRole('grid', { name: '学院专业' });
  return { user, form, grid };
}

const cells = (grid: HTMLElement, key: string) =>
  [...grid.querySelectorAll<HTMLElement>(`[role="gridcell"][data-col-key="${key}"]`)].map((c) => c.textContent);

describe('院校列表', () => {
  it('the 编辑 form shows the institution as a chip and the saved programmes in the grid, discipline by title', async () => {
    serve();
    const { form, grid } = await openEdit();
    expect(await within(form).findByRole('button', { name: '移除 京华理工大学' })).toBeInTheDocument();
    await waitFor(() =>
      expect(cells(grid, 'disciplineCode')).toEqual(['0812 计算机科学与技术', '0812 计算机科学与技术']),
    );
    expect(cells(grid, 'programmeType')).toEqual(['本科专业', '一级学科博士点']);
    expect(cells(grid, 'approvedYear')).toEqual(['2001', '2010']);
  });

  it('refuses a year after this one in the grid and sends nothing; a fixed year saves the rows with the college', async () => {
    const edits = serve();
    const { user, form, grid } = await openEdit();
    await waitFor(() => expect(cells(grid, 'name')).toHaveLength(2));
    const year = grid.querySelector<HTMLElement>('[role="gridcell"][data-col-key="approvedYear"]')!;
    await user.click(year);
    const input = within(year).getByRole('textbox', { name: '批准年份' });
    await user.clear(input);
    await user.type(input, String(new Date().getFullYear() + 1));
    await user.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(bed.notes).toContainEqual(expect.objectContaining({ message: '「学院专业」校验未通过' })),
    );
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(edits).toHaveLength(0);

    await user.click(year);
    await user.clear(within(year).getByRole('textbox', { name: '批准年份' }));
    await user.type(within(year).getByRole('textbox', { name: '批准年份' }), '1999');
    await user.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toMatchObject({
      id: 'c1',
      organizationId: 'o1',
      cpcCollegeProgrammeList: [
        expect.objectContaining({ id: 'p1', approvedYear: 1999 }),
        expect.objectContaining({ id: 'p2', approvedYear: 2010 }),
      ],
    });
  });

  it('offers the catalogue’s codes, not its 门类', () => {
    expect(disciplineLeaves(TREE).map((n) => n.key)).toEqual(['0812', '0854']);
  });
});

describe('a discipline picked in the 学院专业 grid', () => {
  const options = [{ value: '0812', text: '0812 计算机科学与技术' }];
  const pick = (column: GridColumn, row: GridRow, value: string) => {
    const set: GridRow[] = [];
    fillNameFromDiscipline(options)({
      row,
      rowId: 'r1',
      column,
      value,
      oldValue: '',
      setRowValues: (values) => set.push(values),
    });
    return set;
  };
  const discipline = { key: 'disciplineCode', title: '学科代码', type: 'select-search' } as GridColumn;

  it('names a row without a name after the discipline, without its code', () => {
    expect(pick(discipline, { name: '' }, '0812')).toEqual([{ name: '计算机科学与技术' }]);
  });

  it('keeps a name already typed, and ignores other columns and unknown codes', () => {
    expect(pick(discipline, { name: '软件工程' }, '0812')).toEqual([]);
    expect(pick({ ...discipline, key: 'programmeType' }, {}, '0812')).toEqual([]);
    expect(pick(discipline, {}, '9999')).toEqual([]);
  });
});
