import type { QueryClient } from '@tanstack/react-query';
import { apiUrl } from '@/lib/api-client';
import { getToken } from '@/lib/storage';
import { noticeKeys } from './api/notice-keys';
import { createNoticeSocket, type NoticeFrame, type NoticeSocketOptions } from './notice-socket';

/** ws(s)://host/jeecg-boot/websocket/{userId}: the API's address with the websocket scheme. */
export function noticeSocketUrl(userId: string, base: string = window.location.href): string {
  const url = new URL(apiUrl(`websocket/${encodeURIComponent(userId)}`), base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

/**
 * Keeps the bell of `userId` live: the socket client reloads the unread list (an invalidation of its query, so the
 * bell re-renders) on every notice frame, (re)connect and poll. Returns what stops it.
 */
export function startNoticeRealtime(
  client: QueryClient,
  userId: string,
  extra: Pick<NoticeSocketOptions, 'createSocket' | 'timings'> & { onFrame?: (frame: NoticeFrame) => void } = {},
): () => void {
  const { onFrame, ...options } = extra;
  const socket = createNoticeSocket({
    ...options,
    url: () => (getToken() ? noticeSocketUrl(userId) : null),
    protocols: () => [getToken() ?? ''],
    // Rejects when the load fails (polling stops); joins a load already under way instead of starting another.
    reload: () =>
      client.invalidateQueries({ queryKey: noticeKeys.unread() }, { throwOnError: true, cancelRefetch: false }),
    // A new or withdrawn announcement also changes 我的消息, when it is open.
    onNotice: (frame) => {
      void client.invalidateQueries({ queryKey: noticeKeys.myAnnouncements() });
      onFrame?.(frame);
    },
  });
  socket.start();
  return () => socket.stop();
}
