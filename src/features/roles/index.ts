import type { ScreenDescriptor } from '../screen-descriptor';

/** 角色管理 (/isystem/role) and 角色用户 (/isystem/roleUserList). */
export const roleScreens: ScreenDescriptor[] = [
  { component: 'system/RoleList', load: () => import('./components/role-list-page') },
  { component: 'system/RoleUserList', load: () => import('./components/role-user-page') },
];
