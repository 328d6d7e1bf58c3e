import type { MenuItem } from '@/domain/permission-types';

let next = 0;
export function item(title: string, path: string, component: string, extra: Partial<MenuItem> = {}): MenuItem {
  next += 1;
  return {
    id: extra.id ?? `m${next}`,
    path,
    name: path,
    component,
    route: '1',
    meta: { title, keepAlive: false, internalOrExternal: false },
    ...extra,
  };
}

const RV = 'layouts/RouteView';

/** A menu like the seeded one: three levels, hidden entries, an alwaysShow group, an external link. */
export const MENU: MenuItem[] = [
  item('首页', '/dashboard/analysis', 'dashboard/Analysis', { id: 'home' }),
  item('系统管理', '/isystem', RV, {
    id: 'sys',
    children: [
      item('用户管理', '/isystem/user', 'system/UserList', { id: 'user' }),
      item('角色用户', '/isystem/roleUserList', 'system/RoleUserList', { id: 'roleUser', hidden: true }),
      item('权限', '/isystem/auth', RV, {
        id: 'auth',
        children: [item('数据规则', '/isystem/auth/rule', 'system/RuleList', { id: 'rule' })],
      }),
    ],
  }),
  item('系统监控', '/monitor', RV, {
    id: 'monitor',
    children: [
      item('日志管理', '/monitor/log', 'system/LogList', { id: 'log' }),
      item('开发文档', '5f1d', 'layouts/IframePageView', {
        id: 'doc',
        route: '0',
        meta: { title: '开发文档', keepAlive: false, internalOrExternal: true, url: 'https://help.jeecg.com' },
      }),
      item('内嵌报表', 'a9c3', 'layouts/IframePageView', {
        id: 'report',
        meta: { title: '内嵌报表', keepAlive: false, internalOrExternal: false, url: 'https://report.example' },
      }),
    ],
  }),
  item('联系人管理', '/linkUser/list', RV, {
    id: 'link',
    alwaysShow: true,
    children: [item('联系人列表', '/linkUser/list', 'cpc/LinkUserList', { id: 'linkList', hidden: true })],
  }),
  item('个人页', '/account', RV, {
    id: 'account',
    hidden: true,
    children: [item('个人设置', '/account/settings', 'account/Settings', { id: 'settings' })],
  }),
];
