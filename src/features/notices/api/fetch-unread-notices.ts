import { queryOptions } from '@tanstack/react-query';
import { fetchResult } from '@/lib/api-client';
import { noticeKeys } from './notice-keys';

/** An announcement (sys_announcement) as the bell and the modal show it. */
export interface Announcement {
  id: string;
  /** The title, spelled so by the API. */
  titile: string;
  msgContent?: string | null;
  /** The publisher's username. */
  sender?: string | null;
  sendTime?: string | null;
  /** L 一般, M 重要, H 紧急. */
  priority?: string | null;
  /** '1' 通知公告, '2' 系统消息. */
  msgCategory?: string | null;
  /** 'url' offers 去处理; 'component' opens the page `openPage` with `busId`. */
  openType?: string | null;
  openPage?: string | null;
  busId?: string | null;
  busType?: string | null;
  msgAbstract?: string | null;
}

/** GET /sys/annountCement/listByUser: the user's unread notices (1) and system messages (2) with their counts. */
export interface UnreadNotices {
  anntMsgList: Announcement[];
  anntMsgTotal: number;
  sysMsgList: Announcement[];
  sysMsgTotal: number;
}

export const UNREAD_NOTICES_URL = '/sys/annountCement/listByUser';

export async function fetchUnreadNotices(): Promise<UnreadNotices> {
  // Silent: a background count never toasts (a 401 still signs out).
  const result = await fetchResult<Partial<UnreadNotices>>(UNREAD_NOTICES_URL, undefined, {
    silent: true,
    fallback: '消息加载失败',
  });
  return {
    anntMsgList: result?.anntMsgList ?? [],
    anntMsgTotal: Number(result?.anntMsgTotal ?? 0),
    sysMsgList: result?.sysMsgList ?? [],
    sysMsgTotal: Number(result?.sysMsgTotal ?? 0),
  };
}

/** The unread count of the badge: notices plus system messages. */
export const unreadCount = (notices: UnreadNotices | undefined) =>
  notices ? notices.anntMsgTotal + notices.sysMsgTotal : 0;

export const unreadNoticesQuery = () =>
  queryOptions({
    queryKey: noticeKeys.unread(),
    queryFn: fetchUnreadNotices,
    // The socket (or the polling) says when to ask again; a refusal is not told (the bell stays as it was).
    staleTime: 0,
    refetchOnWindowFocus: false, // the realtime client reloads when the tab is shown again
    meta: { quiet: true },
  });
