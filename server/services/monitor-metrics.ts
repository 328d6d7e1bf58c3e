/**
 * The figures behind 系统监控: this server is Node.js, not a JVM with Redis and Tomcat, so each
 * JeecgBoot metric name that has a true counterpart here answers with that counterpart (its Chinese description
 * says what it really is), and the Node-only figures (event loop, RSS, load) have names of their own. A name with
 * no counterpart (JVM classes, threads) is unknown here rather than answered with an invented number.
 */
import { monitorEventLoopDelay, PerformanceObserver, type IntervalHistogram } from 'node:perf_hooks';
import { readFile, statfs, stat } from 'node:fs/promises';
import os from 'node:os';
import { dirname, resolve } from 'node:path';
import v8 from 'node:v8';
import { and, count, gt, like, lte, or, sum } from 'drizzle-orm';
import type { AppContext } from '../context';
import { WINDOW_MS as LOGIN_WINDOW_MS } from './login-guard';
import { sysCaptcha, sysLoginAttempt, sysRequestLog, sysSession, sysSmsCode } from '../db/schema';

/** Spring Boot Actuator 2.x `/actuator/metrics/<name>` (not an envelope). */
export interface MetricAnswer {
  name: string;
  description: string;
  baseUnit: string | null;
  measurements: { statistic: string; value: number }[];
  availableTags: { tag: string; values: string[] }[];
}

/** Counts of the API requests this instance answered (an onResponse hook feeds it). */
export class RequestStats {
  count = 0;
  totalMs = 0;
  maxMs = 0;
  clientErrors = 0;
  serverErrors = 0;
  record(status: number, ms: number): void {
    this.count += 1;
    this.totalMs += ms;
    if (ms > this.maxMs) this.maxMs = ms;
    if (status >= 500) this.serverErrors += 1;
    else if (status >= 400) this.clientErrors += 1;
  }
}

/** One handled request, as 请求追踪 shows it: never a header, a body, the query string or the user. */
export interface TracedRequest {
  /** When the request arrived (epoch ms). */
  at: number;
  method: string;
  /** The path without the query string (which may carry a token). */
  path: string;
  status: number;
  /** Time taken, whole ms. */
  ms: number;
}

/** Longer paths are cut: the ring's memory stays bounded whatever a client sends. */
export const TRACE_PATH_MAX = 500;

/**
 * The last `limit` requests this instance answered (Spring's InMemoryHttpTraceRepository keeps 100). It lives in
 * this process only: each server instance keeps its own, and a restart empties it.
 */
export class RequestTraceRing {
  private readonly items: TracedRequest[] = [];
  private next = 0;
  constructor(readonly limit: number) {}

  record(method: string, url: string, status: number, at: number, elapsedMs: number): void {
    const path = (url.split('?', 1)[0] ?? '').split('#', 1)[0]!.slice(0, TRACE_PATH_MAX);
    const entry: TracedRequest = { at: Math.round(at), method, path, status, ms: Math.max(0, Math.round(elapsedMs)) };
    if (this.items.length < this.limit) this.items.push(entry);
    else this.items[this.next] = entry;
    this.next = (this.next + 1) % this.limit;
  }

  /** Newest first. */
  newestFirst(): TracedRequest[] {
    const oldestFirst =
      this.items.length < this.limit ? this.items : [...this.items.slice(this.next), ...this.items.slice(0, this.next)];
    return oldestFirst.slice().reverse();
  }

  get size(): number {
    return this.items.length;
  }
}

/** Process-wide probes (the event loop histogram and the GC observer cost next to nothing), on while a server is open. */
let loopDelay: IntervalHistogram | undefined;
let gcObserver: PerformanceObserver | undefined;
let openServers = 0;
const gc = { count: 0, totalMs: 0, since: Date.now() };
function startProbes(): void {
  openServers += 1;
  if (loopDelay) return;
  loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  try {
    gcObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        gc.count += 1;
        gc.totalMs += entry.duration;
      }
    });
    gcObserver.observe({ entryTypes: ['gc'] });
  } catch {
    // No GC entries on this runtime: the pause figure stays at zero.
  }
}

/** Stops the probes once the last server that started them has closed. */
export function stopMonitorProbes(): void {
  openServers = Math.max(0, openServers - 1);
  if (openServers > 0 || !loopDelay) return;
  loopDelay.disable();
  loopDelay = undefined;
  gcObserver?.disconnect();
  gcObserver = undefined;
}

/** CPU use between two calls (the first call: since the process or the machine started). */
let lastCpu = { at: process.hrtime.bigint(), process: process.cpuUsage(), system: systemCpuTimes() };
function systemCpuTimes(): { idle: number; total: number } {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const t = cpu.times;
    idle += t.idle;
    total += t.user + t.nice + t.sys + t.idle + t.irq;
  }
  return { idle, total };
}
let lastUsage: { system: number; process: number } | undefined;
function cpuUsage(): { system: number; process: number } {
  const now = { at: process.hrtime.bigint(), process: process.cpuUsage(), system: systemCpuTimes() };
  const elapsedMicros = Number(now.at - lastCpu.at) / 1000;
  // Calls too close together to measure anything (one screen asks for both figures at once) share the last one.
  if (lastUsage && elapsedMicros < 200_000) return lastUsage;
  const cpus = Math.max(1, os.cpus().length);
  const used = now.process.user - lastCpu.process.user + (now.process.system - lastCpu.process.system);
  const total = now.system.total - lastCpu.system.total;
  const idle = now.system.idle - lastCpu.system.idle;
  lastUsage = {
    system: total > 0 ? Math.min(1, Math.max(0, 1 - idle / total)) : 0,
    process: elapsedMicros > 0 ? Math.min(1, Math.max(0, used / (elapsedMicros * cpus))) : 0,
  };
  lastCpu = now;
  return lastUsage;
}

type Reading = number | { statistic: string; value: number }[];

interface MetricDef {
  description: string;
  baseUnit: string | null;
  read(ctx: AppContext, stats: RequestStats): Reading | Promise<Reading>;
}

const value = (v: number) => [{ statistic: 'VALUE', value: v }];
const heapSpace = (name: string) => v8.getHeapSpaceStatistics().find((s) => s.space_name === name);

/** The process's operating-system threads (Linux /proc; 0 where the platform has none), and the most seen. */
const threads = { peak: 0 };
async function threadCount(): Promise<number> {
  const status = await readFile('/proc/self/status', 'utf8').catch(() => '');
  const n = Number(/^Threads:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  threads.peak = Math.max(threads.peak, n);
  return n;
}

/** The most live sessions any read of them saw in this process. */
const sessionPeak = { active: 0 };

async function sessionCounts(ctx: AppContext) {
  const now = ctx.now();
  const live = and(gt(sysSession.expiresAt, now), gt(sysSession.lastSeenAt, now - ctx.sessionIdleMs));
  const ended = or(lte(sysSession.expiresAt, now), lte(sysSession.lastSeenAt, now - ctx.sessionIdleMs));
  const [[all], [active], [expired]] = await Promise.all([
    ctx.db.select({ n: count() }).from(sysSession),
    ctx.db.select({ n: count() }).from(sysSession).where(live),
    ctx.db.select({ n: count() }).from(sysSession).where(ended),
  ]);
  sessionPeak.active = Math.max(sessionPeak.active, active?.n ?? 0);
  return { all: all?.n ?? 0, active: active?.n ?? 0, expired: expired?.n ?? 0 };
}

export const METRICS: Record<string, MetricDef> = {
  // ── JVM信息: the Node.js runtime (V8 heap, buffers, GC) ──
  'jvm.memory.max': {
    description: 'Node.js 堆内存上限（V8 heap_size_limit）',
    baseUnit: 'bytes',
    read: () => v8.getHeapStatistics().heap_size_limit,
  },
  'jvm.memory.committed': {
    description: 'Node.js 已申请堆内存（heapTotal）',
    baseUnit: 'bytes',
    read: () => process.memoryUsage().heapTotal,
  },
  'jvm.memory.used': {
    description: 'Node.js 已用堆内存（heapUsed）',
    baseUnit: 'bytes',
    read: () => process.memoryUsage().heapUsed,
  },
  'jvm.buffer.memory.used': {
    description: 'Buffer / ArrayBuffer 占用内存（arrayBuffers）',
    baseUnit: 'bytes',
    read: () => process.memoryUsage().arrayBuffers,
  },
  'jvm.buffer.count': {
    description: '活动的 libuv 资源数（定时器、套接字、文件等；Node.js 不统计缓冲区个数）',
    baseUnit: null,
    read: () => process.getActiveResourcesInfo().length,
  },
  'jvm.threads.live': {
    description: '进程的操作系统线程数（主线程、libuv 线程池、V8 后台线程）',
    baseUnit: 'threads',
    read: () => threadCount(),
  },
  'jvm.threads.daemon': {
    description: '主线程之外的线程数（libuv 线程池、V8 编译与垃圾回收线程）',
    baseUnit: 'threads',
    read: async () => Math.max(0, (await threadCount()) - 1),
  },
  'jvm.threads.peak': {
    description: '本进程读到过的最多线程数',
    baseUnit: 'threads',
    read: async () => {
      await threadCount();
      return threads.peak;
    },
  },
  'jvm.classes.loaded': {
    description: '已加载的 Node.js 内置模块与绑定数（JavaScript 没有类加载器）',
    baseUnit: 'classes',
    read: () => (process as { moduleLoadList?: string[] }).moduleLoadList?.length ?? 0,
  },
  'jvm.classes.unloaded': {
    description: '已卸载的模块数（Node.js 不卸载已加载的模块，恒为 0）',
    baseUnit: 'classes',
    read: () => 0,
  },
  'jvm.gc.memory.allocated': {
    description: 'V8 新生代（new_space）已用空间：新对象分配于此',
    baseUnit: 'bytes',
    read: () => heapSpace('new_space')?.space_used_size ?? 0,
  },
  'jvm.gc.memory.promoted': {
    description: 'V8 大对象空间（large_object_space）已用：大对象直接分配在老生代',
    baseUnit: 'bytes',
    read: () => heapSpace('large_object_space')?.space_used_size ?? 0,
  },
  'jvm.gc.live.data.size': {
    description: 'V8 老生代已用空间（old_space）',
    baseUnit: 'bytes',
    read: () => heapSpace('old_space')?.space_used_size ?? 0,
  },
  'jvm.gc.max.data.size': {
    description: 'V8 老生代空间大小（old_space）',
    baseUnit: 'bytes',
    read: () => heapSpace('old_space')?.space_size ?? 0,
  },
  'jvm.gc.pause': {
    description: 'V8 垃圾回收暂停（自监控开始：次数与总耗时）',
    baseUnit: 'seconds',
    read: () => [
      { statistic: 'COUNT', value: gc.count },
      { statistic: 'TOTAL_TIME', value: gc.totalMs / 1000 },
    ],
  },
  'process.memory.rss': {
    description: '进程常驻内存（RSS）',
    baseUnit: 'bytes',
    read: () => process.memoryUsage().rss,
  },
  'process.memory.external': {
    description: 'V8 之外由 C++ 对象占用的内存（external）',
    baseUnit: 'bytes',
    read: () => process.memoryUsage().external,
  },
  'nodejs.eventloop.delay': {
    description: '事件循环延迟（自监控开始：平均、最大、P99）',
    baseUnit: 'milliseconds',
    read: () => {
      const h = loopDelay;
      if (!h || h.count === 0) return [];
      return [
        { statistic: 'MEAN', value: h.mean / 1e6 },
        { statistic: 'MAX', value: h.max / 1e6 },
        { statistic: 'P99', value: h.percentile(99) / 1e6 },
      ];
    },
  },
  'nodejs.active.resources': {
    description: '活动的 libuv 资源（定时器、套接字、文件等）',
    baseUnit: null,
    read: () => process.getActiveResourcesInfo().length,
  },
  // ── 系统信息: the machine and this process ──
  'system.cpu.count': { description: 'CPU 逻辑核数', baseUnit: null, read: () => os.cpus().length },
  'system.cpu.usage': {
    description: '整机 CPU 使用率（自上次查询以来）',
    baseUnit: null,
    read: () => cpuUsage().system,
  },
  'system.load.average.1m': {
    description: '整机 1 分钟平均负载（Windows 上恒为 0）',
    baseUnit: null,
    read: () => os.loadavg()[0] ?? 0,
  },
  'system.memory.total': { description: '整机物理内存', baseUnit: 'bytes', read: () => os.totalmem() },
  'system.memory.free': { description: '整机空闲物理内存', baseUnit: 'bytes', read: () => os.freemem() },
  'system.uptime': { description: '操作系统已运行时间', baseUnit: 'seconds', read: () => os.uptime() },
  'process.start.time': {
    description: '服务进程启动时间',
    baseUnit: 'seconds',
    read: () => Math.floor(Date.now() / 1000 - process.uptime()),
  },
  'process.uptime': { description: '服务进程已运行时间', baseUnit: 'seconds', read: () => process.uptime() },
  'process.cpu.usage': {
    description: '服务进程 CPU 使用率（占全部核，自上次查询以来）',
    baseUnit: null,
    read: () => cpuUsage().process,
  },
  // ── Web服务器: Fastify on Node's HTTP server, sessions in sys_session ──
  'tomcat.sessions.active.current': {
    description: '有效的登录会话（sys_session 中未过期的会话）',
    baseUnit: 'sessions',
    read: async (ctx) => (await sessionCounts(ctx)).active,
  },
  'tomcat.sessions.created': {
    description: '会话记录总数（sys_session，含已过期尚未清理的）',
    baseUnit: 'sessions',
    read: async (ctx) => (await sessionCounts(ctx)).all,
  },
  'tomcat.sessions.expired': {
    description: '已过期尚未清理的会话（sys_session）',
    baseUnit: 'sessions',
    read: async (ctx) => (await sessionCounts(ctx)).expired,
  },
  'tomcat.sessions.active.max': {
    description: '本进程读到过的最多有效登录会话数',
    baseUnit: 'sessions',
    read: async (ctx) => {
      await sessionCounts(ctx);
      return sessionPeak.active;
    },
  },
  'tomcat.sessions.rejected': {
    description: '被拒绝的登录（各来源地址最近 10 分钟内的登录失败次数之和）',
    baseUnit: 'sessions',
    read: async (ctx) => {
      const [row] = await ctx.db
        .select({ n: sum(sysLoginAttempt.failCount) })
        .from(sysLoginAttempt)
        .where(
          and(like(sysLoginAttempt.username, 'ip:%'), gt(sysLoginAttempt.firstFailedAt, ctx.now() - LOGIN_WINDOW_MS)),
        );
      return Number(row?.n ?? 0);
    },
  },
  'http.server.requests': {
    description: '本实例自启动以来处理的接口请求（次数、总耗时、最长耗时）',
    baseUnit: 'seconds',
    read: (_ctx, stats) => [
      { statistic: 'COUNT', value: stats.count },
      { statistic: 'TOTAL_TIME', value: stats.totalMs / 1000 },
      { statistic: 'MAX', value: stats.maxMs / 1000 },
    ],
  },
  'http.server.errors': {
    description: '本实例自启动以来的出错应答（4xx 与 5xx）',
    baseUnit: null,
    read: (_ctx, stats) => [
      { statistic: 'CLIENT_ERROR', value: stats.clientErrors },
      { statistic: 'SERVER_ERROR', value: stats.serverErrors },
    ],
  },
};

/** The metric, or null when the name is not one this server measures. */
export async function readMetric(ctx: AppContext, stats: RequestStats, name: string): Promise<MetricAnswer | null> {
  if (!Object.hasOwn(METRICS, name)) return null;
  startProbes();
  const def = METRICS[name]!;
  const read = await def.read(ctx, stats);
  return {
    name,
    description: def.description,
    baseUnit: def.baseUnit,
    measurements: typeof read === 'number' ? value(read) : read,
    availableTags: [],
  };
}

export function startMonitorProbes(): void {
  startProbes();
}

// ── 磁盘监控 ──

export interface DiskInfo {
  name: string;
  /** Total bytes. */
  max: number;
  /** Bytes free for this process (statfs bavail). */
  rest: number;
  /** Used percent, 0–100 (JeecgBoot's restPPT). */
  restPPT: number;
}

/** The nearest existing directory at or above `path`. */
async function existing(path: string): Promise<string> {
  let dir = resolve(path);
  for (;;) {
    try {
      await stat(dir);
      return dir;
    } catch {
      const up = dirname(dir);
      if (up === dir) return dir;
      dir = up;
    }
  }
}

/**
 * The file systems this server writes to: the file store (DATA_DIR/upload), the working directory, the temp dir.
 * Their absolute paths only for administrators (`withPaths`): the others see the labels.
 */
export async function diskInfo(withPaths: boolean): Promise<DiskInfo[]> {
  const places: { label: string; path: string }[] = [
    { label: '文件存储', path: resolve(process.env.DATA_DIR ?? './data', 'upload') },
    { label: '程序目录', path: process.cwd() },
    { label: '临时目录', path: os.tmpdir() },
  ];
  const seen = new Set<number>();
  const disks: DiskInfo[] = [];
  for (const place of places) {
    const dir = await existing(place.path);
    try {
      const { dev } = await stat(dir);
      if (seen.has(dev)) continue;
      seen.add(dev);
      const fs = await statfs(dir);
      const max = fs.blocks * fs.bsize;
      if (max <= 0) continue;
      const rest = fs.bavail * fs.bsize;
      const free = fs.bfree * fs.bsize;
      const name = withPaths ? `${place.label}（${dir}）` : place.label;
      disks.push({ name, max, rest, restPPT: Math.round(((max - free) * 100) / max) });
    } catch {
      // A place this platform cannot measure is left out.
    }
  }
  return disks;
}

// ── 缓存监控: what JeecgBoot keeps in Redis lives in these tables here ──

const STATE_TABLES = [
  { key: 'sys_session', table: sysSession, description: '登录会话（JeecgBoot 存于 Redis 的登录令牌）' },
  { key: 'sys_captcha', table: sysCaptcha, description: '图形验证码' },
  { key: 'sys_sms_code', table: sysSmsCode, description: '短信验证码' },
  { key: 'sys_login_attempt', table: sysLoginAttempt, description: '登录失败计数' },
  { key: 'sys_request_log', table: sysRequestLog, description: '请求幂等记录（24 小时）' },
] as const;

export interface CacheEntry {
  key: string;
  value: string;
  description: string | null;
}

export async function stateTableCounts(ctx: AppContext): Promise<{ key: string; description: string; n: number }[]> {
  return Promise.all(
    STATE_TABLES.map(async ({ key, table, description }) => {
      const [row] = await ctx.db.select({ n: count() }).from(table);
      return { key, description, n: row?.n ?? 0 };
    }),
  );
}

/**
 * The state tables' sizes and the process's figures. The exact software versions and the process id help an
 * attacker pick an exploit: only administrators (`withVersions`) see them.
 */
export async function cacheInfo(ctx: AppContext, withVersions: boolean): Promise<CacheEntry[]> {
  const mem = process.memoryUsage();
  const tables = await stateTableCounts(ctx);
  const versions = [
    { key: 'node_version', value: process.version, description: 'Node.js 版本' },
    { key: 'v8_version', value: process.versions.v8, description: 'V8 引擎版本' },
    { key: 'os', value: `${os.type()} ${os.release()} ${os.arch()}`, description: '操作系统' },
    { key: 'process_id', value: String(process.pid), description: '服务进程号' },
  ];
  return [
    ...tables.map((t) => ({ key: t.key, value: String(t.n), description: `${t.description}：表中行数` })),
    { key: 'used_memory', value: String(mem.heapUsed), description: 'Node.js 已用堆内存（字节）' },
    { key: 'used_memory_rss', value: String(mem.rss), description: '进程常驻内存 RSS（字节）' },
    ...(withVersions ? versions : []),
    { key: 'uptime_in_seconds', value: String(Math.floor(process.uptime())), description: '服务进程已运行秒数' },
  ];
}
