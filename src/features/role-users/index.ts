import type { ScreenDescriptor } from '../screen-descriptor';

/** 角色用户 (/isystem/roleUserList). */
export const roleUserScreens: ScreenDescriptor[] = [
  { component: 'system/RoleUserList', load: () => import('./components/role-user-page') },
];
