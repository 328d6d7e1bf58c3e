import type { ScreenDescriptor } from '../screen-descriptor';

/** 网盘 (/document/disk). */
export const netdiskScreens: ScreenDescriptor[] = [
  { component: 'cpc/NetworkDisk', load: () => import('./components/netdisk-page') },
];
