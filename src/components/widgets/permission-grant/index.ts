export { PermissionGrantDrawer, type PermissionGrantDrawerProps } from './permission-grant-drawer';
export { departGrant, departRoleGrant, roleGrant, type GrantTarget } from './grant-target';
export { fetchGrantTree, type PermissionNode } from './fetch-grant-tree';
export { indexPermissionTree, toggleChecked } from './index-permission-tree';
