import type { ScreenDescriptor } from '../screen-descriptor';

/** 用户管理 (/isystem/user). */
export const userScreens: ScreenDescriptor[] = [
  {
    component: 'system/UserList',
    load: () => import('./components/user-list-page'),
    prefetch: () => import('./user-list-options').then(({ prefetchUserList }) => prefetchUserList()),
  },
];
