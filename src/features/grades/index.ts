import type { ScreenDescriptor } from '../screen-descriptor';

/** 成绩列表 (/grade/list), 成绩导入 (/grade/import) and the portal's 成绩列表 (/cpctest/customer/grades). */
export const gradeScreens: ScreenDescriptor[] = [
  { component: 'cpc/TestGradeList', load: () => import('./components/grade-list-page') },
  { component: 'cpc/TestGradeImport', load: () => import('./components/grade-import-page') },
  { component: 'customer/TestGradeList', load: () => import('./components/customer-grade-list-page') },
];
