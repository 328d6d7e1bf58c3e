import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@/lib/query-keys';
import { fetchPermissions, takeEarlyPermissions } from './fetch-permissions';

/** Loaded once per session with the menu; logout removes it (sessionKeys.all()). */
export const permissionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.permissions(),
    // The request the entry started, when there is one (a failed one is simply made again).
    queryFn: ({ signal }) => takeEarlyPermissions()?.catch(() => fetchPermissions(signal)) ?? fetchPermissions(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePermissionsQuery(options: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...permissionsQueryOptions(), enabled: options.enabled ?? true });
  const restored = query.data !== undefined;
  // A menu restored from the offline cache is refreshed by the entry's early request, as JeecgBoot does each load.
  useEffect(() => {
    if (!restored) return;
    takeEarlyPermissions()?.then(
      (fresh) => queryClient.setQueryData(sessionKeys.permissions(), fresh),
      () => undefined,
    );
  }, [restored, queryClient]);
  return query;
}
