import { useMutation } from '@tanstack/react-query';
import type { ApiEnvelope } from '@/domain/api';
import { accepted, putAction } from '@/lib/api-client';
import { userMutations } from './user-keys';

export interface ChangeUserPasswordInput {
  username: string;
  password: string;
}

/** An administrator sets another user's password: PUT /sys/user/changePassword {username, password}. */
export const changeUserPassword = async (input: ChangeUserPasswordInput): Promise<ApiEnvelope> =>
  accepted(await putAction('/sys/user/changePassword', input), '操作失败');

export const useChangeUserPasswordMutation = () =>
  useMutation({ mutationKey: userMutations.changePassword, mutationFn: changeUserPassword });
