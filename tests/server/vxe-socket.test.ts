/**
 * Editable-grid live updates: /vxeSocket/{userId}/{pageId} on a listening server with the `ws` client — refusals before
 * the upgrade (token, someone else's id, a malformed page id or key, a key the user may not read), the heartbeat's
 * JSON answer, a row relayed from one page to the others and never back to the sender, the relay rule (tenant, the
 * key's route permission, subscribed keys), size and rate limits, server pushes. With DATABASE_URL, two instances on
 * one PostgreSQL relay each other's rows (LISTEN/NOTIFY, a large row in parts).
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { OpenedDb } from '../../server/db/open-db';
import { sysUser } from '../../server/db/schema';
import {
  sendVxeCommon,
  VXE_CHANNEL,
  VXE_HEARTBEAT_REPLY,
  VXE_MAX_FRAME_BYTES,
  VXE_RATE,
} from '../../server/realtime/vxe-socket';
import { MAX_CLIENT_FRAME_BYTES } from '../../server/realtime/websocket';
import { startTestServer, tokenFor, type TestServer, onPostgres, twoInstances, type TwoInstances } from './helpers';

type Frame = Record<string, unknown>;

/** A client socket that keeps every frame (each must be a JSON object). */
class Probe {
  readonly frames: Frame[] = [];
  closed: { code: number; reason: string } | null = null;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      expect(isBinary).toBe(false);
      const frame = JSON.parse(String(data)) as unknown;
      expect(typeof frame === 'object' && frame !== null && !Array.isArray(frame)).toBe(true);
      this.frames.push(frame as Frame);
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
    });
  }

  send(frame: unknown) {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Waits until a frame matching `test` has arrived; answers it. */
  async next(test: (f: Frame) => boolean = () => true, timeoutMs = 3000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.find(test);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such frame; got ${JSON.stringify(this.frames)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** The relayed rows (their first argument). */
  rows(): Frame[] {
    return this.frames
      .filter((f) => f.type === 'update_vxe_table')
      .map((f) => ((f.data as { args: unknown[] }).args[0] ?? {}) as Frame);
  }

  errors(): { code: string; message: string }[] {
    return this.frames.filter((f) => f.type === 'error').map((f) => f.data as { code: string; message: string });
  }

  async whenClosed(timeoutMs = 3000) {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    return this.closed;
  }

  close() {
    this.ws.close();
  }
}

function url(app: FastifyInstance, userId: string, pageId: string, query = ''): string {
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/jeecg-boot/vxeSocket/${userId}/${pageId}${query}`;
}

const newPage = (): string => randomUUID();

/** Opens a grid socket; resolves once open. */
function connect(app: FastifyInstance, userId: string, token: string, query = '', pageId = newPage()) {
  return new Promise<Probe>((resolve, reject) => {
    const ws = new WebSocket(url(app, userId, pageId, query), [token]);
    const probe = new Probe(ws);
    ws.once('open', () => resolve(probe));
    ws.once('error', reject);
  });
}

/** The HTTP status and body of a refused upgrade. */
function refusal(app: FastifyInstance, userId: string, token: string | undefined, pageId: string, query = '') {
  return new Promise<{ status: number; body: Frame }>((resolve, reject) => {
    const ws = new WebSocket(url(app, userId, pageId, query), token ? [token] : []);
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += String(chunk)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(body) as Frame }));
    });
    ws.on('open', () => reject(new Error('socket opened')));
    ws.on('error', () => undefined);
  });
}

const update = (socketKey: string, row: Frame, caseId = 'case-1') => ({
  type: 'update_vxe_table',
  data: { socketKey, args: [row, caseId] },
});

const quiet = (ms = 300) => new Promise((r) => setTimeout(r, ms));

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const open: Probe[] = [];

/** A socket of a seeded user, closed after the test. */
async function as(username: string, query = '', pageId?: string): Promise<Probe> {
  const probe = await connect(server.app, ids[username]!, tokens[username]!, query, pageId);
  open.push(probe);
  return probe;
}

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  for (const u of await server.opened.db.select().from(sysUser)) ids[u.username] = u.id;
  // admin manages every tenant (tenant 1); wangqiang, liuyang: staff of tenant 1; customer: tenant 2; jeecg: 1 and 2.
  for (const name of ['admin', 'wangqiang', 'liuyang', 'customer', 'jeecg'])
    tokens[name] = await tokenFor(server.app, name);
});
afterAll(async () => {
  for (const p of open) p.close();
  await server?.close();
});

async function closeAll() {
  for (const p of open.splice(0)) p.close();
  await quiet(50);
}

describe('opening /vxeSocket/{userId}/{pageId}', () => {
  it('refuses before the upgrade: no or bad token (401), another user’s id (403)', async () => {
    const page = newPage();
    expect((await refusal(server.app, ids.wangqiang!, undefined, page)).status).toBe(401);
    const bad = await refusal(server.app, ids.wangqiang!, 'f'.repeat(64), page);
    expect(bad).toMatchObject({ status: 401, body: { success: false, code: 401, message: 'Token失效，请重新登录!' } });
    const other = await refusal(server.app, ids.admin!, tokens.wangqiang, page);
    expect(other).toMatchObject({ status: 403, body: { success: false, message: '只能订阅本人的消息' } });
    expect(server.app.realtime.count(VXE_CHANNEL)).toBe(0);
  });

  it('refuses a malformed page id or key (400) and a key whose list the user may not read (403)', async () => {
    const { wangqiang } = ids;
    const token = tokens.wangqiang;
    for (const pageId of ['a'.repeat(65), 'page%20one', 'page.one']) {
      expect(await refusal(server.app, wangqiang!, token, pageId)).toMatchObject({
        status: 400,
        body: { success: false, message: '页面标识无效' },
      });
    }
    for (const key of ['bad key', '/no/such/list', 'a'.repeat(101)]) {
      expect(
        await refusal(server.app, wangqiang!, token, newPage(), `?socketKey=${encodeURIComponent(key)}`),
      ).toMatchObject({ status: 400, body: { message: 'socketKey 无效' } });
    }
    // 定时任务 is not a staff screen.
    expect(await refusal(server.app, wangqiang!, token, newPage(), '?socketKey=/sys/quartzJob/list')).toMatchObject({
      status: 403,
      body: { success: false },
    });
    expect(server.app.realtime.count(VXE_CHANNEL)).toBe(0);
  });

  it('answers {"type":"heart_beat","data":""} with {"type":"heart_beat","data":true} on that socket only', async () => {
    const a = await as('wangqiang');
    const b = await as('wangqiang');
    expect(a.ws.protocol).toBe(tokens.wangqiang);
    a.send({ type: 'heart_beat', data: '' });
    expect(await a.next()).toEqual(VXE_HEARTBEAT_REPLY);
    await quiet(100);
    expect(b.frames).toEqual([]);
    await closeAll();
  });
});

describe('relaying a saved row', () => {
  it('reaches the other pages showing the key (other users, the same user’s other tabs), not the sender', async () => {
    const a = await as('wangqiang', '?socketKey=demo-grid');
    const sameUser = await as('wangqiang', '?socketKey=demo-grid');
    const b = await as('liuyang', '?socketKey=demo-grid');
    const everyKey = await as('liuyang');
    const otherKey = await as('liuyang', '?socketKey=other-grid');
    const row = { id: 'r1', name: '改过的名称', num: 3 };
    a.send(update('demo-grid', row));
    const expected = update('demo-grid', row);
    expect(await b.next((f) => f.type === 'update_vxe_table')).toEqual(expected);
    expect(await sameUser.next((f) => f.type === 'update_vxe_table')).toEqual(expected);
    expect(await everyKey.next((f) => f.type === 'update_vxe_table')).toEqual(expected);
    await quiet();
    expect(a.frames).toEqual([]);
    expect(otherKey.frames).toEqual([]);
    await closeAll();
  });

  it('keeps the order of a page’s rows', async () => {
    const a = await as('wangqiang', '?socketKey=demo-grid');
    const b = await as('liuyang', '?socketKey=demo-grid');
    for (let i = 0; i < 20; i += 1) a.send(update('demo-grid', { id: `r${i}`, n: i }));
    await b.next(() => b.rows().length === 20);
    expect(b.rows().map((r) => r.n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    await closeAll();
  });

  it('does not reach a user working in another tenant; reaches accounts that manage every tenant', async () => {
    const sender = await as('wangqiang', '?socketKey=demo-grid');
    const customer = await as('customer', '?socketKey=demo-grid');
    const jeecgInTenant2 = await as('jeecg', '?socketKey=demo-grid&tenantId=2');
    const jeecgInTenant1 = await as('jeecg', '?socketKey=demo-grid');
    const admin = await as('admin', '?socketKey=demo-grid');
    sender.send(update('demo-grid', { id: 't1', name: '租户一' }));
    await jeecgInTenant1.next((f) => f.type === 'update_vxe_table');
    await admin.next((f) => f.type === 'update_vxe_table');
    await quiet();
    expect(customer.frames).toEqual([]);
    expect(jeecgInTenant2.frames).toEqual([]);

    // A row naming its tenant goes to that tenant; staff cannot send one of another tenant.
    sender.send(update('demo-grid', { id: 't2', tenantId: 2 }));
    expect(await sender.next((f) => f.type === 'error')).toEqual({
      type: 'error',
      data: { code: 'forbidden', message: '无权转发该表格的数据' },
    });
    const adminSender = await as('admin', '?socketKey=demo-grid');
    adminSender.send(update('demo-grid', { id: 't3', tenantId: '2' }));
    await customer.next((f) => f.type === 'update_vxe_table');
    await jeecgInTenant2.next((f) => f.type === 'update_vxe_table');
    await quiet();
    expect(jeecgInTenant1.rows().map((r) => r.id)).toEqual(['t1']);
    expect(customer.rows().map((r) => r.id)).toEqual(['t3']);

    // A tenant-2 row reaches admin (tenant 1, manages every tenant), not the staff of tenant 1.
    const customerTab = await as('customer', '?socketKey=demo-grid');
    customerTab.send(update('demo-grid', { id: 't4' }));
    await admin.next((f) => f.type === 'update_vxe_table' && admin.rows().some((r) => r.id === 't4'));
    await quiet();
    expect(sender.rows()).toEqual([]);
    expect(jeecgInTenant2.rows().map((r) => r.id)).toEqual(['t3', 't4']);
    await closeAll();
  });

  it('a key naming an API list needs that list’s access: the rows do not reach a user who may not read it', async () => {
    const admin = await as('admin', '?socketKey=/sys/quartzJob/list');
    const adminTab = await as('admin');
    const staff = await as('wangqiang'); // every key it may see
    admin.send(update('/sys/quartzJob/list', { id: 'job1', jobClassName: 'x.Y' }));
    await adminTab.next((f) => f.type === 'update_vxe_table');
    await quiet();
    expect(staff.frames).toEqual([]);
    // Nor can such a user send rows for it.
    staff.send(update('/sys/quartzJob/list', { id: 'job1', jobClassName: 'evil' }));
    expect(await staff.next((f) => f.type === 'error')).toMatchObject({ data: { code: 'forbidden' } });
    await quiet();
    expect(adminTab.rows().map((r) => r.jobClassName)).toEqual(['x.Y']);

    // A list staff may read (字典项) relays an editor's rows to staff pages.
    const editor = await as('admin', '?socketKey=/sys/dictItem/list');
    const b = await as('liuyang', '?socketKey=/sys/dictItem/list');
    editor.send(update('/sys/dictItem/list', { id: 'item1', itemText: '新文字' }));
    expect((await b.next((f) => f.type === 'update_vxe_table')).data).toMatchObject({
      socketKey: '/sys/dictItem/list',
    });
    await closeAll();
  });

  it('a user who may only read a list cannot send its rows (sending needs the list’s edit permission)', async () => {
    const reader = await as('wangqiang', '?socketKey=/sys/dictItem/list');
    const other = await as('liuyang', '?socketKey=/sys/dictItem/list');
    reader.send(update('/sys/dictItem/list', { id: 'item1', itemText: '伪造的文字' }));
    expect(await reader.next((f) => f.type === 'error')).toEqual({
      type: 'error',
      data: { code: 'forbidden', message: '无权转发该表格的数据' },
    });
    await quiet();
    expect(other.rows()).toEqual([]);
    await closeAll();
  });

  it('a page may only send rows for the keys it subscribed to', async () => {
    const a = await as('wangqiang', '?socketKey=demo-grid');
    const b = await as('liuyang');
    a.send(update('other-grid', { id: 'x' }));
    expect(await a.next((f) => f.type === 'error')).toMatchObject({ data: { code: 'forbidden' } });
    await quiet();
    expect(b.frames).toEqual([]);
    await closeAll();
  });
});

describe('refusals and limits', () => {
  it('refuses malformed frames, unknown types and a client’s common_send_date, with JSON answers', async () => {
    const a = await as('wangqiang');
    const b = await as('liuyang');
    const cases: [unknown, string][] = [
      ['ping', 'bad_frame'],
      [[1, 2], 'bad_frame'],
      [{ type: 'update_vxe_table', data: { socketKey: 'demo-grid', args: ['not a row'] } }, 'bad_frame'],
      [{ type: 'update_vxe_table', data: { socketKey: 'bad key', args: [{ id: 1 }] } }, 'bad_key'],
      [{ type: 'common_send_date', data: { key: 'k', args: [] } }, 'server_only'],
      [{ type: 'chat', data: 'hi' }, 'unknown_type'],
    ];
    for (const [frame, code] of cases) {
      const before = a.errors().length;
      a.send(frame);
      await a.next(() => a.errors().length > before);
      expect(a.errors().at(-1)?.code).toBe(code);
    }
    a.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    await a.next(() => a.errors().length === cases.length + 1);
    await quiet(100);
    expect(b.frames).toEqual([]);
    await closeAll();
  });

  it(`refuses a row over ${VXE_MAX_FRAME_BYTES / 1024} KB (not relayed); a frame over 64 KB closes the socket (1009)`, async () => {
    const a = await as('wangqiang', '?socketKey=demo-grid');
    const b = await as('liuyang', '?socketKey=demo-grid');
    a.send(update('demo-grid', { id: 'big', text: '字'.repeat(VXE_MAX_FRAME_BYTES / 3) }));
    expect(await a.next((f) => f.type === 'error')).toEqual({
      type: 'error',
      data: { code: 'too_large', message: '消息超过 16 KB，未转发' },
    });
    // Just under the limit passes.
    const fits = update('demo-grid', { id: 'fits', text: '' });
    const room = VXE_MAX_FRAME_BYTES - Buffer.byteLength(JSON.stringify(fits));
    a.send(update('demo-grid', { id: 'fits', text: 'x'.repeat(room) }));
    expect((await b.next((f) => f.type === 'update_vxe_table')).data).toMatchObject({ socketKey: 'demo-grid' });
    expect(b.rows().map((r) => r.id)).toEqual(['fits']);

    a.send('x'.repeat(MAX_CLIENT_FRAME_BYTES + 1));
    expect(await a.whenClosed()).toMatchObject({ code: 1009 });
    await closeAll();
  });

  it(`rate-limits each socket: ${VXE_RATE.burst} frames at once, then ${VXE_RATE.perSecond} a second`, async () => {
    const a = await as('wangqiang');
    const other = await as('wangqiang');
    // The test clock stands still: no frame is earned back meanwhile.
    for (let i = 0; i < VXE_RATE.burst + 10; i += 1) a.send({ type: 'heart_beat', data: '' });
    await a.next((f) => f.type === 'error');
    await quiet(100);
    expect(a.frames.filter((f) => f.type === 'heart_beat')).toHaveLength(VXE_RATE.burst);
    expect(a.errors()).toEqual([{ code: 'rate_limited', message: '发送过于频繁，请稍后再试' }]);
    // Another socket has its own allowance; time earns frames back.
    other.send({ type: 'heart_beat', data: '' });
    await other.next();
    server.clock.advance(1000);
    const before = a.frames.length;
    a.send({ type: 'heart_beat', data: '' });
    expect(await a.next((f) => a.frames.indexOf(f) >= before)).toEqual(VXE_HEARTBEAT_REPLY);
    await closeAll();
  });
});

describe('server pushes and closing', () => {
  it('sendVxeCommon pushes {"type":"common_send_date","data":{key,args}} to users or to all', async () => {
    const wang = await as('wangqiang');
    const liu = await as('liuyang');
    await sendVxeCommon(server.app.realtime, 'refresh', ['paper', 1], [ids.wangqiang!]);
    expect(await wang.next()).toEqual({ type: 'common_send_date', data: { key: 'refresh', args: ['paper', 1] } });
    await sendVxeCommon(server.app.realtime, 'all', []);
    await liu.next((f) => (f.data as Frame).key === 'all');
    await quiet(100);
    expect(liu.frames.filter((f) => (f.data as Frame).key === 'refresh')).toEqual([]);
    await closeAll();
  });

  it('the notice socket and the grid socket are separate channels', async () => {
    const grid = await as('wangqiang');
    await server.app.realtime.broadcast({ cmd: 'topic', msgTxt: '公告' });
    await quiet();
    expect(grid.frames).toEqual([]);
    expect(server.app.realtime.count(VXE_CHANNEL, ids.wangqiang)).toBe(1);
    server.app.realtime.disconnect(ids.wangqiang);
    expect(await grid.whenClosed()).toMatchObject({ code: 1012 });
    await closeAll();
  });
});

describe.runIf(onPostgres)('two instances on PostgreSQL (PostgreSQL only: LISTEN/NOTIFY between two instances)', () => {
  let pair: TwoInstances | undefined;
  let dbA: OpenedDb;
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  beforeAll(async () => {
    pair = await twoInstances();
    ({ dbA, appA, appB } = pair);
  });
  afterAll(async () => pair?.close());

  it('a row sent on one instance reaches the pages on the other, a large one in parts, never another tenant', async () => {
    const users = new Map((await dbA.db.select().from(sysUser)).map((u) => [u.username, u.id]));
    const wang = users.get('wangqiang')!;
    const liu = users.get('liuyang')!;
    const customer = users.get('customer')!;
    const query = '?socketKey=demo-grid';
    const onA = await connect(appA, wang, await tokenFor(appA, 'wangqiang'), query);
    const onB = await connect(appB, liu, await tokenFor(appB, 'liuyang'), query);
    const otherTenant = await connect(appB, customer, await tokenFor(appB, 'customer'), query);
    const small = { id: `pg${Date.now()}`, name: '跨实例' };
    onA.send(update('demo-grid', small));
    expect(await onB.next((f) => f.type === 'update_vxe_table')).toEqual(update('demo-grid', small));
    // About 15 KB of Chinese text: three NOTIFY parts.
    const large = { id: 'pg-large', text: '长'.repeat(4800) };
    onA.send(update('demo-grid', large));
    await onB.next(() => onB.rows().length === 2);
    expect(onB.rows()[1]).toEqual(large);
    await quiet();
    expect(onA.frames).toEqual([]);
    expect(otherTenant.frames).toEqual([]);
    expect(onB.rows()).toHaveLength(2);
    for (const p of [onA, onB, otherTenant]) p.close();
  });
});
