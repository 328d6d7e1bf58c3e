import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { Outbox } from '@/lib/outbox';
import { DepartUsersPanel } from '@/features/departs/components/depart-users-panel';
import { RoleUsersDrawer } from '@/features/roles/components/role-users-drawer';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { createTestOutbox, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { ok, page, storeDicts, userRow } from './feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();
let outbox: Outbox;
beforeEach(() => {
  storeDicts();
  outbox = createTestOutbox({ currentUser: () => 'u1' });
});
afterEach(() => {
  cleanup();
  outbox.dispose();
});

const MEMBERS = [userRow('u2', 'zhangsan', '张三'), userRow('u3', 'lisi', '李四')];
const EVERYONE = [...MEMBERS, userRow('u4', 'wangwu', '王五')];

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: unknown;
}

function serve(listPath: string, writes: string[]) {
  const calls: Call[] = [];
  const record =
    (method: string, path: string) =>
    async ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      const body = method === 'POST' ? await request.json() : undefined;
      calls.push({ method, path, query: Object.fromEntries(url.searchParams), body });
      return ok(null, method === 'POST' ? '添加成功!' : '删除成功!');
    };
  bed.server.use(
    http.get(api(listPath), ({ request }) => {
      calls.push({ method: 'GET', path: listPath, query: Object.fromEntries(new URL(request.url).searchParams) });
      return page(MEMBERS);
    }),
    http.get(api('/sys/user/list'), () => page(EVERYONE)),
    ...writes.map((w) => {
      const [method, path] = w.split(' ') as [string, string];
      return method === 'POST'
        ? http.post(api(path), record(method, path))
        : http.delete(api(path), record(method, path));
    }),
  );
  return {
    writes: () => calls.filter((c) => c.method !== 'GET'),
    lists: () => calls.filter((c) => c.method === 'GET'),
  };
}

async function confirmYes(user: ReturnType<typeof userEvent.setup>, message: string) {
  const dialog = await screen.findByRole('alertdialog', { name: '确认删除' });
  expect(within(dialog).getByText(message)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
}

describe('角色用户 (the 用户 row action of 角色管理)', () => {
  const WRITES = [
    'POST /sys/user/addSysUserRole',
    'DELETE /sys/user/deleteUserRole',
    'DELETE /sys/user/deleteUserRoleBatch',
  ];

  it('lists the role users; 添加已有用户 sends {roleId, userIdList}', async () => {
    const served = serve('/sys/user/userRoleList', WRITES);
    const user = userEvent.setup();
    renderWithClient(
      <RoleUsersDrawer role={{ id: 'r2', roleName: '考务人员' }} canEdit onClose={() => {}} />,
      null,
      outbox,
    );
    await screen.findByText('zhangsan');
    expect(served.lists()[0]?.query.roleId).toBe('r2');
    await user.click(screen.getByRole('button', { name: '添加已有用户' }));
    const picker = await screen.findByRole('dialog', { name: '添加已有用户' });
    const confirm = within(picker).getByRole('button', { name: '确定' });
    await within(picker).findByText('wangwu');
    expect(confirm).toBeDisabled();
    await user.click(within(picker).getByRole('checkbox', { name: '选择 wangwu' }));
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加已有用户' })).not.toBeInTheDocument());
    expect(served.writes()).toEqual([
      { method: 'POST', path: '/sys/user/addSysUserRole', query: {}, body: { roleId: 'r2', userIdList: ['u4'] } },
    ]);
    expect(bed.notes).toContainEqual({ intent: 'success', message: '添加成功!' });
    await waitFor(() => expect(served.lists().length).toBeGreaterThan(1));
  });

  it('offline, 取消关联 is kept in the outbox and reaches the server once online', async () => {
    const served = serve('/sys/user/userRoleList', WRITES);
    const user = userEvent.setup();
    renderWithClient(
      <RoleUsersDrawer role={{ id: 'r2', roleName: '考务人员' }} canEdit onClose={() => {}} />,
      null,
      outbox,
    );
    await screen.findByText('zhangsan');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await user.click(
      within(await screen.findByRole('group', { name: 'zhangsan 操作' })).getByRole('button', { name: '取消关联' }),
    );
    await confirmYes(user, '是否删除选中数据?');
    await waitFor(() =>
      expect(outbox.getEntries()).toContainEqual(
        expect.objectContaining({ url: '/sys/user/deleteUserRole', params: { roleId: 'r2', userId: 'u2' } }),
      ),
    );
    expect(outbox.getEntries().at(-1)?.meta.label).toBe('取消关联 角色「考务人员」 1 项');
    expect(served.writes()).toHaveLength(0);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    outbox.flush();
    await waitFor(() => expect(served.writes()).toHaveLength(1));
    await waitFor(() => expect(outbox.getEntries()).toHaveLength(0));
    onLine.mockRestore();
  });

  it('取消关联: one user with deleteUserRole, the selection with deleteUserRoleBatch', async () => {
    const served = serve('/sys/user/userRoleList', WRITES);
    const user = userEvent.setup();
    renderWithClient(
      <RoleUsersDrawer role={{ id: 'r2', roleName: '考务人员' }} canEdit onClose={() => {}} />,
      null,
      outbox,
    );
    await screen.findByText('zhangsan');
    const toolbar = screen.getByRole('toolbar', { name: '操作' });
    await user.click(within(toolbar).getByRole('button', { name: '取消关联' }));
    expect(bed.notes).toContainEqual({ intent: 'warning', message: '请选择一条记录！' });

    await user.click(
      within(await screen.findByRole('group', { name: 'zhangsan 操作' })).getByRole('button', { name: '取消关联' }),
    );
    await confirmYes(user, '是否删除选中数据?');
    await waitFor(() => expect(served.writes()).toHaveLength(1));
    expect(served.writes()[0]).toMatchObject({
      path: '/sys/user/deleteUserRole',
      query: { roleId: 'r2', userId: 'u2' },
    });

    await user.click(await screen.findByRole('checkbox', { name: '选择 zhangsan' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 lisi' }));
    await user.click(within(toolbar).getByRole('button', { name: '取消关联' }));
    await confirmYes(user, '确定要删除这 2 项吗?');
    await waitFor(() => expect(served.writes()).toHaveLength(2));
    expect(served.writes()[1]).toMatchObject({
      path: '/sys/user/deleteUserRoleBatch',
      query: { roleId: 'r2', userIds: 'u2,u3' },
    });
  });

  it('without system:role:edit there is nothing to change', async () => {
    serve('/sys/user/userRoleList', WRITES);
    renderWithClient(
      <RoleUsersDrawer role={{ id: 'r2', roleName: '考务人员' }} canEdit={false} onClose={() => {}} />,
      null,
      outbox,
    );
    await screen.findByText('zhangsan');
    expect(screen.queryByRole('button', { name: '添加已有用户' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消关联' })).not.toBeInTheDocument();
  });
});

describe('部门用户 (the users panel of 部门管理)', () => {
  const WRITES = [
    'POST /sys/user/editSysDepartWithUser',
    'DELETE /sys/user/deleteUserInDepart',
    'DELETE /sys/user/deleteUserInDepartBatch',
  ];

  it('adds with editSysDepartWithUser and removes with deleteUserInDepart(Batch)', async () => {
    const served = serve('/sys/user/departUserList', WRITES);
    const user = userEvent.setup();
    renderWithClient(<DepartUsersPanel departId="d2" departName="考务部" canEdit />, null, outbox);
    await screen.findByText('zhangsan');
    expect(served.lists()[0]?.query.depId).toBe('d2');

    await user.click(screen.getByRole('button', { name: '添加已有用户' }));
    const picker = await screen.findByRole('dialog', { name: '添加已有用户' });
    await user.click(await within(picker).findByRole('checkbox', { name: '选择 wangwu' }));
    await user.click(within(picker).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(served.writes()).toHaveLength(1));
    expect(served.writes()[0]).toMatchObject({ body: { depId: 'd2', userIdList: ['u4'] } });

    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加已有用户' })).not.toBeInTheDocument());
    await user.click(
      within(await screen.findByRole('group', { name: 'lisi 操作' })).getByRole('button', { name: '取消关联' }),
    );
    await confirmYes(user, '是否删除选中数据?');
    await waitFor(() => expect(served.writes()).toHaveLength(2));
    expect(served.writes()[1]).toMatchObject({
      path: '/sys/user/deleteUserInDepart',
      query: { depId: 'd2', userId: 'u3' },
    });

    await user.click(await screen.findByRole('checkbox', { name: '选择 zhangsan' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 lisi' }));
    await user.click(
      within(await screen.findByRole('toolbar', { name: '操作' })).getByRole('button', { name: '取消关联' }),
    );
    await confirmYes(user, '确定要删除这 2 项吗?');
    await waitFor(() => expect(served.writes()).toHaveLength(3));
    expect(served.writes()[2]).toMatchObject({
      path: '/sys/user/deleteUserInDepartBatch',
      query: { depId: 'd2', userIds: 'u2,u3' },
    });
  });
});
