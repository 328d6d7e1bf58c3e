import type { ScreenDescriptor } from '../screen-descriptor';

/**
 * 成绩统计 (/grade/statistics?testId=), 题目详情 (/grade/topicDetail?testId=&topicId=) and the portal's 成绩统计
 * (/cpctest/customer/gradeStatistics?testId=); each a lazy chunk with the charts.
 */
export const gradeStatisticsScreens: ScreenDescriptor[] = [
  { component: 'cpc/TestGradeStatistics', load: () => import('./components/statistics-page') },
  { component: 'cpc/TestGradeTopicDetail', load: () => import('./components/topic-detail-page') },
  { component: 'customer/TestGradeStatistics', load: () => import('./components/customer-statistics-page') },
];
