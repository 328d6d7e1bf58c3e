import { StatisticsView } from './statistics-page';

/**
 * 成绩统计 of the customer portal (customer/TestGradeStatistics, /cpctest/customer/gradeStatistics[?testId=]): the
 * statistics of the contact's institution (a 学院联系人: his college) for a published test, the national figures
 * beside every card.
 */
export default function CustomerStatisticsPage() {
  return <StatisticsView portal />;
}
