/**
 * The realtime bus over PostgreSQL LISTEN/NOTIFY: every server instance on one database listens on one channel, and
 * a message published by any of them (NOTIFY through the app's pool) reaches all of them. The listening connection
 * is the bus's own; when it drops it is opened again (1 s, then doubling up to 30 s). Messages sent while it is down
 * are missed by this instance: the clients refetch when their socket reconnects, and poll in between. A message
 * larger than one NOTIFY (a grid row) goes in numbered parts that each instance puts back together.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { BusMessage, RealtimeBus } from './bus';

export const NOTIFY_CHANNEL = 'exam_realtime';
/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_PAYLOAD_BYTES = 7900;
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;
/** Bytes of a message per part (base64 makes 7,336 characters of them). */
const PART_BYTES = 5500;
/** Largest message sent in parts (the grid socket's frames are limited well below it). */
export const MAX_PARTED_BYTES = 256 * 1024;
/** A message whose parts did not all arrive within this long is forgotten. */
const PART_TTL_MS = 30_000;

/** One NOTIFY of a message sent in parts: its base64 slice. */
interface PartPayload {
  part: { id: string; i: number; n: number; data: string };
}

/** A message split until each piece fits one NOTIFY: a long list of users in several messages, a large frame in parts. */
function payloads(message: BusMessage): string[] {
  const text = JSON.stringify(message);
  const bytes = Buffer.from(text);
  if (bytes.length <= MAX_PAYLOAD_BYTES) return [text];
  if ('userIds' in message.to && message.to.userIds.length > 1) {
    const ids = message.to.userIds;
    const half = Math.ceil(ids.length / 2);
    return [ids.slice(0, half), ids.slice(half)].flatMap((part) => payloads({ ...message, to: { userIds: part } }));
  }
  if (bytes.length > MAX_PARTED_BYTES) throw new Error('realtime message too large for NOTIFY');
  const id = randomUUID();
  const n = Math.ceil(bytes.length / PART_BYTES);
  return Array.from({ length: n }, (_, i) => {
    const data = bytes.subarray(i * PART_BYTES, (i + 1) * PART_BYTES).toString('base64');
    return JSON.stringify({ part: { id, i, n, data } } satisfies PartPayload);
  });
}

/** Puts messages sent in parts back together (parts of several messages may interleave). */
function partCollector() {
  const pending = new Map<string, { parts: (Buffer | undefined)[]; got: number; at: number }>();
  return (payload: PartPayload['part'], now = Date.now()): BusMessage | null => {
    for (const [id, entry] of pending) if (now - entry.at > PART_TTL_MS) pending.delete(id);
    const { id, i, n, data } = payload;
    if (!Number.isInteger(n) || n < 2 || n * PART_BYTES > MAX_PARTED_BYTES + PART_BYTES) return null;
    if (!Number.isInteger(i) || i < 0 || i >= n) return null;
    const entry = pending.get(id) ?? { parts: new Array<Buffer | undefined>(n).fill(undefined), got: 0, at: now };
    pending.set(id, entry);
    if (entry.parts.length !== n || entry.parts[i]) return null;
    entry.parts[i] = Buffer.from(data, 'base64');
    entry.got += 1;
    if (entry.got < n) return null;
    pending.delete(id);
    return JSON.parse(Buffer.concat(entry.parts as Buffer[]).toString('utf8')) as BusMessage;
  };
}

export function pgBus(pool: pg.Pool, log: FastifyBaseLogger): RealtimeBus {
  let handler: ((message: BusMessage) => void) | undefined;
  let listener: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const collect = partCollector();

  const receive = (notification: pg.Notification) => {
    if (notification.channel !== NOTIFY_CHANNEL || !notification.payload) return;
    try {
      const parsed = JSON.parse(notification.payload) as BusMessage | PartPayload;
      const message = 'part' in parsed ? collect(parsed.part) : parsed;
      if (message) handler?.(message);
    } catch (error) {
      log.warn({ err: error }, 'realtime: unreadable NOTIFY payload');
    }
  };

  const retry = () => {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, `实时消息：监听连接失败，${retryMs / 1000} 秒后重试`);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        retry();
      });
    }, retryMs);
    timer.unref();
  };

  const connect = async () => {
    const client = new pg.Client(pool.options);
    let dropped = false;
    const drop = (error?: Error) => {
      if (dropped) return;
      dropped = true;
      if (listener === client) listener = null;
      client.end().catch(() => undefined);
      if (!closed) {
        log.warn({ err: error }, '实时消息：监听连接已断开，正在重连');
        retry();
      }
    };
    client.on('notification', receive);
    client.on('error', drop);
    client.on('end', () => drop());
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    } catch (error) {
      dropped = true;
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    listener = client;
    retryMs = RETRY_MIN_MS;
  };

  return {
    async publish(message) {
      if (closed) return;
      for (const payload of payloads(message)) await pool.query('select pg_notify($1, $2)', [NOTIFY_CHANNEL, payload]);
    },
    onMessage(h) {
      handler = h;
    },
    async start() {
      try {
        await connect();
      } catch (error) {
        log.warn({ err: error }, '实时消息：监听连接失败，稍后重试');
        retry();
      }
    },
    async close() {
      closed = true;
      handler = undefined;
      if (timer) clearTimeout(timer);
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
}
