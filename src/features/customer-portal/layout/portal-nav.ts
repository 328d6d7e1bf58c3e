import type { MenuItem } from '@/domain/permission-types';

/** The portal's paths: /cpctest and everything under it. */
export const PORTAL_ROOT = '/cpctest';
export const PORTAL_HOME = '/cpctest/customer';
export const PORTAL_PASSWORD = '/cpctest/customer/password';
export const PORTAL_PROFILE = '/cpctest/customer/profile';

export const isPortalPath = (pathname: string) => pathname === PORTAL_ROOT || pathname.startsWith(`${PORTAL_ROOT}/`);

export interface PortalPage {
  path: string;
  title: string;
}

/** The phone's bottom bar (beside 更多), in this order; 客户首页 is shown as 首页 there. */
export const BOTTOM_BAR_PATHS = [
  PORTAL_HOME,
  '/cpctest/customer/quiz',
  '/cpctest/customer/grades',
  '/cpctest/customer/files',
] as const;

const absolute = (path: string) => (path.startsWith('/') ? path : `/${path}`);

/** The group of the menu that holds the portal's pages (客户端), found by its children's paths. */
function portalGroup(menu: readonly MenuItem[]): MenuItem | undefined {
  for (const item of menu) {
    if (item.children?.some((c) => isPortalPath(absolute(c.path)))) return item;
    const inner = item.children && portalGroup(item.children);
    if (inner) return inner;
  }
  return undefined;
}

function itemAt(menu: readonly MenuItem[], path: string): MenuItem | undefined {
  for (const item of menu) {
    const found = absolute(item.path) === path ? item : item.children && itemAt(item.children, path);
    if (found) return found;
  }
  return undefined;
}

/**
 * The portal's pages the server's menu gives this user: the index first (the server lifts a role's home page to the
 * menu's top, titled 首页), then the 客户端 group's non-hidden children, in menu order.
 */
export function portalPages(menu: readonly MenuItem[]): PortalPage[] {
  const home = itemAt(menu, PORTAL_HOME);
  const children = (portalGroup(menu)?.children ?? []).filter((c) => absolute(c.path) !== PORTAL_HOME);
  return [...(home ? [home] : []), ...children]
    .filter((c) => !c.hidden && !c.meta?.hideMenu)
    .map((c) => ({ path: absolute(c.path), title: c.meta?.title || c.name }));
}

/** The page a nav item stands for is the open one (the index only for itself; others also for their sub-paths). */
export function isCurrentPage(pagePath: string, pathname: string): boolean {
  if (pagePath === PORTAL_HOME) return pathname === PORTAL_HOME;
  return pathname === pagePath || pathname.startsWith(`${pagePath}/`);
}
