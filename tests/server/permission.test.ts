import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem, PermissionResult } from '../../src/domain/permission-types';
import { authed, call, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
const results: Record<string, PermissionResult> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['admin', 'jeecg', 'customer']) {
    const token = await tokenFor(server.app, username);
    const { status, body } = await call<PermissionResult>(server.app, {
      method: 'GET',
      url: '/jeecg-boot/sys/permission/getUserPermissionByToken',
      headers: authed(token),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, code: 0 });
    results[username] = body.result;
  }
});
afterAll(async () => {
  await server?.close();
});

function flatten(items: MenuItem[]): MenuItem[] {
  return items.flatMap((i) => [i, ...flatten(i.children ?? [])]);
}
const titles = (items: MenuItem[]) => items.map((i) => i.meta.title);
const actions = (r: PermissionResult) => r.auth.map((a) => a.action);

describe('getUserPermissionByToken', () => {
  it('has JeecgBoot’s shape', () => {
    const r = results.admin!;
    expect(Object.keys(r)).toEqual(['menu', 'auth', 'allAuth', 'sysSafeMode', 'codeList']);
    expect(r.sysSafeMode).toBe(false);
    for (const item of flatten(r.menu)) {
      expect(typeof item.id).toBe('string');
      expect(['0', '1']).toContain(item.route);
      expect(typeof item.path).toBe('string');
      expect(typeof item.name).toBe('string');
      expect(typeof item.meta.title).toBe('string');
      expect(typeof item.meta.keepAlive).toBe('boolean');
      expect(typeof item.meta.internalOrExternal).toBe('boolean');
      // hidden / alwaysShow appear only when set; children only when there are some.
      if ('hidden' in item) expect(item.hidden).toBe(true);
      if ('alwaysShow' in item) expect(item.alwaysShow).toBe(true);
      if ('children' in item) expect(item.children!.length).toBeGreaterThan(0);
    }
    // redirect on top-level items only
    for (const item of r.menu) expect(item).toHaveProperty('redirect');
    for (const item of flatten(r.menu.flatMap((i) => i.children ?? []))) expect(item).not.toHaveProperty('redirect');
  });

  it('gives admin everything, 首页 first, and every button', () => {
    const r = results.admin!;
    expect(r.menu[0]).toMatchObject({
      path: '/dashboard/analysis',
      component: 'dashboard/Analysis',
      name: 'dashboard-analysis',
      route: '1',
      meta: { title: '首页', icon: 'home', componentName: 'Analysis', keepAlive: false, internalOrExternal: false },
    });
    const system = r.menu.find((i) => i.meta.title === '系统管理')!;
    expect(system).toMatchObject({ path: '/isystem', component: 'layouts/RouteView', redirect: '/isystem/user' });
    expect(titles(system.children!)).toEqual(
      expect.arrayContaining([
        '用户管理',
        '角色管理',
        '部门管理',
        '菜单管理',
        '数据字典',
        '定时任务',
        '系统通告',
        '职务管理',
        '租户管理',
      ]),
    );
    expect(titles(r.menu)).toEqual(
      expect.arrayContaining(['仪表盘', '系统监控', '院校管理', '考试成绩', '客户端', '个人页']),
    );
    for (const code of [
      'system:user:add',
      'system:user:delete',
      'system:user:deleteBatch',
      'system:user:frozen',
      'system:tenant:import',
    ]) {
      expect(actions(r)).toContain(code);
    }
    expect(r.auth.every((a) => 'action' in a && 'type' in a && 'describe' in a && !('status' in a))).toBe(true);
    // The switched-off rule is in allAuth (status 0) but not in auth.
    expect(r.allAuth.find((a) => a.action === 'system:position:export')).toMatchObject({
      status: '0',
      type: '1',
      describe: '职务导出',
    });
    expect(actions(r)).not.toContain('system:position:export');
    expect(r.allAuth.find((a) => a.action === 'system:user:import')).toMatchObject({ status: '1', type: '2' });
    expect(r.auth.length).toBe(r.allAuth.length - 1);
    // Buttons are not menu entries.
    expect(flatten(r.menu).some((i) => i.meta.title === '用户添加')).toBe(false);
  });

  it('sends hidden pages, alwaysShow, route "0" and the external link as data', () => {
    const all = flatten(results.admin!.menu);
    expect(all.find((i) => i.path === '/isystem/roleUserList')).toMatchObject({
      hidden: true,
      component: 'system/RoleUserList',
    });
    expect(all.find((i) => i.path === '/isps/userAnnouncement')).toMatchObject({
      hidden: true,
      component: 'system/UserAnnouncementList',
    });
    // alwaysShow as JeecgBoot's 个人设置: a visible leaf at its hidden child's path, so the stock client's redirect to
    // the entry's own path lands on the child instead of looping.
    const contacts = results.admin!.menu.find((i) => i.meta.title === '联系人管理')!;
    expect(contacts).toMatchObject({ alwaysShow: true, path: '/linkUser/list' });
    expect(contacts.hidden).toBeUndefined();
    expect(contacts.children).toEqual([
      expect.objectContaining({ path: '/linkUser/list', hidden: true, component: 'cpc/LinkUserList' }),
    ]);
    const external = all.find((i) => i.meta.title === '开发文档')!;
    expect(external).toMatchObject({
      route: '0',
      path: expect.stringMatching(/^[0-9a-f]{32}$/),
      meta: { internalOrExternal: true, url: 'https://help.jeecg.com' },
    });
    expect(all.find((i) => i.path === '/isystem/user')!.meta.keepAlive).toBe(true);
  });

  it("names every screen the stock JeecgBoot Vue 2 client has by that client's component, so it renders there", () => {
    // The views of ant-design-vue-jeecg 3.4.3 (src/views/…) that our menu's screens correspond to.
    const STOCK_VIEWS = new Set([
      ...['account/center/Index', 'account/settings/Index', 'layouts/RouteView', 'layouts/IframePageView'],
      ...['dashboard/Analysis', 'dashboard/Monitor', 'dashboard/Workplace'],
      ...['AddressList', 'DataLogList', 'DepartList', 'DepartUserList', 'DictItemList', 'DictList', 'LogList']
        .concat(['PermissionDataRuleList', 'PermissionList', 'QuartzJobList', 'RoleList', 'RoleUserList'])
        .concat(['SysAnnouncementList', 'SysCategoryList', 'SysCheckRuleList', 'SysDataSourceList'])
        .concat(['SysFillRuleList', 'SysGatewayRouteList', 'SysPositionList', 'SysUserOnlineList', 'TenantList'])
        .concat(['UserAnnouncementList', 'UserList'])
        .map((name) => `system/${name}`),
      ...['DiskMonitoring', 'HttpTrace', 'JvmInfo', 'RedisInfo', 'SystemInfo', 'TomcatInfo'].map(
        (name) => `modules/monitor/${name}`,
      ),
      ...['modules/message/SysMessageList', 'modules/message/SysMessageTemplateList', 'modules/oss/OSSFileList'],
      // The demo pages (src/views/jeecg/…): the widget gallery.
      'jeecg/SelectDemo',
      // The online screens, which the stock client maps to its online bundle by these exact names.
      ...['cgform/OnlCgformHeadList', 'cgform/OnlCgformCopyList', 'cgform/auto/OnlCgformAutoList']
        .concat([
          'cgform/auto/OnlCgformTreeList',
          'cgform/auto/erp/OnlCgformErpList',
          'cgform/auto/tab/OnlCgformTabList',
        ])
        .concat(['cgform/auto/innerTable/OnlCgformInnerTableList', 'cgform/auto/OnlineDynamicForm'])
        .concat(['cgreport/OnlCgreportHeadList', 'cgreport/auto/OnlCgreportAutoList'])
        .map((name) => `modules/online/${name}`),
    ]);
    // Our business and customer screens keep their own names; 终端信息 has no stock screen.
    const OWN = /^(cpc|customer)\/|^monitor\/TerminalInfo$/;
    const foreign = flatten(results.admin!.menu)
      .filter((i) => !STOCK_VIEWS.has(i.component) && !OWN.test(i.component))
      .map((i) => `${i.meta.title}: ${i.component}`);
    expect(foreign).toEqual([]);
    const byTitle = (title: string) => flatten(results.admin!.menu).find((i) => i.meta.title === title)?.component;
    expect(byTitle('职务管理')).toBe('system/SysPositionList');
    expect(byTitle('Web服务器')).toBe('modules/monitor/TomcatInfo');
    expect(byTitle('对象存储')).toBe('modules/oss/OSSFileList');
  });

  it('gives jeecg a subset without add / delete on the user list', () => {
    const r = results.jeecg!;
    const system = r.menu.find((i) => i.meta.title === '系统管理')!;
    expect(titles(system.children!)).toEqual(expect.arrayContaining(['用户管理', '部门管理', '职务管理', '数据字典']));
    expect(titles(system.children!)).not.toContain('角色管理');
    expect(titles(r.menu)).not.toContain('系统监控');
    expect(titles(r.menu)).not.toContain('客户端');
    expect(actions(r)).toEqual(expect.arrayContaining(['system:user:edit', 'system:user:export']));
    for (const code of ['system:user:add', 'system:user:delete', 'system:user:deleteBatch'])
      expect(actions(r)).not.toContain(code);
    expect(r.codeList).toEqual(expect.arrayContaining(['system:user:edit', 'system:user:export']));
    expect(r.allAuth).toEqual(results.admin!.allAuth);
    // All of 个人页's children the user holds are hidden, so the group is hidden too.
    expect(r.menu.find((i) => i.path === '/account')).toMatchObject({ hidden: true, meta: { hideMenu: true } });
    expect(results.admin!.menu.find((i) => i.path === '/account')).not.toHaveProperty('hidden');
  });

  it("puts the customer's portal first as 首页 and nothing of the manager side", () => {
    const r = results.customer!;
    expect(r.menu[0]).toMatchObject({
      path: '/cpctest/customer',
      component: 'customer/CustomerIndex',
      meta: { title: '首页' },
    });
    expect(titles(r.menu)).toEqual(['首页', '客户端', '首页']);
    // a stock Vue 2 client opens /dashboard/analysis whatever the menu: a hidden 个人中心 there, a stock page
    expect(r.menu[2]).toMatchObject({
      path: '/dashboard/analysis',
      component: 'account/center/Index',
      hidden: true,
      meta: { title: '首页' },
    });
    expect(results.admin!.menu.filter((i) => i.path === '/dashboard/analysis')).toHaveLength(1);
    const portal = r.menu[1]!;
    expect(titles(portal.children!)).toEqual(expect.arrayContaining(['院校列表', '测验列表', '成绩统计', '修改密码']));
    expect(flatten(r.menu).filter((i) => i.path === '/cpctest/customer')).toHaveLength(1);
    expect(r.auth).toEqual([]);
  });
});
