import { useMutation } from '@tanstack/react-query';
import type { ApiEnvelope } from '@/domain/api';
import { postAction } from '@/lib/api-client';
import { departMutations } from './depart-keys';

export interface AddDepartUsersInput {
  depId: string;
  userIdList: string[];
}

/** POST /sys/user/editSysDepartWithUser {depId, userIdList}. */
export const addDepartUsers = (input: AddDepartUsersInput): Promise<ApiEnvelope> =>
  postAction('/sys/user/editSysDepartWithUser', input);

export const useAddDepartUsersMutation = () =>
  useMutation({ mutationKey: departMutations.addUsers, mutationFn: addDepartUsers });
