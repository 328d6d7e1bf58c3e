import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionKeys } from '@/lib/query-keys';
import { arrivedPermissions, fetchPermissions } from './fetch-permissions';

/**
 * Loaded once per session with the menu (it starts with the entry's request's answer when that has arrived, or its
 * first fetch takes that request over); logout removes
 * it (sessionKeys.all()). A menu restored from the offline cache is asked again by the app once it is restored.
 */
export const permissionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.permissions(),
    queryFn: ({ signal }) => fetchPermissions(signal),
    initialData: arrivedPermissions,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePermissionsQuery(options: { enabled?: boolean } = {}) {
  return useQuery({ ...permissionsQueryOptions(), enabled: options.enabled ?? true });
}
