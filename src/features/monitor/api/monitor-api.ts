import { fetchResult, getAction, RefusedError } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';
import type { MonitorSample } from '@/domain/monitor-types';

/** The 系统监控 calls (docs/screens/monitoring.md): JeecgBoot's paths, this server's real figures. */
export const MONITOR_API = {
  disk: '/sys/actuator/redis/queryDiskInfo',
  cacheInfo: '/sys/actuator/redis/info',
  keysSize: '/sys/actuator/redis/keysSize',
  memoryInfo: '/sys/actuator/redis/memoryInfo',
  metric: (name: string) => `/actuator/metrics/${name}`,
  trace: '/actuator/httptrace',
  history: '/sys/actuator/history',
} as const;

export const monitorKeys = resourceKeys('monitor');

export interface DiskInfo {
  name: string;
  max: number;
  rest: number;
  /** Used percent, 0–100. */
  restPPT: number;
}

export interface CacheEntry {
  key: string;
  value: string;
  description: string | null;
}

export interface Measurement {
  statistic: string;
  value: number;
}

export interface Metric {
  name: string;
  description: string;
  baseUnit: string | null;
  measurements: Measurement[];
}

/** One request of `/actuator/httptrace` (Spring's shape; this server fills time, method, path, status, time taken). */
export interface Trace {
  timestamp: string;
  request: { method: string; uri: string };
  response: { status: number };
  /** ms */
  timeTaken: number;
}

/**
 * A raw (non-envelope) answer, as Spring Actuator and keysSize / memoryInfo give; a refusal still comes as an
 * envelope with `success: false`, which becomes a RefusedError like any refused read.
 */
async function fetchRaw<T>(url: string): Promise<T> {
  const body = (await getAction(url, undefined, { silent: true })) as unknown as Record<string, unknown>;
  if (body.success === false) {
    throw new RefusedError(typeof body.message === 'string' && body.message ? body.message : '加载失败', body);
  }
  return body as T;
}

export const fetchDisks = async (): Promise<DiskInfo[]> =>
  (await fetchResult<DiskInfo[]>(MONITOR_API.disk, undefined, { fallback: '磁盘信息加载失败' })) ?? [];

/** One of 监控页's samples (every 10 s, the last 10 minutes of this server instance). */

export const fetchHistory = async (): Promise<MonitorSample[]> =>
  (await fetchResult<{ samples: MonitorSample[] }>(MONITOR_API.history, undefined, { fallback: '监控历史加载失败' }))
    ?.samples ?? [];

export const fetchCacheInfo = async (): Promise<CacheEntry[]> =>
  (await fetchResult<CacheEntry[]>(MONITOR_API.cacheInfo, undefined, { fallback: '缓存信息加载失败' })) ?? [];

export const fetchKeysSize = () => fetchRaw<{ create_time: number; dbSize: number }>(MONITOR_API.keysSize);
export const fetchMemoryInfo = () => fetchRaw<{ create_time: number; used_memory: string }>(MONITOR_API.memoryInfo);

/** Several metrics at once (one request each, as JeecgBoot's screens), keyed by name. */
export async function fetchMetrics(names: readonly string[]): Promise<Record<string, Metric>> {
  const answers = await Promise.all(names.map((name) => fetchRaw<Metric>(MONITOR_API.metric(name))));
  return Object.fromEntries(answers.map((m) => [m.name, m]));
}

export async function fetchTraces(): Promise<Trace[]> {
  return (await fetchRaw<{ traces: Trace[] }>(MONITOR_API.trace)).traces ?? [];
}

/** The value of one statistic of a metric (the first measurement without a name). */
export function measure(metric: Metric | undefined, statistic?: string): number | undefined {
  if (!metric) return undefined;
  const m = statistic ? metric.measurements.find((x) => x.statistic === statistic) : metric.measurements[0];
  return m?.value;
}
