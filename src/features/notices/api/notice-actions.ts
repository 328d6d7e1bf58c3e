import type { QueryClient } from '@tanstack/react-query';
import { accepted, fetchFound, getAction, putAction } from '@/lib/api-client';
import type { Announcement } from './fetch-unread-notices';
import { noticeKeys } from './notice-keys';

/** PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId {anntId}: the announcement is read by the current user. */
export async function markNoticeRead(anntId: string): Promise<void> {
  accepted(await putAction('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId }, { silent: true }), '操作失败');
}

/** PUT /sys/sysAnnouncementSend/readAll; the server's message (全部已读). Errors are the caller's to show. */
export async function markAllNoticesRead(): Promise<string> {
  const envelope = accepted(
    await putAction('/sys/sysAnnouncementSend/readAll', undefined, { silent: true }),
    '操作失败',
  );
  return envelope.message || '全部已读';
}

/**
 * GET /sys/annountCement/syncNotic[?anntId=]: the server sends the notice's frame again (without an id: a topic frame),
 * so the user's other tabs and devices reload their bells. Best effort.
 */
export function syncNotice(anntId?: string): Promise<unknown> {
  return getAction('/sys/annountCement/syncNotic', anntId ? { anntId } : undefined, { silent: true }).catch(
    () => undefined,
  );
}

/** The bell's lists and 我的消息 are asked for again. */
export function refreshNotices(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: noticeKeys.unread() }),
    client.invalidateQueries({ queryKey: noticeKeys.myAnnouncements() }),
  ]).then(() => undefined);
}

interface UserRow {
  username?: string;
  realname?: string;
}

/**
 * A sender's real name: GET /sys/user/list?username= (as JeecgBoot's ShowAnnouncement); the username itself when the
 * user may not read users or nobody has it. Silent: the modal shows the username rather than an error.
 */
export async function fetchSenderName(username: string): Promise<string> {
  try {
    const envelope = await getAction<{ records?: UserRow[] }>(
      '/sys/user/list',
      { username, pageNo: 1, pageSize: 1 },
      { silent: true },
    );
    const row = envelope.success ? envelope.result?.records?.find((r) => r.username === username) : undefined;
    return row?.realname || username;
  } catch {
    return username;
  }
}

/** GET /sys/annountCement/queryById: the announcement a realtime notification names (its 查看详情). */
export function fetchNotice(id: string): Promise<Announcement> {
  return fetchFound<Announcement>('/sys/annountCement/queryById', { id });
}
