import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResult } from '@/lib/api-client';
import { userKeys } from './user-keys';

/** Ids of a user's roles (GET /sys/user/queryUserRole?userid=). */
export async function fetchUserRoleIds(userId: string): Promise<string[]> {
  const result = await fetchResult<string[]>(
    '/sys/user/queryUserRole',
    { userid: userId },
    { fallback: '用户角色加载失败' },
  );
  return (result ?? []).map(String);
}

export const userRoleIdsQuery = (userId: string) =>
  queryOptions({ queryKey: userKeys.roles(userId), queryFn: () => fetchUserRoleIds(userId), staleTime: 0 });

/** Loads only for an existing user (edit and detail). */
export const useUserRoleIds = (userId: string | undefined) =>
  useQuery({ ...userRoleIdsQuery(userId ?? ''), enabled: Boolean(userId) });
