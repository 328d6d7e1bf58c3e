/**
 * The realtime bus over PostgreSQL LISTEN/NOTIFY: every server instance on one database listens on one channel, and
 * a message published by any of them (NOTIFY through the app's pool) reaches all of them. The listening connection
 * is the bus's own; when it drops it is opened again (1 s, then doubling up to 30 s). Messages sent while it is down
 * are missed by this instance: the clients refetch when their socket reconnects, and poll in between.
 */
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { BusMessage, RealtimeBus } from './bus';

export const NOTIFY_CHANNEL = 'exam_realtime';
/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_PAYLOAD_BYTES = 7900;
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;

/** A message split until each part fits one NOTIFY (a long list of users goes in several). */
function payloads(message: BusMessage): string[] {
  const text = JSON.stringify(message);
  if (Buffer.byteLength(text) <= MAX_PAYLOAD_BYTES) return [text];
  if (!('userIds' in message.to) || message.to.userIds.length < 2)
    throw new Error('realtime message too large for NOTIFY');
  const ids = message.to.userIds;
  const half = Math.ceil(ids.length / 2);
  return [ids.slice(0, half), ids.slice(half)].flatMap((part) => payloads({ ...message, to: { userIds: part } }));
}

export function pgBus(pool: pg.Pool, log: FastifyBaseLogger): RealtimeBus {
  let handler: ((message: BusMessage) => void) | undefined;
  let listener: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const receive = (notification: pg.Notification) => {
    if (notification.channel !== NOTIFY_CHANNEL || !notification.payload) return;
    try {
      handler?.(JSON.parse(notification.payload) as BusMessage);
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
