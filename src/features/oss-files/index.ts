import type { ScreenDescriptor } from '../screen-descriptor';

/** 对象存储 (/monitor/ossFile). */
export const ossFileScreens: ScreenDescriptor[] = [
  { component: 'modules/oss/OSSFileList', load: () => import('./components/oss-file-list-page') },
];
