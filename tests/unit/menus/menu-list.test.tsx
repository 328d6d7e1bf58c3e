import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import MenuListPage from '@/features/permissions/components/menu-list-page';
import type { MenuNode } from '@/features/permissions/api/menu-api';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { mockMatchMedia, grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { ok, refused } from '../features/feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();

const node = (id: string, name: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  id,
  parentId: null,
  name,
  menuType: 1,
  url: null,
  component: null,
  redirect: null,
  perms: null,
  permsType: '1',
  status: '1',
  sortNo: 1,
  icon: null,
  route: true,
  hidden: false,
  keepAlive: false,
  alwaysShow: false,
  internalOrExternal: false,
  ...extra,
});

const TREE: MenuNode[] = [
  node('m1', '首页', { menuType: 0, url: '/dashboard/analysis', component: 'dashboard/Analysis', icon: 'home' }),
  node('m2', '系统管理', {
    menuType: 0,
    url: '/isystem',
    component: 'layouts/RouteView',
    icon: 'setting',
    sortNo: 2,
    children: [
      node('m3', '用户管理', {
        parentId: 'm2',
        url: '/isystem/user',
        component: 'system/UserList',
        children: [node('b1', '用户添加', { parentId: 'm3', menuType: 2, perms: 'system:user:add' })],
      }),
    ],
  }),
];

const ALL = [
  'system:permission:add',
  'system:permission:edit',
  'system:permission:delete',
  'system:permission:deleteBatch',
];

type Node = (typeof TREE)[number];
const treeModel = (n: Node): Record<string, unknown> => ({
  key: n.id,
  title: n.name,
  menuType: n.menuType,
  children: (n.children ?? []).map((c) => treeModel(c as Node)),
});

function Where() {
  const location = useLocation();
  return <output aria-label="地址">{`${location.pathname}${location.search}`}</output>;
}

let restore: (() => void) | undefined;
afterEach(() => restore?.());

/** A node as the lazy calls send it: no children, `leaf: false` on a branch. */
const lazyNode = ({ children, ...n }: MenuNode): MenuNode => ({ ...n, leaf: !children?.length });
const find = (nodes: MenuNode[], id: string): MenuNode | undefined =>
  nodes.map((n) => (n.id === id ? n : find(n.children ?? [], id))).find(Boolean);
const childrenOf = (id: string) => (find(TREE, id)?.children ?? []).map(lazyNode);

async function renderMenus(codes: string[] = ALL, handlers: Parameters<typeof bed.server.use> = []) {
  const lists: URLSearchParams[] = [];
  const calls: string[] = [];
  bed.server.use(
    http.get(api('/sys/permission/list'), ({ request }) => {
      lists.push(new URL(request.url).searchParams);
      return ok(TREE);
    }),
    http.get(api('/sys/permission/getSystemMenuList'), () => ok(TREE.map(lazyNode))),
    http.get(api('/sys/permission/getSystemSubmenu'), ({ request }) => {
      const parentId = new URL(request.url).searchParams.get('parentId') ?? '';
      calls.push(`submenu ${parentId}`);
      return ok(childrenOf(parentId));
    }),
    http.get(api('/sys/permission/getSystemSubmenuBatch'), ({ request }) => {
      const ids = (new URL(request.url).searchParams.get('parentIds') ?? '').split(',');
      calls.push(`batch ${ids.join(',')}`);
      return ok(Object.fromEntries(ids.map((id) => [id, childrenOf(id)])));
    }),
    // PermissionModal's 上级菜单 tree: the same menus as TreeModel nodes.
    http.get(api('/sys/permission/queryTreeList'), () => ok({ treeList: TREE.map(treeModel), ids: [] })),
    ...handlers,
  );
  const view = renderWithClient(
    <MemoryRouter initialEntries={['/isystem/permission']}>
      <Routes>
        <Route path="*" element={<MenuListPage />} />
      </Routes>
      <Where />
    </MemoryRouter>,
    grant(...codes),
  );
  await screen.findByRole('row', { name: '系统管理' });
  return { user: userEvent.setup(), lists, calls, view };
}

describe('菜单管理: the tree', () => {
  it('shows the top menus with their columns and opens a branch a level at a time', async () => {
    const { user, lists, calls } = await renderMenus();
    const table = screen.getByRole('table', { name: '菜单列表' });
    for (const title of ['菜单名称', '菜单类型', '图标', '组件', '路径', '排序', '操作'])
      expect(within(table).getByRole('columnheader', { name: title })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: '用户管理' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '展开 系统管理' }));
    const row = await screen.findByRole('row', { name: '用户管理' });
    expect(within(row).getByText('system/UserList')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '展开 用户管理' }));
    expect(within(await screen.findByRole('row', { name: '用户添加' })).getByText('按钮/权限')).toBeInTheDocument();
    expect(calls).toEqual(['submenu m2', 'submenu m3']);
    expect(lists).toEqual([]);
  });

  it('reloads the open branches in one batch after a save, and opens everything from one whole-tree read', async () => {
    const { user, lists, calls } = await renderMenus(ALL, [
      http.delete(api('/sys/permission/delete'), () => ok('删除成功!', '删除成功!')),
    ]);
    await user.click(screen.getByRole('button', { name: '全部展开' }));
    await screen.findByRole('row', { name: '用户添加' });
    expect(lists).toHaveLength(1);
    expect(calls).toEqual([]);
    await user.click(within(screen.getByRole('row', { name: '用户添加' })).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /确定|确认/ }));
    await waitFor(() => expect(calls).toEqual(['batch m2,m3']));
    // The closed confirm gives the page back (aria-hidden) a moment later.
    expect(await screen.findByRole('button', { name: '全部折叠' })).toBeInTheDocument();
  });

  it('searches by name', async () => {
    const { user, lists } = await renderMenus();
    await user.type(screen.getByRole('textbox', { name: '菜单名称' }), '用户');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(lists.at(-1)?.get('name')).toBe('用户'));
  });

  it('offers no writes without the codes', async () => {
    await renderMenus([]);
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    const row = screen.getByRole('row', { name: '系统管理' });
    expect(within(row).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '数据规则' })).toBeInTheDocument();
  });

  it('keeps the name and the actions on a phone', async () => {
    restore = mockMatchMedia(true);
    await renderMenus();
    const table = screen.getByRole('table', { name: '菜单列表' });
    expect(within(table).queryByRole('columnheader', { name: '组件' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: '首页' })).getByText(/菜单 · \/dashboard\/analysis/)).toBeVisible();
  });

  it('opens 数据规则 with the menu id', async () => {
    const { user } = await renderMenus();
    await user.click(within(screen.getByRole('row', { name: '首页' })).getByRole('button', { name: '数据规则' }));
    expect(screen.getByLabelText('地址').textContent).toBe(
      `/isystem/permissionDataRule?permissionId=m1&name=${encodeURIComponent('首页')}`,
    );
  });
});

describe('菜单管理: the form', () => {
  it('checks the form, then adds a top menu', async () => {
    const added: unknown[] = [];
    const { user } = await renderMenus(ALL, [
      http.post(api('/sys/permission/add'), async ({ request }) => {
        added.push(await request.json());
        return ok('添加成功！', '添加成功！');
      }),
    ]);
    await user.click(screen.getByRole('button', { name: '新增' }));
    const drawer = await screen.findByRole('dialog', { name: '新增' });
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    expect(await within(drawer).findByText('请输入菜单标题!')).toBeInTheDocument();
    expect(within(drawer).getByText('请输入菜单路径!')).toBeInTheDocument();
    expect(added).toEqual([]);

    await user.type(within(drawer).getByRole('textbox', { name: /菜单名称/ }), '考务中心');
    await user.type(within(drawer).getByRole('textbox', { name: /菜单路径/ }), '/exam center');
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    expect(await within(drawer).findByText(/菜单路径格式不正确/)).toBeInTheDocument();
    const path = within(drawer).getByRole('textbox', { name: /菜单路径/ });
    await user.clear(path);
    await user.type(path, '/examCenter');
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toMatchObject({
      menuType: 0,
      name: '考务中心',
      parentId: null,
      url: '/examCenter',
      component: 'layouts/RouteView',
      route: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增' })).not.toBeInTheDocument());
    expect(bed.notes).toContainEqual({ intent: 'success', message: '添加成功！' });
  });

  it('adds a child under its parent (子菜单, the component typed) and keeps the input when refused', async () => {
    const added: Record<string, unknown>[] = [];
    const { user } = await renderMenus(ALL, [
      http.post(api('/sys/permission/add'), async ({ request }) => {
        added.push((await request.json()) as Record<string, unknown>);
        return refused('前端组件格式不正确：应为 views 下的组件路径');
      }),
    ]);
    await user.click(within(screen.getByRole('row', { name: '系统管理' })).getByRole('button', { name: '添加下级' }));
    const drawer = await screen.findByRole('dialog', { name: '新增' });
    expect(within(drawer).getByRole('radio', { name: '子菜单' })).toBeChecked();
    expect(await within(drawer).findByText('系统管理')).toBeInTheDocument();
    expect(within(drawer).getByRole('textbox', { name: /前端组件/ })).toHaveValue('');
    await user.type(within(drawer).getByRole('textbox', { name: /菜单名称/ }), '考场安排');
    await user.type(within(drawer).getByRole('textbox', { name: /菜单路径/ }), '/isystem/room');
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    expect(await within(drawer).findByText('请输入前端组件!')).toBeInTheDocument();
    await user.type(within(drawer).getByRole('textbox', { name: /前端组件/ }), 'exam/RoomList');
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    expect(await within(drawer).findByText(/前端组件格式不正确/)).toBeInTheDocument();
    expect(added[0]).toMatchObject({ menuType: 1, parentId: 'm2', component: 'exam/RoomList' });
    expect(within(drawer).getByRole('textbox', { name: /菜单名称/ })).toHaveValue('考场安排');
  });

  it('edits a button with its 授权标识 and 授权策略 (PUT)', async () => {
    const edited: Record<string, unknown>[] = [];
    const { user } = await renderMenus(ALL, [
      http.put(api('/sys/permission/edit'), async ({ request }) => {
        edited.push((await request.json()) as Record<string, unknown>);
        return ok('修改成功！', '修改成功！');
      }),
    ]);
    await user.click(screen.getByRole('button', { name: '全部展开' }));
    await user.click(within(screen.getByRole('row', { name: '用户添加' })).getByRole('button', { name: '编辑' }));
    const drawer = await screen.findByRole('dialog', { name: '编辑' });
    expect(within(drawer).getByRole('textbox', { name: /授权标识/ })).toHaveValue('system:user:add');
    expect(within(drawer).queryByRole('textbox', { name: /前端组件/ })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('radio', { name: /可编辑/ }));
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(edited).toHaveLength(1));
    expect(edited[0]).toMatchObject({
      id: 'b1',
      menuType: 2,
      parentId: 'm3',
      perms: 'system:user:add',
      permsType: '2',
    });
  });

  it('deletes a row after confirming', async () => {
    const deleted: string[] = [];
    const { user } = await renderMenus(ALL, [
      http.delete(api('/sys/permission/delete'), ({ request }) => {
        deleted.push(new URL(request.url).searchParams.get('id') ?? '');
        return ok('删除成功!', '删除成功!');
      }),
    ]);
    await user.click(within(screen.getByRole('row', { name: '首页' })).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确认删除' });
    expect(within(dialog).getByText(/首页/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /确定|确认/ }));
    await waitFor(() => expect(deleted).toEqual(['m1']));
  });
});
