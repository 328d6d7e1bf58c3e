/**
 * The menu as the stock JeecgBoot Vue 3 client reads it (docs/stock-jeecgboot-client.md). The menu table holds the
 * Vue 2 component names (JeecgBoot's ant-design-vue-jeecg, which this client's screens follow); a Vue 3 client
 * (`X-Version: v3`) gets each system screen at its Vue 3 path and view file (src/views/<component>.vue), iconify
 * icon names, and none of the entries its screens show inside others. Screens without a Vue 3 view (the business
 * screens) keep their names: the Vue 3 client shows its empty page for them.
 */
import type { MenuItem } from '../../src/domain/permission-types';
import { urlToRouteName } from './permissions';

/** Vue 2 component → the Vue 3 path and view, `null` when Vue 3 shows it inside another screen (left out). */
const VUE3_SCREENS: Record<string, { path?: string; component: string; ownRoute?: true } | null> = {
  'dashboard/Workplace': { path: '/dashboard/workbench', component: 'dashboard/workbench/index' },
  'dashboard/Monitor': null,
  'system/UserList': { path: '/system/user', component: 'system/user/index' },
  'system/RoleList': { path: '/system/role', component: 'system/role/index' },
  'system/RoleUserList': null,
  'system/DepartList': { path: '/system/depart', component: 'system/depart/index' },
  'system/DepartUserList': { path: '/system/depart-user', component: 'system/departUser/index' },
  'system/PermissionList': { path: '/system/menu', component: 'system/menu/index' },
  'system/PermissionDataRuleList': null,
  'system/DictList': { path: '/system/dict', component: 'system/dict/index' },
  'system/DictItemList': null,
  'system/SysCategoryList': { path: '/system/category', component: 'system/category/index' },
  'system/QuartzJobList': { path: '/monitor/quartz', component: 'monitor/quartz/index' },
  'system/SysAnnouncementList': { path: '/system/notice', component: 'system/notice/index' },
  'system/UserAnnouncementList': { path: '/monitor/mynews', component: 'monitor/mynews/index' },
  'system/SysCheckRuleList': { path: '/system/checkrule', component: 'system/checkRule/index' },
  'system/SysDataSourceList': { path: '/monitor/datasource', component: 'monitor/datasource/index' },
  'system/SysFillRuleList': { path: '/system/fillrule', component: 'system/fillRule/index' },
  'system/SysGatewayRouteList': { path: '/monitor/route', component: 'monitor/route/index' },
  'system/SysUserOnlineList': { path: '/system/onlineuser', component: 'system/onlineuser/OnlineUserList' },
  'system/SysPositionList': { path: '/system/position', component: 'system/position/index' },
  'system/TenantList': { path: '/system/tenant', component: 'system/tenant/index' },
  'system/AddressList': { path: '/address', component: 'system/address/index' },
  'modules/message/SysMessageList': { path: '/message/manage', component: 'system/message/manage/index' },
  'modules/message/SysMessageTemplateList': { path: '/message/template', component: 'system/message/template/index' },
  'system/LogList': { path: '/monitor/log', component: 'monitor/log/index' },
  'system/DataLogList': { path: '/monitor/datalog', component: 'monitor/datalog/index' },
  // 性能监控: one Vue 3 screen with tabs for the system, the JVM, the web server and the disks.
  'modules/monitor/SystemInfo': { path: '/monitor/server', component: 'monitor/server/index' },
  'modules/monitor/JvmInfo': null,
  'modules/monitor/TomcatInfo': null,
  'modules/monitor/DiskMonitoring': null,
  'modules/monitor/RedisInfo': { path: '/monitor/redis', component: 'monitor/redis/index' },
  'modules/monitor/HttpTrace': { path: '/monitor/trace', component: 'monitor/trace/index' },
  'modules/oss/OSSFileList': { path: '/system/ossfile', component: 'system/ossfile/index' },
  // The layout's 账户设置 opens /system/usersetting; 个人中心 (and the stock landing) show the same screen.
  'account/settings/Index': { path: '/system/usersetting', component: 'system/usersetting/UserSetting' },
  'account/center/Index': { component: 'system/usersetting/UserSetting' },
  // 在线开发: the designers, and each form's and report's screen at the same path. These screens read the form's id
  // from the route's `:id` (`ownRoute`): each form's entry is a menu entry only, opened by its template at `…/:id`.
  // (The client registers those templates itself too, but drops them on its login page until the next load.)
  'modules/online/cgreport/OnlCgreportHeadList': { component: 'super/online/cgreport/index' },
  'modules/online/cgform/OnlCgformHeadList': { component: 'super/online/cgform/index' },
  'modules/online/cgform/OnlCgformCopyList': { component: 'super/online/cgform/CgformCopyList' },
  'modules/online/cgreport/auto/OnlCgreportAutoList': {
    component: 'super/online/cgreport/auto/OnlCgReportList',
    ownRoute: true,
  },
  'modules/online/cgform/auto/OnlCgformAutoList': {
    component: 'super/online/cgform/auto/default/OnlineAutoList',
    ownRoute: true,
  },
  'modules/online/cgform/auto/OnlCgformTreeList': {
    component: 'super/online/cgform/auto/tree/OnlineAutoTreeList',
    ownRoute: true,
  },
  'modules/online/cgform/auto/erp/OnlCgformErpList': {
    component: 'super/online/cgform/auto/erp/OnlCgformErpList',
    ownRoute: true,
  },
  'modules/online/cgform/auto/tab/OnlCgformTabList': {
    component: 'super/online/cgform/auto/tab/OnlCgformTabList',
    ownRoute: true,
  },
  'modules/online/cgform/auto/innerTable/OnlCgformInnerTableList': {
    component: 'super/online/cgform/auto/innerTable/OnlCgformInnerTableList',
    ownRoute: true,
  },
  'modules/online/cgform/auto/OnlineDynamicForm': null,
};

/** Ant Design Vue 1 icon names → the iconify names the Vue 3 client bundles. */
const vue3Icon = (icon: string | undefined) => (icon && !icon.includes(':') ? `ant-design:${icon}-outlined` : icon);

export function vue3Menu(menu: MenuItem[]): MenuItem[] {
  const moved = new Map<string, string>();
  const convert = (items: MenuItem[]): MenuItem[] =>
    items.flatMap((item) => {
      const screen = VUE3_SCREENS[item.component];
      if (screen === null) return [];
      const template = item.path.includes('/:');
      const path = screen?.ownRoute && template ? item.path.replace('/:code', '/:id') : (screen?.path ?? item.path);
      if (path !== item.path) moved.set(item.path, path);
      // An external link's view is its address (an iframe, or a new window for internalOrExternal).
      const external = item.component === 'layouts/IframePageView' && item.meta.url;
      const component = external || (screen?.component ?? item.component);
      const converted: MenuItem = {
        ...item,
        path,
        name: path === item.path ? item.name : urlToRouteName(path),
        component,
        ...(screen?.ownRoute && !template ? { route: '0' as const } : {}),
        meta: {
          ...item.meta,
          icon: vue3Icon(item.meta.icon),
          componentName: component.slice(component.lastIndexOf('/') + 1),
        },
      };
      if (item.children) converted.children = convert(item.children);
      return [converted];
    });
  const converted = convert(menu);
  for (const item of converted) if (item.redirect) item.redirect = moved.get(item.redirect) ?? item.redirect;
  return converted;
}
