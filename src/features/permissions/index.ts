import type { ScreenDescriptor } from '../screen-descriptor';

/** 菜单管理 (/isystem/permission) and a menu's 数据规则 (/isystem/permissionDataRule?permissionId=…, hidden). */
export const permissionScreens: ScreenDescriptor[] = [
  { component: 'system/PermissionList', load: () => import('./components/menu-list-page') },
  { component: 'system/PermissionDataRuleList', load: () => import('./components/data-rule-list-page') },
];
