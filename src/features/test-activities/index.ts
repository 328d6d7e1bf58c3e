import type { ScreenDescriptor } from '../screen-descriptor';

/** 考试活动 (/test/activity, `?testId=` for one test): the list and a test's timeline. */
export const testActivityScreens: ScreenDescriptor[] = [
  { component: 'cpc/TestActivityList', load: () => import('./components/test-activity-page') },
];
