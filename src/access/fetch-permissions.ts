import type { MenuItem, PermissionResult } from '@/domain/permission-types';
import type { ApiEnvelope } from '@/domain/api';
import { getAction, startEarlyGet, takeArrivedEarlyGet } from '@/lib/api-client';
import { getStored, setStored, STORAGE_KEYS } from '@/lib/storage';
import { resolveComponentKey } from './build-routes';

/** Rejection text for an empty or missing menu. */
export const EMPTY_MENU_MESSAGE = 'permissions must be a non-null array';

const PERMISSIONS_PATH = '/sys/permission/getUserPermissionByToken';

/** GET /sys/permission/getUserPermissionByToken; rejects when the answer fails or its menu is empty. */
export async function fetchPermissions(signal?: AbortSignal): Promise<PermissionResult> {
  const result = permissionsOf(await getAction<PermissionResult | null>(PERMISSIONS_PATH, undefined, { signal }));
  rememberScreens(result.menu);
  return result;
}

/**
 * The menu the entry's early request has already received, if it has (and is a usable menu): the first render of a
 * cold load then builds the routes at once instead of waiting for the permissions query's fetch.
 */
export function arrivedPermissions(): PermissionResult | undefined {
  const envelope = takeArrivedEarlyGet<PermissionResult | null>(PERMISSIONS_PATH);
  if (!envelope) return undefined;
  try {
    const result = permissionsOf(envelope);
    rememberScreens(result.menu);
    return result;
  } catch {
    return undefined; // an empty menu: the query's fetch asks again and refuses it
  }
}

/** Keeps each menu screen's component key by path (a few KB), read by the next page load's warm start. */
function rememberScreens(menu: readonly MenuItem[]): void {
  const byPath: Record<string, string> = {};
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.children?.length) walk(item.children);
      else if (item.path && item.component) byPath[item.path] = resolveComponentKey(item.component);
    }
  };
  walk(menu);
  setStored(STORAGE_KEYS.menuScreens, byPath);
}

/** The component key the last menu had at `pathname`, if any (a guess until the menu answers again). */
export function rememberedScreenAt(pathname: string): string | undefined {
  return getStored<Record<string, string>>(STORAGE_KEYS.menuScreens)?.[pathname];
}

function permissionsOf(envelope: ApiEnvelope<PermissionResult | null>): PermissionResult {
  const result = envelope.result;
  if (!envelope.success || !result || !Array.isArray(result.menu) || result.menu.length === 0) {
    throw new Error(EMPTY_MENU_MESSAGE);
  }
  return { ...result, auth: result.auth ?? [], allAuth: result.allAuth ?? [] };
}

/**
 * Starts the menu request as the page starts (a stored token), in parallel with the signed-in app's code, instead
 * of after it. The permissions query's first fetch takes it over (an early GET of the API client).
 */
export function fetchPermissionsEarly(): Promise<PermissionResult> {
  const early = startEarlyGet<PermissionResult | null>(PERMISSIONS_PATH).then(permissionsOf);
  early.catch(() => undefined);
  return early;
}

/** The menu entry whose path is `pathname` (a screen, not a group), depth first. */
export function menuEntryAt(menu: readonly MenuItem[], pathname: string): MenuItem | undefined {
  for (const item of menu) {
    if (item.children?.length) {
      const found = menuEntryAt(item.children, pathname);
      if (found) return found;
    } else if (item.path === pathname) {
      return item;
    }
  }
  return undefined;
}
