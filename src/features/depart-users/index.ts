import type { ScreenDescriptor } from '../screen-descriptor';

/** 部门用户 (/isystem/departUserList). */
export const departUserScreens: ScreenDescriptor[] = [
  { component: 'system/DepartUserList', load: () => import('./components/depart-user-page') },
];
