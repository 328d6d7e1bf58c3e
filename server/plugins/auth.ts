/**
 * Access control for every API route, decided here from what the route declares in its `config` and nowhere else
 * (docs/security.md, "Who may call what"):
 * - `{ public: true }`: no token;
 * - `{ signedIn: true }`: any signed-in account (the handler reaches only the caller's own rows);
 * - `{ permission: 'code' }`: the button or menu code;
 * - `{ readers: READERS.x }`: one of the subject's screens or a code of its buttons (services/readers.ts);
 * - `contacts` beside readers: valid contacts of an institution (or college) pass too; `'only'`: nobody else;
 *   `'principal'`: only 院校负责人. Handlers hold them to their institution through cpcScope.
 * A route that declares none of these does not start. One onRequest hook checks `X-Access-Token` (`?token=` on
 * download routes) and answers HTTP 401 with the envelope, and 510 when the access is not held. The route table is
 * collected for tests and tooling.
 */
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../src/domain/api';
import type { AppContext } from '../context';
import type { SysUserRow } from '../db/schema';
import { cpcScope, isPrincipal, NO_INSTITUTION_MESSAGE, PRINCIPAL_ONLY_MESSAGE } from '../services/cpc-scope';
import { callerGrants, isAdministrator, callerPermissionCodes } from '../services/permissions';
import { resolveSession, type SessionRow } from '../services/sessions';
import { mayRead } from '../services/readers';
import { effectiveTenant } from '../services/tenant-scope';
import { envelope, NO_PERMISSION_MESSAGE, TOKEN_INVALID_MESSAGE } from '../http/envelope';
import { declaresSchema } from '../http/route-schemas';

export type ContactAccess = true | 'only' | 'principal';

export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
  signedIn: boolean;
  permission?: string;
  readers?: readonly string[];
  contacts?: ContactAccess;
  adminRole: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token. */
    public?: boolean;
    /** Any signed-in account; the handler reaches only the caller's own rows. */
    signedIn?: boolean;
    /** Button/menu permission code the user must hold. */
    permission?: string;
    /** Reading: the user must hold one of these screens or a code with one of these prefixes (services/readers). */
    readers?: readonly string[];
    /** Valid contacts pass too (`'only'`: only they; `'principal'`: only 院校负责人), held to their institution. */
    contacts?: ContactAccess;
    /** Besides its permission, the admin role (JeecgBoot's @RequiresRoles("admin")). */
    adminRole?: boolean;
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
    const config = (route.config ?? {}) as FastifyContextConfig;
    const declared = accessKinds(config);
    if (methods.some((m) => m !== 'HEAD') && declared.length !== 1)
      throw new Error(
        `API route ${route.url} must declare one access: public, signedIn, permission, readers or contacts`,
      );
    if (!declaresSchema(route.schema))
      throw new Error(
        `API route ${route.url} must declare a schema of its parameters or an exemption (route-schemas.ts)`,
      );
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeTable.push({
        method,
        url: route.url,
        public: config.public === true,
        signedIn: config.signedIn === true,
        permission: config.permission,
        readers: config.readers,
        contacts: config.contacts,
        adminRole: config.adminRole === true,
      });
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
    const refused = await refusal(ctx, request, config);
    return refused ? reply.send(envelope(false, 510, refused, null)) : undefined;
  });
}

/** The kinds of access a route declares; it must declare exactly one (contacts beside readers widen them). */
function accessKinds(config: FastifyContextConfig): string[] {
  const kinds = (['public', 'signedIn', 'permission', 'readers', 'contacts'] as const).filter((k) => config[k]);
  return config.readers && config.contacts === true ? kinds.filter((k) => k !== 'contacts') : kinds;
}

/** Why the signed-in caller may not call this route, or undefined when he may. */
async function refusal(
  ctx: AppContext,
  request: FastifyRequest,
  config: FastifyContextConfig,
): Promise<string | undefined> {
  const userId = request.user!.id;
  if (config.permission && !(await callerPermissionCodes(ctx, request)).has(config.permission))
    return NO_PERMISSION_MESSAGE;
  if (config.adminRole && !(await isAdministrator(ctx.db, userId))) return NO_PERMISSION_MESSAGE;
  if (config.contacts) {
    const scope = await cpcScope(ctx, request);
    if (scope.kind === 'institution' || scope.kind === 'college') {
      if (config.contacts === 'principal' && !(await isPrincipal(ctx.db, scope.linkUserId)))
        return PRINCIPAL_ONLY_MESSAGE;
      return undefined;
    }
    if (config.contacts === 'principal') return PRINCIPAL_ONLY_MESSAGE;
    if (config.contacts === 'only') return NO_INSTITUTION_MESSAGE;
  }
  if (config.readers && !(await mayRead(ctx, userId, config.readers, await callerGrants(ctx, request))))
    return NO_PERMISSION_MESSAGE;
  return undefined;
}

/** The signed-in user of a protected route (the hook guarantees it). */
export function currentUser(request: FastifyRequest): SysUserRow {
  if (!request.user) throw new Error('currentUser used on a public route');
  return request.user;
}
