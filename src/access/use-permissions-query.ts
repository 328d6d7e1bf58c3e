import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionKeys } from '@/lib/query-keys';
import { fetchPermissions } from './fetch-permissions';

/**
 * Loaded once per session with the menu (its first fetch takes over the request the entry started); logout removes
 * it (sessionKeys.all()). A menu restored from the offline cache is asked again by the app once it is restored.
 */
export const permissionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.permissions(),
    queryFn: ({ signal }) => fetchPermissions(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePermissionsQuery(options: { enabled?: boolean } = {}) {
  return useQuery({ ...permissionsQueryOptions(), enabled: options.enabled ?? true });
}
