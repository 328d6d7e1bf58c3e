import { useQueryClient } from '@tanstack/react-query';
import { entityKeys, LIST_MESSAGES, type ListContext } from '@/components/crud';
import type { ConfirmOptions } from '@/components/widgets/confirm/use-confirm';
import type { ApiEnvelope } from '@/domain/api';
import { notify } from '@/lib/notifier';
import { useAddDepartUsersMutation } from '../api/add-depart-users';
import { useRemoveDepartUsersMutation } from '../api/remove-depart-users';
import { departUserEntity } from '../api/depart-user-entity';

/** The server's answer as a message; true when accepted. */
function report(res: ApiEnvelope, fallback: string): boolean {
  if (!res.success) {
    if (res.code !== 510) notify({ intent: 'warning', message: res.message || '操作失败' });
    return false;
  }
  notify({ intent: 'success', message: res.message || fallback });
  return true;
}

/** Adding users to a department and taking them out (取消关联), with the list page's messages. */
export function useDepartUserLinks(depId: string, confirm: (options: ConfirmOptions) => Promise<boolean>) {
  const client = useQueryClient();
  const add = useAddDepartUsersMutation();
  const remove = useRemoveDepartUsersMutation();
  const refresh = () => client.invalidateQueries({ queryKey: entityKeys.lists(departUserEntity.name) });

  const removeUsers = async (userIds: string[], context: ListContext): Promise<void> => {
    try {
      if (!report(await remove.mutateAsync({ depId, userIds }), '删除成功!')) return;
    } catch {
      return; // the http layer showed why
    }
    context.clearSelection();
    await refresh();
  };

  return {
    busy: add.isPending || remove.isPending,
    /** Adds the picked users; true when the server accepted. */
    addUsers: async (userIds: string[]): Promise<boolean> => {
      try {
        if (!report(await add.mutateAsync({ depId, userIdList: userIds }), '添加成功!')) return false;
      } catch {
        return false;
      }
      await refresh();
      return true;
    },
    removeOne: async (userId: string, context: ListContext): Promise<void> => {
      if (await confirm({ title: LIST_MESSAGES.confirmTitle, message: LIST_MESSAGES.confirmDelete }))
        await removeUsers([userId], context);
    },
    removeSelected: async (context: ListContext): Promise<void> => {
      const ids = context.selectedIds;
      if (ids.length === 0) {
        notify({ intent: 'warning', message: LIST_MESSAGES.selectOne });
        return;
      }
      if (await confirm({ title: LIST_MESSAGES.confirmTitle, message: LIST_MESSAGES.confirmBatch(ids.length) }))
        await removeUsers(ids, context);
    },
  };
}
