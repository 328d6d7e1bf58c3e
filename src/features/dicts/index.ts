import type { ScreenDescriptor } from '../screen-descriptor';

/** 数据字典 (/isystem/dict). */
export const dictScreens: ScreenDescriptor[] = [
  { component: 'system/DictList', load: () => import('./components/dict-list-page') },
];
