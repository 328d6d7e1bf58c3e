import { useMutation } from '@tanstack/react-query';
import type { ApiEnvelope } from '@/domain/api';
import { putAction } from '@/lib/api-client';
import { userMutations } from './user-keys';

/** 1 normal (解冻), 2 frozen (冻结): the user_status dictionary. */
export type UserStatus = 1 | 2;

export interface FreezeUsersInput {
  /** Comma-joined user ids. */
  ids: string;
  status: UserStatus;
}

/** PUT /sys/user/frozenBatch {ids, status}. */
export const freezeUsers = (input: FreezeUsersInput): Promise<ApiEnvelope> => putAction('/sys/user/frozenBatch', input);

export const useFreezeUsersMutation = () => useMutation({ mutationKey: userMutations.freeze, mutationFn: freezeUsers });
