import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResult } from '@/lib/api-client';
import { userKeys } from './user-keys';

export interface PhoneEditable {
  editable: boolean;
  /** Why not (the server's Chinese message), null when editable. */
  reason: string | null;
}

/** GET /sys/user/phoneEditable?id=: whether the signed-in editor may change this user's sign-in phone, and why not. */
export async function fetchPhoneEditable(userId: string): Promise<PhoneEditable> {
  const result = await fetchResult<PhoneEditable>('/sys/user/phoneEditable', { id: userId }, { fallback: '操作失败' });
  return { editable: result?.editable === true, reason: result?.reason ?? null };
}

export const phoneEditableQuery = (userId: string) =>
  queryOptions({ queryKey: userKeys.phoneEditable(userId), queryFn: () => fetchPhoneEditable(userId), staleTime: 0 });

/** Asks only for an existing user (edit). */
export const usePhoneEditable = (userId: string | undefined) =>
  useQuery({ ...phoneEditableQuery(userId ?? ''), enabled: Boolean(userId), meta: { quiet: true } });
