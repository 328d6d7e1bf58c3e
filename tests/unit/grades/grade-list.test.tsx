import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import GradeListPage from '@/features/grades/components/grade-list-page';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { pageOf, restored, serveGet } from '../widgets/picker-helpers';
import { ok, page } from '../features/feature-fixtures';
import { GRADE, GRADE_API, storeGradeDicts, TOPICS } from './grade-fixtures';

const bed = useApiTestBed();
useDialogLayout();
beforeEach(storeGradeDicts);

const INSTITUTIONS = [
  { id: 'o1', orgName: '京华理工大学', orgCode: 'JHLG', orgType: '1' },
  { id: 'o2', orgName: '沪江财经大学', orgCode: 'HJCJ', orgType: '1' },
];
const COLLEGES = [
  { id: 'c1', collegeName: '计算机科学与技术学院', collegeCode: 'JSJ', organizationId: 'o1' },
  { id: 'c2', collegeName: '机械工程学院', collegeCode: 'JX', organizationId: 'o1' },
];

function serve() {
  const lists: URLSearchParams[] = [];
  const edits: Record<string, unknown>[] = [];
  bed.server.use(
    http.get(api(`${GRADE_API}/list`), ({ request }) => {
      lists.push(new URL(request.url).searchParams);
      return page([GRADE]);
    }),
    http.get(api('/sys/dict/getDictItems/:code'), () => ok([])),
    http.get(api(`${GRADE_API}/queryGradeDetailInfoById`), () => ok(TOPICS)),
    http.get(api(`${GRADE_API}/queryGradeInfoVById`), () =>
      ok({
        ...GRADE,
        sex_dictText: '男',
        degreeLevel_dictText: '本科',
        testName: '2025年春季能力测试',
        paperName: '综合能力测试卷',
        rank: 3,
        satCount: 120,
        testMean: 11.5,
      }),
    ),
    http.put(api(`${GRADE_API}/edit`), async ({ request }) => {
      edits.push((await request.json()) as Record<string, unknown>);
      return ok(null, '编辑成功!');
    }),
  );
  const restorable = (rows: Record<string, unknown>[]) => (p: URLSearchParams) =>
    p.get('id')?.endsWith(',') ? restored(rows, p, 'id') : pageOf(rows, p);
  const institutions = serveGet(
    bed.server,
    '/organizationManager/cpcOrganizationManagement/list',
    restorable(INSTITUTIONS),
  );
  const colleges = serveGet(bed.server, '/collegeManagement/cpcCollegeManagement/list', restorable(COLLEGES));
  return { lists, edits, institutions, colleges };
}

function renderPage(path = '/grade/list', ...codes: string[]) {
  const user = userEvent.setup();
  renderWithClient(
    <MemoryRouter initialEntries={[path]}>
      <GradeListPage />
    </MemoryRouter>,
    grant(...codes),
  );
  return user;
}

const cells = (grid: HTMLElement, key: string) =>
  [...grid.querySelectorAll<HTMLElement>(`[role="gridcell"][data-col-key="${key}"]`)].map((c) => c.textContent);
const cell = (grid: HTMLElement, row: string, key: string) =>
  grid.querySelector<HTMLElement>(`[data-row-id="${row}"][data-col-key="${key}"]`)!;

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, name: string) {
  await user.click(await screen.findByRole('button', { name: `选择${label}` }));
  const dialog = await screen.findByRole('dialog', { name: `选择${label}` });
  await user.click(await within(dialog).findByRole('radio', { name: `选择 ${name}` }));
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: `选择${label}` })).toBeNull());
  await screen.findByRole('form', { name: '查询条件' }); // the page is no longer hidden behind the dialog
}

describe('成绩列表', () => {
  it('starts on ?testId=, shows 总分 as x / 满分, has no 新增, and searches by the cascade, range and student', async () => {
    const { lists, colleges } = serve();
    const user = renderPage('/grade/list?testId=t1', 'cpc:grade:add', 'cpc:grade:edit', 'cpc:grade:export');
    const actions = await screen.findByRole('group', { name: '2023010001 操作' });
    expect(lists[0]!.get('testId')).toBe('t1');
    expect(lists[0]!.get('column')).toBe('totalScore');
    expect(screen.getByText('12 / 20')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '导入' })).toBeNull();
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: '详情' })).toBeInTheDocument();
    const query = screen.getByRole('form', { name: '查询条件' });
    expect(within(query).getByRole('combobox', { name: '考试' })).toHaveValue('t1');

    // 学院 waits for 院校 and lists only its colleges; another 院校 clears it.
    expect(within(query).getByRole('button', { name: '选择学院' })).toBeDisabled();
    await pick(user, '院校', '京华理工大学');
    await pick(user, '学院', '计算机科学与技术学院');
    expect(colleges.at(-1)).toMatchObject({ organizationId: 'o1' });
    await user.selectOptions(within(query).getByRole('combobox', { name: '等级' }), '不合格');
    await user.selectOptions(within(query).getByRole('combobox', { name: '缺考' }), '否');
    await user.type(within(query).getByRole('spinbutton', { name: '总分从' }), '10');
    await user.type(within(query).getByRole('spinbutton', { name: '总分到' }), '15');
    await user.type(within(query).getByRole('textbox', { name: '学号' }), '2023');
    await user.type(within(query).getByRole('textbox', { name: '姓名' }), '李');
    await user.click(within(query).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(lists.at(-1)?.get('collegeId')).toBe('c1'));
    expect(Object.fromEntries(lists.at(-1)!)).toMatchObject({
      testId: 't1',
      organizationId: 'o1',
      collegeId: 'c1',
      level: '4',
      absent: 'N',
      totalScore_begin: '10',
      totalScore_end: '15',
      studentNo: '2023',
      studentName: '李',
    });

    await pick(user, '院校', '沪江财经大学');
    expect(within(query).queryByRole('button', { name: '移除 计算机科学与技术学院' })).toBeNull();
    await user.selectOptions(within(query).getByRole('combobox', { name: '考试' }), '2024年秋季能力测试');
    await user.click(within(query).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(lists.at(-1)?.get('testId')).toBe('t2'));
    expect(lists.at(-1)?.get('organizationId')).toBe('o2');
    expect(lists.at(-1)?.has('collegeId')).toBe(false);

    await user.click(within(query).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(lists.at(-1)?.has('testId')).toBe(false));
    expect(lists.at(-1)?.has('organizationId')).toBe(false);
  });

  it('编辑 shows the topics with their 满分, refuses a score over it, sums the 合计 and sends only the scores', async () => {
    const { edits } = serve();
    const user = renderPage('/grade/list', 'cpc:grade:edit');
    const actions = await screen.findByRole('group', { name: '2023010001 操作' });
    await user.click(within(actions).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('dialog', { name: '编辑' });
    expect(within(form).getByRole('switch', { name: /缺考/ })).not.toBeChecked();
    expect(within(form).queryByRole('textbox', { name: '学号' })).toBeNull();
    expect(within(form).getByText('李雷（2023010001）· 2025年春季能力测试')).toBeInTheDocument();
    const grid = await within(form).findByRole('grid', { name: '各题得分' });
    await waitFor(() => expect(cells(grid, 'knowledgePoint')).toEqual(['极限', '导数', '积分']));
    expect(cells(grid, 'fullScore')).toEqual(['5', '5', '10']);
    const total = () =>
      within(grid)
        .getAllByRole('row')
        .find((r) => r.textContent?.startsWith('合计'))?.textContent;
    expect(total()).toMatch(/合计.*20.*12/);

    // 6 on a 5-point topic is refused, named in the cell; the form stays open with it.
    await user.click(cell(grid, 'tp2', 'score'));
    const box = within(cell(grid, 'tp2', 'score')).getByRole('textbox', { name: '得分' });
    await user.clear(box);
    await user.type(box, '6{Enter}');
    expect(total()).toMatch(/合计.*20.*18/);
    // 作答 belongs to choice topics only.
    await user.click(cell(grid, 'tp3', 'answer'));
    await user.type(within(cell(grid, 'tp3', 'answer')).getByRole('textbox', { name: '作答' }), 'A{Enter}');
    await user.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(cell(grid, 'tp2', 'score')).toHaveAccessibleDescription('得分超出满分 5'));
    expect(cell(grid, 'tp3', 'answer')).toHaveAccessibleDescription('不是选择题，不能填写作答');
    await user.click(cell(grid, 'tp3', 'answer'));
    await user.clear(within(cell(grid, 'tp3', 'answer')).getByRole('textbox', { name: '作答' }));
    await user.keyboard('{Enter}');
    expect(edits).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: '编辑' })).toBeInTheDocument();

    await user.click(cell(grid, 'tp2', 'score'));
    const again = within(cell(grid, 'tp2', 'score')).getByRole('textbox', { name: '得分' });
    await user.clear(again);
    await user.type(again, '4.5{Enter}');
    expect(total()).toMatch(/合计.*20.*16\.5/);
    expect(within(form).queryByText('缺考：保存后各题得分清空，总分记 0')).toBeNull();
    await user.click(within(form).getByRole('switch', { name: /缺考/ }));
    expect(within(form).getByText('缺考：保存后各题得分清空，总分记 0')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toMatchObject({
      id: 'g1',
      absent: 'Y',
      cpcTestGradeDetailList: [
        expect.objectContaining({ topicId: 'tp1', score: 5, answer: 'B' }),
        expect.objectContaining({ topicId: 'tp2', score: 4.5, answer: 'C' }),
        expect.objectContaining({ topicId: 'tp3', score: 7 }),
      ],
    });
    expect(edits[0]).not.toHaveProperty('studentNo');
    expect(edits[0]).not.toHaveProperty('totalScore');
  });

  it('详情 shows the grade’s facts, its rank of those who sat, and each topic against the correct answer', async () => {
    serve();
    const user = renderPage('/grade/list');
    const actions = await screen.findByRole('group', { name: '2023010001 操作' });
    await user.click(within(actions).getByRole('button', { name: '详情' }));
    const dialog = await screen.findByRole('dialog', { name: '成绩详情' });
    const fact = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    await waitFor(() => expect(fact('排名')).toBe('3 / 120'));
    expect(fact('总分')).toBe('12 / 20');
    expect(fact('考试')).toBe('2025年春季能力测试');
    expect(fact('试卷')).toBe('综合能力测试卷');
    expect(fact('考试平均分')).toBe('11.5');
    expect(fact('等级')).toBe('不合格');
    const table = await within(dialog).findByRole('table', { name: '各题得分' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['1', '单选', '极限', '5 / 5', 'B', 'B'],
      ['2', '单选', '导数', '0 / 5', 'C', 'A'],
      ['3', '简答', '积分', '7 / 10', '—', '分部积分'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '成绩详情' })).toBeNull());
  });

  it('?gradeId= opens that grade’s 详情', async () => {
    serve();
    renderPage('/grade/list?testId=t1&gradeId=g1');
    const dialog = await screen.findByRole('dialog', { name: '成绩详情' });
    expect(await within(dialog).findByText('综合能力测试卷')).toBeInTheDocument();
  });
});
