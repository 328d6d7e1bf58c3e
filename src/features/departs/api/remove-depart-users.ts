import { useMutation } from '@tanstack/react-query';
import type { ApiEnvelope } from '@/domain/api';
import { deleteAction } from '@/lib/api-client';
import { departMutations } from './depart-keys';

export interface RemoveDepartUsersInput {
  depId: string;
  userIds: string[];
}

/**
 * Takes users out of a department: one with DELETE /sys/user/deleteUserInDepart?depId&userId, several
 * with DELETE /sys/user/deleteUserInDepartBatch?depId&userIds.
 */
export const removeDepartUsers = ({ depId, userIds }: RemoveDepartUsersInput): Promise<ApiEnvelope> =>
  userIds.length === 1
    ? deleteAction('/sys/user/deleteUserInDepart', { depId, userId: userIds[0] })
    : deleteAction('/sys/user/deleteUserInDepartBatch', { depId, userIds: userIds.join(',') });

export const useRemoveDepartUsersMutation = () =>
  useMutation({ mutationKey: departMutations.removeUsers, mutationFn: removeDepartUsers });
