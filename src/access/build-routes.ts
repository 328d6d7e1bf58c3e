import { matchPath } from 'react-router';
import type { MenuItem, MenuMeta } from '@/domain/permission-types';

/** A route built from one server menu item (dynamic routes). */
export interface AppRoute {
  path: string;
  name: string;
  title: string;
  /** Built-in key for online-form / online-report screens, else the menu's component string. */
  component: string;
  redirect?: string;
  hidden: boolean;
  /** Cached when kept alive; needs componentName too (keepAlive and componentName both set). */
  keepAlive: boolean;
  componentName?: string;
  icon?: string;
  /** The evaluated meta.url (an external link or an iframe page), when there is one. */
  externalUrl?: string;
  /** true: open the url in a new tab; false: show it inside the app. */
  internalOrExternal: boolean;
  meta: MenuMeta;
  children: AppRoute[];
}

/** Final segment of JeecgBoot's online component paths → our built-in screen key. */
export const ONLINE_COMPONENTS: Readonly<Record<string, string>> = {
  OnlCgformHeadList: 'online/form-head-list',
  OnlCgformCopyList: 'online/copy-list',
  OnlCgformAutoList: 'online/auto-list',
  OnlCgformTreeList: 'online/tree-list',
  OnlCgformErpList: 'online/erp-list',
  OnlCgformTabList: 'online/tab-list',
  OnlCgformInnerTableList: 'online/inner-table-list',
  OnlCgreportHeadList: 'online/report-head-list',
  OnlCgreportAutoList: 'online/report-auto-list',
  OnlineDynamicForm: 'online/dynamic-form',
};

/**
 * A page's title: its route's; a path under a route with parameters (`/online/cgformList/:code`) has that route's
 * title, as JeecgBoot's tabs show it.
 */
export function routeTitleOf(titles: ReadonlyMap<string, string>, path: string): string | undefined {
  const exact = titles.get(path);
  if (exact !== undefined) return exact;
  for (const [pattern, title] of titles) if (pattern.includes(':') && matchPath(pattern, path)) return title;
  return undefined;
}

export function resolveComponentKey(component: string | null | undefined): string {
  const value = component ?? '';
  const last = value.slice(value.lastIndexOf('/') + 1);
  return ONLINE_COMPONENTS[last] ?? value;
}

export interface BuildRoutesOptions {
  /** Values for `window._CONFIG[...]` in menu urls, e.g. { domianURL: 'https://host/jeecg-boot' }. */
  config?: Record<string, string>;
}

/**
 * JeecgBoot's filterAsyncRouter: a menu item whose `meta.permission` names none of the user's codes is left out with
 * its children (routes and side menu alike); an item without `meta.permission` is everyone's.
 */
export function filterMenuByPermission(menu: MenuItem[], codes: ReadonlySet<string>): MenuItem[] {
  return menu
    .filter((item) => {
      const wanted = item.meta?.permission;
      return !Array.isArray(wanted) || wanted.length === 0 || wanted.some((code) => codes.has(code));
    })
    .map((item) =>
      item.children?.length ? { ...item, children: filterMenuByPermission(item.children, codes) } : item,
    );
}

const TEMPLATE = /\{\{([^}]*)\}\}/g;
const CONFIG_LOOKUP = /^window\._CONFIG(?:\.([A-Za-z_$][\w$]*)|\[\s*(['"])([^'"]+)\2\s*\])$/;

/**
 * Evaluates `{{ … }}` in a menu url without eval: only `window._CONFIG['name']` and
 * `window._CONFIG.name`, looked up in `config`. Anything else (or an unknown name) becomes ''
 * with a console warning.
 */
export function evaluateMenuUrl(url: string, config: Record<string, string> = {}): string {
  return url.replace(TEMPLATE, (_whole, inner: string) => {
    const expression = inner.trim();
    const match = CONFIG_LOOKUP.exec(expression);
    const name = match?.[1] ?? match?.[3];
    if (name !== undefined && Object.prototype.hasOwnProperty.call(config, name)) return config[name] ?? '';
    console.warn(`menu url: unsupported template expression {{ ${expression} }}`);
    return '';
  });
}

/**
 * Routes from the server menu: items with route '0' are left out (with their children);
 * alwaysShow redirects to the item's own path; children are built recursively.
 */
export function buildRoutesFromMenu(menu: MenuItem[], opts: BuildRoutesOptions = {}): AppRoute[] {
  const routes: AppRoute[] = [];
  for (const item of menu) {
    if (item.route === '0') continue;
    const sourceMeta: Partial<MenuMeta> = item.meta ?? {};
    const url = sourceMeta.url ? evaluateMenuUrl(sourceMeta.url, opts.config) : undefined;
    const meta: MenuMeta = {
      ...sourceMeta,
      title: sourceMeta.title ?? '',
      keepAlive: Boolean(sourceMeta.keepAlive),
      internalOrExternal: Boolean(sourceMeta.internalOrExternal),
      ...(url !== undefined ? { url } : {}),
    };
    const redirect = item.alwaysShow ? item.path : item.redirect || undefined;
    routes.push({
      path: item.path,
      name: item.name,
      title: meta.title,
      component: resolveComponentKey(item.component),
      ...(redirect ? { redirect } : {}),
      hidden: Boolean(item.hidden),
      keepAlive: meta.keepAlive,
      ...(meta.componentName ? { componentName: meta.componentName } : {}),
      ...(meta.icon ? { icon: meta.icon } : {}),
      ...(url ? { externalUrl: url } : {}),
      internalOrExternal: meta.internalOrExternal,
      meta,
      children: item.children?.length ? buildRoutesFromMenu(item.children, opts) : [],
    });
  }
  return routes;
}
