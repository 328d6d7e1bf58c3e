import { resourceKeys } from '@/lib/resource-keys';

/**
 * Who receives menus and buttons, and JeecgBoot's calls for it: a role (角色授权), a department (部门权限) or a
 * department role (部门角色授权). The drawer, the tree state and the 数据规则 dialog work the same for each.
 */
export interface GrantTarget {
  /** The resource whose queries a save refreshes ('role', 'depart', 'departRole'). */
  resource: string;
  id: string;
  /** Drawer title, e.g. 角色权限配置（管理员）. */
  title: string;
  /** The outbox's name for a save, e.g. 授权 角色「管理员」. */
  label: string;
  tree: { url: string; params?: Record<string, string> };
  held: { url: string; params: Record<string, string> };
  /** POST with `permissionIds` and `lastpermissionIds` added. */
  save: { url: string; body: Record<string, string> };
  /** The 数据规则 calls: GET `<url>/<menu id>/<path…>`, POST `<url>` with `{permissionId, dataRuleIds, …body}`. */
  rules: { url: string; path: readonly string[]; body: Record<string, string> };
}

export const grantKeys = (target: GrantTarget) => {
  const keys = resourceKeys(target.resource);
  return {
    tree: () => keys.detail(target.id, 'grant-tree', target.tree.url),
    held: () => keys.detail(target.id, 'grants'),
    rules: (menuId: string) => keys.detail(target.id, 'data-rules', menuId),
  };
};

export const roleGrant = (role: { id: string; roleName: string }): GrantTarget => ({
  resource: 'role',
  id: role.id,
  title: `角色权限配置（${role.roleName}）`,
  label: `授权 角色「${role.roleName || role.id}」`,
  tree: { url: '/sys/role/queryTreeList' },
  held: { url: '/sys/permission/queryRolePermission', params: { roleId: role.id } },
  save: { url: '/sys/permission/saveRolePermission', body: { roleId: role.id } },
  rules: { url: '/sys/role/datarule', path: [role.id], body: { roleId: role.id } },
});

export const departGrant = (depart: { id: string; departName: string }): GrantTarget => ({
  resource: 'depart',
  id: depart.id,
  title: `部门权限配置（${depart.departName}）`,
  label: `部门权限 部门「${depart.departName || depart.id}」`,
  tree: { url: '/sys/role/queryTreeList' },
  held: { url: '/sys/permission/queryDepartPermission', params: { departId: depart.id } },
  save: { url: '/sys/permission/saveDepartPermission', body: { departId: depart.id } },
  rules: { url: '/sys/sysDepartPermission/datarule', path: [depart.id], body: { departId: depart.id } },
});

export const departRoleGrant = (role: { id: string; roleName: string; departId: string }): GrantTarget => ({
  resource: 'departRole',
  id: role.id,
  title: `部门角色权限配置（${role.roleName}）`,
  label: `授权 部门角色「${role.roleName || role.id}」`,
  tree: { url: '/sys/sysDepartPermission/queryTreeListForDeptRole', params: { departId: role.departId } },
  held: { url: '/sys/sysDepartPermission/queryDeptRolePermission', params: { roleId: role.id } },
  save: { url: '/sys/sysDepartPermission/saveDeptRolePermission', body: { roleId: role.id } },
  rules: { url: '/sys/sysDepartRole/datarule', path: [role.departId, role.id], body: { roleId: role.id } },
});
