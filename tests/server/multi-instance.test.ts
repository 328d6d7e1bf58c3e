/**
 * Several instances on one PostgreSQL behind nginx, as docs/operations.md "Running several instances" describes: two
 * server processes started as in production (server/main.ts; shared DATABASE_URL and UPLOAD_DIR, TRUST_PROXY), the
 * sample configuration deploy/nginx.conf in front (round robin, websocket upgrade). Last, one instance is killed
 * (SIGKILL) in the middle of a burst of writes through nginx.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { nginxBin, startNginx } from '../../scripts/nginx-proxy.mjs';
import { startServer, type StartedServer } from '../../scripts/run-support.mjs';
import { hashToken } from '../../server/services/sessions';
import { copyOfTemplateDatabase, onPostgres, type ScratchDatabase } from './helpers';

type Envelope<T = unknown> = { success: boolean; code: number; message: string; result: T };

let database: ScratchDatabase;
let sql: pg.Pool;
let sharedDir: string;
let a: StartedServer;
let b: StartedServer;
let proxy: Awaited<ReturnType<typeof startNginx>>;
let jobId: string;

/** A JSON call to `/jeecg-boot<path>` on `base`; the HTTP status and the envelope. */
async function api<T = unknown>(
  base: string,
  path: string,
  {
    token,
    body,
    method,
    headers = {},
  }: { token?: string; body?: unknown; method?: string; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${base}/jeecg-boot${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { 'X-Access-Token': token } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

async function signIn(base: string, username: string, headers: Record<string, string> = {}) {
  const { body } = await api<{ token: string; userInfo: { id: string } }>(base, '/sys/login', {
    body: { username, password: '123456' },
    headers,
  });
  if (!body.success) throw new Error(`${username}: ${body.message}`);
  return body.result;
}

const rows = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  (await sql.query<T>(text, values)).rows;

/** A socket to `base` collecting its JSON frames. */
async function socket(base: string, path: string, token: string) {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/jeecg-boot${path}`, [token]);
  const frames: Record<string, unknown>[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(String(data)) as Record<string, unknown>));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return {
    frames,
    send: (frame: unknown) => ws.send(JSON.stringify(frame)),
    next: (test: (f: Record<string, unknown>) => boolean) =>
      vi.waitFor(
        () => {
          const found = frames.find(test);
          if (!found) throw new Error(`no such frame yet: ${JSON.stringify(frames)}`);
          return found;
        },
        { timeout: 5000, interval: 25 },
      ),
    close: () => ws.close(),
  };
}

describe.runIf(onPostgres)('two instances behind nginx (PostgreSQL only: instances share a PostgreSQL)', () => {
  beforeAll(async () => {
    if (!nginxBin()) throw new Error('the multi-instance tests need nginx (the Debian package nginx)');
    database = await copyOfTemplateDatabase();
    sql = new pg.Pool({ connectionString: database.url, max: 2 });
    // The demo SampleJob made to fire every second, running when both instances start: each second must run once.
    const [job] = await rows<{ id: string }>(
      `update quartz_job set cron_expression = '* * * * * ?', status = 0
       where job_class_name = 'org.jeecg.modules.quartz.job.SampleJob' returning id`,
    );
    jobId = job!.id;
    sharedDir = await mkdtemp(join(tmpdir(), 'exam-instances-'));
    const env = {
      DATABASE_URL: database.url,
      UPLOAD_DIR: join(sharedDir, 'upload'),
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STATIC_DIR: join(sharedDir, 'no-client'),
    };
    const started = await Promise.all(
      ['a', 'b'].map((name) => startServer({ dataDir: join(sharedDir, name), env, fromSource: true })),
    );
    a = started[0]!;
    b = started[1]!;
    proxy = await startNginx([a.port, b.port]);
  }, 120_000);

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await sql?.end();
    await database?.drop();
    if (sharedDir) await rm(sharedDir, { recursive: true, force: true });
  });

  it('a sign-in through one instance works on the other and through nginx, which passes on the client’s address', async () => {
    const { token } = await signIn(a.url, 'admin');
    expect((await api(b.url, '/sys/user/list', { token })).body.success).toBe(true);
    const throughProxy = await Promise.all(
      Array.from({ length: 6 }, () => api(proxy.url, '/sys/user/list', { token })),
    );
    expect(throughProxy.map((r) => r.body.success)).toEqual(Array(6).fill(true));
    await signIn(proxy.url, 'jeecg', { 'X-Forwarded-For': '10.9.8.7' });
    const [login] = await rows<{ ip: string }>(
      `select ip from sys_log where log_type = 1 and userid = 'jeecg' order by create_time desc limit 1`,
    );
    expect(login?.ip).toBe('10.9.8.7');
  });

  it('logout and 强退 on one instance end the session on both', async () => {
    const first = await signIn(a.url, 'jeecg');
    expect((await api(a.url, '/sys/logout', { token: first.token, body: {} })).body.success).toBe(true);
    expect((await api(b.url, '/sys/user/list', { token: first.token })).status).toBe(401);

    const second = await signIn(a.url, 'jeecg');
    const admin = await signIn(b.url, 'admin');
    // 在线用户 lists each session by its key (the token's hash), which 强退 takes.
    const online = await api<{ records: { token: string; username: string }[] }>(
      b.url,
      '/sys/online/list?pageSize=100',
      {
        token: admin.token,
      },
    );
    const key = hashToken(second.token);
    expect(online.body.result.records.map((r) => r.token)).toContain(key);
    const forced = await api(b.url, '/sys/online/forceLogout', { token: admin.token, body: { token: key } });
    expect(forced.body.success, forced.body.message).toBe(true);
    expect((await api(a.url, '/sys/permission/getUserPermissionByToken', { token: second.token })).status).toBe(401);
  });

  it('a job scheduled on both instances runs once a second', { timeout: 30_000 }, async () => {
    const runs = await vi.waitFor(
      async () => {
        const found = await rows<{ fire_time: string }>(
          'select fire_time from quartz_job_log where job_id = $1 order by fire_time',
          [jobId],
        );
        if (found.length < 3) throw new Error(`${found.length} runs so far`);
        return found;
      },
      { timeout: 20_000, interval: 250 },
    );
    const seconds = runs.map((r) => Number(r.fire_time));
    expect(new Set(seconds).size).toBe(seconds.length);
    // Consecutive seconds: neither instance skipped one the other did not run.
    expect(seconds.slice(1).map((t, i) => t - seconds[i]!)).toEqual(Array(seconds.length - 1).fill(1000));
  });

  it('an announcement and a grid row sent through one instance reach sockets held by the other', async () => {
    const jeecg = await signIn(b.url, 'jeecg');
    const onB = await socket(b.url, `/websocket/${jeecg.userInfo.id}`, jeecg.token);
    // Through nginx too (the upgrade is passed on, whichever instance holds it).
    const viaProxy = await socket(proxy.url, `/websocket/${jeecg.userInfo.id}`, jeecg.token);
    const admin = await signIn(a.url, 'admin');
    const titile = `多实例通告${Date.now()}`;
    const added = await api(a.url, '/sys/annountCement/add', {
      token: admin.token,
      body: {
        titile,
        msgCategory: '1',
        msgAbstract: '摘要',
        endTime: '2099-12-31 23:59:59',
        msgType: 'USER',
        userIds: `${jeecg.userInfo.id},`,
        priority: 'H',
      },
    });
    expect(added.body.success, added.body.message).toBe(true);
    const [row] = await rows<{ id: string }>('select id from sys_announcement where titile = $1', [titile]);
    expect(
      (await api(a.url, `/sys/annountCement/doReleaseData?id=${row!.id}`, { token: admin.token })).body.success,
    ).toBe(true);
    for (const s of [onB, viaProxy]) expect(await s.next((f) => f.msgId === row!.id)).toMatchObject({ msgTxt: titile });

    const wang = await signIn(a.url, 'wangqiang');
    const liu = await signIn(b.url, 'liuyang');
    const gridA = await socket(a.url, `/vxeSocket/${wang.userInfo.id}/${randomUUID()}?socketKey=demo-grid`, wang.token);
    const gridB = await socket(b.url, `/vxeSocket/${liu.userInfo.id}/${randomUUID()}?socketKey=demo-grid`, liu.token);
    const update = {
      type: 'update_vxe_table',
      data: { socketKey: 'demo-grid', args: [{ id: 'multi-instance', name: '跨实例' }, 0], caseId: 'case-1' },
    };
    gridA.send(update);
    expect(await gridB.next((f) => f.type === 'update_vxe_table')).toMatchObject({
      data: { socketKey: 'demo-grid', args: [{ id: 'multi-instance', name: '跨实例' }, 0] },
    });
    for (const s of [onB, viaProxy, gridA, gridB]) s.close();
  });

  it('the per-address sign-in limit counts the calls of both instances', async () => {
    const from = { 'X-Forwarded-For': '10.77.0.1' };
    const attempt = (base: string) =>
      api(base, '/sys/login', { body: { username: 'no-such-user', password: 'x' }, headers: from });
    // 60 a minute per address (plugins/rate-limits.ts), half through each instance.
    for (let i = 0; i < 60; i += 1) expect((await attempt(i % 2 ? a.url : b.url)).status).not.toBe(429);
    const over = await attempt(a.url);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('操作过于频繁，请稍后再试');
    expect((await attempt(b.url)).status).toBe(429);
  });

  it('an offline edit replayed to both instances with one X-Request-Id is written once', async () => {
    const { token } = await signIn(a.url, 'admin');
    const requestId = randomUUID();
    const name = `重放租户${Date.now()}`;
    const send = (base: string) =>
      api(base, '/sys/tenant/add', {
        token,
        body: { id: 96001, name, status: 1 },
        headers: { 'X-Request-Id': requestId },
      });
    const answers = await Promise.all([send(a.url), send(b.url)]);
    // The first carries it out; the other gets its answer back or, while it runs, 409 (tried again later).
    expect(answers.some((r) => r.body.success)).toBe(true);
    for (const r of answers) expect(r.body.success || r.status === 409, r.body.message).toBe(true);
    const again = await send(b.url);
    expect(again.body.success).toBe(true);
    expect(await rows('select id from sys_tenant where name = $1', [name])).toHaveLength(1);
  });

  it('a file uploaded through one instance is downloaded through the other (UPLOAD_DIR shared)', async () => {
    const { token } = await signIn(a.url, 'admin');
    const form = new FormData();
    const bytes = new TextEncoder().encode('多实例共享的上传文件');
    form.append('biz', 'temp');
    form.append('file', new Blob([bytes], { type: 'text/plain' }), 'shared.txt');
    const uploaded = (await (
      await fetch(`${a.url}/jeecg-boot/sys/common/upload`, {
        method: 'POST',
        headers: { 'X-Access-Token': token },
        body: form,
      })
    ).json()) as Envelope;
    expect(uploaded.success, uploaded.message).toBe(true);
    const download = await fetch(`${b.url}/jeecg-boot/sys/common/static/${uploaded.message}`, {
      headers: { 'X-Access-Token': token },
    });
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
  });

  it('one instance killed (SIGKILL) during a burst of writes: the other serves on, every acknowledged write is kept', async () => {
    const { token } = await signIn(proxy.url, 'admin');
    const total = 120;
    const acknowledged: number[] = [];
    let sent = 0;
    let killed: Promise<void> | undefined;
    const worker = async () => {
      while (sent < total) {
        const id = 97000 + sent++;
        if (sent === 40) killed = a.kill();
        const res = await api(proxy.url, '/sys/tenant/add', {
          token,
          body: { id, name: `突发写入${id}`, status: 1 },
        }).catch(() => undefined);
        if (res?.body.success) acknowledged.push(id);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    await killed;
    const kept = new Set(
      (await rows<{ id: number }>('select id from sys_tenant where id >= 97000 and id < $1', [97000 + total])).map(
        (r) => Number(r.id),
      ),
    );
    expect(acknowledged.filter((id) => !kept.has(id))).toEqual([]);
    // Only the writes under way on the killed instance may have failed.
    expect(acknowledged.length).toBeGreaterThan(total - 16);
    expect((await fetch(`${proxy.url}/ready`)).status).toBe(200);
    expect((await api(proxy.url, '/sys/tenant/list', { token })).body.success).toBe(true);
  });
});
