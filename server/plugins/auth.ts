/**
 * Access control for every API route. Each route states in its `config` either `{ public: true }`
 * or (optionally) `{ permission: 'code' }`; everything else needs a valid token. One onRequest hook
 * checks `X-Access-Token` (`?token=` on download routes) and answers HTTP 401 with the envelope, and 510 when a
 * declared permission is missing. The route table is collected for tests and tooling.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../src/domain/api';
import type { AppContext } from '../context';
import type { SysUserRow } from '../db/schema';
import { userPermissionCodes } from '../services/permissions';
import { resolveSession, type SessionRow } from '../services/sessions';
import { mayRead } from '../services/readers';
import { effectiveTenant } from '../services/tenant-scope';
import { envelope, NO_PERMISSION_MESSAGE, TOKEN_INVALID_MESSAGE } from '../http/envelope';
import { declaresSchema } from '../http/route-schemas';

export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
  permission?: string;
  readers?: readonly string[];
  /** The route checks its parameters' shape with a schema, or states it needs none (http/route-schemas.ts). */
  schema: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token. */
    public?: boolean;
    /** Button/menu permission code the user must hold. */
    permission?: string;
    /** Reading: the user must hold one of these menus or a code with one of these prefixes (services/readers). */
    readers?: readonly string[];
    /** A GET that changes data (JeecgBoot's job actions): an X-Request-Id makes it run once, as a POST would. */
    getWrite?: boolean;
    /** A download opened as a link: the token may come as `?token=` (see requestToken). */
    queryToken?: boolean;
  }
  interface FastifyRequest {
    user: SysUserRow | null;
    session: SessionRow | null;
    /**
     * The tenant the request works in: on protected routes the session's, or the `tenant-id` (`X-Tenant-Id`)
     * header's when that names another active tenant of the user (services/tenant-scope.ts); on public routes
     * the header's, 0 when absent.
     */
    tenantId: number;
  }
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

/**
 * The request's token: the `X-Access-Token` header, or `?token=` on the routes that declare `queryToken` (file
 * downloads a browser opens as a link, which cannot carry a header). Anywhere else a token in the address, where
 * logs and referrers would keep it, is ignored.
 */
export function requestToken(request: FastifyRequest): string | null {
  const header = request.headers['x-access-token'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return fromHeader;
  if (!request.routeOptions.config?.queryToken) return null;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.token === 'string' && query.token ? query.token : null;
}

function headerTenant(request: FastifyRequest): number {
  const raw = request.headers['tenant-id'] ?? request.headers['x-tenant-id'];
  const n = Number.parseInt(String(Array.isArray(raw) ? raw[0] : (raw ?? '0')), 10);
  return Number.isInteger(n) && n >= 0 ? n : 0;
}

export function installAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorate('routeTable', [] as RouteEntry[]);
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.decorateRequest('tenantId', 0);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.url.startsWith(API_PREFIX)) return;
    // Access must be a visible decision on every API route: `{ public: true }`, `{ permission }` or `{}`.
    if (route.config === undefined) throw new Error(`API route ${route.url} declares no access config`);
    const config = route.config as { public?: boolean; permission?: string; readers?: readonly string[] };
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const { permission, readers } = config;
      const schema = declaresSchema(route.schema);
      app.routeTable.push({ method, url: route.url, public: config.public === true, permission, readers, schema });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    request.tenantId = headerTenant(request);
    const url = request.routeOptions.url;
    if (request.is404 || !url || !url.startsWith(API_PREFIX)) return;
    const config = request.routeOptions.config;
    if (config.public) return;
    const found = await resolveSession(ctx, requestToken(request));
    if (!found) {
      return reply.code(401).send(envelope(false, 401, TOKEN_INVALID_MESSAGE, null));
    }
    request.user = found.user;
    request.session = found.session;
    request.tenantId = await effectiveTenant(ctx, found.user, found.session.tenantId, request.tenantId);
    if (config.permission) {
      const codes = await userPermissionCodes(ctx, found.user.id);
      if (!codes.has(config.permission)) return reply.send(envelope(false, 510, NO_PERMISSION_MESSAGE, null));
    }
    if (config.readers && !(await mayRead(ctx, found.user.id, config.readers)))
      return reply.send(envelope(false, 510, NO_PERMISSION_MESSAGE, null));
    return undefined;
  });
}

/** The signed-in user of a protected route (the hook guarantees it). */
export function currentUser(request: FastifyRequest): SysUserRow {
  if (!request.user) throw new Error('currentUser used on a public route');
  return request.user;
}
