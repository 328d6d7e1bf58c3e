import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { NO_PARAMETERS } from '../../server/http/route-schemas';
import { sysRole } from '../../server/db/schema';
import { authed, call, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const TOKEN_INVALID = { success: false, code: 401, message: 'Token失效，请重新登录!', result: null };
const permissionUrl = '/jeecg-boot/sys/permission/getUserPermissionByToken';

describe('tokens', () => {
  it('logout revokes the token at once', async () => {
    const token = await tokenFor(server.app, 'admin');
    expect((await call(server.app, { method: 'GET', url: permissionUrl, headers: authed(token) })).status).toBe(200);
    const out = await call(server.app, { method: 'POST', url: '/jeecg-boot/sys/logout', headers: authed(token) });
    expect(out.body).toMatchObject({ success: true, code: 200, message: '退出登录成功！' });
    const after = await call(server.app, { method: 'GET', url: permissionUrl, headers: authed(token) });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject(TOKEN_INVALID);
  });

  it('logout without a valid token fails', async () => {
    for (const headers of [{}, authed('nope')]) {
      const res = await call(server.app, { method: 'POST', url: '/jeecg-boot/sys/logout', headers });
      expect(res.body).toMatchObject({ success: false, code: 500, message: '退出登录失败！' });
    }
    const token = await tokenFor(server.app, 'admin');
    // A token in the address counts only on download routes.
    const inQuery = await call(server.app, { method: 'GET', url: `/jeecg-boot/sys/logout?token=${token}` });
    expect(inQuery.body.message).toBe('退出登录失败！');
    const viaGet = await call(server.app, { method: 'GET', url: '/jeecg-boot/sys/logout', headers: authed(token) });
    expect(viaGet.body.message).toBe('退出登录成功！');
  });

  it('ignores a token in the address outside the download routes', async () => {
    const token = await tokenFor(server.app, 'admin');
    const res = await call(server.app, { method: 'GET', url: `${permissionUrl}?token=${token}` });
    expect(res.status).toBe(401);
  });

  it('expires after 12 idle hours, sliding with use', async () => {
    const token = await tokenFor(server.app, 'admin');
    const get = () => call(server.app, { method: 'GET', url: permissionUrl, headers: authed(token) });
    server.clock.advance(11 * 3600_000);
    expect((await get()).status).toBe(200);
    server.clock.advance(11 * 3600_000);
    expect((await get()).status).toBe(200);
    server.clock.advance(12 * 3600_000 + 1);
    const res = await get();
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject(TOKEN_INVALID);
  });

  it('ends after 7 days whatever the activity', async () => {
    const token = await tokenFor(server.app, 'admin');
    const get = () => call(server.app, { method: 'GET', url: permissionUrl, headers: authed(token) });
    for (let i = 0; i < 16; i++) {
      server.clock.advance(10 * 3600_000);
      expect((await get()).status).toBe(200);
    }
    server.clock.advance(10 * 3600_000);
    expect((await get()).status).toBe(401);
  });
});

describe('every protected route refuses a missing or bad token', () => {
  it('has a route table with public and protected API routes', () => {
    const table = server.app.routeTable;
    expect(table.some((r) => r.public && r.url === '/jeecg-boot/sys/login')).toBe(true);
    expect(table.some((r) => !r.public && r.url === permissionUrl)).toBe(true);
    expect(table.every((r) => r.url.startsWith('/jeecg-boot/'))).toBe(true);
  });

  it('answers HTTP 401 with the envelope on each protected route', async () => {
    const protectedRoutes = server.app.routeTable.filter((r) => !r.public);
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(6);
    for (const route of protectedRoutes) {
      const url = route.url.replace(/:[^/]+/g, 'x').replace(/\*/g, 'x');
      for (const headers of [{}, authed('bad-token'), authed('0'.repeat(64))]) {
        const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
        const res = await call(server.app, { method, url, headers, payload: method === 'GET' ? undefined : {} });
        expect(res.status, `${route.method} ${route.url}`).toBe(401);
        expect(res.body, `${route.method} ${route.url}`).toMatchObject(TOKEN_INVALID);
        expect(typeof res.body.timestamp).toBe('number');
      }
    }
  });
});

describe('unknown paths, methods and bad requests', () => {
  it('answers 404 for an unknown API path and 405 for a wrong method', async () => {
    const missing = await call(server.app, { method: 'GET', url: '/jeecg-boot/sys/nothing' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, code: 404 });
    const wrong = await call(server.app, { method: 'DELETE', url: '/jeecg-boot/sys/login' });
    expect(wrong.status).toBe(405);
    expect(wrong.body).toMatchObject({ success: false, code: 405 });
    expect(wrong.headers.allow).toBe('POST');
  });

  it('answers malformed JSON with an envelope and no internals', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/jeecg-boot/sys/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 400, message: '操作失败，请求数据格式不正确' });
  });

  it('treats an empty JSON body as {}', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/jeecg-boot/sys/logout',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.json()).toMatchObject({ success: false, message: '退出登录失败！' });
  });
});

describe('serving the built client', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'exam-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><html lang="zh-CN"><title>考试管理系统</title></html>');
    await writeFile(join(dist, 'sw.js'), 'self.addEventListener("install",()=>{})');
    await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(join(dist, 'robots.txt'), 'User-agent: *');
    app = await buildApp({ db: server.opened.db, staticDir: dist });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html for app routes, uncached', async () => {
    for (const url of ['/', '/user/login', '/dashboard/analysis?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('考试管理系统');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and sw.js not at all', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toBe('User-agent: *');
  });

  it('does not answer a missing asset, an API path or a traversal with index.html', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/gone-999.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/jeecg-boot/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 404 });
    const traversal = await app.inject({ method: 'GET', url: '/..%2F..%2Fetc%2Fpasswd' });
    expect(traversal.body).not.toContain('root:');
  });
});

describe('compressed API answers', () => {
  it('compresses a large JSON answer for a client that accepts it, and not for one that does not', async () => {
    const token = await tokenFor(server.app, 'admin');
    const plain = await server.app.inject({ method: 'GET', url: permissionUrl, headers: { 'X-Access-Token': token } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['gzip', 'br'] as const) {
      const packed = await server.app.inject({
        method: 'GET',
        url: permissionUrl,
        headers: { 'X-Access-Token': token, 'Accept-Encoding': encoding },
      });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      const unpacked = encoding === 'gzip' ? gunzipSync(packed.rawPayload) : brotliDecompressSync(packed.rawPayload);
      const { timestamp: _t1, ...answer } = JSON.parse(unpacked.toString('utf8')) as Record<string, unknown>;
      const { timestamp: _t2, ...expected } = plain.json<Record<string, unknown>>();
      expect(answer).toEqual(expected);
    }
  });
});

describe('route permissions and failures of added routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      db: server.opened.db,
      now: server.clock.now,
      routes: [
        async (api) => {
          api.get('/test/userAdd', { config: { permission: 'system:user:add' }, schema: NO_PARAMETERS }, async () => ({
            ok: 1,
          }));
          api.get(
            '/test/positionExport',
            { config: { permission: 'system:position:export' }, schema: NO_PARAMETERS },
            async () => ({
              ok: 1,
            }),
          );
          api.get('/test/crash', { config: { public: true }, schema: NO_PARAMETERS }, async () => {
            throw new Error('relation "secret_table" does not exist: select * from secret_table');
          });
          api.get('/test/duplicate', { config: { public: true }, schema: NO_PARAMETERS }, async () => {
            await server.opened.db.insert(sysRole).values({ id: 'dup-1', roleName: '重复', roleCode: 'admin' });
            return { ok: 1 };
          });
        },
      ],
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 510 when the user lacks the declared permission', async () => {
    const jeecg = await tokenFor(app, 'jeecg');
    const refused = await call(app, { method: 'GET', url: '/jeecg-boot/test/userAdd', headers: authed(jeecg) });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员授权' });
    const admin = await tokenFor(app, 'admin');
    expect(
      (await app.inject({ method: 'GET', url: '/jeecg-boot/test/userAdd', headers: authed(admin) })).json(),
    ).toEqual({ ok: 1 });
  });

  it('lets everyone through a rule that is switched off (status 0)', async () => {
    const jeecg = await tokenFor(app, 'jeecg');
    const res = await app.inject({ method: 'GET', url: '/jeecg-boot/test/positionExport', headers: authed(jeecg) });
    expect(res.json()).toEqual({ ok: 1 });
  });

  it('answers an unexpected error with code 500 and no internals', async () => {
    const res = await app.inject({ method: 'GET', url: '/jeecg-boot/test/crash' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, code: 500, message: '操作失败，服务器内部错误', result: null });
    expect(res.body).not.toMatch(/secret_table|select|stack|at /);
  });

  it("answers a duplicate key with JeecgBoot's message", async () => {
    const res = await app.inject({ method: 'GET', url: '/jeecg-boot/test/duplicate' });
    expect(res.json()).toMatchObject({ success: false, code: 500, message: '数据库中已存在该记录' });
    expect(res.body).not.toContain('uniq_sys_role');
  });

  it('refuses to register an API route without an access decision', async () => {
    await expect(
      buildApp({ db: server.opened.db, routes: [async (api) => void api.get('/test/undeclared', async () => 1)] }),
    ).rejects.toThrow(/must declare one access/);
  });
});
