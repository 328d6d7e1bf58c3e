import type { MenuItem, PermissionResult } from '@/domain/permission-types';
import { getAction } from '@/lib/api-client';

/** Rejection text for an empty or missing menu (spec document 1 §8). */
export const EMPTY_MENU_MESSAGE = 'permissions must be a non-null array';

/** GET /sys/permission/getUserPermissionByToken; rejects when the answer fails or its menu is empty. */
export async function fetchPermissions(signal?: AbortSignal): Promise<PermissionResult> {
  const envelope = await getAction<PermissionResult | null>('/sys/permission/getUserPermissionByToken', undefined, {
    signal,
  });
  const result = envelope.result;
  if (!envelope.success || !result || !Array.isArray(result.menu) || result.menu.length === 0) {
    throw new Error(EMPTY_MENU_MESSAGE);
  }
  return { ...result, auth: result.auth ?? [], allAuth: result.allAuth ?? [] };
}

let early: Promise<PermissionResult> | null = null;

/**
 * Starts the menu request as the page starts (a stored token), in parallel with the signed-in app's code, instead
 * of after it. The permissions query takes it over; one early request at most per page load.
 */
export function fetchPermissionsEarly(): Promise<PermissionResult> {
  early = fetchPermissions();
  early.catch(() => undefined);
  return early;
}

/** The early request, once: the permissions query's first fetch, or a refresh of a menu restored from the cache. */
export function takeEarlyPermissions(): Promise<PermissionResult> | null {
  const taken = early;
  early = null;
  return taken;
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
