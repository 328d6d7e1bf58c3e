/**
 * The notice bell's websocket client (no React): `/websocket/{userId}` with the token as sub-protocol (contract §6).
 *
 * Spec document 2 §4 / §9: a `topic` or `user` frame reloads the unread list; a dropped socket is opened again once
 * after 5 s (a lock keeps reconnects from running side by side); 20 s without a frame is a dead socket; while the
 * socket is down the list is polled every 6 s, and polling stops on a load error. Beyond the spec, so the bell never
 * goes stale (the peers' JeecgBoot #6586, #6479, #1015):
 * - a heartbeat (`ping` every 10 s; the server answers with a JSON frame, any frame counts as alive);
 * - every (re)connect binds fresh handlers (frames of an old socket are ignored) and reloads the list at once;
 * - a drop reloads the list at once, then polls; polling stopped by an error resumes on the browser's `online` event;
 * - the socket is closed while the tab is hidden and opened again (with a reload) when it is shown.
 */

export const NOTICE_SOCKET_TIMINGS = {
  /** Wait before opening a dropped socket again (spec: 5000 ms). */
  reconnectMs: 5000,
  /** How often a heartbeat is sent (spec document 1 §9: every 10 s). */
  heartbeatMs: 10_000,
  /** No frame for this long (heartbeat replies included) means the socket is dead (spec: 20000 ms). */
  deadMs: 20_000,
  /** Polling of the unread list while the socket is down (spec: 6000 ms). */
  pollMs: 6000,
} as const;

export type NoticeSocketTimings = { -readonly [K in keyof typeof NOTICE_SOCKET_TIMINGS]: number };

/** The heartbeat text (JeecgBoot's current client sends `ping`; the server's reply is a JSON frame). */
export const HEARTBEAT_TEXT = 'ping';

/** A frame the server sends: `{cmd, msgId, msgTxt, userId}` (contract §6). */
export interface NoticeFrame {
  cmd?: string;
  msgId?: string;
  msgTxt?: string;
  userId?: string;
  [key: string]: unknown;
}

/** What the client needs of a WebSocket (the browser's, or a fake in tests). */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

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
export function parseFrame(data: unknown): NoticeFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as NoticeFrame) : null;
  } catch {
    return null;
  }
}

export const isNoticeFrame = (frame: NoticeFrame | null) => frame?.cmd === 'topic' || frame?.cmd === 'user';

type Timer = ReturnType<typeof setTimeout>;

export function createNoticeSocket(options: NoticeSocketOptions): NoticeSocket {
  const t: NoticeSocketTimings = { ...NOTICE_SOCKET_TIMINGS, ...options.timings };
  const createSocket =
    options.createSocket ?? ((url: string, protocols: string[]) => new WebSocket(url, protocols) as SocketLike);
  const win = options.win ?? window;
  const doc = options.doc ?? document;

  let running = false;
  let socket: SocketLike | null = null;
  let opened = false;
  let reconnectTimer: Timer | undefined;
  let heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  let deadTimer: Timer | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  /** A load failed: no polling until a load succeeds or the network comes back. */
  let pollBlocked = false;

  const hidden = () => doc.visibilityState === 'hidden';

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

  function stopHeartbeat() {
    clearInterval(heartbeatTimer);
    clearTimeout(deadTimer);
    heartbeatTimer = undefined;
    deadTimer = undefined;
  }

  /** Any frame proves the socket alive; none for deadMs (or no open within it) drops it. */
  function alive(ws: SocketLike) {
    clearTimeout(deadTimer);
    deadTimer = setTimeout(() => dropped(ws), t.deadMs);
  }

  function detach(ws: SocketLike) {
    ws.onopen = null;
    ws.onmessage = null;
    ws.onerror = null;
    ws.onclose = null;
  }

  /** Closes the current socket without reconnecting (stop, hidden tab). */
  function closeSocket() {
    const ws = socket;
    socket = null;
    opened = false;
    stopHeartbeat();
    if (!ws) return;
    detach(ws);
    try {
      ws.close();
    } catch {
      // already closed
    }
  }

  function scheduleReconnect() {
    // The lock: one socket, and one reconnect waiting, at a time.
    if (socket || reconnectTimer !== undefined) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, t.reconnectMs);
  }

  function dropped(ws: SocketLike) {
    if (socket !== ws) return; // a frame or timer of a socket already replaced
    closeSocket();
    if (!running || hidden()) return;
    startPolling();
    scheduleReconnect();
  }

  function connect() {
    if (!running || hidden() || socket) return;
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    const url = options.url();
    if (!url) return;
    let ws: SocketLike;
    try {
      ws = createSocket(url, options.protocols());
    } catch {
      startPolling();
      scheduleReconnect();
      return;
    }
    socket = ws;
    opened = false;
    alive(ws);
    // Fresh handlers for every socket: what an old one still reports is ignored.
    ws.onopen = () => {
      if (socket !== ws) return;
      opened = true;
      stopPolling();
      alive(ws);
      heartbeatTimer = setInterval(() => {
        try {
          ws.send(HEARTBEAT_TEXT);
        } catch {
          dropped(ws);
        }
      }, t.heartbeatMs);
      // Whatever was published while the socket was down.
      void load();
    };
    ws.onmessage = (event) => {
      if (socket !== ws) return;
      alive(ws);
      const frame = parseFrame(event.data);
      if (!isNoticeFrame(frame)) return;
      void load();
      options.onNotice?.(frame!);
    };
    ws.onerror = () => dropped(ws);
    ws.onclose = () => dropped(ws);
  }

  const onOnline = () => {
    pollBlocked = false;
    if (!running || hidden()) return;
    if (opened) {
      void load();
      return;
    }
    startPolling();
    if (!socket) connect();
  };

  const onVisibility = () => {
    if (!running) return;
    if (hidden()) {
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      stopPolling();
      closeSocket();
      return;
    }
    pollBlocked = false;
    void load();
    connect();
  };

  return {
    start() {
      if (running) return;
      running = true;
      win.addEventListener('online', onOnline);
      doc.addEventListener('visibilitychange', onVisibility);
      connect();
    },
    stop() {
      running = false;
      win.removeEventListener('online', onOnline);
      doc.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      stopPolling();
      closeSocket();
    },
    status: () => ({
      connected: opened,
      connecting: socket !== null && !opened,
      reconnecting: reconnectTimer !== undefined,
      polling: pollTimer !== undefined,
      pollBlocked,
    }),
  };
}
