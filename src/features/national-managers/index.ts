import type { ScreenDescriptor } from '../screen-descriptor';

/** 全国管理员 (/nationalManager). */
export const nationalManagerScreens: ScreenDescriptor[] = [
  { component: 'cpc/NationalManagerList', load: () => import('./components/national-manager-list-page') },
];
