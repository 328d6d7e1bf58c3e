import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntityRecord } from '@/components/crud/entity-list-api';
import { CollegePicker, InstitutionPicker, ProgrammePicker } from '@/components/widgets/business-pickers';
import { useApiTestBed } from '../lib/api-client-helpers';
import { pageOf, restored, serveGet } from './picker-helpers';
import { renderWithClient, useDialogLayout } from './test-utils';

const bed = useApiTestBed();
useDialogLayout();

const BASE = '/collegeManagement/cpcCollegeManagement';
const DOCTOR_URL = `${BASE}/queryFirstDoctorList`;

const DOCTORATES = Array.from({ length: 12 }, (_, i) => ({
  id: `d${i + 1}`,
  item_text: `博士点${i + 1}`,
  name: `博士点${i + 1}`,
  disciplineCode: `08${String(i + 1).padStart(2, '0')}`,
  disciplineCode_dictText: `学科${i + 1}`,
  collegeName: '计算机学院',
  orgName: '京华理工大学',
}));

const INSTITUTIONS = Array.from({ length: 7 }, (_, i) => ({
  id: `o${i + 1}`,
  orgName: `大学${i + 1}`,
  orgCode: `U${i + 1}`,
  orgType: '1',
  orgType_dictText: '高等院校',
  principal: '张三',
}));

const COLLEGES = [
  { id: 'c1', collegeName: '计算机学院', collegeCode: 'JSJ', organizationId: 'o1', organizationId_dictText: '大学1' },
  { id: 'c2', collegeName: '数学学院', collegeCode: 'SX', organizationId: 'o1', organizationId_dictText: '大学1' },
];

const serveRestorable = (url: string, rows: Record<string, unknown>[]) =>
  serveGet(bed.server, url, (p) => (p.get('id')?.endsWith(',') ? restored(rows, p, 'id') : pageOf(rows, p)));

type Change = (value: string, records: EntityRecord[]) => void;

function DoctorHost(props: { value?: string; multiple?: boolean; onChange?: Change; collegeId?: string }) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <ProgrammePicker
      kind="firstDoctor"
      institutionId="o1"
      collegeId={props.collegeId}
      multiple={props.multiple}
      value={value}
      onChange={(next, records) => {
        setValue(next);
        props.onChange?.(next, records);
      }}
    />
  );
}

const openDialog = async (user: ReturnType<typeof userEvent.setup>, label: string, firstCell: string) => {
  await user.click(screen.getByRole('button', { name: `选择${label}` }));
  const dialog = await screen.findByRole('dialog', { name: `选择${label}` });
  await within(dialog).findByRole('cell', { name: firstCell });
  return dialog;
};

describe('ProgrammePicker', () => {
  it('is a 1200 px dialog of one kind, limited to the institution and college, searched by name', async () => {
    const asked = serveRestorable(DOCTOR_URL, DOCTORATES);
    const user = userEvent.setup();
    renderWithClient(<DoctorHost collegeId="c1" />);
    const dialog = await openDialog(user, '一级学科博士点', '博士点1');
    expect(dialog).toHaveStyle({ width: '1200px' });
    expect(within(dialog).getByRole('columnheader', { name: /专业名称/ })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('cell', { name: '学科1' })[0]).toBeInTheDocument();
    expect(asked[0]).toMatchObject({ institutionId: 'o1', collegeId: 'c1', pageNo: '1', pageSize: '5' });
    expect(asked[0]).toMatchObject({ column: 'disciplineCode', order: 'asc' });

    await user.type(within(dialog).getByRole('textbox', { name: '专业名称' }), '计算机');
    await user.click(within(dialog).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ name: '计算机', institutionId: 'o1', pageNo: '1' }));
  });

  it('pages, and in multiple mode gives the comma-joined ids with item_text chips', async () => {
    const asked = serveRestorable(DOCTOR_URL, DOCTORATES);
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithClient(<DoctorHost multiple onChange={onChange} />);
    const dialog = await openDialog(user, '一级学科博士点', '博士点1');
    await user.click(within(dialog).getByRole('checkbox', { name: '选择 博士点2' }));
    await user.click(within(dialog).getByRole('button', { name: '第3页' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ pageNo: '3', pageSize: '5' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: '选择 博士点11' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenLastCalledWith('d2,d11', [
      expect.objectContaining({ id: 'd2' }),
      expect.objectContaining({ id: 'd11' }),
    ]);
    expect(await screen.findByRole('button', { name: '移除 博士点2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '移除 博士点11' })).toBeInTheDocument();
  });

  it('restores a saved value by ids in one call (id=a,b,)', async () => {
    const asked = serveRestorable(DOCTOR_URL, DOCTORATES);
    renderWithClient(<DoctorHost value="d7,d3" multiple />);
    expect(await screen.findByRole('button', { name: '移除 博士点7' })).toBeInTheDocument();
    const chips = screen.getByRole('toolbar', { name: '已选一级学科博士点' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['博士点7', '博士点3']);
    expect(asked).toEqual([{ id: 'd7,d3,', pageNo: '1', pageSize: '2' }]);
  });

  it.each([
    ['undergraduate', 'queryUndergraduateList', '本科专业'],
    ['professionalMaster', 'queryProfessionMasterList', '专业硕士'],
    ['firstMaster', 'queryFirstMasterList', '一级学科硕士点'],
  ] as const)('%s lists from %s', async (kind, path, label) => {
    const asked = serveRestorable(`${BASE}/${path}`, DOCTORATES);
    const user = userEvent.setup();
    renderWithClient(<ProgrammePicker kind={kind} value="" onChange={vi.fn()} />);
    await openDialog(user, label, '博士点1');
    expect(asked[0]).not.toHaveProperty('institutionId');
  });
});

describe('InstitutionPicker and CollegePicker', () => {
  it('picks one institution: its id, orgName as the chip', async () => {
    const asked = serveRestorable('/organizationManager/cpcOrganizationManagement/list', INSTITUTIONS);
    const onChange = vi.fn();
    const user = userEvent.setup();
    function Host() {
      const [value, setValue] = useState('');
      return (
        <InstitutionPicker
          value={value}
          onChange={(v, r) => {
            setValue(v);
            onChange(v, r);
          }}
        />
      );
    }
    renderWithClient(<Host />);
    const dialog = await openDialog(user, '机构', '大学1');
    await user.type(within(dialog).getByRole('textbox', { name: '机构名称' }), '大学');
    await user.click(within(dialog).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ orgName: '*大学*' }));
    await user.click(await within(dialog).findByRole('radio', { name: '选择 大学3' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenLastCalledWith('o3', [expect.objectContaining({ orgName: '大学3' })]);
    expect(await screen.findByRole('button', { name: '移除 大学3' })).toBeInTheDocument();
  });

  it('lists only the given institution’s colleges; a saved college is named by collegeName', async () => {
    const asked = serveRestorable(`${BASE}/list`, COLLEGES);
    const user = userEvent.setup();
    renderWithClient(<CollegePicker institutionId="o1" value="c2" onChange={vi.fn()} />);
    expect(await screen.findByRole('button', { name: '移除 数学学院' })).toBeInTheDocument();
    await openDialog(user, '学院', '计算机学院');
    expect(asked.at(-1)).toMatchObject({ organizationId: 'o1', pageNo: '1' });
  });
});
