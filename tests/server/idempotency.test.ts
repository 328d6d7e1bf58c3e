/** X-Request-Id: a repeated write returns the first answer and is not carried out twice. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../src/domain/api';
import { sysPosition, sysRequestLog } from '../../server/db/schema';
import {
  IN_PROGRESS_MESSAGE,
  KEY_REUSED_MESSAGE,
  REPLAY_HEADER,
  REQUEST_LOG_TTL_MS,
} from '../../server/plugins/idempotency';
import { apiUrl, authed, call, client, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server.app, 'admin');
});
afterAll(async () => server?.close());

const post = (path: string, payload: Record<string, unknown>, requestId: string, as = token) =>
  server.app.inject({
    method: 'POST',
    url: apiUrl(path),
    headers: authed(as, { 'X-Request-Id': requestId }),
    payload,
  });

async function positionsCoded(code: string) {
  return server.opened.db.select().from(sysPosition).where(eq(sysPosition.code, code));
}

describe('idempotency keys', () => {
  it('a repeated POST returns the first answer and adds one row only', async () => {
    const id = randomUUID();
    const payload = { name: '考务专员', code: 'idem_1', postRank: '2' };
    const first = await post('/sys/position/add', payload, id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true });
    const again = await post('/sys/position/add', payload, id);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers[REPLAY_HEADER]).toBe('true');
    expect(again.headers['content-type']).toContain('application/json');
    expect(await positionsCoded('idem_1')).toHaveLength(1);

    // Without a key the same add runs again (and the duplicate rule answers).
    const unkeyed = await call(server.app, {
      method: 'POST',
      url: apiUrl('/sys/position/add'),
      headers: authed(token),
      payload,
    });
    expect(unkeyed.body.success).toBe(false);
    expect(await positionsCoded('idem_1')).toHaveLength(1);
  });

  it('a refusal is stored too: the repeat gets the same refusal, not a second try', async () => {
    const id = randomUUID();
    const bad = { name: '', code: 'idem_2', postRank: '2' };
    const first = await post('/sys/position/add', bad, id);
    expect(first.json()).toMatchObject({ success: false });
    const again = await post('/sys/position/add', { ...bad, name: '已修正' }, id);
    expect(again.body).toBe(first.body);
    expect(await positionsCoded('idem_2')).toHaveLength(0);
  });

  it('PUT and DELETE replay as well; the edit and the delete happen once', async () => {
    const admin = client(server.app, token);
    await admin.post('/sys/position/add', { name: '阅卷员', code: 'idem_3', postRank: '1' });
    const [row] = await positionsCoded('idem_3');
    const editId = randomUUID();
    const edit = () =>
      server.app.inject({
        method: 'PUT',
        url: apiUrl('/sys/position/edit'),
        headers: authed(token, { 'X-Request-Id': editId }),
        payload: { id: row!.id, name: '阅卷组长', code: 'idem_3', postRank: '1' },
      });
    const firstEdit = await edit();
    expect(firstEdit.json()).toMatchObject({ success: true });
    // Someone else changes the name; the replayed edit must not put its value back.
    await admin.put('/sys/position/edit', { id: row!.id, name: '阅卷主管', code: 'idem_3', postRank: '1' });
    expect((await edit()).body).toBe(firstEdit.body);
    expect((await positionsCoded('idem_3'))[0]?.name).toBe('阅卷主管');

    const deleteId = randomUUID();
    const del = () =>
      server.app.inject({
        method: 'DELETE',
        url: apiUrl('/sys/position/delete', { id: row!.id }),
        headers: authed(token, { 'X-Request-Id': deleteId }),
      });
    const firstDelete = await del();
    expect(firstDelete.json()).toMatchObject({ success: true });
    expect((await del()).body).toBe(firstDelete.body);
    expect(await positionsCoded('idem_3')).toHaveLength(0);
  });

  it("keys belong to a user: another user's answer under the same key is not replayed", async () => {
    const id = randomUUID();
    await server.opened.db.insert(sysRequestLog).values({
      userId: 'someone-else',
      requestId: id,
      method: 'POST',
      url: apiUrl('/sys/position/add'),
      statusCode: 200,
      contentType: 'application/json; charset=utf-8',
      body: '{"success":true,"message":"not yours","code":200,"result":null}',
      createdAt: server.clock.ms(),
    });
    const mine = await post('/sys/position/add', { name: '监考员', code: 'idem_4', postRank: '1' }, id);
    expect(mine.headers[REPLAY_HEADER]).toBeUndefined();
    expect(mine.json().message).not.toBe('not yours');
    expect(await positionsCoded('idem_4')).toHaveLength(1);
    const stored = await server.opened.db.select().from(sysRequestLog).where(eq(sysRequestLog.requestId, id));
    expect(stored).toHaveLength(2);
  });

  it('a key reused for another request is refused; a key still running answers 409', async () => {
    const id = randomUUID();
    await post('/sys/position/add', { name: '巡考员', code: 'idem_5', postRank: '1' }, id);
    const reused = await post('/sys/role/add', { roleName: '巡考', roleCode: 'idem_role' }, id);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ success: false, message: KEY_REUSED_MESSAGE });

    const running = randomUUID();
    const [admin] = await server.opened.db
      .select({ userId: sysRequestLog.userId })
      .from(sysRequestLog)
      .where(eq(sysRequestLog.requestId, id));
    await server.opened.db.insert(sysRequestLog).values({
      userId: admin!.userId,
      requestId: running,
      method: 'POST',
      url: apiUrl('/sys/position/add'),
      createdAt: server.clock.ms(),
    });
    const busy = await post('/sys/position/add', { name: '巡考员', code: 'idem_6', postRank: '1' }, running);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ message: IN_PROGRESS_MESSAGE });
    expect(await positionsCoded('idem_6')).toHaveLength(0);
  });

  it('answers are kept 24 hours; after that the key runs again', async () => {
    const id = randomUUID();
    await post('/sys/position/add', { name: '考点主任', code: 'idem_7', postRank: '3' }, id);
    const admin = client(server.app, token);
    const list = await admin.get<PageResult<Record<string, unknown>>>('/sys/position/list', { code: 'idem_7' });
    await admin.del('/sys/position/delete', { id: String(list.body.result.records[0]?.id) });
    server.clock.advance(REQUEST_LOG_TTL_MS + 60_000);
    const fresh = await tokenFor(server.app, 'admin');
    const again = await post('/sys/position/add', { name: '考点主任', code: 'idem_7', postRank: '3' }, id, fresh);
    expect(again.headers[REPLAY_HEADER]).toBeUndefined();
    expect(again.json()).toMatchObject({ success: true });
    expect(await positionsCoded('idem_7')).toHaveLength(1);
    const rows = await server.opened.db.select().from(sysRequestLog).where(eq(sysRequestLog.requestId, id));
    expect(rows).toHaveLength(1);
  });

  it('a GET that writes (停止 of a job) runs once per key; a repeat gets the first answer', async () => {
    const token = await tokenFor(server.app, 'admin'); // the 24-hour case above moved the clock on
    const list = await server.app.inject({
      method: 'GET',
      url: apiUrl('/sys/quartzJob/list'),
      headers: authed(token),
    });
    const job = (list.json().result as PageResult<{ id: string }>).records[0];
    expect(job).toBeDefined();
    const id = randomUUID();
    const pause = () =>
      server.app.inject({
        method: 'GET',
        url: apiUrl('/sys/quartzJob/pause'),
        query: { id: job!.id },
        headers: authed(token, { 'X-Request-Id': id }),
      });
    const first = await pause();
    expect(first.json().success).toBe(true);
    const again = await pause();
    expect(again.headers[REPLAY_HEADER]).toBe('true');
    expect(again.body).toBe(first.body);
    const rows = await server.opened.db.select().from(sysRequestLog).where(eq(sysRequestLog.requestId, id));
    expect(rows).toHaveLength(1);
  });

  it('reads and unkeyed writes are not logged', async () => {
    const before = (await server.opened.db.select().from(sysRequestLog)).length;
    await server.app.inject({
      method: 'GET',
      url: apiUrl('/sys/position/list'),
      headers: authed(token, { 'X-Request-Id': randomUUID() }),
    });
    expect((await server.opened.db.select().from(sysRequestLog)).length).toBe(before);
  });
});
