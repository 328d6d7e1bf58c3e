/** Builds the Fastify instance of the reference server; tests use it through `inject` without listening. */
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { API_PREFIX } from '../src/domain/api';
import type { AppContext } from './context';
import type { Db } from './db/db-type';
import { installAuth } from './http/auth';
import { installErrorHandling } from './http/errors';
import { installSignCheck } from './http/sign';
import { installStatic } from './http/static';
import { sysDictRoutes } from './routes/sys-dict';
import { sysLoginRoutes } from './routes/sys-login';
import { sysPermissionRoutes } from './routes/sys-permission';
import { sysUserRoutes } from './routes/sys-user';

export interface BuildAppOptions {
  db: Db;
  /** The built client (dist/), served with an SPA fallback. */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** The clock (tests move it). */
  now?: () => Date;
  /** Sliding idle lifetime of a session; default env SESSION_IDLE_HOURS or 12. */
  sessionIdleHours?: number;
  /** More route modules, registered under /jeecg-boot after the built-in ones. */
  routes?: RouteModule[];
}

export type RouteModule = (api: FastifyInstance, ctx: AppContext) => Promise<void>;

const BODY_LIMIT = 2 * 1024 * 1024;
const SESSION_MAX_MS = 7 * 24 * 3600 * 1000;

function idleHours(opts: BuildAppOptions): number {
  const fromEnv = Number(process.env.SESSION_IDLE_HOURS);
  if (opts.sessionIdleHours && opts.sessionIdleHours > 0) return opts.sessionIdleHours;
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : 12;
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT,
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
  });
  const clock = opts.now;
  const ctx: AppContext = {
    db: opts.db,
    now: clock ? () => clock().getTime() : () => Date.now(),
    sessionIdleMs: idleHours(opts) * 3600 * 1000,
    sessionMaxMs: SESSION_MAX_MS,
    log: app.log,
  };

  // JeecgBoot clients sometimes POST an empty body with a JSON content type (logout): treat it as {}.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    return jsonParser(request, body as string, done);
  });

  installAuth(app, ctx);
  installSignCheck(app, ctx);
  const spa = opts.staticDir ? await installStatic(app, opts.staticDir) : undefined;
  installErrorHandling(app, spa);

  await app.register(
    async (api) => {
      await sysLoginRoutes(api, ctx);
      await sysUserRoutes(api, ctx);
      await sysPermissionRoutes(api, ctx);
      await sysDictRoutes(api, ctx);
      for (const routes of opts.routes ?? []) await routes(api, ctx);
    },
    { prefix: API_PREFIX },
  );
  await app.ready();
  return app;
}
