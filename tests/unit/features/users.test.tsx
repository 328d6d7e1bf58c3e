import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import UserListPage from '@/features/users/components/user-list-page';
import { FREEZE_MESSAGES } from '@/features/users/hooks/use-freeze-users';
import { validateNewPassword } from '@/domain/validation';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { ok, page, refused, storeDicts, userRow } from './feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();
beforeEach(() => storeDicts());

const ADMIN = ['add', 'edit', 'delete', 'deleteBatch', 'import', 'export', 'frozen', 'changepwd'].map(
  (a) => `system:user:${a}`,
);

const ROWS = [userRow('u1', 'admin', '管理员'), userRow('u2', 'zhangsan', '张三'), userRow('u3', 'lisi', '李四', 2)];

function serveUsers() {
  const lists: URL[] = [];
  bed.server.use(
    http.get(api('/sys/user/list'), ({ request }) => {
      lists.push(new URL(request.url));
      return page(ROWS);
    }),
  );
  return lists;
}

async function renderList(codes = ADMIN) {
  const lists = serveUsers();
  const result = renderWithClient(<UserListPage />, grant(...codes));
  await screen.findByText('1-3 共3条');
  return { ...result, lists, user: userEvent.setup() };
}

const notes = (intent: string) => bed.notes.filter((n) => n.intent === intent).map((n) => n.message);

describe('用户管理: 冻结 / 解冻', () => {
  it('warns 请选择一条记录！ with nothing selected and refuses the admin account', async () => {
    const sent: unknown[] = [];
    bed.server.use(
      http.put(api('/sys/user/frozenBatch'), async ({ request }) => {
        sent.push(await request.json());
        return ok(null, '操作成功!');
      }),
    );
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: '冻结' }));
    expect(notes('warning')).toEqual(['请选择一条记录！']);

    await user.click(screen.getByRole('checkbox', { name: '选择 admin' }));
    await user.click(screen.getByRole('button', { name: '解冻' }));
    expect(notes('warning')).toEqual(['请选择一条记录！', FREEZE_MESSAGES.adminNotAllowed]);
    expect(FREEZE_MESSAGES.adminNotAllowed).toBe('管理员账号不允许此操作,请重新选择！');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('asks 是否冻结选中账号?, sends {ids, status: 2}, shows the server message and reloads', async () => {
    const sent: unknown[] = [];
    bed.server.use(
      http.put(api('/sys/user/frozenBatch'), async ({ request }) => {
        sent.push(await request.json());
        return ok(null, '操作成功!');
      }),
    );
    const { user, lists } = await renderList();
    await user.click(screen.getByRole('checkbox', { name: '选择 zhangsan' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 lisi' }));
    await user.click(screen.getByRole('button', { name: '冻结' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确认操作' });
    expect(within(dialog).getByText('是否冻结选中账号?')).toBeInTheDocument();
    const before = lists.length;
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(notes('success')).toEqual(['操作成功!']));
    expect(sent).toEqual([{ ids: 'u2,u3', status: 2 }]);
    await waitFor(() => expect(lists.length).toBeGreaterThan(before));
    expect(screen.queryByText('已选择 2 项')).not.toBeInTheDocument();
  });

  it('解冻 sends status 1; a refusal shows the server message as a warning', async () => {
    const sent: unknown[] = [];
    bed.server.use(
      http.put(api('/sys/user/frozenBatch'), async ({ request }) => {
        sent.push(await request.json());
        return refused('不能冻结当前登录用户！');
      }),
    );
    const { user } = await renderList();
    await user.click(screen.getByRole('checkbox', { name: '选择 lisi' }));
    await user.click(screen.getByRole('button', { name: '解冻' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确认操作' });
    expect(within(dialog).getByText('是否解冻选中账号?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(notes('warning')).toEqual(['不能冻结当前登录用户！']));
    expect(sent).toEqual([{ ids: 'u3', status: 1 }]);
    expect(screen.getByText('已选择 1 项')).toBeInTheDocument();
  });

  it('without system:user:frozen / changepwd / add / delete (the staff account) those buttons are gone', async () => {
    await renderList(['system:user:edit', 'system:user:export']);
    expect(screen.queryByRole('button', { name: '冻结' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '批量删除' })).not.toBeInTheDocument();
    const row = screen.getByRole('group', { name: 'zhangsan 操作' });
    expect(within(row).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '密码' })).not.toBeInTheDocument();
  });

  it('shows the status by its dictionary text', async () => {
    await renderList();
    const table = screen.getByRole('table', { name: '用户列表' });
    expect(within(table).getAllByText('正常')).toHaveLength(2);
    expect(within(table).getByText('冻结')).toBeInTheDocument();
  });
});

describe('用户管理: 密码', () => {
  it('validates: 请输入新密码!, the password policy, 请确认新密码!, 两次输入的密码不一样！', () => {
    expect(validateNewPassword({ password: '', confirmpassword: '' })).toEqual({
      password: '请输入新密码!',
      confirmpassword: '请确认新密码!',
    });
    for (const weak of ['12345', 'abc123', 'abcdefgh', '12345678'])
      expect(validateNewPassword({ password: weak, confirmpassword: weak })).toEqual({
        password: '密码至少8位，且须同时包含字母和数字',
      });
    expect(validateNewPassword({ password: 'abc12345', confirmpassword: 'abc12346' })).toEqual({
      confirmpassword: '两次输入的密码不一样！',
    });
    expect(validateNewPassword({ password: 'abc12345', confirmpassword: 'abc12345' })).toEqual({});
  });

  it('a mismatch shows 两次输入的密码不一样！ and sends nothing; a match sends {username, password}', async () => {
    const sent: unknown[] = [];
    bed.server.use(
      http.put(api('/sys/user/changePassword'), async ({ request }) => {
        sent.push(await request.json());
        return ok(null, '密码修改成功!');
      }),
    );
    const { user } = await renderList();
    await user.click(
      within(screen.getByRole('group', { name: 'zhangsan 操作' })).getByRole('button', { name: '密码' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '修改密码' });
    expect(within(dialog).getByRole('textbox', { name: '用户账号' })).toHaveValue('zhangsan');
    await user.type(within(dialog).getByLabelText(/^新密码/), 'abc12345');
    await user.type(within(dialog).getByLabelText(/^确认密码/), 'abc12399');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('两次输入的密码不一样！')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/^确认密码/));
    await user.type(within(dialog).getByLabelText(/^确认密码/), 'abc12345');
    expect(within(dialog).queryByText('两次输入的密码不一样！')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '修改密码' })).not.toBeInTheDocument());
    expect(sent).toEqual([{ username: 'zhangsan', password: 'abc12345' }]);
    expect(notes('success')).toEqual(['密码修改成功!']);
  });
});
