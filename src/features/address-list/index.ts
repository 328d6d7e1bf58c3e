import type { ScreenDescriptor } from '../screen-descriptor';

/** 通讯录 (/isystem/addressList). */
export const addressListScreens: ScreenDescriptor[] = [
  { component: 'system/AddressList', load: () => import('./components/address-list-page') },
];
