/**
 * 系统监控: JeecgBoot's ActuatorRedisController and the Spring Boot Actuator calls its monitor
 * screens make, answered with this Node.js server's real figures (services/monitor-metrics.ts):
 * - GET /sys/actuator/redis/queryDiskInfo — the file systems the server writes to (statfs), restPPT = used %;
 * - GET /sys/actuator/redis/info, keysSize, memoryInfo — there is no Redis: what JeecgBoot keeps there (tokens,
 *   captchas, SMS codes, login failure counters, idempotency keys) lives in tables here; their row counts are the
 *   "keys", the Node.js heap is the "memory" (keysSize and memoryInfo are raw objects, as JeecgBoot's);
 * - GET /actuator/metrics/:name — Actuator 2.x shape, not an envelope; an unknown name answers 404;
 * - GET /actuator/httptrace — `{traces}`, newest first: the last 100 requests this instance answered under the API
 *   prefix (all methods), recorded by plugins/request-trace.ts.
 * No permission code guards these in JeecgBoot; here reading needs the menu of a screen that shows them, and
 * the absolute paths of the disks, the exact software versions and the process id go to administrators only.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { envelope, ok, plain } from '../../http/envelope';
import { TRACE_PATH } from '../../plugins/request-trace';
import { cacheInfo, diskInfo, readMetric, stateTableCounts } from '../../services/monitor-metrics';
import { SAMPLE_MS } from '../../services/monitor-history';
import { isAdministrator } from '../../services/permissions';
import { READERS } from '../../services/readers';
import { NO_PARAMETERS } from '../../http/route-schemas';

export const UNKNOWN_METRIC_MESSAGE = '没有这个监控指标';
/** 监控页's samples of the last 10 minutes (this instance). */
export const HISTORY_PATH = '/sys/actuator/history';

export async function sysActuatorRoutes(app: FastifyInstance, ctx: AppContext) {
  // Recorded by the request-trace plugin (plugins/request-trace.ts).
  const { stats, traces } = app.requestTrace;

  const administrator = (request: FastifyRequest) => isAdministrator(ctx.db, currentUser(request).id);
  app.get(
    '/sys/actuator/redis/queryDiskInfo',
    { config: { readers: READERS.disk }, schema: NO_PARAMETERS },
    async (request) => ok(await diskInfo(await administrator(request)), '查询成功'),
  );

  app.get('/sys/actuator/redis/info', { config: { readers: READERS.cache }, schema: NO_PARAMETERS }, async (request) =>
    ok(await cacheInfo(ctx, await administrator(request))),
  );

  app.get('/sys/actuator/redis/keysSize', { config: { readers: READERS.cache }, schema: NO_PARAMETERS }, async () => {
    const tables = await stateTableCounts(ctx);
    return { create_time: ctx.now(), dbSize: tables.reduce((sum, t) => sum + t.n, 0) };
  });

  app.get(
    '/sys/actuator/redis/memoryInfo',
    { config: { readers: READERS.cache }, schema: NO_PARAMETERS },
    async () => ({
      used_memory: String(process.memoryUsage().heapUsed),
      create_time: ctx.now(),
    }),
  );

  app.get(
    '/actuator/metrics/:name',
    {
      config: { readers: READERS.metrics },
      schema: {
        params: {
          type: 'object',
          properties: { name: { type: 'string', title: '指标名', maxLength: 100, pattern: '^[a-z0-9.]+$' } },
        },
      },
    },
    async (request: FastifyRequest<{ Params: { name: string } }>, reply) => {
      const answer = await readMetric(ctx, stats, request.params.name);
      if (!answer) return reply.code(404).send(envelope(false, 404, UNKNOWN_METRIC_MESSAGE, null));
      return answer;
    },
  );

  app.get(HISTORY_PATH, { config: { readers: READERS.metrics }, schema: NO_PARAMETERS }, async () =>
    plain({ intervalMs: SAMPLE_MS, samples: app.requestTrace.history.list() }),
  );

  app.get(TRACE_PATH, { config: { readers: READERS.trace }, schema: NO_PARAMETERS }, async () => ({
    traces: traces.newestFirst().map((t) => ({
      timestamp: new Date(t.at).toISOString(),
      // Who sent it is not kept.
      principal: null,
      session: null,
      request: { method: t.method, uri: t.path, headers: {}, remoteAddress: null },
      response: { status: t.status, headers: {} },
      timeTaken: t.ms,
    })),
  }));
}
