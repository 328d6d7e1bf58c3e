import type { ScreenDescriptor } from '../screen-descriptor';

/** 考试列表 (/test/manager) and 考试详情 (/test/details?id=). */
export const testScreens: ScreenDescriptor[] = [
  { component: 'cpc/TestManagerList', load: () => import('./components/test-list-page') },
  { component: 'cpc/TestDetails', load: () => import('./components/test-details-page') },
];
