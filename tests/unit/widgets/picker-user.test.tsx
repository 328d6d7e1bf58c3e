import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserByDepartPicker, UserPicker } from '@/components/widgets/user-picker';
import { useApiTestBed } from '../lib/api-client-helpers';
import { pageOf, restored, serveDepartTree, serveGet } from './picker-helpers';
import { renderWithClient, useDialogLayout } from './test-utils';

const bed = useApiTestBed();
useDialogLayout();

const USERS = Array.from({ length: 25 }, (_, i) => ({
  id: `u${i + 1}`,
  username: `user${i + 1}`,
  realname: `用户${i + 1}`,
  sex: (i % 2) + 1,
  sex_dictText: i % 2 === 0 ? '男' : '女',
  phone: `1380000${String(i).padStart(4, '0')}`,
  orgCodeTxt: i < 10 ? '总部' : '教务处',
}));
const TREE = [
  {
    id: 'd1',
    key: 'd1',
    title: '总部',
    isLeaf: false,
    children: [
      { id: 'd2', key: 'd2', title: '教务处', isLeaf: true },
      { id: 'd3', key: 'd3', title: '考务处', isLeaf: true },
    ],
  },
];

const serveUsers = (path: string) =>
  serveGet(bed.server, path, (p) => (p.get('id')?.endsWith(',') ? restored(USERS, p, 'id') : pageOf(USERS, p)));

type Picker = typeof UserPicker;
function Host({ Picker, multiple, onChange }: { Picker: Picker; multiple?: boolean; onChange?: () => void }) {
  const [value, setValue] = useState('');
  return (
    <Picker
      multiple={multiple}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.();
      }}
    />
  );
}

describe('UserPicker', () => {
  it('lists /sys/user/list in a 1200 px dialog: account, name, sex, phone and department text', async () => {
    const asked = serveUsers('/sys/user/list');
    const user = userEvent.setup();
    renderWithClient(<Host Picker={UserPicker} />);
    await user.click(screen.getByRole('button', { name: '选择用户' }));
    const dialog = await screen.findByRole('dialog', { name: '选择用户' });
    expect(dialog).toHaveStyle({ width: '1200px' });
    const table = await within(dialog).findByRole('table', { name: '用户列表' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['用户账号', '用户姓名', '性别', '手机号码', '部门']));
    const row = within(table).getByRole('row', { name: /user1 / });
    expect(within(row).getByText('男')).toBeInTheDocument();
    expect(within(row).getByText('13800000000')).toBeInTheDocument();
    expect(within(row).getByText('总部')).toBeInTheDocument();
    expect(asked[0]).toMatchObject({ pageNo: '1', pageSize: '5', column: 'createTime', order: 'desc' });

    expect(within(dialog).queryByRole('textbox', { name: '手机号码' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '用户账号' }), 'user2');
    await user.click(within(dialog).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ username: '*user2*', pageNo: '1' }));
    await user.click(within(dialog).getByRole('button', { name: '第2页' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ username: '*user2*', pageNo: '2', pageSize: '5' }));
  });

  it('a saved value shows real names, found in one /sys/user/list call by id', async () => {
    const asked = serveUsers('/sys/user/list');
    renderWithClient(<UserPicker multiple value="u2,u1" onChange={vi.fn()} />);
    expect(await screen.findByRole('button', { name: '移除 用户2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '移除 用户1' })).toBeInTheDocument();
    expect(asked).toEqual([{ id: 'u2,u1,', pageNo: '1', pageSize: '2' }]);
  });
});

describe('UserByDepartPicker', () => {
  it('is 1250 px: the department tree left, its users right (10 a page of 10, 20, 30, newest first)', async () => {
    const asked = serveUsers('/sys/user/queryUserComponentData');
    serveDepartTree(bed.server, TREE);
    const user = userEvent.setup();
    renderWithClient(<Host Picker={UserByDepartPicker} multiple />);
    await user.click(screen.getByRole('button', { name: '选择用户' }));
    const dialog = await screen.findByRole('dialog', { name: '选择用户' });
    expect(dialog).toHaveStyle({ width: '1250px' });
    await within(dialog).findByRole('cell', { name: 'user1' });
    expect(asked[0]).toMatchObject({ pageNo: '1', pageSize: '10', column: 'createTime', order: 'desc' });
    expect(asked[0]?.departId).toBeUndefined();
    const size = within(dialog).getByRole('combobox', { name: '每页条数' });
    expect([...(size as HTMLSelectElement).options].map((o) => o.value)).toEqual(['10', '20', '30']);

    await user.click(within(dialog).getByRole('button', { name: '第2页' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ pageNo: '2' }));
    const tree = await within(dialog).findByRole('tree', { name: '部门' });
    await within(tree).findByText('教务处');
    const box = (name: string) =>
      within(within(tree).getByText(name).closest('[role="treeitem"]') as HTMLElement).getAllByRole('checkbox')[0]!;
    await user.click(box('教务处'));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ departId: 'd2', pageNo: '1', pageSize: '10' }));
    await user.click(box('考务处'));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ departId: 'd3', pageNo: '1' }));
    expect(box('教务处')).not.toBeChecked();

    await user.type(within(dialog).getByRole('textbox', { name: '用户账号' }), 'user1');
    await user.click(within(dialog).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ username: '*user1*', departId: 'd3' }));
  });

  it('keeps users chosen in several departments and gives their ids', async () => {
    serveUsers('/sys/user/queryUserComponentData');
    serveDepartTree(bed.server, TREE);
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithClient(<UserByDepartPicker multiple value="" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '选择用户' }));
    const dialog = await screen.findByRole('dialog', { name: '选择用户' });
    await user.click(await within(dialog).findByRole('checkbox', { name: '选择 user1' }));
    const tree = await within(dialog).findByRole('tree', { name: '部门' });
    const item = (await within(tree).findByText('教务处')).closest('[role="treeitem"]') as HTMLElement;
    await user.click(within(item).getAllByRole('checkbox')[0]!);
    await user.click(await within(dialog).findByRole('checkbox', { name: '选择 user3' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenCalledWith('u1,u3', [
      expect.objectContaining({ id: 'u1', realname: '用户1' }),
      expect.objectContaining({ id: 'u3', realname: '用户3' }),
    ]);
  });
});
