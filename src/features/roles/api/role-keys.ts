/** Query keys of the roles feature, ordered resource → list/detail → params (design §1). */
export const roleKeys = {
  all: () => ['roles'] as const,
  permissionTree: () => ['roles', 'permission-tree'] as const,
  permissions: (roleId: string) => ['roles', 'detail', roleId, 'permissions'] as const,
};

export const roleMutations = {
  savePermissions: ['roles', 'save-permissions'] as const,
  addUsers: ['roles', 'add-users'] as const,
  removeUsers: ['roles', 'remove-users'] as const,
};
