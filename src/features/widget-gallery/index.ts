import type { ScreenDescriptor } from '../screen-descriptor';

/** 组件示例 (/jeecg/SelectDemo, admin only): the widget gallery. */
export const widgetGalleryScreens: ScreenDescriptor[] = [
  { component: 'jeecg/SelectDemo', load: () => import('./widget-gallery-page') },
];
