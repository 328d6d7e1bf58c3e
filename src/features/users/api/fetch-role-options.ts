import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAction } from '@/lib/api-client';
import { userKeys } from './user-keys';

export interface RoleOption {
  id: string;
  roleName: string;
  roleCode: string;
}

/** Every role (GET /sys/role/queryall), the choices of a user's roles. */
export async function fetchRoleOptions(): Promise<RoleOption[]> {
  const res = await getAction<RoleOption[]>('/sys/role/queryall');
  if (!res.success) throw new Error(res.message || '角色加载失败');
  return res.result ?? [];
}

export const roleOptionsQuery = () => queryOptions({ queryKey: userKeys.roleOptions(), queryFn: fetchRoleOptions });

export const useRoleOptions = () => useQuery(roleOptionsQuery());
