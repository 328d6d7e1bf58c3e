import { SEND_STATUS } from '@/domain/entities/announcement';

export type AnnouncementAction = 'edit' | 'delete' | 'release' | 'revoke';

/**
 * The row actions of JeecgBoot's SysAnnouncementList by 发布状态: 编辑 and 发布 for a draft, 撤销 for a published
 * notice, 删除 for anything not published (a published one is revoked first). 查看 is always there.
 */
export function announcementActions(sendStatus: unknown): AnnouncementAction[] {
  const status = String(sendStatus ?? SEND_STATUS.draft);
  if (status === SEND_STATUS.draft) return ['edit', 'release', 'delete'];
  if (status === SEND_STATUS.published) return ['revoke'];
  return ['delete'];
}

/** Priority tags as the bell shows them: L 一般 blue, M 重要 orange, H 紧急 red. */
export const PRIORITY_TAGS: Record<string, { text: string; color: 'brand' | 'warning' | 'danger' }> = {
  L: { text: '一般', color: 'brand' },
  M: { text: '重要', color: 'warning' },
  H: { text: '紧急', color: 'danger' },
};

/** JeecgBoot's confirmations and messages. */
export const ANNOUNCEMENT_TEXTS = {
  release: { title: '确认发布', message: '确定发布吗?', done: '该系统通知发布成功', verb: '发布' },
  revoke: { title: '确认撤销', message: '确定撤销吗?', done: '该系统通知撤销成功', verb: '撤销' },
} as const;
