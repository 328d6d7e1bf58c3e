/**
 * Idempotency keys: a POST, PUT or DELETE (or a GET marked `getWrite`) carrying `X-Request-Id` is carried out once. The first answer is
 * stored per user and key (sys_request_log, 24 h) and a repeat gets it back without the handler running again,
 * so a client that lost an answer (offline outbox, flaky network) can safely send the same edit again. A repeat
 * while the first is still running gets 409 and is tried again later.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { sysRequestLog } from '../db/schema';
import { envelope } from '../http/envelope';

const METHODS = new Set(['POST', 'PUT', 'DELETE']);
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
const MAX_URL = 2000;
export const REQUEST_LOG_TTL_MS = 24 * 3600 * 1000;
/** A first try still marked running after this long died with its server: the key may run again. */
const STALE_RUNNING_MS = 5 * 60 * 1000;
const PURGE_EVERY_MS = 10 * 60 * 1000;
export const REPLAY_HEADER = 'x-idempotent-replay';
export const IN_PROGRESS_MESSAGE = '请求正在处理中，请稍后重试';
export const KEY_REUSED_MESSAGE = '该请求编号已用于其他请求';

interface KeyRef {
  userId: string;
  requestId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while the first answer to this key is awaited; onSend stores it. */
    idempotencyKey: KeyRef | null;
  }
}

const whereKey = ({ userId, requestId }: KeyRef) =>
  and(eq(sysRequestLog.userId, userId), eq(sysRequestLog.requestId, requestId));

export function installIdempotency(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('idempotencyKey', null);
  let lastPurge = 0;

  const claim = async (key: KeyRef, method: string, url: string, now: number): Promise<boolean> => {
    const inserted = await ctx.db
      .insert(sysRequestLog)
      .values({ ...key, method, url, createdAt: now })
      .onConflictDoNothing()
      .returning({ userId: sysRequestLog.userId });
    return inserted.length > 0;
  };

  // Runs after the auth hook (registered after it): only signed-in writes have a key.
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers['x-request-id'];
    const requestId = Array.isArray(header) ? header[0] : header;
    const write =
      METHODS.has(request.method) || (request.method === 'GET' && request.routeOptions.config.getWrite === true);
    if (!write || !request.user || !requestId || !KEY_PATTERN.test(requestId)) return undefined;
    if (request.url.length > MAX_URL) return undefined;
    const key = { userId: request.user.id, requestId };
    const now = ctx.now();
    if (now - lastPurge > PURGE_EVERY_MS) {
      lastPurge = now;
      await ctx.db.delete(sysRequestLog).where(lt(sysRequestLog.createdAt, now - REQUEST_LOG_TTL_MS));
    }
    if (await claim(key, request.method, request.url, now)) {
      request.idempotencyKey = key;
      return undefined;
    }
    const [row] = await ctx.db.select().from(sysRequestLog).where(whereKey(key));
    const expired = !row || row.createdAt < now - REQUEST_LOG_TTL_MS;
    const abandoned = row && row.statusCode === null && row.createdAt < now - STALE_RUNNING_MS;
    if (expired || abandoned) {
      await ctx.db.delete(sysRequestLog).where(whereKey(key));
      if (await claim(key, request.method, request.url, now)) request.idempotencyKey = key;
      return undefined;
    }
    if (row.method !== request.method || row.url !== request.url) {
      return reply.code(422).send(envelope(false, 422, KEY_REUSED_MESSAGE, null));
    }
    if (row.statusCode === null) return reply.code(409).send(envelope(false, 409, IN_PROGRESS_MESSAGE, null));
    reply.code(row.statusCode).header(REPLAY_HEADER, 'true');
    if (row.contentType) reply.type(row.contentType);
    return reply.send(row.body ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (!key) return payload;
    request.idempotencyKey = null;
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      const contentType = reply.getHeader('content-type');
      await ctx.db
        .update(sysRequestLog)
        .set({
          statusCode: reply.statusCode,
          contentType: contentType ? String(contentType) : null,
          body: String(payload),
        })
        .where(whereKey(key));
    } else {
      // A streamed answer (a file) cannot be stored: the key is released rather than left "running".
      await ctx.db.delete(sysRequestLog).where(whereKey(key));
    }
    return payload;
  });
}
