import { useMutation } from '@tanstack/react-query';
import type { ApiEnvelope } from '@/domain/api';
import { deleteAction } from '@/lib/api-client';
import { roleMutations } from './role-keys';

export interface RemoveRoleUsersInput {
  roleId: string;
  userIds: string[];
}

/**
 * Takes users out of a role: one with DELETE /sys/user/deleteUserRole?roleId&userId, several with
 * DELETE /sys/user/deleteUserRoleBatch?roleId&userIds.
 */
export const removeRoleUsers = ({ roleId, userIds }: RemoveRoleUsersInput): Promise<ApiEnvelope> =>
  userIds.length === 1
    ? deleteAction('/sys/user/deleteUserRole', { roleId, userId: userIds[0] })
    : deleteAction('/sys/user/deleteUserRoleBatch', { roleId, userIds: userIds.join(',') });

export const useRemoveRoleUsersMutation = () =>
  useMutation({ mutationKey: roleMutations.removeUsers, mutationFn: removeRoleUsers });
