import type { ScreenDescriptor } from '../../screen-descriptor';
// Tiny and already on the entry's path (the api client): the overview starts without waiting for a chunk.
import { prefetchOverview } from './api/overview-api';

/** The portal's index, 修改密码 and 我的资料. */
export const portalHomeScreens: ScreenDescriptor[] = [
  {
    component: 'customer/CustomerIndex',
    load: () => import('./components/customer-index-page'),
    prefetch: prefetchOverview,
  },
  { component: 'customer/UpdatePassword', load: () => import('./components/update-password-page') },
  { component: 'customer/MyProfile', load: () => import('./components/my-profile-page') },
];
