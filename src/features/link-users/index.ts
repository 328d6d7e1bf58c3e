import type { ScreenDescriptor } from '../screen-descriptor';

/** 联系人列表 (/linkUser/list; hidden in the menu, opened from the organisations with ?institutionId=). */
export const linkUserScreens: ScreenDescriptor[] = [
  { component: 'cpc/LinkUserList', load: () => import('./components/link-user-list-page') },
];
