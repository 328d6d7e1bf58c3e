import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResult } from '@/lib/api-client';
import { roleKeys } from './role-keys';

/** Ids of the menus and buttons a role holds (GET /sys/permission/queryRolePermission?roleId=). */
export async function fetchRolePermissionIds(roleId: string): Promise<string[]> {
  const result = await fetchResult<unknown[]>(
    '/sys/permission/queryRolePermission',
    { roleId },
    { fallback: '角色权限加载失败' },
  );
  return (result ?? []).map(String);
}

export const rolePermissionIdsQuery = (roleId: string) =>
  queryOptions({ queryKey: roleKeys.permissions(roleId), queryFn: () => fetchRolePermissionIds(roleId), staleTime: 0 });

export const useRolePermissionIds = (roleId: string) => useQuery(rolePermissionIdsQuery(roleId));
