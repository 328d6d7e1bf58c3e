import type { MenuItem, PermissionResult } from '@/domain/permission-types';
import type { ApiEnvelope } from '@/domain/api';
import { getAction, startEarlyGet } from '@/lib/api-client';

/** Rejection text for an empty or missing menu (spec document 1 §8). */
export const EMPTY_MENU_MESSAGE = 'permissions must be a non-null array';

const PERMISSIONS_PATH = '/sys/permission/getUserPermissionByToken';

/** GET /sys/permission/getUserPermissionByToken; rejects when the answer fails or its menu is empty. */
export async function fetchPermissions(signal?: AbortSignal): Promise<PermissionResult> {
  return permissionsOf(await getAction<PermissionResult | null>(PERMISSIONS_PATH, undefined, { signal }));
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
