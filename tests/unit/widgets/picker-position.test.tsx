import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntityRecord } from '@/components/crud/entity-list-api';
import { PositionPicker } from '@/components/widgets/position-picker';
import { RolePicker } from '@/components/widgets/role-picker';
import { useApiTestBed } from '../lib/api-client-helpers';
import { pageOf, restored, serveGet } from './picker-helpers';
import { renderWithClient, useDialogLayout } from './test-utils';

const bed = useApiTestBed();
useDialogLayout();

const POSITIONS = [
  { id: 'pos1', code: 'P01', name: '校长', rank: '1', rank_dictText: '正高级' },
  { id: 'pos2', code: 'P02', name: '教务员', rank: '3', rank_dictText: '中级' },
  { id: 'pos3', code: 'P03', name: '考务员', rank: '4', rank_dictText: '初级' },
];
const ROLES = [
  { id: 'r1', roleName: '管理员', roleCode: 'admin' },
  { id: 'r2', roleName: '考务人员', roleCode: 'exam' },
];

const servePositions = () =>
  serveGet(bed.server, '/sys/position/list', (p) =>
    p.get('code')?.endsWith(',') ? restored(POSITIONS, p, 'code') : pageOf(POSITIONS, p),
  );

function Host(props: { returnId?: boolean; onChange: (value: string, records: EntityRecord[]) => void }) {
  const [value, setValue] = useState('');
  return (
    <PositionPicker
      returnId={props.returnId}
      value={value}
      onChange={(next, records) => {
        setValue(next);
        props.onChange(next, records);
      }}
    />
  );
}

async function pickSecond(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '选择职务' }));
  const dialog = await screen.findByRole('dialog', { name: '选择职务' });
  await user.click(await within(dialog).findByRole('radio', { name: '选择 教务员' }));
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  return dialog;
}

describe('PositionPicker', () => {
  it('is 1000 px: name, code and rank text, searched by name', async () => {
    const asked = servePositions();
    const user = userEvent.setup();
    renderWithClient(<Host onChange={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: '选择职务' }));
    const dialog = await screen.findByRole('dialog', { name: '选择职务' });
    expect(dialog).toHaveStyle({ width: '1000px' });
    const table = await within(dialog).findByRole('table', { name: '职务列表' });
    await within(table).findByText('校长');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 3)).toEqual(['职务名称', '职务编码', '职级']);
    expect(within(table).getByRole('row', { name: /教务员/ })).toHaveTextContent('中级');
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(1);
    await user.type(within(dialog).getByRole('textbox', { name: '职务名称' }), '考务');
    await user.click(within(dialog).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ name: '*考务*', pageNo: '1', pageSize: '5' }));
  });

  it('returns the code as the value and the record with id and code', async () => {
    servePositions();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithClient(<Host onChange={onChange} />);
    await pickSecond(user);
    expect(onChange).toHaveBeenCalledWith('P02', [expect.objectContaining({ id: 'pos2', code: 'P02' })]);
    expect(await screen.findByRole('button', { name: '移除 教务员' })).toBeInTheDocument();
  });

  it('returnId: the value holds the id', async () => {
    servePositions();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithClient(<Host returnId onChange={onChange} />);
    await pickSecond(user);
    expect(onChange).toHaveBeenCalledWith('pos2', [expect.objectContaining({ id: 'pos2', code: 'P02' })]);
  });

  it('a saved code is named in one restore call by code', async () => {
    const asked = servePositions();
    renderWithClient(<PositionPicker value="P03" onChange={vi.fn()} />);
    expect(await screen.findByRole('button', { name: '移除 考务员' })).toBeInTheDocument();
    expect(asked).toEqual([{ code: 'P03,', pageNo: '1', pageSize: '1' }]);
  });
});

describe('RolePicker', () => {
  it('lists /sys/role/list (900 px, name and code) and keeps role ids, named again in one call', async () => {
    const asked = serveGet(bed.server, '/sys/role/list', (p) =>
      p.get('id')?.endsWith(',') ? restored(ROLES, p, 'id') : pageOf(ROLES, p),
    );
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithClient(<RolePicker multiple value="r2" onChange={onChange} />);
    expect(await screen.findByRole('button', { name: '移除 考务人员' })).toBeInTheDocument();
    expect(asked).toEqual([{ id: 'r2,', pageNo: '1', pageSize: '1' }]);
    await user.click(screen.getByRole('button', { name: '选择角色' }));
    const dialog = await screen.findByRole('dialog', { name: '选择角色' });
    expect(dialog).toHaveStyle({ width: '900px' });
    const table = await within(dialog).findByRole('table', { name: '角色列表' });
    await within(table).findByText('admin');
    expect(within(dialog).getByRole('checkbox', { name: '选择 考务人员' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: '选择 管理员' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenCalledWith('r2,r1', [
      expect.objectContaining({ id: 'r2' }),
      expect.objectContaining({ id: 'r1' }),
    ]);
  });
});
