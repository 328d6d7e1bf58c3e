/**
 * `/websocket/{userId}`: the announcement socket. The token comes as the WebSocket
 * subprotocol (`new WebSocket(url, [token])`, echoed back as the handshake requires) or as `?token=`; before the
 * upgrade a missing or bad token is answered HTTP 401 and another user's id HTTP 403, each with the envelope. Every
 * frame the server sends is a JSON object (the stock Vue 2 client evals each one): pushes are
 * `{"cmd":"topic"|"user", msgId, msgTxt[, userId]}`, and any text the client sends (a `ping`, `HeartBeat` or
 * `{"cmd":"heartcheck"}`) is answered `{"cmd":"heartcheck","msgTxt":"心跳响应"}` on that socket only.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { sharedPool } from '../db/shared-pool';
import type { Db } from '../db/db-type';
import { sysSession, sysUser, type SysUserRow } from '../db/schema';
import { envelope, TOKEN_INVALID_MESSAGE } from '../http/envelope';
import { routeSchema, text, token } from '../http/route-schemas';
import { hashToken, resolveSession, type SessionRow } from '../services/sessions';
import { inProcessBus, type RealtimeBus } from './bus';
import { NOTICE_CHANNEL, RealtimeHub } from './hub';
import { pgBus } from './pg-bus';

export const HEARTCHECK_FRAME = { cmd: 'heartcheck', msgTxt: '心跳响应' } as const;
export const OTHER_USER_MESSAGE = '只能订阅本人的消息';
/**
 * Largest frame a client may send: a bigger one closes the socket (1009). Heartbeats are a few bytes; the grid
 * socket refuses row updates over its own, lower limit with a JSON answer (vxe-socket.ts).
 */
export const MAX_CLIENT_FRAME_BYTES = 64 * 1024;

/** PostgreSQL LISTEN/NOTIFY when the app runs on node-postgres (DATABASE_URL), in-process on the embedded database. */
export function realtimeBusFor(db: Db, log: FastifyBaseLogger): RealtimeBus {
  const pool = sharedPool(db);
  return pool ? pgBus(pool, log) : inProcessBus();
}

export async function createRealtimeHub(db: Db, log: FastifyBaseLogger, bus?: RealtimeBus): Promise<RealtimeHub> {
  const hub = new RealtimeHub(bus ?? realtimeBusFor(db, log), log);
  await hub.start();
  return hub;
}

/** The token of an upgrade request: the first subprotocol, else `?token=`. */
export function upgradeToken(request: FastifyRequest): string | null {
  const header = request.headers['sec-websocket-protocol'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  if (first) return first;
  const token = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof token === 'string' && token ? token : null;
}

export interface SocketOwner {
  user: SysUserRow;
  /** The session the socket opened with (its tenant). */
  session: SessionRow;
  /** Whether the session the socket opened with is still live (asked every 30 s by the hub). */
  stillValid: () => Promise<boolean>;
}

/**
 * Checks an upgrade request before the upgrade: answers 401 (no or bad token) or 403 (`userId` is someone else's)
 * and returns null, or returns the socket's owner. Reused by every socket route (the grid's /vxeSocket too).
 */
export async function authenticateUpgrade(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<SocketOwner | null> {
  const token = upgradeToken(request);
  const found = await resolveSession(ctx, token);
  if (!found || !token) {
    await reply.code(401).send(envelope(false, 401, TOKEN_INVALID_MESSAGE, null));
    return null;
  }
  // The Vue 3 client names its socket `{userId}_{md5(token)}` (JeecgBoot keys a user's sockets by that prefix).
  const vue3Id = `${found.user.id}_${createHash('md5').update(token, 'utf8').digest('hex')}`;
  if (userId !== found.user.id && userId !== vue3Id) {
    await reply.code(403).send(envelope(false, 403, OTHER_USER_MESSAGE, null));
    return null;
  }
  const tokenHash = hashToken(token);
  const stillValid = async () => {
    const [row] = await ctx.db
      .select({ expiresAt: sysSession.expiresAt, lastSeenAt: sysSession.lastSeenAt })
      .from(sysSession)
      .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
      .where(and(eq(sysSession.tokenHash, tokenHash), eq(sysUser.status, 1), eq(sysUser.delFlag, 0)))
      .limit(1);
    const now = ctx.now();
    return !!row && now < row.expiresAt && now - row.lastSeenAt < ctx.sessionIdleMs;
  };
  return { user: found.user, session: found.session, stillValid };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The owner of a socket being opened (set before the upgrade). */
    socketOwner?: SocketOwner;
  }
}

export async function websocketRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { userId: string } }>(
    '/websocket/:userId',
    {
      websocket: true,
      schema: routeSchema({ params: { userId: text('用户编号') }, query: { token } }),
      // The token is checked here, before the upgrade (a browser socket cannot send X-Access-Token).
      config: { public: true },
      preValidation: async (request, reply) => {
        const owner = await authenticateUpgrade(ctx, request, reply, request.params.userId);
        if (owner) request.socketOwner = owner;
      },
    },
    (socket, request) => {
      const owner = request.socketOwner!;
      ctx.realtime.attach(NOTICE_CHANNEL, owner.user.id, socket, { stillValid: owner.stillValid });
      socket.on('message', (_data, isBinary) => {
        if (!isBinary) socket.send(JSON.stringify(HEARTCHECK_FRAME));
      });
    },
  );
}
