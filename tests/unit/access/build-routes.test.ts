import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '@/domain/permission-types';
import {
  routeTitleOf,
  buildRoutesFromMenu,
  evaluateMenuUrl,
  filterMenuByPermission,
  resolveComponentKey,
} from '@/access/build-routes';

const item = (over: Partial<MenuItem> & { path: string }): MenuItem => ({
  id: over.path,
  name: over.path.replace(/^\//, '').replace(/\//g, '-'),
  component: 'layouts/RouteView',
  route: '1',
  meta: { title: over.path, keepAlive: false, internalOrExternal: false },
  ...over,
});

afterEach(() => vi.restoreAllMocks());

describe('buildRoutesFromMenu', () => {
  it('leaves out items whose route flag is 0, with their children', () => {
    const routes = buildRoutesFromMenu([
      item({ path: '/a' }),
      item({ path: '/b', route: '0', children: [item({ path: '/b/c' })] }),
    ]);
    expect(routes.map((r) => r.path)).toEqual(['/a']);
  });

  it('redirects an alwaysShow item to its own path, else keeps the server redirect', () => {
    const [always, plain, none] = buildRoutesFromMenu([
      item({ path: '/sys', alwaysShow: true, redirect: '/sys/user' }),
      item({ path: '/dash', redirect: '/dash/analysis' }),
      item({ path: '/x', redirect: null }),
    ]);
    expect(always?.redirect).toBe('/sys');
    expect(plain?.redirect).toBe('/dash/analysis');
    expect(none?.redirect).toBeUndefined();
  });

  it('builds children recursively and copies the route fields', () => {
    const [sys] = buildRoutesFromMenu([
      item({
        path: '/sys',
        children: [
          item({
            path: '/sys/user',
            name: 'sys-user',
            component: 'system/UserList',
            hidden: true,
            meta: {
              title: '用户管理',
              icon: 'user',
              keepAlive: true,
              componentName: 'UserList',
              internalOrExternal: false,
            },
            children: [item({ path: '/sys/user/deep', route: '0' }), item({ path: '/sys/user/detail' })],
          }),
        ],
      }),
    ]);
    const user = sys!.children[0]!;
    expect(user).toMatchObject({
      path: '/sys/user',
      name: 'sys-user',
      title: '用户管理',
      component: 'system/UserList',
      hidden: true,
      keepAlive: true,
      componentName: 'UserList',
      icon: 'user',
      internalOrExternal: false,
    });
    expect(user.children.map((c) => c.path)).toEqual(['/sys/user/detail']);
    expect(user.children[0]!.children).toEqual([]);
  });

  it.each([
    ['modules/online/cgform/OnlCgformHeadList', 'online/form-head-list'],
    ['modules/online/cgform/OnlCgformCopyList', 'online/copy-list'],
    ['modules/online/cgform/auto/OnlCgformAutoList', 'online/auto-list'],
    ['modules/online/cgform/auto/OnlCgformTreeList', 'online/tree-list'],
    ['modules/online/cgform/auto/erp/OnlCgformErpList', 'online/erp-list'],
    ['modules/online/cgform/auto/tab/OnlCgformTabList', 'online/tab-list'],
    ['modules/online/cgform/auto/innerTable/OnlCgformInnerTableList', 'online/inner-table-list'],
    ['modules/online/cgreport/OnlCgreportHeadList', 'online/report-head-list'],
    ['modules/online/cgreport/auto/OnlCgreportAutoList', 'online/report-auto-list'],
  ])('maps the online component %s to %s', (component, key) => {
    expect(resolveComponentKey(component)).toBe(key);
    expect(buildRoutesFromMenu([item({ path: '/o', component })])[0]!.component).toBe(key);
  });

  it('keeps other component strings as their key', () => {
    expect(resolveComponentKey('system/UserList')).toBe('system/UserList');
    expect(resolveComponentKey('layouts/RouteView')).toBe('layouts/RouteView');
  });

  it('evaluates the template url into meta.url and externalUrl', () => {
    const [doc] = buildRoutesFromMenu(
      [
        item({
          path: '/doc',
          meta: {
            title: 'API',
            url: "{{ window._CONFIG['domianURL'] }}/doc.html",
            keepAlive: false,
            internalOrExternal: true,
          },
        }),
      ],
      { config: { domianURL: 'https://host/jeecg-boot' } },
    );
    expect(doc!.externalUrl).toBe('https://host/jeecg-boot/doc.html');
    expect(doc!.meta.url).toBe('https://host/jeecg-boot/doc.html');
    expect(doc!.internalOrExternal).toBe(true);
  });
});

describe('evaluateMenuUrl', () => {
  const config = { domianURL: 'http://api', other: 'o' };

  it('supports bracket (both quotes) and dot lookups', () => {
    expect(evaluateMenuUrl("{{window._CONFIG['domianURL']}}/druid/", config)).toBe('http://api/druid/');
    expect(evaluateMenuUrl('{{ window._CONFIG["other"] }}', config)).toBe('o');
    expect(evaluateMenuUrl('a{{ window._CONFIG.other }}b{{window._CONFIG.domianURL}}', config)).toBe('aobhttp://api');
  });

  it('leaves urls without templates alone', () => {
    expect(evaluateMenuUrl('https://example.org/x', config)).toBe('https://example.org/x');
  });

  it('turns anything else into an empty string with a warning, never running it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hit = vi.fn();
    (globalThis as Record<string, unknown>).__hit = hit;
    expect(evaluateMenuUrl('x{{ __hit() }}y', config)).toBe('xy');
    expect(evaluateMenuUrl("{{ window._CONFIG['missing'] }}", config)).toBe('');
    expect(hit).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
    delete (globalThis as Record<string, unknown>).__hit;
  });
});

describe('filterMenuByPermission (meta.permission)', () => {
  const entry = (path: string, permission?: string[], children: MenuItem[] = []): MenuItem => ({
    id: path,
    path,
    name: path,
    component: 'system/UserList',
    route: '1',
    meta: { title: path, keepAlive: false, internalOrExternal: false, ...(permission ? { permission } : {}) },
    ...(children.length ? { children } : {}),
  });
  const menu = [
    entry('/open'),
    entry('/audit', ['audit:view', 'audit:all'], [entry('/audit/log')]),
    entry('/sys', undefined, [entry('/sys/secret', ['system:secret']), entry('/sys/plain')]),
  ];

  it('keeps an item without meta.permission and one whose codes the user holds one of, with its children', () => {
    const kept = filterMenuByPermission(menu, new Set(['audit:all']));
    expect(kept.map((m) => m.path)).toEqual(['/open', '/audit', '/sys']);
    expect(kept[1]!.children!.map((m) => m.path)).toEqual(['/audit/log']);
    expect(kept[2]!.children!.map((m) => m.path)).toEqual(['/sys/plain']);
  });

  it('leaves out an item (and its children) whose codes the user holds none of', () => {
    const kept = filterMenuByPermission(menu, new Set(['system:secret']));
    expect(kept.map((m) => m.path)).toEqual(['/open', '/sys']);
    expect(kept[1]!.children!.map((m) => m.path)).toEqual(['/sys/secret', '/sys/plain']);
  });
});

describe('routeTitleOf', () => {
  const titles = new Map([
    ['/online/cgformList/:code', 'AUTO在线表单'],
    ['/online/cgformList/onlform_exam_inspection', '考场巡查记录'],
    ['/online/df/:table/:id', 'AUTO动态表单'],
  ]);
  it('takes the exact route first, then the route with parameters the path fits', () => {
    expect(routeTitleOf(titles, '/online/cgformList/onlform_exam_inspection')).toBe('考场巡查记录');
    expect(routeTitleOf(titles, '/online/cgformList/other')).toBe('AUTO在线表单');
    expect(routeTitleOf(titles, '/online/df/exam_inspection/1')).toBe('AUTO动态表单');
    expect(routeTitleOf(titles, '/online/df/exam_inspection')).toBeUndefined();
  });
});
