import type { ScreenDescriptor } from '../screen-descriptor';

/** 考试列表 (/test/manager), 考试详情 (/test/details?id=) and the portal's 测验列表 (/cpctest/customer/quiz[?id=]). */
export const testScreens: ScreenDescriptor[] = [
  { component: 'cpc/TestManagerList', load: () => import('./components/test-list-page') },
  { component: 'cpc/TestDetails', load: () => import('./components/test-details-page') },
  { component: 'customer/QuizList', load: () => import('./components/customer-quiz-page') },
];
