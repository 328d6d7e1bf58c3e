import type { ScreenDescriptor } from '../screen-descriptor';

/** 院校列表 (/college/list). */
export const collegeScreens: ScreenDescriptor[] = [
  { component: 'cpc/CollegeList', load: () => import('./components/college-list-page') },
];
