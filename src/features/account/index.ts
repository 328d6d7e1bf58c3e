import type { ScreenDescriptor } from '../screen-descriptor';

/** 个人中心 (/account/center) and 个人设置 (/account/settings). */
export const accountScreens: ScreenDescriptor[] = [
  { component: 'account/center/Index', load: () => import('./components/account-center-page') },
  { component: 'account/settings/Index', load: () => import('./components/account-settings-page') },
];
