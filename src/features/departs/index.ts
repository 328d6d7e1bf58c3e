import type { ScreenDescriptor } from '../screen-descriptor';

/** 部门管理 (/isystem/depart) and 部门用户 (/isystem/departUserList). */
export const departScreens: ScreenDescriptor[] = [
  { component: 'system/DepartList', load: () => import('./components/depart-list-page') },
  { component: 'system/DepartUserList', load: () => import('./components/depart-user-page') },
];
