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
import { NO_PARAMETERS, routeSchema, text } from '../../http/route-schemas';
import { freemem, totalmem } from 'node:os';
import { getHeapStatistics } from 'node:v8';

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

  const traceAnswer = (kept: ReturnType<typeof traces.newestFirst>) => ({
    traces: kept.map((t) => ({
      timestamp: new Date(t.at).toISOString(),
      // Who sent it is not kept.
      principal: null,
      session: null,
      request: { method: t.method, uri: t.path, headers: {}, remoteAddress: null },
      response: { status: t.status, headers: {} },
      timeTaken: t.ms,
    })),
  });
  app.get(TRACE_PATH, { config: { readers: READERS.trace }, schema: NO_PARAMETERS }, async () =>
    traceAnswer(traces.newestFirst()),
  );

  // The Vue 3 请求追踪: JeecgBoot's /actuator/jeecghttptrace/{all|success|error}/[{timeTaken|timestamp}/{asc|desc}].
  const jeecgTrace = async (request: FastifyRequest<{ Params: { kind: string; sort?: string; order?: string } }>) => {
    const { kind, sort, order } = request.params;
    const kept = traces
      .newestFirst()
      .filter((t) => kind === 'all' || (kind === 'success') === (t.status >= 200 && t.status < 400));
    if (sort === 'timeTaken' || sort === 'timestamp') {
      const key = sort === 'timeTaken' ? (t: (typeof kept)[number]) => t.ms : (t: (typeof kept)[number]) => t.at;
      kept.sort((a, b) => (order === 'asc' ? key(a) - key(b) : key(b) - key(a)));
    }
    return traceAnswer(kept);
  };
  for (const url of [':kind', ':kind/:sort/:order'])
    app.get(
      `/actuator/jeecghttptrace/${url}`,
      { config: { readers: READERS.trace }, schema: SCHEMA.trace },
      jeecgTrace,
    );

  // The Vue 3 缓存监控's charts: the key count and memory of the last minutes (this instance's 10-s samples of its
  // heap; the "keys" are read now: there is no history of them).
  app.get(
    '/sys/actuator/redis/metrics/history',
    { config: { readers: READERS.cache }, schema: NO_PARAMETERS },
    async () => {
      const samples = app.requestTrace.history.list();
      const keys = (await stateTableCounts(ctx)).reduce((sum, t) => sum + t.n, 0);
      return ok({
        dbSize: [{ dbSize: keys, create_time: ctx.now() }],
        memory: samples.map((m) => ({ used_memory: Math.round(m.heapMb * MB), create_time: m.at })),
      });
    },
  );

  // The Vue 3 性能监控's 内存信息 tab (JeecgBoot's ActuatorMemoryController): this process's heap and the machine.
  app.get('/sys/actuator/memory/info', { config: { readers: READERS.metrics }, schema: NO_PARAMETERS }, async () => {
    const heap = process.memoryUsage();
    const limit = getHeapStatistics().heap_size_limit;
    const total = totalmem();
    const free = freemem();
    return ok({
      'memory.runtime.total': heap.heapTotal,
      'memory.runtime.used': heap.heapUsed,
      'memory.runtime.max': limit,
      'memory.runtime.free': heap.heapTotal - heap.heapUsed,
      'memory.runtime.usage': heap.heapUsed / limit,
      'memory.physical.total': total,
      'memory.physical.used': total - free,
      'memory.physical.free': free,
      'memory.physical.usage': (total - free) / total,
    });
  });
}

const MB = 1024 * 1024;
const SCHEMA = {
  trace: routeSchema({
    params: {
      kind: text('范围（all、success、error）'),
      sort: text('排序列（timeTaken、timestamp）'),
      order: text('排序方式（asc、desc）'),
    },
  }),
};
