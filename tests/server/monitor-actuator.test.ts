/** 系统监控 (/sys/actuator/**, /actuator/**): the real figures, their shapes, who may read them, bad input. */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { UNKNOWN_METRIC_MESSAGE } from '../../server/routes/monitoring/actuator';
import { TRACE_LIMIT } from '../../server/plugins/request-trace';
import { METRICS, RequestStats, type MetricAnswer } from '../../server/services/monitor-metrics';
import { MonitorHistory, SAMPLE_MS, SAMPLES } from '../../server/services/monitor-history';
import { apiUrl, authed, client, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
let admin: ReturnType<typeof client>;
let staff: ReturnType<typeof client>;
let customer: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.app, await tokenFor(server.app, 'admin'));
  // jeecg (考务人员) holds 监控页 but none of the 系统监控 screens.
  staff = client(server.app, await tokenFor(server.app, 'jeecg'));
  // customer (院校客户) holds no monitor menu at all.
  customer = client(server.app, await tokenFor(server.app, 'customer'));
});
afterAll(() => server.close());

const rawJson = async (c: ReturnType<typeof client>, path: string) => {
  const res = await c.raw(path);
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};

describe('磁盘监控', () => {
  it('lists the file systems with total, free and the used percent', async () => {
    const { body } = await admin.get<{ name: string; max: number; rest: number; restPPT: number }[]>(
      '/sys/actuator/redis/queryDiskInfo',
    );
    expect(body.success).toBe(true);
    expect(body.message).toBe('查询成功');
    expect(body.result.length).toBeGreaterThan(0);
    for (const disk of body.result) {
      expect(disk.name).toMatch(/文件存储|程序目录|临时目录/);
      expect(disk.max).toBeGreaterThan(0);
      expect(disk.rest).toBeGreaterThanOrEqual(0);
      expect(disk.rest).toBeLessThanOrEqual(disk.max);
      expect(Number.isInteger(disk.restPPT)).toBe(true);
      expect(disk.restPPT).toBeGreaterThanOrEqual(0);
      expect(disk.restPPT).toBeLessThanOrEqual(100);
    }
  });

  it('is read by 监控页 holders too (staff)', async () => {
    const { body } = await staff.get('/sys/actuator/redis/queryDiskInfo');
    expect(body.success).toBe(true);
  });
});

describe('缓存监控', () => {
  it('info lists the state tables with their row counts and the runtime', async () => {
    const { body } =
      await admin.get<{ key: string; value: string; description: string | null }[]>('/sys/actuator/redis/info');
    expect(body.success).toBe(true);
    const byKey = new Map(body.result.map((e) => [e.key, e]));
    // admin, jeecg (and maybe a third) signed in above: at least two sessions.
    expect(Number(byKey.get('sys_session')?.value)).toBeGreaterThanOrEqual(2);
    expect(byKey.get('sys_session')?.description).toContain('登录会话');
    expect(byKey.get('node_version')?.value).toBe(process.version);
    expect(Number(byKey.get('used_memory')?.value)).toBeGreaterThan(0);
  });

  it('keysSize and memoryInfo are raw objects (not envelopes) with the server clock', async () => {
    const keys = await rawJson(admin, '/sys/actuator/redis/keysSize');
    expect(keys.status).toBe(200);
    expect(keys.body).not.toHaveProperty('success');
    expect(keys.body.create_time).toBe(server.clock.now().getTime());
    expect(keys.body.dbSize as number).toBeGreaterThanOrEqual(2);
    const memory = await rawJson(admin, '/sys/actuator/redis/memoryInfo');
    expect(memory.body).not.toHaveProperty('success');
    expect(typeof memory.body.used_memory).toBe('string');
    expect(Number(memory.body.used_memory)).toBeGreaterThan(0);
  });

  it('counts a new sign-in as one more key', async () => {
    const before = (await rawJson(admin, '/sys/actuator/redis/keysSize')).body.dbSize as number;
    await tokenFor(server.app, 'admin');
    const after = (await rawJson(admin, '/sys/actuator/redis/keysSize')).body.dbSize as number;
    expect(after).toBeGreaterThan(before);
  });
});

describe('metrics', () => {
  const metric = async (name: string) => {
    const res = await admin.raw(`/actuator/metrics/${name}`);
    expect(res.statusCode).toBe(200);
    return res.json() as MetricAnswer;
  };

  it('answers every listed metric in the Actuator shape', async () => {
    for (const name of Object.keys(METRICS)) {
      const m = await metric(name);
      expect(m.name).toBe(name);
      expect(m.description).toMatch(/[\u4e00-\u9fa5]/);
      expect(Array.isArray(m.measurements)).toBe(true);
      expect(m.availableTags).toEqual([]);
      for (const x of m.measurements) expect(Number.isFinite(x.value)).toBe(true);
    }
  });

  it('reports the real heap and process figures', async () => {
    const used = (await metric('jvm.memory.used')).measurements[0]!.value;
    const max = (await metric('jvm.memory.max')).measurements[0]!.value;
    expect(used).toBeGreaterThan(0);
    expect(max).toBeGreaterThan(used);
    expect((await metric('system.cpu.count')).measurements[0]!.value).toBeGreaterThan(0);
    const usage = (await metric('process.cpu.usage')).measurements[0]!.value;
    expect(usage).toBeGreaterThanOrEqual(0);
    expect(usage).toBeLessThanOrEqual(1);
    const start = (await metric('process.start.time')).measurements[0]!.value;
    expect(Math.abs(start - (Date.now() / 1000 - process.uptime()))).toBeLessThan(5);
  });

  it('counts the API requests and the live sessions', async () => {
    const first = (await metric('http.server.requests')).measurements[0]!.value;
    const second = (await metric('http.server.requests')).measurements[0]!.value;
    expect(second).toBeGreaterThan(first);
    expect((await metric('tomcat.sessions.active.current')).measurements[0]!.value).toBeGreaterThanOrEqual(2);
  });

  it('answers every figure the stock JVM信息 and Web服务器 pages ask for, from this process', async () => {
    const stockPages = [
      ...['jvm.memory.max', 'jvm.memory.committed', 'jvm.memory.used', 'jvm.buffer.memory.used', 'jvm.buffer.count'],
      ...['jvm.threads.daemon', 'jvm.threads.live', 'jvm.threads.peak', 'jvm.classes.loaded', 'jvm.classes.unloaded'],
      ...['jvm.gc.memory.allocated', 'jvm.gc.memory.promoted', 'jvm.gc.max.data.size', 'jvm.gc.live.data.size'],
      ...['jvm.gc.pause', 'tomcat.sessions.created', 'tomcat.sessions.expired', 'tomcat.sessions.active.current'],
      ...['tomcat.sessions.active.max', 'tomcat.sessions.rejected'],
    ];
    for (const name of stockPages) expect(Object.keys(METRICS)).toContain(name);
    const value = async (name: string) => (await metric(name)).measurements[0]!.value;
    const live = await value('jvm.threads.live');
    expect(live).toBeGreaterThan(1); // the main thread and libuv's pool at least
    expect(await value('jvm.threads.daemon')).toBe(live - 1);
    expect(await value('jvm.threads.peak')).toBeGreaterThanOrEqual(live);
    expect(await value('jvm.classes.loaded')).toBeGreaterThan(0);
    expect(await value('jvm.classes.unloaded')).toBe(0);
    expect(await value('tomcat.sessions.active.max')).toBeGreaterThanOrEqual(
      await value('tomcat.sessions.active.current'),
    );

    const rejected = await value('tomcat.sessions.rejected');
    const wrong = await server.app.inject({
      method: 'POST',
      url: apiUrl('/sys/login'),
      remoteAddress: '10.9.8.7',
      payload: { username: 'admin', password: 'not-the-password' },
    });
    expect(wrong.json()).toMatchObject({ success: false });
    expect(await value('tomcat.sessions.rejected')).toBe(rejected + 1);
  });

  it('refuses an unknown or malformed name with a Chinese message', async () => {
    const unknown = await admin.raw('/actuator/metrics/jvm.compilation.time');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: UNKNOWN_METRIC_MESSAGE });
    const proto = await admin.raw('/actuator/metrics/constructor');
    expect(proto.statusCode).toBe(404);
    const bad = await admin.raw('/actuator/metrics/jvm..%3Cscript%3E');
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { message: string }).message).toContain('指标名');
  });
});

interface TraceRow {
  timestamp: string;
  principal: unknown;
  request: { method: string; uri: string; headers: Record<string, unknown> };
  response: { status: number; headers: Record<string, unknown> };
  timeTaken: number;
}

const readTraces = async () => {
  const res = await admin.raw('/actuator/httptrace');
  expect(res.statusCode).toBe(200);
  const body = res.json() as { traces: TraceRow[] };
  expect(body).not.toHaveProperty('success');
  return body.traces;
};

describe('请求追踪', () => {
  it('lists the requests this instance answered, newest first, with status and time, no query string', async () => {
    const token = await tokenFor(server.app, 'admin');
    const listed = await admin.get('/sys/position/list', { pageNo: 1, pageSize: 5, token: 'secret-in-query' });
    expect(listed.status).toBe(200);
    const added = await server.app.inject({
      method: 'POST',
      url: apiUrl('/sys/position/add'),
      headers: authed(token),
      payload: { code: 'MON01', name: '监控测试职务', postRank: '1' },
    });
    expect(added.statusCode).toBe(200);
    const refused = await server.app.inject({ method: 'GET', url: apiUrl('/sys/position/list') });
    expect(refused.statusCode).toBe(401);
    const removed = await admin.del('/sys/position/delete', { id: 'no-such-position' });
    const traces = await readTraces();
    expect(traces.length).toBeLessThanOrEqual(TRACE_LIMIT);
    // The trace call itself is not recorded: the newest four are the calls above, newest first.
    expect(traces.slice(0, 4).map((t) => [t.request.method, t.request.uri, t.response.status])).toEqual([
      ['DELETE', '/jeecg-boot/sys/position/delete', removed.status],
      ['GET', '/jeecg-boot/sys/position/list', 401],
      ['POST', '/jeecg-boot/sys/position/add', 200],
      ['GET', '/jeecg-boot/sys/position/list', 200],
    ]);
    for (const t of traces) {
      expect(Number.isInteger(t.timeTaken)).toBe(true);
      expect(t.timeTaken).toBeGreaterThanOrEqual(0);
      expect(t.request.uri).not.toContain('?');
      expect(t.request.uri).not.toContain('httptrace');
      expect(t.request.headers).toEqual({});
      expect(t.response.headers).toEqual({});
      expect(t.principal).toBeNull();
    }
    // timestamp = when the request arrived by the server clock (this test clock stands still).
    const now = server.clock.ms();
    for (const t of traces.slice(0, 4)) {
      const at = new Date(t.timestamp).getTime();
      expect(at).toBeLessThanOrEqual(now);
      expect(at).toBeGreaterThanOrEqual(now - t.timeTaken - 1);
    }
    const text = JSON.stringify(traces);
    expect(text).not.toContain('secret-in-query');
    expect(text).not.toContain(token);
  });

  it('keeps only the last 100', async () => {
    for (let i = 0; i < TRACE_LIMIT + 5; i++) {
      const res = await admin.get('/sys/position/list', { pageNo: 1, pageSize: 1 });
      expect(res.status).toBe(200);
    }
    await admin.get('/sys/position/queryById', { id: 'ring-last' });
    const traces = await readTraces();
    expect(traces).toHaveLength(TRACE_LIMIT);
    expect(traces[0]!.request.uri).toBe('/jeecg-boot/sys/position/queryById');
    expect(traces.slice(1).every((t) => t.request.uri === '/jeecg-boot/sys/position/list')).toBe(true);
    expect(await readTraces()).toHaveLength(TRACE_LIMIT);
  });

  it('leaves websocket upgrades out', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/jeecg-boot/websocket/nobody?token=secret-ws`);
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => {
        ws.close();
        resolve(101);
      });
      ws.on('error', () => undefined);
    });
    expect(status).toBe(401);
    await admin.get('/sys/position/queryById', { id: 'after-socket' });
    const traces = await readTraces();
    expect(traces[0]!.request.uri).toBe('/jeecg-boot/sys/position/queryById');
    expect(JSON.stringify(traces)).not.toContain('websocket');
  });

  it('refuses a user without the 请求追踪 menu', async () => {
    expect((await staff.raw('/actuator/httptrace')).json()).toMatchObject({ success: false, code: 510 });
  });
});

describe('access', () => {
  const ALL = [
    '/sys/actuator/redis/queryDiskInfo',
    '/sys/actuator/redis/info',
    '/sys/actuator/redis/keysSize',
    '/sys/actuator/redis/memoryInfo',
    '/actuator/metrics/jvm.memory.used',
    '/actuator/httptrace',
  ];

  it('refuses every call without a token', async () => {
    for (const path of ALL) {
      const res = await server.app.inject({ method: 'GET', url: apiUrl(path) });
      expect(res.statusCode, path).toBe(401);
    }
  });

  it('refuses the screens a user does not hold (staff: only 监控页)', async () => {
    for (const path of ['/actuator/httptrace']) {
      const res = await staff.raw(path);
      expect(res.json(), path).toMatchObject({ success: false, code: 510 });
    }
    // 监控页 shows the overview figures.
    expect((await staff.raw('/actuator/metrics/jvm.memory.used')).statusCode).toBe(200);
  });

  it('refuses a user without any monitor menu', async () => {
    for (const path of ALL) {
      const res = await customer.raw(path);
      expect(res.json(), path).toMatchObject({ success: false, code: 510 });
    }
  });
});

describe('监控页 history', () => {
  it('keeps a sample every interval, the last 60, with the requests and server errors between samples', () => {
    const stats = new RequestStats();
    let now = 1_000_000;
    const history = new MonitorHistory(stats, () => now, 2);
    history.sample();
    now += SAMPLE_MS;
    for (const status of [200, 200, 500, 404]) stats.record(status, 5);
    const sample = history.sample();
    expect(sample).toMatchObject({ at: now, requestsPerSecond: 4 / 10, errorRate: 1 / 4, loopP99Ms: 0 });
    expect(sample.heapMb).toBeGreaterThan(1);
    expect(sample.rssMb).toBeGreaterThan(sample.heapMb);
    expect(sample.cpu).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < SAMPLES + 5; i++) history.sample();
    expect(history.list()).toHaveLength(SAMPLES);
    expect(history.list().at(-1)!.requestsPerSecond).toBe(0);
  });

  it('answers this instance’s samples to the metric readers only', async () => {
    const res = await admin.get<{ intervalMs: number; samples: unknown[] }>('/sys/actuator/history');
    expect(res.body.result).toMatchObject({ intervalMs: SAMPLE_MS, samples: expect.any(Array) });
    expect((await customer.get('/sys/actuator/history')).body.code).toBe(510);
  });
});

describe('/health and /ready (load balancers)', () => {
  it('answers alive, ready while the database answers, and 503 once a shutdown starts', async () => {
    const get = (url: string) => server.app.inject({ method: 'GET', url });
    const health = await get('/health');
    expect([health.statusCode, health.json()]).toEqual([200, { status: 'UP' }]);
    expect(health.headers['cache-control']).toBe('no-store');
    expect((await get('/ready')).json()).toEqual({ status: 'UP' });
    server.app.health.draining = true;
    try {
      const draining = await get('/ready');
      expect([draining.statusCode, draining.json()]).toEqual([503, { status: 'DOWN', reason: 'shutting down' }]);
      expect((await get('/health')).statusCode).toBe(200);
    } finally {
      server.app.health.draining = false;
    }
  });
});
