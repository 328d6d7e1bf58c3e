import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResult } from '@/lib/api-client';
import { userKeys } from './user-keys';

export interface UserDepart {
  key: string;
  value: string;
  title: string;
}

/** A user's departments (GET /sys/user/userDepartList?userId=) as `{key, value, title}`. */
export async function fetchUserDeparts(userId: string): Promise<UserDepart[]> {
  const result = await fetchResult<UserDepart[]>(
    '/sys/user/userDepartList',
    { userId },
    { fallback: '用户部门加载失败' },
  );
  return (result ?? []).map((d) => ({ key: String(d.key), value: String(d.value), title: String(d.title) }));
}

export const userDepartsQuery = (userId: string) =>
  queryOptions({ queryKey: userKeys.departs(userId), queryFn: () => fetchUserDeparts(userId), staleTime: 0 });

/** Loads only for an existing user (edit and detail). */
export const useUserDeparts = (userId: string | undefined) =>
  useQuery({ ...userDepartsQuery(userId ?? ''), enabled: Boolean(userId) });
