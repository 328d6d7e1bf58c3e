/**
 * The editable grid's live-update client (JeecgBoot's vxe web-socket mixin), no
 * React: `/vxeSocket/{userId}/{pageId}` with the token as sub-protocol. Frames are JSON `{type, data}`:
 * - `{"type":"heart_beat","data":""}` as soon as the socket opens, then 10 s after each answer; no answer within
 *   6 s drops the socket. A dropped socket (error, close, no answer) is opened again 5 s later, one at a time
 *   (src/lib/live-socket.ts); none while the tab is hidden. Nothing is refetched on reconnect: rows come in frames.
 * - out: `{"type":"update_vxe_table","data":{"socketKey":k,"args":[row, caseId]}}` for each row saved;
 * - in: the same from other pages — a row of this grid's key and another grid's `caseId` is handed to `onRow`;
 *   `common_send_date` `{key, args}` (a server push) to `onCommon`.
 * Rows are sent at most 50 at once and 5 a second after that (the reference server's rate limit is a little
 * higher); a row saved while the socket is down waits for it (the latest of each row, up to 500 rows); a row over 16 KB or
 * without a row key is not sent.
 */
import { createLiveSocket, type JsonFrame, type SocketLike } from '@/lib/live-socket';
import type { GridRow } from './grid-types';

export const VXE_SOCKET_TIMINGS = {
  /** Heartbeat 10 s after the previous answer. */
  heartbeatMs: 10_000,
  /** No answer to a heartbeat within this long: the socket is dropped (6 s). */
  replyMs: 6000,
  /** Wait before opening a dropped socket again (5 s). */
  reconnectMs: 5000,
} as const;

export type VxeSocketTimings = { -readonly [K in keyof typeof VXE_SOCKET_TIMINGS]: number };

export const VXE_TYPE = {
  heartBeat: 'heart_beat',
  commonSend: 'common_send_date',
  updateTable: 'update_vxe_table',
} as const;

export const VXE_HEARTBEAT_TEXT = JSON.stringify({ type: VXE_TYPE.heartBeat, data: '' });
/** Largest frame the reference server relays (UTF-8 bytes). */
export const VXE_MAX_FRAME_BYTES = 16 * 1024;
/** Rows sent at once, then a second (the server allows 60 frames at once and 6 a second, heartbeats included). */
export const VXE_SEND_RATE = { burst: 50, perSecond: 5 } as const;
/** Rows kept while the socket is down. */
const MAX_QUEUED = 500;

export interface VxeSocketOptions {
  url: () => string | null;
  protocols: () => string[];
  /** The grid's key: rows of other keys are not this grid's. */
  socketKey: string;
  /** This grid's id (JeecgBoot's caseId): its own rows, should they come back, are ignored. */
  caseId: string;
  /** The key that identifies a row (default id): rows without one are not sent (no page could match them). */
  rowKey?: string;
  onRow: (row: GridRow) => void;
  onCommon?: (key: string, args: unknown[]) => void;
  createSocket?: (url: string, protocols: string[]) => SocketLike;
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  timings?: Partial<VxeSocketTimings>;
  /** The clock of the send rate (tests). */
  now?: () => number;
}

export interface VxeSocket {
  start(): void;
  stop(): void;
  /** Sends these rows to the other pages (now, or once the socket is open); answers how many were taken. */
  sendRows(rows: readonly GridRow[]): number;
  status(): { connected: boolean; connecting: boolean; reconnecting: boolean; queued: number };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const byteLength = (text: string) => new TextEncoder().encode(text).length;

export function createVxeSocket(options: VxeSocketOptions): VxeSocket {
  const t: VxeSocketTimings = { ...VXE_SOCKET_TIMINGS, ...options.timings };
  const now = options.now ?? (() => Date.now());
  const rowKey = options.rowKey ?? 'id';
  /** Frames waiting to be sent, by row (a newer save of a row replaces the waiting one). */
  const outbox = new Map<string, string>();
  let tokens: number = VXE_SEND_RATE.burst;
  let filledAt = now();
  let drainTimer: ReturnType<typeof setTimeout> | undefined;

  const onFrame = (frame: JsonFrame | null) => {
    if (!frame) return;
    const data = frame.data;
    if (frame.type === VXE_TYPE.updateTable && isObject(data)) {
      const args = Array.isArray(data.args) ? data.args : [];
      const row: unknown = args[0];
      if (data.socketKey !== options.socketKey || !isObject(row) || args[1] === options.caseId) return;
      options.onRow(row);
    } else if (frame.type === VXE_TYPE.commonSend && isObject(data) && typeof data.key === 'string') {
      options.onCommon?.(data.key, Array.isArray(data.args) ? data.args : []);
    } else if (frame.type === 'error' && isObject(data)) {
      console.warn(`editable grid: the live-update socket refused a frame (${String(data.message ?? data.code)})`);
    }
  };

  const live = createLiveSocket({
    url: options.url,
    protocols: options.protocols,
    createSocket: options.createSocket,
    doc: options.doc,
    reconnectMs: t.reconnectMs,
    heartbeat: {
      text: VXE_HEARTBEAT_TEXT,
      everyMs: t.heartbeatMs,
      atOpen: true,
      replyMs: t.replyMs,
      isReply: (frame) => frame?.type === VXE_TYPE.heartBeat,
    },
    onOpen: () => drain(),
    onFrame,
    onDown: stopDrain,
    onHidden: stopDrain,
  });

  function stopDrain() {
    clearTimeout(drainTimer);
    drainTimer = undefined;
  }

  /** Sends what waits, as the rate allows; the rest a little later. */
  function drain() {
    stopDrain();
    const at = now();
    tokens = Math.min(VXE_SEND_RATE.burst, tokens + ((at - filledAt) / 1000) * VXE_SEND_RATE.perSecond);
    filledAt = at;
    for (const [key, text] of outbox) {
      if (tokens < 1 || !live.status().connected) break;
      if (!live.send(text)) break;
      outbox.delete(key);
      tokens -= 1;
    }
    if (outbox.size > 0 && live.status().connected)
      drainTimer = setTimeout(drain, Math.ceil(1000 / VXE_SEND_RATE.perSecond));
  }

  return {
    start: () => live.start(),
    stop() {
      stopDrain();
      outbox.clear();
      live.stop();
    },
    sendRows(rows) {
      let taken = 0;
      for (const row of rows) {
        const text = JSON.stringify({
          type: VXE_TYPE.updateTable,
          data: { socketKey: options.socketKey, args: [row, options.caseId] },
        });
        if (byteLength(text) > VXE_MAX_FRAME_BYTES) {
          console.warn('editable grid: a row over 16 KB is not sent to the other pages');
          continue;
        }
        const id = row[rowKey];
        if (id === undefined || id === null || id === '') continue;
        const key = String(id);
        outbox.delete(key); // a newer save goes to the end
        outbox.set(key, text);
        taken += 1;
      }
      // A socket down for long keeps the latest MAX_QUEUED rows.
      for (const key of outbox.keys()) {
        if (outbox.size <= MAX_QUEUED) break;
        outbox.delete(key);
      }
      if (taken > 0 && drainTimer === undefined) drain();
      return taken;
    },
    status: () => ({ ...live.status(), queued: outbox.size }),
  };
}
