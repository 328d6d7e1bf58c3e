import type { ScreenDescriptor } from '../screen-descriptor';

/** 租户管理 (/isystem/tenant). */
export const tenantScreens: ScreenDescriptor[] = [
  { component: 'system/TenantList', load: () => import('./components/tenant-list-page') },
];
