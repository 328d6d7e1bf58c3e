import { useMutation } from '@tanstack/react-query';
import type { ApiEnvelope } from '@/domain/api';
import { postAction } from '@/lib/api-client';
import { roleMutations } from './role-keys';

export interface AddRoleUsersInput {
  roleId: string;
  userIdList: string[];
}

/** POST /sys/user/addSysUserRole {roleId, userIdList}. */
export const addRoleUsers = (input: AddRoleUsersInput): Promise<ApiEnvelope> =>
  postAction('/sys/user/addSysUserRole', input);

export const useAddRoleUsersMutation = () =>
  useMutation({ mutationKey: roleMutations.addUsers, mutationFn: addRoleUsers });
