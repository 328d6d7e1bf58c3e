import type { ScreenDescriptor } from '../screen-descriptor';

/** 数据字典 (/isystem/dict) and the items of one dictionary (/isystem/dictItem?dictId=…, hidden). */
export const dictScreens: ScreenDescriptor[] = [
  { component: 'system/DictList', load: () => import('./components/dict-list-page') },
  { component: 'system/DictItemList', load: () => import('./components/dict-item-list-page') },
];
