/** Builds the Fastify instance of the reference server; tests use it through `inject` without listening. */
import { healthRoutes, type Health } from './routes/health';
import { registerPlainEntities } from './crud/routes';
import { resolve } from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { randomUUID } from 'node:crypto';
import { redactUrl } from './lib/redact-url';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { API_PREFIX } from '../src/domain/api';
import { SIGN_SECRET } from '../src/domain/sign';
import type { AppContext } from './context';
import type { Db } from './db/db-type';
import { installAuth } from './plugins/auth';
import { installErrorHandling } from './plugins/errors';
import { installIdempotency } from './plugins/idempotency';
import { installOperationLog } from './plugins/operation-log';
import { installParamGuard } from './plugins/param-guard';
import { installRateLimits } from './plugins/rate-limits';
import { installSecurityHeaders } from './plugins/security-headers';
import { installSignCheck } from './plugins/sign-check';
import { installStatic } from './plugins/static';
import { JobScheduler, type SchedulerOptions } from './jobs/scheduler';
import { registerRoutes } from './routes';
import { installRequestTrace } from './plugins/request-trace';
import { localFileStore } from './lib/file-store';
import { STATISTICS_AHEAD_FROM } from './services/grade-statistics';
import { uploadLimits, type UploadLimits } from './services/upload-ledger';
import type { RealtimeBus } from './realtime/bus';
import type { RealtimeHub } from './realtime/hub';
import { vxeSocketRoutes } from './realtime/vxe-socket';
import { createRealtimeHub, MAX_CLIENT_FRAME_BYTES, websocketRoutes } from './realtime/websocket';
import { ensureDemoNetdisk } from './db/seed-netdisk';
import { ensureDemoDocuments } from './db/seed-documents';
import { ensureDemoReports } from './db/seed-reports';

export interface BuildAppOptions {
  db: Db;
  /** The built client (dist/), served with an SPA fallback. */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** The clock (tests move it). */
  now?: () => Date;
  /** Sliding idle lifetime of a session; default env SESSION_IDLE_HOURS or 12. */
  sessionIdleHours?: number;
  /** Uploaded and generated files; default DATA_DIR/upload (env DATA_DIR, else ./data). */
  uploadDir?: string;
  /** More route modules, registered under /jeecg-boot after the built-in ones. */
  routes?: RouteModule[];
  /** The X-Sign secret; default env SIGN_SECRET, else JeecgBoot's default (compatible with its clients). */
  signSecret?: string;
  /** The job scheduler's clock (tests use a fake one) and job classes. It is started by main.ts, not here. */
  scheduler?: SchedulerOptions;
  /** Upload quota, rate and free-space floor; default from env (services/upload-ledger). */
  uploadLimits?: UploadLimits;
  /** How realtime pushes reach every instance; default LISTEN/NOTIFY on node-postgres, in-process on PGlite. */
  realtimeBus?: RealtimeBus;
  /**
   * Which proxies' X-Forwarded-For to believe (the client's address drives the sign-in limits and the logs); default
   * env TRUST_PROXY, else none. See trustProxyFrom.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** One JSON line per answered request (main.ts; LOG_REQUESTS=off turns it off). */
  requestLog?: boolean;
  /** From how many grades a test's 成绩统计 is computed ahead after a change (default STATISTICS_AHEAD_FROM). */
  statisticsAheadFrom?: number;
}

/**
 * TRUST_PROXY: `true` (every hop) or the proxies' addresses / CIDRs separated by commas
 * (docs/operations.md "Running several instances"). Unset: the connection's address is the client's.
 */
export function trustProxyFrom(value: string | undefined): FastifyServerOptions['trustProxy'] {
  const text = value?.trim();
  if (!text || text === 'false') return false;
  if (text === 'true') return true;
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the scheduled jobs (server/jobs); `start()` it to arm them; closing the app stops it. */
    scheduler: JobScheduler;
    /** The realtime sockets of this instance (server/realtime); tests close them to play a dropped connection. */
    realtime: RealtimeHub;
    /** Settles once the demo documents and reports written in the background are on disk and in their rows. */
    demoFilesWritten: Promise<unknown>;
    /** /ready's state: a shutdown sets `draining` (routes/health.ts). */
    health: Health;
  }
}

export type RouteModule = (api: FastifyInstance, ctx: AppContext) => Promise<void>;

const BODY_LIMIT = 2 * 1024 * 1024;
/** Largest uploaded file (Excel imports). */
const FILE_LIMIT = 20 * 1024 * 1024;
const SESSION_MAX_MS = 7 * 24 * 3600 * 1000;

function idleHours(opts: BuildAppOptions): number {
  const fromEnv = Number(process.env.SESSION_IDLE_HOURS);
  if (opts.sessionIdleHours && opts.sessionIdleHours > 0) return opts.sessionIdleHours;
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : 12;
}

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** method, address (secrets masked), status, time and client address; never a header or a body. */
function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        ip: request.ip,
      },
      'request',
    );
  });
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: opts.trustProxy ?? trustProxyFrom(process.env.TRUST_PROXY),
    bodyLimit: BODY_LIMIT,
    logController: new LogController({ disableRequestLogging: true }),
    // Every log line of a request carries its id: the client's X-Request-Id when it sent a well-formed one (an
    // offline replay's lines share it), else a new UUID (unique across instances).
    genReqId: (request) => {
      const sent = request.headers['x-request-id'];
      return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // Route schemas check what the client sent as sent (no coercion: query values stay text) and keep the failing
    // schema on each error (verbose), whose `title` names the field in the Chinese refusal (plugins/errors.ts).
    ajv: { customOptions: { coerceTypes: false, allowUnionTypes: true, verbose: true } },
  });
  const clock = opts.now;
  const realtime = await createRealtimeHub(opts.db, app.log, opts.realtimeBus);
  app.decorate('realtime', realtime);
  // Before the websocket plugin's own preClose (added later, runs later): the clients see 1001 going away.
  app.addHook('preClose', () => realtime.close());
  const ctx: AppContext = {
    db: opts.db,
    now: clock ? () => clock().getTime() : () => Date.now(),
    sessionIdleMs: idleHours(opts) * 3600 * 1000,
    sessionMaxMs: SESSION_MAX_MS,
    log: app.log,
    files: localFileStore(opts.uploadDir ?? resolve(process.env.DATA_DIR ?? './data', 'upload')),
    signSecret: opts.signSecret || process.env.SIGN_SECRET || SIGN_SECRET,
    realtime,
    uploadLimits: opts.uploadLimits ?? uploadLimits(),
    statisticsAheadFrom: opts.statisticsAheadFrom ?? STATISTICS_AHEAD_FROM,
  };
  if (ctx.signSecret === SIGN_SECRET && process.env.NODE_ENV === 'production')
    app.log.warn('X-Sign 使用 JeecgBoot 默认密钥：生产环境请设置 SIGN_SECRET（并以相同的 VITE_SIGN_SECRET 构建前端）');
  const scheduler = new JobScheduler(ctx, opts.scheduler);
  app.decorate('scheduler', scheduler);
  app.addHook('onClose', () => scheduler.stop());
  await ensureDemoNetdisk(ctx.files);
  // Written in the background; closing waits for them, so no file is half written into a folder being removed.
  const demoFiles = Promise.all([
    ensureDemoDocuments(ctx).catch((error: unknown) => app.log.warn({ err: error }, '文档演示文件写入失败')),
    ensureDemoReports(ctx).catch((error: unknown) => app.log.warn({ err: error }, '报告演示文件写入失败')),
  ]);
  app.decorate('demoFilesWritten', demoFiles);
  app.addHook('onClose', async () => {
    await demoFiles;
  });

  // JeecgBoot clients sometimes POST an empty body with a JSON content type (logout): treat it as {}.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    return jsonParser(request, body as string, done);
  });

  if (opts.requestLog) installRequestLog(app);
  installSecurityHeaders(app);
  installAuth(app, ctx);
  await installRateLimits(app, opts.db);
  installIdempotency(app, ctx);
  installOperationLog(app, ctx);
  installSignCheck(app, ctx);
  installParamGuard(app);
  const health: Health = { draining: false };
  app.decorate('health', health);
  healthRoutes(app, opts.db, health);
  const spa = opts.staticDir ? await installStatic(app, opts.staticDir) : undefined;
  installErrorHandling(app, spa);
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });

  await app.register(
    async (api) => {
      // JSON answers compressed (the menu is 32 KB, 4 KB gzipped: a slow network's first paint waits for it);
      // brotli at a low quality costs about as little CPU as gzip. Files already compressed are left alone.
      await api.register(compress, {
        threshold: 1024,
        encodings: ['br', 'gzip'],
        brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
      });
      await api.register(multipart, { limits: { fileSize: FILE_LIMIT, files: 10, fields: 20, parts: 30 } });
      installRequestTrace(api, ctx);
      await registerRoutes(api, ctx, scheduler);
      await websocketRoutes(api, ctx);
      await vxeSocketRoutes(api, ctx);
      for (const routes of opts.routes ?? []) await routes(api, ctx);
      await registerPlainEntities(api, ctx);
    },
    { prefix: API_PREFIX },
  );
  await app.ready();
  return app;
}
