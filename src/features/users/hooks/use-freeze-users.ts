import { LIST_MESSAGES, type ListContext } from '@/components/crud';
import type { ConfirmOptions } from '@/components/widgets/confirm/use-confirm';
import { notify } from '@/lib/notifier';
import { useFreezeUsersMutation, type UserStatus } from '../api/freeze-users';

/** Texts of 冻结 / 解冻 (JeecgBoot's UserList batchFrozen). */
export const FREEZE_MESSAGES = {
  selectOne: LIST_MESSAGES.selectOne,
  adminNotAllowed: '管理员账号不允许此操作,请重新选择！',
  confirmTitle: '确认操作',
  confirm: (status: UserStatus) => `是否${status === 1 ? '解冻' : '冻结'}选中账号?`,
} as const;

/**
 * 冻结 (status 2) / 解冻 (status 1) of the selected users: nothing selected warns 请选择一条记录！, the
 * admin account is refused, then a confirmation, PUT frozenBatch, the server's message, a fresh list.
 */
export function useFreezeUsers(confirm: (options: ConfirmOptions) => Promise<boolean>) {
  const mutation = useFreezeUsersMutation();
  const run = async (context: ListContext, status: UserStatus): Promise<void> => {
    if (context.selectedIds.length === 0) {
      notify({ intent: 'warning', message: FREEZE_MESSAGES.selectOne });
      return;
    }
    if (context.selectedRecords.some((r) => r.username === 'admin')) {
      notify({ intent: 'warning', message: FREEZE_MESSAGES.adminNotAllowed });
      return;
    }
    if (!(await confirm({ title: FREEZE_MESSAGES.confirmTitle, message: FREEZE_MESSAGES.confirm(status) }))) return;
    try {
      const res = await mutation.mutateAsync({ ids: context.selectedIds.join(','), status });
      if (!res.success) {
        if (res.code !== 510) notify({ intent: 'warning', message: res.message || '操作失败' });
        return;
      }
      notify({ intent: 'success', message: res.message || '操作成功' });
      context.clearSelection();
      await context.refresh();
    } catch {
      // the http layer showed why
    }
  };
  return { run, pending: mutation.isPending };
}
