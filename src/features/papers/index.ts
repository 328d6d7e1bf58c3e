import type { ScreenDescriptor } from '../screen-descriptor';

/** 试卷列表 (/paper/list), 试卷查看 (/paper/view?id=) and 试卷题目 (/paper/topic). */
export const paperScreens: ScreenDescriptor[] = [
  { component: 'cpc/PaperList', load: () => import('./components/paper-list-page') },
  { component: 'cpc/PaperView', load: () => import('./components/paper-view-page') },
  { component: 'cpc/PaperTopicList', load: () => import('./components/paper-topic-list-page') },
];
