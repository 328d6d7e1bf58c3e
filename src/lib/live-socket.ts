/**
 * The lifecycle shared by the app's websocket clients (the notice bell's, the editable grid's): one socket at a time,
 * opened again `reconnectMs` after an error or close with a lock against parallel reconnects, a heartbeat, a socket
 * taken for dead when it stays silent (or leaves a heartbeat unanswered), fresh handlers for every socket (what an old
 * one still reports is ignored), and no socket while the tab is hidden. No React, no DOM beyond `document`'s
 * visibility; what the frames mean is the caller's.
 */

/** What a client needs of a WebSocket (the browser's, or a fake in tests). */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** A frame's JSON object (the servers send nothing else), or null for anything else. */
export type JsonFrame = Record<string, unknown>;

export function parseJsonFrame(data: unknown): JsonFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonFrame) : null;
  } catch {
    return null;
  }
}

export interface LiveSocketHeartbeat {
  /** Sent every `everyMs` while open (or, with `replyMs`, that long after each answer). */
  text: string;
  everyMs: number;
  /** Send one as soon as the socket opens. */
  atOpen?: boolean;
  /** An answer (`isReply`) must come within this long, or the socket is dropped. */
  replyMs?: number;
  isReply?: (frame: JsonFrame | null) => boolean;
}

export interface LiveSocketOptions {
  /** The socket's address, or null when there is none to open (signed out): nothing is opened. */
  url: () => string | null;
  /** The sub-protocols (the token). */
  protocols: () => string[];
  createSocket?: (url: string, protocols: string[]) => SocketLike;
  /** Where `visibilitychange` is listened to (default: document). */
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  /** Wait before opening a dropped socket again. */
  reconnectMs: number;
  heartbeat: LiveSocketHeartbeat;
  /** No frame for this long (the opening included) drops the socket; left out, only the heartbeat's answer counts. */
  deadMs?: number;
  onOpen?: () => void;
  /** Every frame (null: not a JSON object), heartbeat answers included. */
  onFrame?: (frame: JsonFrame | null) => void;
  /** The socket went down, or could not be made, while wanted: a reconnect follows `reconnectMs` later. */
  onDown?: () => void;
  /** The tab was hidden (the socket is closed). */
  onHidden?: () => void;
  /** The tab is shown again (the socket is opened right after). */
  onShown?: () => void;
}

export interface LiveSocketStatus {
  connected: boolean;
  connecting: boolean;
  reconnecting: boolean;
}

export interface LiveSocket {
  start(): void;
  stop(): void;
  /** Opens the socket now if wanted and there is none (a waiting reconnect is cancelled). */
  connect(): void;
  /** Sends on the open socket; false when there is none (or it failed, and is dropped). */
  send(text: string): boolean;
  running(): boolean;
  hidden(): boolean;
  status(): LiveSocketStatus;
}

type Timer = ReturnType<typeof setTimeout>;

export function createLiveSocket(options: LiveSocketOptions): LiveSocket {
  const createSocket =
    options.createSocket ?? ((url: string, protocols: string[]) => new WebSocket(url, protocols) as SocketLike);
  const doc = options.doc ?? document;
  const beat = options.heartbeat;

  let running = false;
  let socket: SocketLike | null = null;
  let opened = false;
  let reconnectTimer: Timer | undefined;
  let beatTimer: Timer | undefined;
  let replyTimer: Timer | undefined;
  let deadTimer: Timer | undefined;

  const hidden = () => doc.visibilityState === 'hidden';

  function stopTimers() {
    clearTimeout(beatTimer);
    clearTimeout(replyTimer);
    clearTimeout(deadTimer);
    beatTimer = undefined;
    replyTimer = undefined;
    deadTimer = undefined;
  }

  /** Any frame proves the socket alive; none for deadMs (or no open within it) drops it. */
  function alive(ws: SocketLike) {
    if (options.deadMs === undefined) return;
    clearTimeout(deadTimer);
    deadTimer = setTimeout(() => dropped(ws), options.deadMs);
  }

  function sendBeat(ws: SocketLike) {
    beatTimer = undefined;
    if (socket !== ws) return;
    try {
      ws.send(beat.text);
    } catch {
      dropped(ws);
      return;
    }
    if (beat.replyMs === undefined) {
      nextBeat(ws);
    } else if (replyTimer === undefined) {
      replyTimer = setTimeout(() => dropped(ws), beat.replyMs);
    }
  }

  function nextBeat(ws: SocketLike) {
    clearTimeout(beatTimer);
    beatTimer = setTimeout(() => sendBeat(ws), beat.everyMs);
  }

  function detach(ws: SocketLike) {
    ws.onopen = null;
    ws.onmessage = null;
    ws.onerror = null;
    ws.onclose = null;
  }

  /** Closes the current socket without reconnecting. */
  function closeSocket() {
    const ws = socket;
    socket = null;
    opened = false;
    stopTimers();
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
    }, options.reconnectMs);
  }

  function dropped(ws: SocketLike) {
    if (socket !== ws) return; // a frame or timer of a socket already replaced
    closeSocket();
    if (!running || hidden()) return;
    options.onDown?.();
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
      options.onDown?.();
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
      alive(ws);
      if (beat.atOpen) sendBeat(ws);
      else nextBeat(ws);
      if (socket === ws) options.onOpen?.();
    };
    ws.onmessage = (event) => {
      if (socket !== ws) return;
      alive(ws);
      const frame = parseJsonFrame(event.data);
      if (beat.replyMs !== undefined && beat.isReply?.(frame)) {
        clearTimeout(replyTimer);
        replyTimer = undefined;
        nextBeat(ws);
      }
      options.onFrame?.(frame);
    };
    ws.onerror = () => dropped(ws);
    ws.onclose = () => dropped(ws);
  }

  const onVisibility = () => {
    if (!running) return;
    if (hidden()) {
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      options.onHidden?.();
      closeSocket();
      return;
    }
    options.onShown?.();
    connect();
  };

  return {
    start() {
      if (running) return;
      running = true;
      doc.addEventListener('visibilitychange', onVisibility);
      connect();
    },
    stop() {
      running = false;
      doc.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      closeSocket();
    },
    connect,
    send(text) {
      const ws = socket;
      if (!ws || !opened) return false;
      try {
        ws.send(text);
        return true;
      } catch {
        dropped(ws);
        return false;
      }
    },
    running: () => running,
    hidden,
    status: () => ({
      connected: opened,
      connecting: socket !== null && !opened,
      reconnecting: reconnectTimer !== undefined,
    }),
  };
}
