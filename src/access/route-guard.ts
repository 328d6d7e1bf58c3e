import { LOGIN_PATH, OPEN_PATHS } from '@/domain/constants';

export interface NavigationInput {
  /** Path without query or hash, e.g. /sys/user. */
  pathname: string;
  /** Path with query and hash, e.g. /sys/user?page=2. */
  fullPath: string;
  hasToken: boolean;
  /** Whether the menu and permissions of this session are loaded. */
  permissionsLoaded: boolean;
  homePath: string;
}

export type NavigationDecision = { type: 'allow' } | { type: 'redirect'; to: string } | { type: 'load-permissions' };

const open = new Set<string>(OPEN_PATHS);

export function isOpenPath(pathname: string): boolean {
  return open.has(pathname);
}

/** /user/login?redirect=<encoded full path>. */
export function loginRedirect(fullPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

/**
 * The route guard (docs/screens/sign-in-and-layout.md). Without a token only the open paths are allowed; any other
 * path goes to /user/login, keeping the requested full path as `?redirect=` (as JeecgBoot does; the
 * bare rule is only "redirect to /user/login") so sign-in returns there. With a token, /user/login
 * goes home; any other path first needs the menu and permissions.
 */
export function decideNavigation(input: NavigationInput): NavigationDecision {
  const { pathname, fullPath, hasToken, permissionsLoaded, homePath } = input;
  if (!hasToken) {
    return isOpenPath(pathname) ? { type: 'allow' } : { type: 'redirect', to: loginRedirect(fullPath) };
  }
  if (pathname === LOGIN_PATH) return { type: 'redirect', to: homePath };
  if (!permissionsLoaded) return { type: 'load-permissions' };
  return { type: 'allow' };
}

/** An in-app path only: refuses absolute and protocol-relative addresses (open redirect). */
function isSafeRedirect(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/**
 * Where to go once the menu is loaded: the `redirect` query value when present (and an in-app
 * path), else the requested path.
 */
export function afterPermissionsLoaded({
  redirectQuery,
  fullPath,
}: {
  redirectQuery: string | null | undefined;
  fullPath: string;
}): string {
  return redirectQuery && isSafeRedirect(redirectQuery) ? redirectQuery : fullPath;
}

/** Where to go when loading the menu failed (the caller logs out first). */
export function afterPermissionsFailed(fullPath: string): string {
  return loginRedirect(fullPath);
}
