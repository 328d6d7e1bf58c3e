import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PermissionResult } from '@/domain/permission-types';
import { getAction } from '@/lib/api-client';
import { sessionKeys } from '@/lib/query-keys';

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

/** Loaded once per session with the menu; logout removes it (sessionKeys.all()). */
export const permissionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.permissions(),
    queryFn: ({ signal }) => fetchPermissions(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePermissionsQuery(options: { enabled?: boolean } = {}) {
  return useQuery({ ...permissionsQueryOptions(), enabled: options.enabled ?? true });
}
