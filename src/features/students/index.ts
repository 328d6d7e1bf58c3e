import type { ScreenDescriptor } from '../screen-descriptor';

/** 学生列表 (/student/list) and 学生成绩 (/student/grade). */
export const studentScreens: ScreenDescriptor[] = [
  { component: 'cpc/StudentList', load: () => import('./components/student-list-page') },
  { component: 'cpc/StudentGradeList', load: () => import('./components/student-grade-page') },
];
