/**
 * The request figures 系统监控 shows, per server instance and in memory only (a restart empties them): the counts
 * and times of every answered API request (the metrics), and the last 100 requests under the API prefix (httptrace):
 * time, method, path without the query string, status, time taken; never a header or a body. The trace call itself
 * and websocket upgrades are not recorded. Also runs the process probes (event loop delay, GC pauses) and 监控页's
 * 10-minute history while the server is open.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { availableParallelism } from 'node:os';
import { MonitorHistory } from '../services/monitor-history';
import { RequestStats, RequestTraceRing, startMonitorProbes, stopMonitorProbes } from '../services/monitor-metrics';

/** Spring's in-memory trace repository keeps the last 100. */
export const TRACE_LIMIT = 100;
export const TRACE_PATH = '/actuator/httptrace';

export interface RequestTrace {
  stats: RequestStats;
  traces: RequestTraceRing;
  /** 监控页's samples of the last 10 minutes. */
  history: MonitorHistory;
}

declare module 'fastify' {
  interface FastifyInstance {
    requestTrace: RequestTrace;
  }
}

/** Records the requests of `api` (the routes under the API prefix); stops the probes when the server closes. */
export function installRequestTrace(api: FastifyInstance, ctx: AppContext): void {
  startMonitorProbes();
  const stats = new RequestStats();
  const history = new MonitorHistory(stats, () => ctx.now(), availableParallelism());
  history.start();
  const trace: RequestTrace = { stats, traces: new RequestTraceRing(TRACE_LIMIT), history };
  api.decorate('requestTrace', trace);
  api.addHook('onResponse', async (request, reply) => {
    trace.stats.record(reply.statusCode, reply.elapsedTime);
    if (request.ws || request.headers.upgrade !== undefined) return;
    if (request.routeOptions.url?.endsWith(TRACE_PATH)) return;
    trace.traces.record(
      request.method,
      request.url,
      reply.statusCode,
      ctx.now() - reply.elapsedTime,
      reply.elapsedTime,
    );
  });
  api.addHook('onClose', async () => {
    history.stop();
    stopMonitorProbes();
  });
}
