/** 成绩列表 (cpc/TestGradeList) starting on one test's grades. */
export const gradeListPath = (testId: string) => `/grade/list?testId=${encodeURIComponent(testId)}`;
