import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import UserListPage from '@/features/users/components/user-list-page';
import { serveDepartTree } from '../widgets/picker-helpers';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { ok, page, refused, storeDicts, userRow } from './feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();
beforeEach(() => storeDicts());

const ROLES = [
  { id: 'r1', roleName: '管理员', roleCode: 'admin' },
  { id: 'r2', roleName: '考务人员', roleCode: 'staff' },
];
const TREE = [
  {
    id: 'd1',
    key: 'd1',
    title: '考试中心',
    departName: '考试中心',
    isLeaf: false,
    children: [{ id: 'd2', key: 'd2', title: '考务部', departName: '考务部', isLeaf: true }],
  },
];

function serve() {
  const bodies: { url: string; body: Record<string, unknown> }[] = [];
  const record =
    (url: string) =>
    async ({ request }: { request: Request }) => {
      bodies.push({ url, body: (await request.json()) as Record<string, unknown> });
      return ok(null, url.endsWith('add') ? '添加成功！' : '编辑成功!');
    };
  bed.server.use(
    http.get(api('/sys/user/list'), () => page([{ ...userRow('u2', 'zhangsan', '张三'), phone: '13800000009' }])),
    http.get(api('/sys/role/queryall'), () => ok(ROLES)),
    http.get(api('/sys/user/queryUserRole'), () => ok(['r2'])),
    http.get(api('/sys/user/userDepartList'), () => ok([{ key: 'd2', value: 'd2', title: '考务部' }])),
    http.get(api('/sys/duplicate/check'), () => ok(null, '该值可用！')),
    // zhangsan is u2's account (the server leaves out the record being edited).
    http.get(api('/sys/user/checkOnlyUser'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      return query.get('username') === 'zhangsan' && query.get('id') !== 'u2' ? refused('用户账号已存在') : ok(null);
    }),
    http.get(api('/sys/user/phoneEditable'), () => ok({ editable: true, reason: null })),
    http.get(api('/sys/dict/getDictItems/*'), () => ok([])),
    http.put(api('/sys/user/edit'), record('edit')),
    http.post(api('/sys/user/add'), record('add')),
  );
  serveDepartTree(bed.server, TREE);
  return bodies;
}

describe('用户管理: 角色分配 and 部门分配', () => {
  it('edit shows the current roles and departments and sends only what changed', async () => {
    const bodies = serve();
    const user = userEvent.setup();
    renderWithClient(<UserListPage />, grant('system:user:edit'));
    await user.click(
      within(await screen.findByRole('group', { name: 'zhangsan 操作' })).getByRole('button', { name: '编辑' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '编辑' });
    const roles = within(dialog).getByRole('combobox', { name: '角色分配' });
    await waitFor(() => expect(roles).toHaveTextContent('考务人员'));
    expect(await within(dialog).findByRole('button', { name: '移除 考务部' })).toBeInTheDocument();

    await user.click(roles);
    await user.click(await screen.findByRole('menuitemcheckbox', { name: '管理员' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const { url, body } = bodies[0]!;
    expect(url).toBe('edit');
    expect(body).toMatchObject({ id: 'u2', username: 'zhangsan', selectedroles: 'r2,r1' });
    expect(body).not.toHaveProperty('selecteddeparts');
  });

  it('add sends the chosen departments as selecteddeparts', async () => {
    const bodies = serve();
    const user = userEvent.setup();
    renderWithClient(<UserListPage />, grant('system:user:add'));
    await screen.findByText('1-1 共1条');
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    await user.type(within(dialog).getByRole('textbox', { name: /用户账号/ }), 'wangwu');
    await user.type(within(dialog).getByRole('textbox', { name: /用户姓名/ }), '王五');
    await user.type(within(dialog).getByLabelText(/登录密码/), 'secret12');
    await user.type(within(dialog).getByRole('textbox', { name: /手机号码/ }), '13900000001');
    await user.click(within(dialog).getByRole('button', { name: '选择部门' }));
    const picker = await screen.findByRole('dialog', { name: '选择部门' });
    const tree = await within(picker).findByRole('tree', { name: '部门' });
    const leaf = await within(tree).findByRole('treeitem', { name: '考务部' });
    await user.click(within(leaf).getAllByRole('checkbox')[0]!);
    await user.click(within(picker).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByRole('button', { name: '移除 考务部' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.body).toMatchObject({ username: 'wangwu', realname: '王五', selecteddeparts: 'd2' });
  });
});

describe('用户管理: 用户账号', () => {
  it('is checked through /sys/user/checkOnlyUser: a taken account shows the server’s message and is not sent', async () => {
    const bodies = serve();
    const asked: string[] = [];
    bed.server.use(
      http.get(api('/sys/duplicate/check'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('fieldName') ?? '');
        return ok(null, '该值可用！');
      }),
    );
    const user = userEvent.setup();
    renderWithClient(<UserListPage />, grant('system:user:add'));
    await user.click(await screen.findByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    const account = within(dialog).getByRole('textbox', { name: /用户账号/ });
    await user.type(account, 'zhangsan');
    await user.tab();
    expect(await within(dialog).findByText('用户账号已存在')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(bodies).toEqual([]);
    expect(asked).not.toContain('username');
    await user.clear(account);
    await user.type(account, 'wangwu');
    await user.tab();
    await waitFor(() => expect(within(dialog).queryByText('用户账号已存在')).not.toBeInTheDocument());
  });
});

describe('用户管理: 手机号码 (a sign-in identity)', () => {
  const REFUSAL = '登录手机号只能由本人经短信验证修改，或由拥有该用户全部权限和数据范围的管理员修改';

  async function openEdit() {
    const user = userEvent.setup();
    renderWithClient(<UserListPage />, grant('system:user:edit'));
    await user.click(
      within(await screen.findByRole('group', { name: 'zhangsan 操作' })).getByRole('button', { name: '编辑' }),
    );
    return screen.findByRole('dialog', { name: '编辑' });
  }

  it('is disabled with the server’s reason when this editor may not change it', async () => {
    serve();
    const asked: string[] = [];
    bed.server.use(
      http.get(api('/sys/user/phoneEditable'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('id') ?? '');
        return ok({ editable: false, reason: REFUSAL });
      }),
    );
    const dialog = await openEdit();
    expect(await within(dialog).findByText(REFUSAL)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /手机号码/ })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: /手机号码/ })).toHaveValue('13800000009');
    expect(asked).toEqual(['u2']);
  });

  it('stays editable when the server allows it', async () => {
    serve();
    const dialog = await openEdit();
    const phone = within(dialog).getByRole('textbox', { name: /手机号码/ });
    await waitFor(() => expect(phone).toBeEnabled());
    expect(within(dialog).queryByText(REFUSAL)).not.toBeInTheDocument();
  });
});
