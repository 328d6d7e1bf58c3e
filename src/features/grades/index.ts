import type { ScreenDescriptor } from '../screen-descriptor';

/** 成绩列表 (/grade/list) and 成绩导入 (/grade/import). */
export const gradeScreens: ScreenDescriptor[] = [
  { component: 'cpc/TestGradeList', load: () => import('./components/grade-list-page') },
  { component: 'cpc/TestGradeImport', load: () => import('./components/grade-import-page') },
];
