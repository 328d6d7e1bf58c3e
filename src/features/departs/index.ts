import type { ScreenDescriptor } from '../screen-descriptor';

/** 部门管理 (/isystem/depart). */
export const departScreens: ScreenDescriptor[] = [
  { component: 'system/DepartList', load: () => import('./components/depart-list-page') },
];
