import type { ScreenDescriptor } from '../screen-descriptor';

/** 职务管理 (/isystem/position). */
export const positionScreens: ScreenDescriptor[] = [
  { component: 'system/PositionList', load: () => import('./components/position-list-page') },
];
