import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  departRoleGrant,
  indexPermissionTree,
  PermissionGrantDrawer,
  roleGrant,
  toggleChecked,
  type PermissionNode,
} from '@/components/widgets/permission-grant';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { renderWithClient, useDialogLayout } from './test-utils';
import { ok } from '../features/feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();

const node = (key: string, title: string, children?: PermissionNode[], menuType = 1): PermissionNode => ({
  key,
  title,
  menuType,
  ...(children ? { children } : {}),
});

const TREE: PermissionNode[] = [
  node('home', '首页', undefined, 0),
  node(
    'sys',
    '系统管理',
    [
      node('user', '用户管理', [
        node('user:add', '用户添加', undefined, 2),
        node('user:edit', '用户编辑', undefined, 2),
      ]),
    ],
    0,
  ),
];
const ALL = ['home', 'sys', 'user', 'user:add', 'user:edit'];

function serve(held: string[]) {
  const saved: Record<string, unknown>[] = [];
  let current = held;
  bed.server.use(
    http.get(api('/sys/role/queryTreeList'), () => ok({ treeList: TREE, ids: ALL })),
    http.get(api('/sys/permission/queryRolePermission'), ({ request }) => {
      expect(new URL(request.url).searchParams.get('roleId')).toBe('r2');
      return ok(current);
    }),
    http.post(api('/sys/permission/saveRolePermission'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saved.push(body);
      current = String(body.permissionIds).split(',').filter(Boolean);
      return ok(null, '保存成功！');
    }),
  );
  return saved;
}

const item = (name: string) => screen.getByRole('treeitem', { name });
const check = async (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(within(item(name)).getAllByRole('checkbox')[0]!);

describe('角色管理: 授权 (the menu and button permission tree)', () => {
  it('starts from the role permissions; 仅保存 sends permissionIds and lastpermissionIds, then both move on', async () => {
    const saved = serve(['home', 'sys']);
    const user = userEvent.setup();
    renderWithClient(
      <PermissionGrantDrawer target={roleGrant({ id: 'r2', roleName: '考务人员' })} canSave onClose={() => {}} />,
    );
    await screen.findByRole('tree', { name: '菜单与按钮权限' });
    expect(item('首页')).toHaveAttribute('aria-checked', 'true');
    expect(item('系统管理')).toHaveAttribute('aria-checked', 'true');
    expect(item('用户管理')).toHaveAttribute('aria-checked', 'false');

    await check(user, '首页');
    await check(user, '用户管理');
    await user.click(screen.getByRole('button', { name: '仅保存' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ roleId: 'r2', permissionIds: 'sys,user', lastpermissionIds: 'home,sys' });
    await waitFor(() => expect(bed.notes).toContainEqual({ intent: 'success', message: '保存成功！' }));

    await check(user, '系统管理');
    await user.click(screen.getByRole('button', { name: '仅保存' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({ roleId: 'r2', permissionIds: 'user', lastpermissionIds: 'sys,user' });
  });

  it('全部勾选 / 取消全选 / 展开全部 / 折叠全部; 保存并关闭 closes', async () => {
    const saved = serve([]);
    let closed = 0;
    const user = userEvent.setup();
    renderWithClient(
      <PermissionGrantDrawer
        target={roleGrant({ id: 'r2', roleName: '考务人员' })}
        canSave
        onClose={() => (closed += 1)}
      />,
    );
    await screen.findByRole('tree', { name: '菜单与按钮权限' });
    expect(screen.queryByRole('treeitem', { name: '用户添加（按钮）' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '展开全部' }));
    expect(item('用户添加（按钮）')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '全部勾选' }));
    for (const name of ['首页', '系统管理', '用户管理', '用户添加（按钮）', '用户编辑（按钮）'])
      expect(item(name)).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: '取消全选' }));
    expect(item('首页')).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('button', { name: '全部勾选' }));
    await user.click(screen.getByRole('button', { name: '折叠全部' }));
    expect(screen.queryByRole('treeitem', { name: '用户管理' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存并关闭' }));
    await waitFor(() => expect(closed).toBe(1));
    expect(saved).toEqual([{ roleId: 'r2', permissionIds: ALL.join(','), lastpermissionIds: '' }]);
  });

  it('without system:role:edit the tree can be read but not saved', async () => {
    serve(['home']);
    renderWithClient(
      <PermissionGrantDrawer
        target={roleGrant({ id: 'r2', roleName: '考务人员' })}
        canSave={false}
        onClose={() => {}}
      />,
    );
    await screen.findByRole('tree', { name: '菜单与按钮权限' });
    expect(screen.queryByRole('button', { name: '仅保存' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存并关闭' })).not.toBeInTheDocument();
  });
});

describe('数据规则 of a grant', () => {
  it('a menu with rules opens them; the chosen ones are saved for the department role', async () => {
    const rulesTree = [{ ...node('user', '用户管理'), ruleFlag: 1 }, node('dict', '数据字典')];
    const saved: Record<string, unknown>[] = [];
    bed.server.use(
      http.get(api('/sys/sysDepartPermission/queryTreeListForDeptRole'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('departId')).toBe('d1');
        return ok({ treeList: rulesTree, ids: ['user', 'dict'] });
      }),
      http.get(api('/sys/sysDepartPermission/queryDeptRolePermission'), () => ok(['user'])),
      http.get(api('/sys/sysDepartRole/datarule/user/d1/dr1'), () =>
        ok({
          datarule: [
            { id: 'rule1', ruleName: '只看本部门用户', status: '1' },
            { id: 'rule2', ruleName: '只看自己创建的用户', status: '1' },
          ],
          drChecked: 'rule2',
        }),
      ),
      http.post(api('/sys/sysDepartRole/datarule'), async ({ request }) => {
        saved.push((await request.json()) as Record<string, unknown>);
        return ok(null, '保存成功!');
      }),
    );
    const user = userEvent.setup();
    renderWithClient(
      <PermissionGrantDrawer
        target={departRoleGrant({ id: 'dr1', roleName: '命题组长', departId: 'd1' })}
        canSave
        onClose={() => {}}
      />,
    );
    await screen.findByRole('tree', { name: '菜单与按钮权限' });
    expect(within(item('数据字典')).queryByRole('button', { name: '数据规则' })).not.toBeInTheDocument();
    await user.click(within(item('用户管理')).getByRole('button', { name: '数据规则' }));
    const dialog = await screen.findByRole('dialog', { name: '数据规则（用户管理）' });
    expect(await within(dialog).findByRole('checkbox', { name: '只看自己创建的用户' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: '只看本部门用户' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ roleId: 'dr1', permissionId: 'user', dataRuleIds: 'rule2,rule1' });
  });

  it('a menu without rules says so', async () => {
    bed.server.use(
      http.get(api('/sys/role/queryTreeList'), () =>
        ok({ treeList: [{ ...node('user', '用户管理'), ruleFlag: 1 }], ids: ['user'] }),
      ),
      http.get(api('/sys/permission/queryRolePermission'), () => ok([])),
      http.get(api('/sys/role/datarule/user/r2'), () =>
        HttpResponse.json({ success: false, code: 500, message: '未找到权限配置信息', result: null }),
      ),
    );
    const user = userEvent.setup();
    renderWithClient(
      <PermissionGrantDrawer target={roleGrant({ id: 'r2', roleName: '考务人员' })} canSave onClose={() => {}} />,
    );
    await screen.findByRole('tree', { name: '菜单与按钮权限' });
    await user.click(within(item('用户管理')).getByRole('button', { name: '数据规则' }));
    expect(await screen.findByText('无配置信息!')).toBeInTheDocument();
  });
});

describe('toggleChecked', () => {
  const index = indexPermissionTree(TREE);
  it('unlinked (the default) changes only the node', () => {
    expect([...toggleChecked(new Set(), 'user', true, false, index)]).toEqual(['user']);
    expect([...toggleChecked(new Set(['sys', 'user']), 'sys', false, false, index)]).toEqual(['user']);
  });
  it('linked (父子关联) checks descendants and ancestors, unchecks descendants', () => {
    expect([...toggleChecked(new Set(), 'user', true, true, index)].sort()).toEqual(
      ['sys', 'user', 'user:add', 'user:edit'].sort(),
    );
    expect([...toggleChecked(new Set(ALL), 'sys', false, true, index)]).toEqual(['home']);
  });
});
