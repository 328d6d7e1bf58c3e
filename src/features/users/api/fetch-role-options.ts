import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResult } from '@/lib/api-client';
import { userKeys } from './user-keys';

export interface RoleOption {
  id: string;
  roleName: string;
  roleCode: string;
}

/** Every role (GET /sys/role/queryall), the choices of a user's roles. */
export async function fetchRoleOptions(): Promise<RoleOption[]> {
  return (await fetchResult<RoleOption[]>('/sys/role/queryall', undefined, { fallback: '角色加载失败' })) ?? [];
}

export const roleOptionsQuery = () => queryOptions({ queryKey: userKeys.roleOptions(), queryFn: fetchRoleOptions });

export const useRoleOptions = () => useQuery(roleOptionsQuery());
