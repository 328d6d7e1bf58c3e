import type { ScreenDescriptor } from '../screen-descriptor';

/** 角色管理 (/isystem/role). */
export const roleScreens: ScreenDescriptor[] = [
  { component: 'system/RoleList', load: () => import('./components/role-list-page') },
];
