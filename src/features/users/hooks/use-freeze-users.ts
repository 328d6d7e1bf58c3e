import { LIST_MESSAGES, useWrite, type ListContext } from '@/components/crud';
import type { ConfirmOptions } from '@/components/widgets/confirm/use-confirm';
import type { USER_STATUS } from '@/domain/entities/user';
import { notify } from '@/lib/notifier';
/** 1 normal (解冻), 2 frozen (冻结): the user_status dictionary. */
export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];

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
  const writer = useWrite();
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
    const ids = context.selectedIds;
    const names = context.selectedRecords.map((r) => String(r.username ?? '')).join('、');
    const done = await writer.write(
      {
        method: 'PUT',
        url: '/sys/user/frozenBatch',
        data: { ids: ids.join(','), status },
        meta: {
          scope: 'user',
          kind: 'action',
          label: `${status === 1 ? '解冻' : '冻结'} 用户「${names}」`,
          recordIds: ids,
        },
      },
      '操作成功',
    );
    if (done) context.clearSelection();
  };
  return { run, pending: writer.busy };
}
