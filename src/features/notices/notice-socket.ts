/**
 * The notice bell's websocket client (no React): `/websocket/{userId}` with the token as sub-protocol.
 *
 * A `topic` or `user` frame reloads the unread list; a dropped socket is opened again once
 * after 5 s (a lock keeps reconnects from running side by side); 20 s without a frame is a dead socket; while the
 * socket is down the list is polled every 6 s, and polling stops on a load error. Beyond JeecgBoot, so the bell never
 * goes stale (the peers' JeecgBoot #6586, #6479, #1015):
 * - a heartbeat (`ping` every 10 s; the server answers with a JSON frame, any frame counts as alive);
 * - every (re)connect binds fresh handlers (frames of an old socket are ignored) and reloads the list at once;
 * - a drop reloads the list at once, then polls; polling stopped by an error resumes on the browser's `online` event;
 * - the socket is closed while the tab is hidden and opened again (with a reload) when it is shown.
 * The socket's lifecycle (reconnect lock, heartbeat, dead socket, hidden tab) is src/lib/live-socket.ts.
 */

import { createLiveSocket, parseJsonFrame, type SocketLike } from '@/lib/live-socket';

export const NOTICE_SOCKET_TIMINGS = {
  /** Wait before opening a dropped socket again (5000 ms). */
  reconnectMs: 5000,
  /** How often a heartbeat is sent (every 10 s). */
  heartbeatMs: 10_000,
  /** No frame for this long (heartbeat replies included) means the socket is dead (20000 ms). */
  deadMs: 20_000,
  /** Polling of the unread list while the socket is down (6000 ms). */
  pollMs: 6000,
} as const;

export type NoticeSocketTimings = { -readonly [K in keyof typeof NOTICE_SOCKET_TIMINGS]: number };

/** The heartbeat text (JeecgBoot's current client sends `ping`; the server's reply is a JSON frame). */
export const HEARTBEAT_TEXT = 'ping';

/** A frame the server sends: `{cmd, msgId, msgTxt, userId}`. */
export interface NoticeFrame {
  cmd?: string;
  msgId?: string;
  msgTxt?: string;
  userId?: string;
  [key: string]: unknown;
}

export type { SocketLike };

export interface NoticeSocketOptions {
  /** The socket's address, or null when there is none to open (signed out). */
  url: () => string | null;
  /** The sub-protocols: the token (`new WebSocket(url, [token])`). */
  protocols: () => string[];
  /** Reloads the unread list; rejects when the load fails. */
  reload: () => Promise<unknown>;
  /** A `topic` or `user` frame arrived (the list reload has been started). */
  onNotice?: (frame: NoticeFrame) => void;
  createSocket?: (url: string, protocols: string[]) => SocketLike;
  timings?: Partial<NoticeSocketTimings>;
  /** Where `online` and `visibilitychange` are listened to (default: window and document). */
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

export interface NoticeSocket {
  start(): void;
  stop(): void;
  /** What the client is doing (tests, devtools). */
  status(): { connected: boolean; connecting: boolean; reconnecting: boolean; polling: boolean; pollBlocked: boolean };
}

/** A frame's JSON object, or null (a plain-text frame such as HEAD's `ping`, or anything unreadable). */
export const parseFrame = (data: unknown): NoticeFrame | null => parseJsonFrame(data);

export const isNoticeFrame = (frame: NoticeFrame | null) => frame?.cmd === 'topic' || frame?.cmd === 'user';

export function createNoticeSocket(options: NoticeSocketOptions): NoticeSocket {
  const t: NoticeSocketTimings = { ...NOTICE_SOCKET_TIMINGS, ...options.timings };
  const win = options.win ?? window;

  let pollTimer: ReturnType<typeof setInterval> | undefined;
  /** A load failed: no polling until a load succeeds or the network comes back. */
  let pollBlocked = false;

  const load = async () => {
    try {
      await options.reload();
      pollBlocked = false;
    } catch {
      pollBlocked = true;
      stopPolling();
    }
  };

  function stopPolling() {
    clearInterval(pollTimer);
    pollTimer = undefined;
  }

  /** Reloads now, then every pollMs until the socket is open again or a load fails. */
  function startPolling() {
    if (pollTimer !== undefined || pollBlocked) return;
    pollTimer = setInterval(() => void load(), t.pollMs);
    void load();
  }

  const live = createLiveSocket({
    url: options.url,
    protocols: options.protocols,
    createSocket: options.createSocket,
    doc: options.doc,
    reconnectMs: t.reconnectMs,
    // Any frame (heartbeat replies included) proves the socket alive.
    deadMs: t.deadMs,
    heartbeat: { text: HEARTBEAT_TEXT, everyMs: t.heartbeatMs },
    onOpen: () => {
      stopPolling();
      // Whatever was published while the socket was down.
      void load();
    },
    onFrame: (frame) => {
      if (!isNoticeFrame(frame)) return;
      void load();
      options.onNotice?.(frame!);
    },
    onDown: startPolling,
    onHidden: stopPolling,
    onShown: () => {
      pollBlocked = false;
      void load();
    },
  });

  const onOnline = () => {
    pollBlocked = false;
    if (!live.running() || live.hidden()) return;
    if (live.status().connected) {
      void load();
      return;
    }
    startPolling();
    live.connect();
  };

  return {
    start() {
      if (live.running()) return;
      win.addEventListener('online', onOnline);
      live.start();
    },
    stop() {
      win.removeEventListener('online', onOnline);
      stopPolling();
      live.stop();
    },
    status: () => ({ ...live.status(), polling: pollTimer !== undefined, pollBlocked }),
  };
}
