import type { ScreenDescriptor } from '../screen-descriptor';

/** 成绩统计 (/grade/statistics?testId=) and 题目详情 (/grade/topicDetail?testId=&topicId=); each a lazy chunk with the charts. */
export const gradeStatisticsScreens: ScreenDescriptor[] = [
  { component: 'cpc/TestGradeStatistics', load: () => import('./components/statistics-page') },
  { component: 'cpc/TestGradeTopicDetail', load: () => import('./components/topic-detail-page') },
];
