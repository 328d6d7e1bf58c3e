import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiEnvelope } from '@/domain/api';
import { deleteAction } from '@/lib/api-client';
import { departKeys, departMutations } from './depart-keys';

/** DELETE /sys/sysDepart/delete?id= (the server refuses a department with children or users). */
export const deleteDepart = (id: string): Promise<ApiEnvelope> => deleteAction('/sys/sysDepart/delete', { id });

export function useDeleteDepartMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: departMutations.remove,
    mutationFn: deleteDepart,
    onSuccess: (res) => (res.success ? client.invalidateQueries({ queryKey: departKeys.all() }) : undefined),
  });
}
