/**
 * Realtime: /websocket/{userId} on a listening server with the `ws` client — the token as subprotocol
 * (echoed) or ?token=, refusals before the upgrade (no token, bad token, someone else's id), JSON-only frames, the
 * heartbeat answer, topic and user delivery from 发布 / 全部已读 / the scheduled job / 站内消息, a server-side close
 * the client sees, and the session check. With DATABASE_URL, two instances on one PostgreSQL deliver each other's
 * pushes (LISTEN/NOTIFY).
 */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { AppContext } from '../../server/context';
import type { OpenedDb } from '../../server/db/open-db';
import { sysAnnouncement, sysUser } from '../../server/db/schema';
import { CLOSE } from '../../server/realtime/hub';
import { HEARTCHECK_FRAME } from '../../server/realtime/websocket';
import { publishScheduledAnnouncements } from '../../server/services/announcements';
import { formatDateTime } from '../../server/time';
import {
  client,
  startTestServer,
  tokenFor,
  type TestServer,
  onPostgres,
  twoInstances,
  type TwoInstances,
} from './helpers';

type Frame = Record<string, unknown>;

/** A client socket that keeps every frame (each must be a JSON object) and waits for the next ones. */
class Probe {
  readonly frames: Frame[] = [];
  private waiters: (() => void)[] = [];
  closed: { code: number; reason: string } | null = null;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      expect(isBinary).toBe(false);
      const frame = JSON.parse(String(data)) as unknown;
      expect(typeof frame === 'object' && frame !== null && !Array.isArray(frame)).toBe(true);
      this.frames.push(frame as Frame);
      this.wake();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      this.wake();
    });
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** Waits until a frame matching `test` has arrived; answers it. */
  async next(test: (f: Frame) => boolean = () => true, timeoutMs = 3000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.find(test);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such frame; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
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

function wsUrl(app: FastifyInstance, userId: string, query = ''): string {
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/jeecg-boot/websocket/${userId}${query}`;
}

/** Opens a socket; resolves once open. */
function connect(app: FastifyInstance, userId: string, token?: string, query = ''): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl(app, userId, query), token ? [token] : []);
    const probe = new Probe(ws);
    ws.once('open', () => resolve(probe));
    ws.once('error', reject);
  });
}

/** The HTTP status (and body) of a refused upgrade. */
function refusal(app: FastifyInstance, userId: string, token?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl(app, userId), token ? [token] : []);
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += String(chunk)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    ws.on('open', () => reject(new Error('socket opened')));
    ws.on('error', () => undefined);
  });
}

const quiet = (ms = 300) => new Promise((r) => setTimeout(r, ms));

let server: TestServer;
let adminToken: string;
let jeecgToken: string;
let wangToken: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  adminToken = await tokenFor(server.app, 'admin');
  jeecgToken = await tokenFor(server.app, 'jeecg');
  wangToken = await tokenFor(server.app, 'wangqiang');
  for (const u of await server.opened.db.select().from(sysUser)) ids[u.username] = u.id;
});
afterAll(async () => server?.close());

async function publish(app: FastifyInstance, token: string, extra: Record<string, unknown>): Promise<string> {
  const admin = client(app, token);
  const titile = String(extra.titile);
  const added = await admin.post('/sys/annountCement/add', {
    msgCategory: '1',
    msgAbstract: '摘要',
    endTime: '2099-12-31 23:59:59',
    msgType: 'ALL',
    priority: 'H',
    ...extra,
  });
  expect(added.body.success).toBe(true);
  const [row] = await server.opened.db.select().from(sysAnnouncement).where(eq(sysAnnouncement.titile, titile));
  expect((await admin.get('/sys/annountCement/doReleaseData', { id: row!.id })).body.success).toBe(true);
  return row!.id;
}

describe('opening /websocket/{userId}', () => {
  it('refuses before the upgrade: no token, a bad token (401), another user’s channel (403)', async () => {
    expect(await refusal(server.app, ids.jeecg!)).toMatchObject({ status: 401 });
    const bad = await refusal(server.app, ids.jeecg!, 'f'.repeat(64));
    expect(bad.status).toBe(401);
    expect(JSON.parse(bad.body)).toMatchObject({ success: false, code: 401, message: 'Token失效，请重新登录!' });
    const other = await refusal(server.app, ids.admin!, jeecgToken);
    expect(other.status).toBe(403);
    expect(JSON.parse(other.body)).toMatchObject({ success: false, code: 403, message: '只能订阅本人的消息' });
    expect(server.app.realtime.count()).toBe(0);
  });

  it('accepts the token as subprotocol (echoed back) or as ?token=', async () => {
    const a = await connect(server.app, ids.jeecg!, jeecgToken);
    expect(a.ws.protocol).toBe(jeecgToken);
    const b = await connect(server.app, ids.jeecg!, undefined, `?token=${jeecgToken}`);
    expect(server.app.realtime.count(undefined, ids.jeecg)).toBe(2);
    a.close();
    b.close();
    await a.whenClosed();
    await b.whenClosed();
    await quiet(50);
    expect(server.app.realtime.count()).toBe(0);
  });

  it('accepts the Vue 3 client’s `{userId}_{md5(token)}`, not with another token’s md5', async () => {
    const md5 = (t: string) => createHash('md5').update(t).digest('hex');
    const probe = await connect(server.app, `${ids.jeecg!}_${md5(jeecgToken)}`, jeecgToken);
    expect(server.app.realtime.count(undefined, ids.jeecg)).toBe(1);
    probe.close();
    await probe.whenClosed();
    expect((await refusal(server.app, `${ids.jeecg!}_${md5(wangToken)}`, jeecgToken)).status).toBe(403);
  });

  it('answers any client text (ping, HeartBeat, heartcheck) with the JSON heartcheck, never a bare ping', async () => {
    const probe = await connect(server.app, ids.jeecg!, jeecgToken);
    for (const text of ['ping', 'HeartBeat', JSON.stringify({ cmd: 'heartcheck' })]) {
      const before = probe.frames.length;
      probe.ws.send(text);
      await probe.next(() => probe.frames.length > before);
      expect(probe.frames.at(-1)).toEqual(HEARTCHECK_FRAME);
    }
    probe.close();
  });
});

describe('delivery', () => {
  it('a published 全体用户 notice reaches every socket as {"cmd":"topic", msgId, msgTxt}', async () => {
    const jeecg = await connect(server.app, ids.jeecg!, jeecgToken);
    const wang = await connect(server.app, ids.wangqiang!, wangToken);
    const id = await publish(server.app, adminToken, { titile: '全员推送' });
    const expected = { cmd: 'topic', msgId: id, msgTxt: '全员推送' };
    expect(await jeecg.next((f) => f.msgId === id)).toEqual(expected);
    expect(await wang.next((f) => f.msgId === id)).toEqual(expected);
    jeecg.close();
    wang.close();
  });

  it('a 指定用户 notice reaches its users only, as {"cmd":"user", msgId, msgTxt}', async () => {
    const jeecg = await connect(server.app, ids.jeecg!, jeecgToken);
    const wang = await connect(server.app, ids.wangqiang!, wangToken);
    const id = await publish(server.app, adminToken, {
      titile: '只推给张晓明',
      msgType: 'USER',
      userIds: `${ids.jeecg},`,
    });
    expect(await jeecg.next((f) => f.msgId === id)).toEqual({ cmd: 'user', msgId: id, msgTxt: '只推给张晓明' });
    await quiet();
    expect(wang.frames.filter((f) => f.msgId === id)).toEqual([]);
    jeecg.close();
    wang.close();
  });

  it('全部已读 tells the user’s own sockets (every tab) to reload', async () => {
    const tab1 = await connect(server.app, ids.wangqiang!, wangToken);
    const tab2 = await connect(server.app, ids.wangqiang!, wangToken);
    const jeecg = await connect(server.app, ids.jeecg!, jeecgToken);
    await client(server.app, wangToken).put('/sys/sysAnnouncementSend/readAll', {});
    expect(await tab1.next((f) => f.cmd === 'topic')).toEqual({ cmd: 'topic' });
    expect(await tab2.next((f) => f.cmd === 'topic')).toEqual({ cmd: 'topic' });
    await quiet();
    expect(jeecg.frames).toEqual([]);
    for (const p of [tab1, tab2, jeecg]) p.close();
  });

  it('the scheduled job and 站内消息 push too', async () => {
    const jeecg = await connect(server.app, ids.jeecg!, jeecgToken);
    const admin = client(server.app, adminToken);
    await admin.post('/sys/annountCement/add', {
      titile: '定时推送',
      msgCategory: '1',
      msgAbstract: '摘要',
      startTime: formatDateTime(new Date(server.clock.ms() - 60_000)),
      endTime: '2099-12-31 23:59:59',
      msgType: 'ALL',
      priority: 'L',
    });
    const ctx = {
      db: server.opened.db,
      now: () => server.clock.ms(),
      log: server.app.log,
      realtime: server.app.realtime,
    } as unknown as AppContext;
    await publishScheduledAnnouncements(ctx);
    expect(await jeecg.next((f) => f.msgTxt === '定时推送')).toMatchObject({ cmd: 'topic' });

    const sent = await admin.post('/sys/message/sysMessageTemplate/sendMsg', {
      templateCode: 'exam_notice',
      testData: '{"name":"张晓明","exam":"期末考试","date":"明天"}',
      receiver: 'jeecg',
      msgType: 'system',
    });
    expect(sent.body).toMatchObject({ success: true, message: '消息发送成功！' });
    expect(await jeecg.next((f) => f.msgTxt === '消息发送测试')).toMatchObject({
      cmd: 'user',
      userId: ids.jeecg,
      msgId: expect.any(String),
    });
    jeecg.close();
  });
});

describe('connections the server ends', () => {
  it('a server-side close is seen by the client (it reconnects and refetches)', async () => {
    const probe = await connect(server.app, ids.jeecg!, jeecgToken);
    server.app.realtime.disconnect(ids.jeecg!);
    expect(await probe.whenClosed()).toMatchObject({ code: CLOSE.restart });
    const again = await connect(server.app, ids.jeecg!, jeecgToken);
    const id = await publish(server.app, adminToken, { titile: '重连之后' });
    expect(await again.next((f) => f.msgId === id)).toMatchObject({ cmd: 'topic' });
    again.close();
  });

  it('a socket whose session has ended is closed with 1008 at the next check', async () => {
    const token = await tokenFor(server.app, 'chenjing');
    const probe = await connect(server.app, ids.chenjing!, token);
    await client(server.app, token).post('/sys/logout', {});
    await server.app.realtime.checkConnections();
    expect(await probe.whenClosed()).toMatchObject({ code: CLOSE.policy });
  });

  it('closing the app closes its sockets (1001)', async () => {
    const other = await startTestServer();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await tokenFor(other.app, 'jeecg');
    const probe = await connect(other.app, ids.jeecg!, token);
    await other.close();
    expect(await probe.whenClosed()).toMatchObject({ code: CLOSE.goingAway });
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

  it('a notice published on one instance reaches the sockets of the other (LISTEN/NOTIFY)', async () => {
    const [jeecg] = await dbA.db.select().from(sysUser).where(eq(sysUser.username, 'jeecg'));
    const token = await tokenFor(appB, 'jeecg');
    const onB = await connect(appB, jeecg!.id, token);
    const onA = await connect(appA, jeecg!.id, await tokenFor(appA, 'jeecg'));
    const admin = client(appA, await tokenFor(appA, 'admin'));
    const titile = `跨实例${Date.now()}`;
    await admin.post('/sys/annountCement/add', {
      titile,
      msgCategory: '1',
      msgAbstract: '摘要',
      endTime: '2099-12-31 23:59:59',
      msgType: 'USER',
      userIds: `${jeecg!.id},`,
      priority: 'H',
    });
    const [row] = await dbA.db.select().from(sysAnnouncement).where(eq(sysAnnouncement.titile, titile));
    expect((await admin.get('/sys/annountCement/doReleaseData', { id: row!.id })).body.success).toBe(true);
    const expected = { cmd: 'user', msgId: row!.id, msgTxt: titile };
    expect(await onB.next((f) => f.msgId === row!.id)).toEqual(expected);
    expect(await onA.next((f) => f.msgId === row!.id)).toEqual(expected);
    // Each instance delivered it once.
    await quiet();
    expect(onB.frames.filter((f) => f.msgId === row!.id)).toHaveLength(1);
    onA.close();
    onB.close();
  });
});
