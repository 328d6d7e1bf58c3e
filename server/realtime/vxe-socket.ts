/**
 * `/vxeSocket/{userId}/{pageId}` (JeecgBoot's VxeSocket.java): the editable grid's live updates, on the
 * realtime hub of `/websocket` with the same token checks (subprotocol or `?token=`; 401 / 403 before the upgrade).
 * `pageId` is the opaque id of one page (one grid mount); `?socketKey=a,b` names the grids the page shows (without
 * it, as JeecgBoot's own client connects, every key the socket may see); `?tenantId=` the tenant the page works in
 * (the `tenant-id` header of the API calls, which a browser socket cannot send).
 *
 * Frames are JSON `{type, data}` both ways:
 * - `{"type":"heart_beat","data":""}` is answered `{"type":"heart_beat","data":true}` on that socket;
 * - `{"type":"update_vxe_table","data":{"socketKey":k,"args":[row, caseId]}}` is relayed as `{type, data}` to the
 *   other sockets that show grid `k` (every instance, through the bus) — never back to the sender's page, and only
 *   where the data may be seen (the relay rule below);
 * - `common_send_date` `{key, args}` is a server push (`sendVxeCommon`), as in JeecgBoot; a client's is refused.
 * Anything refused is answered `{"type":"error","data":{"code":…,"message":…}}`; nothing is ever plain text.
 *
 * The relay rule. JeecgBoot rebroadcasts every row to every connected socket, whoever it belongs to; here a row
 * reaches a socket only when
 * 1. it is another page (not the sender's `{userId}/{pageId}`) that subscribed to the key (or to every key);
 * 2. its user works in the row's tenant — the row's own `tenantId` when it has one, else the sender's tenant — or
 *    manages every tenant (a `system:tenant:` permission, who sees every tenant's rows through the API too). A
 *    sender who does not manage tenants cannot send a row naming another tenant;
 * 3. when the key names a GET API route (`/sys/dictItem/list`, the list the grid's rows come from), both the sender
 *    and the receiver pass that route's own access check (its permission code or readers), as a request to it would;
 *    the sender must also pass the access check of the list's edit route (`/sys/dictItem/edit`): a user who may only
 *    read the list sends nothing, and a list without an edit route relays no rows. Other keys (`demo-grid`) are
 *    bound by the tenant only.
 * Limits: frames over VXE_MAX_FRAME_BYTES are refused (over 64 KB the socket is closed, 1009); each socket may send
 * VXE_RATE.burst frames at once and VXE_RATE.perSecond a second after that.
 */
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { API_PREFIX } from '../../src/domain/api';
import type { AppContext } from '../context';
import { envelope, NO_PERMISSION_MESSAGE } from '../http/envelope';
import { routeSchema, text, token, whole } from '../http/route-schemas';
import { userPermissionCodes } from '../services/permissions';
import { mayRead } from '../services/readers';
import { effectiveTenant } from '../services/tenant-scope';
import type { BusMessage } from './bus';
import type { RealtimeHub } from './hub';
import { authenticateUpgrade, type SocketOwner } from './websocket';

export const VXE_CHANNEL = 'vxeSocket';
export const VXE_TYPE = {
  heartBeat: 'heart_beat',
  commonSend: 'common_send_date',
  updateTable: 'update_vxe_table',
  error: 'error',
} as const;
export const VXE_HEARTBEAT_REPLY = { type: VXE_TYPE.heartBeat, data: true } as const;
/** Largest frame relayed (a grid row; UTF-8 bytes). */
export const VXE_MAX_FRAME_BYTES = 16 * 1024;
/** Frames a socket may send at once, and a second after that (a save of many rows sends one frame per row). */
export const VXE_RATE = { burst: 60, perSecond: 6 } as const;
export const VXE_PAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const VXE_SOCKET_KEY = /^[A-Za-z0-9_.:/-]{1,100}$/;
const MAX_KEYS = 10;
const MAX_ARGS = 4;
/** Permissions are read again after this long (a role changed while the page is open). */
const GRANT_TTL_MS = 30_000;
/** The permission prefix of accounts that manage tenants (services/tenant-scope.ts). */
const TENANT_MANAGER_PREFIX = 'system:tenant:';

export const VXE_MESSAGES = {
  pageId: '页面标识无效',
  socketKey: 'socketKey 无效',
  badFrame: '消息格式不正确',
  tooLarge: `消息超过 ${VXE_MAX_FRAME_BYTES / 1024} KB，未转发`,
  rateLimited: '发送过于频繁，请稍后再试',
  serverOnly: 'common_send_date 只由服务器推送',
  unknownType: '不支持的消息类型',
  forbidden: '无权转发该表格的数据',
} as const;

export type VxeErrorCode =
  'bad_frame' | 'too_large' | 'rate_limited' | 'server_only' | 'unknown_type' | 'bad_key' | 'forbidden';

/** A route's access decision as the API's onRequest hook makes it. */
interface RouteAccess {
  isPublic: boolean;
  permission?: string;
  readers?: readonly string[];
}

/**
 * Who may see a key's rows: the tenant alone, or also a GET route's access check; who may send them: the tenant
 * alone, or also the check of the list's edit route (null: the list has none, nobody sends its rows).
 */
type KeyAccess = { route: false } | ({ route: true; edit: RouteAccess | null } & RouteAccess);

/** What a relayed row carries through the bus (never sent to clients). */
interface VxeOrigin {
  /** `{userId}/{pageId}` of the sender. */
  socketId: string;
  key: string;
  /** The row's tenant: its `tenantId`, else the sender's. */
  tenant: number;
}

/** A user's permission codes and read rights, read again after GRANT_TTL_MS. */
class Grants {
  private codes: { at: number; value: Promise<Set<string>> } | null = null;
  private readonly reads = new Map<string, { at: number; value: Promise<boolean> }>();

  constructor(
    private readonly ctx: AppContext,
    private readonly userId: string,
  ) {}

  private permissionCodes(): Promise<Set<string>> {
    const now = this.ctx.now();
    if (!this.codes || now - this.codes.at > GRANT_TTL_MS)
      this.codes = { at: now, value: userPermissionCodes(this.ctx, this.userId) };
    return this.codes.value;
  }

  private reader(readers: readonly string[]): Promise<boolean> {
    const now = this.ctx.now();
    const key = readers.join('\n');
    const cached = this.reads.get(key);
    if (cached && now - cached.at <= GRANT_TTL_MS) return cached.value;
    const value = mayRead(this.ctx, this.userId, readers);
    this.reads.set(key, { at: now, value });
    return value;
  }

  async managesTenants(): Promise<boolean> {
    for (const code of await this.permissionCodes()) if (code.startsWith(TENANT_MANAGER_PREFIX)) return true;
    return false;
  }

  /** As the API's onRequest hook decides for the route (plugins/auth.ts). */
  async mayUse(access: KeyAccess): Promise<boolean> {
    return !access.route || this.passes(access);
  }

  /** May send rows of the key: a list's rows need its edit route's access. */
  async maySend(access: KeyAccess): Promise<boolean> {
    if (!access.route) return true;
    return access.edit !== null && (await this.passes(access)) && this.passes(access.edit);
  }

  private async passes(access: RouteAccess): Promise<boolean> {
    if (access.isPublic) return true;
    if (access.permission && !(await this.permissionCodes()).has(access.permission)) return false;
    if (access.readers && !(await this.reader(access.readers))) return false;
    return true;
  }
}

interface VxeSocketState {
  owner: SocketOwner;
  socketId: string;
  /** The keys the page shows; null: every key. */
  keys: Set<string> | null;
  tenant: number;
  grants: Grants;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The grid socket being opened (set before the upgrade). */
    vxeSocket?: VxeSocketState;
  }
}

/** `?socketKey=a,b`: the keys, null when absent, false when one is malformed. */
function parseKeys(raw: unknown): Set<string> | null | false {
  if (raw === undefined) return null;
  if (typeof raw !== 'string') return false;
  const keys = raw.split(',').map((k) => k.trim());
  if (keys.length > MAX_KEYS || keys.some((k) => !VXE_SOCKET_KEY.test(k))) return false;
  return new Set(keys);
}

function queryTenant(raw: unknown): number {
  const n = typeof raw === 'string' ? Number.parseInt(raw, 10) : 0;
  return Number.isInteger(n) && n >= 0 ? n : 0;
}

/** A row's `tenantId` as a number, or null when it has none. */
function rowTenant(row: Record<string, unknown>): number | null {
  const raw = row.tenantId;
  if (raw === undefined || raw === null || raw === '') return null;
  const n = typeof raw === 'number' ? raw : Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : -1;
}

function byteLength(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, part) => sum + part.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return (Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8');
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function vxeErrorFrame(code: VxeErrorCode, message: string) {
  return { type: VXE_TYPE.error, data: { code, message } };
}

/** A server push to the grid sockets of these users (or all): `{type:"common_send_date", data:{key, args}}`. */
export async function sendVxeCommon(
  hub: RealtimeHub,
  key: string,
  args: unknown[],
  userIds?: readonly string[],
): Promise<void> {
  const frame = { type: VXE_TYPE.commonSend, data: { key, args } };
  if (userIds) await hub.sendToUsers(userIds, frame, VXE_CHANNEL);
  else await hub.broadcast(frame, VXE_CHANNEL);
}

export async function vxeSocketRoutes(app: FastifyInstance, ctx: AppContext) {
  const accessByKey = new Map<string, KeyAccess>();
  const routeAccess = (methods: string[], url: string): RouteAccess | null => {
    const entry = app.routeTable.find((r) => methods.includes(r.method) && r.url === `${API_PREFIX}${url}`);
    return entry ? { isPublic: entry.public, permission: entry.permission, readers: entry.readers } : null;
  };
  /** How a key is guarded; null: a route key naming no GET route. */
  const keyAccess = (key: string): KeyAccess | null => {
    if (!key.startsWith('/')) return { route: false };
    const known = accessByKey.get(key);
    if (known) return known;
    const read = routeAccess(['GET'], key);
    if (!read) return null;
    const edit = key.endsWith('/list') ? routeAccess(['PUT', 'POST'], `${key.slice(0, -'/list'.length)}/edit`) : null;
    const access: KeyAccess = { route: true, edit, ...read };
    accessByKey.set(key, access);
    return access;
  };

  /** Whether a relayed row goes to this socket (the relay rule). */
  const accepts = async (state: VxeSocketState, message: BusMessage): Promise<boolean> => {
    const origin = message.origin as Partial<VxeOrigin> | undefined;
    if (!origin) return true; // a server push, addressed by the hub
    if (origin.socketId === state.socketId || typeof origin.key !== 'string') return false;
    if (state.keys && !state.keys.has(origin.key)) return false;
    if (origin.tenant !== state.tenant && !(await state.grants.managesTenants())) return false;
    const access = keyAccess(origin.key);
    return access !== null && state.grants.mayUse(access);
  };

  app.get<{ Params: { userId: string; pageId: string }; Querystring: Record<string, unknown> }>(
    '/vxeSocket/:userId/:pageId',
    {
      websocket: true,
      schema: routeSchema({
        params: { userId: text('用户编号'), pageId: text('页面编号') },
        query: { token, socketKey: text('数据键'), tenantId: whole('租户') },
      }),
      config: { public: true },
      preValidation: async (request, reply) => {
        if (!VXE_PAGE_ID.test(request.params.pageId)) {
          await reply.code(400).send(envelope(false, 400, VXE_MESSAGES.pageId, null));
          return;
        }
        const keys = parseKeys(request.query.socketKey);
        if (keys === false) {
          await reply.code(400).send(envelope(false, 400, VXE_MESSAGES.socketKey, null));
          return;
        }
        const owner = await authenticateUpgrade(ctx, request, reply, request.params.userId);
        if (!owner) return;
        const grants = new Grants(ctx, owner.user.id);
        for (const key of keys ?? []) {
          const access = keyAccess(key);
          if (!access) {
            await reply.code(400).send(envelope(false, 400, VXE_MESSAGES.socketKey, null));
            return;
          }
          if (!(await grants.mayUse(access))) {
            await reply.code(403).send(envelope(false, 403, NO_PERMISSION_MESSAGE, null));
            return;
          }
        }
        const tenant = await effectiveTenant(
          ctx,
          owner.user,
          owner.session.tenantId,
          queryTenant(request.query.tenantId),
        );
        const socketId = `${owner.user.id}/${request.params.pageId}`;
        request.vxeSocket = { owner, socketId, keys, tenant, grants };
      },
    },
    (socket, request) => {
      const state = request.vxeSocket!;
      ctx.realtime.attach(VXE_CHANNEL, state.owner.user.id, socket, {
        stillValid: state.owner.stillValid,
        accept: (message) => accepts(state, message),
      });
      handleFrames(socket, state, keyAccess, ctx);
    },
  );
}

/** A socket's frames: heartbeat answers, row updates checked and relayed in order, refusals answered. */
function handleFrames(
  socket: WebSocket,
  state: VxeSocketState,
  keyAccess: (key: string) => KeyAccess | null,
  ctx: AppContext,
) {
  const reply = (frame: Record<string, unknown>) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };
  const refuse = (code: VxeErrorCode, message: string) => reply(vxeErrorFrame(code, message));

  // Token bucket: `burst` frames at once, then `perSecond`.
  let tokens: number = VXE_RATE.burst;
  let filledAt = ctx.now();
  let lastRateRefusal = Number.NEGATIVE_INFINITY;
  const take = (): boolean => {
    const now = ctx.now();
    tokens = Math.min(VXE_RATE.burst, tokens + ((now - filledAt) / 1000) * VXE_RATE.perSecond);
    filledAt = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };

  const relayRow = async (data: unknown) => {
    if (!isObject(data) || typeof data.socketKey !== 'string' || !Array.isArray(data.args)) {
      refuse('bad_frame', VXE_MESSAGES.badFrame);
      return;
    }
    const { socketKey: key, args } = data;
    const row = args[0];
    if (args.length === 0 || args.length > MAX_ARGS || !isObject(row)) {
      refuse('bad_frame', VXE_MESSAGES.badFrame);
      return;
    }
    const access = VXE_SOCKET_KEY.test(key) ? keyAccess(key) : null;
    if (!access) {
      refuse('bad_key', VXE_MESSAGES.socketKey);
      return;
    }
    if ((state.keys && !state.keys.has(key)) || !(await state.grants.maySend(access))) {
      refuse('forbidden', VXE_MESSAGES.forbidden);
      return;
    }
    const tenant = rowTenant(row) ?? state.tenant;
    if (tenant !== state.tenant && !(await state.grants.managesTenants())) {
      refuse('forbidden', VXE_MESSAGES.forbidden);
      return;
    }
    const origin: VxeOrigin = { socketId: state.socketId, key, tenant };
    const frame = { type: VXE_TYPE.updateTable, data: { socketKey: key, args } };
    await ctx.realtime.relay(VXE_CHANNEL, frame, { ...origin });
  };

  // Row updates are checked one after another, so they are relayed in the order sent.
  let queue = Promise.resolve();
  socket.on('message', (data, isBinary) => {
    if (!take()) {
      const now = ctx.now();
      if (now - lastRateRefusal >= 1000) {
        lastRateRefusal = now;
        refuse('rate_limited', VXE_MESSAGES.rateLimited);
      }
      return;
    }
    if (byteLength(data) > VXE_MAX_FRAME_BYTES) {
      refuse('too_large', VXE_MESSAGES.tooLarge);
      return;
    }
    let frame: unknown;
    try {
      frame = isBinary ? undefined : JSON.parse(textOf(data));
    } catch {
      frame = undefined;
    }
    if (!isObject(frame) || typeof frame.type !== 'string') {
      refuse('bad_frame', VXE_MESSAGES.badFrame);
      return;
    }
    switch (frame.type) {
      case VXE_TYPE.heartBeat:
        reply(VXE_HEARTBEAT_REPLY);
        break;
      case VXE_TYPE.updateTable:
        queue = queue
          .then(() => relayRow(frame.data))
          .catch((error: unknown) => ctx.log.warn({ err: error }, 'vxeSocket: row not relayed'));
        break;
      case VXE_TYPE.commonSend:
        refuse('server_only', VXE_MESSAGES.serverOnly);
        break;
      default:
        refuse('unknown_type', VXE_MESSAGES.unknownType);
    }
  });
}
