/**
 * Route schemas of the generic CRUD: add / edit bodies checked by the schema built from the definition (refusals
 * name the field's label), the list's paging parameters, and what the JeecgBoot client sends still accepted.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../src/domain/api';
import { sysDict, sysPosition, sysUser } from '../../server/db/schema';
import { apiUrl, authed, call, client, startTestServer, tokenFor, type TestServer } from './helpers';

type Rec = Record<string, unknown>;
let server: TestServer;
let token: string;
let admin: ReturnType<typeof client>;
let dictId: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server.app, 'admin');
  admin = client(server.app, token);
  const [dict] = await server.opened.db.select().from(sysDict).where(eq(sysDict.dictCode, 'priority'));
  dictId = dict!.id;
});
afterAll(async () => server?.close());

async function positionCount(): Promise<number> {
  const [row] = await server.opened.db.select({ n: count() }).from(sysPosition);
  return Number(row!.n);
}

async function findOne(path: string, key: string, value: string): Promise<Rec | undefined> {
  const res = await admin.get<PageResult<Rec>>(`${path}/list`, { [key]: value, pageSize: 100 });
  return res.body.result.records.find((r) => String(r[key]) === value);
}

const refused = (message: string) => ({ status: 400, body: { success: false, code: 400, message, result: null } });

describe('add and edit bodies', () => {
  it('refuses an object in a text field, naming the label, and stores nothing', async () => {
    const before = await positionCount();
    const res = await admin.post('/sys/position/add', { name: { $ne: '' }, code: 'schema_1', postRank: '1' });
    expect(res).toMatchObject(refused('「职务名称」格式不正确，应为文本'));
    expect(await positionCount()).toBe(before);
    expect(await findOne('/sys/position', 'code', 'schema_1')).toBeUndefined();
  });

  it.each([
    ['a list in a single-value field', { name: ['甲', '乙'], code: 'schema_2', postRank: '1' }, '职务名称', '文本'],
    ['an object in a select', { name: '甲', code: 'schema_2', postRank: { value: '1' } }, '职级', '文本'],
  ])('refuses %s', async (_, body, label, expected) => {
    expect(await admin.post('/sys/position/add', body)).toMatchObject(
      refused(`「${label}」格式不正确，应为${expected}`),
    );
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const payload of ['[1,2]', '"text"', '12']) {
      const res = await server.app.inject({
        method: 'POST',
        url: apiUrl('/sys/position/add'),
        headers: authed(token, { 'content-type': 'application/json' }),
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toMatchObject({ success: false, code: 400, message: '操作失败，请求数据格式不正确' });
    }
  });

  it('takes numeric strings, "" and null in an integer field; other text gets the form rule, a boolean the schema', async () => {
    const add = (n: number, sortOrder: unknown) =>
      admin.post('/sys/dictItem/add', { dictId, itemText: `档位${n}`, itemValue: `S${n}`, sortOrder, status: '1' });
    expect((await add(1, '7')).body).toMatchObject({ success: true, message: '添加成功！' });
    expect(await findOne('/sys/dictItem', 'itemValue', 'S1')).toMatchObject({ sortOrder: 7, status: 1 });
    expect((await add(2, '')).body.success).toBe(true);
    expect((await add(3, null)).body.success).toBe(true);
    expect((await add(4, 'abc')).body).toMatchObject({ success: false, code: 500, message: '排序值：请输入整数!' });
    expect(await add(5, true)).toMatchObject(refused('「排序值」格式不正确，应为整数'));
    expect(await add(6, [7])).toMatchObject(refused('「排序值」格式不正确，应为整数'));
  });

  it('keeps the length rule with the form rules (one message)', async () => {
    const res = await admin.post('/sys/position/add', { name: '长'.repeat(101), code: 'schema_3', postRank: '1' });
    expect(res.body).toMatchObject({ success: false, code: 500, message: '职务名称：最大长度100位字符' });
  });

  it('accepts what the JeecgBoot client sends: extra keys, dict texts, numbers in selects, multi-values as lists', async () => {
    const added = await admin.post('/sys/user/add', {
      username: 'schema_user',
      realname: '结构',
      password: 'abc12345',
      phone: '13700000071',
      sex: 1,
      sex_dictText: '男',
      relTenantIds: ['1', 2],
      selectedroles: '',
      selecteddeparts: '',
      _t: 1700000000,
    });
    expect(added.body).toMatchObject({ success: true, message: '添加成功！' });
    const user = (await findOne('/sys/user', 'username', 'schema_user'))!;
    expect(user).toMatchObject({ sex: 1, relTenantIds: '1,2' });
    // The whole record back (read-only, virtual and audit values included) with client decorations.
    const edited = await admin.put('/sys/user/edit', {
      ...user,
      realname: '结构二',
      status_dictText: '正常',
      extra: { a: 1 },
    });
    expect(edited.body).toMatchObject({ success: true, message: '编辑成功!' });
    expect(await admin.post('/sys/user/edit', { id: user.id, relTenantIds: [{ id: 1 }] })).toMatchObject(
      refused('「租户」格式不正确，应为文本'),
    );
    const [row] = await server.opened.db.select().from(sysUser).where(eq(sysUser.username, 'schema_user'));
    expect(row).toMatchObject({ realname: '结构二', relTenantIds: '1,2' });
  });

  it('checks access before the body: a staff member gets 510 for any body', async () => {
    const staff = await tokenFor(server.app, 'jeecg');
    const res = await call(server.app, {
      method: 'POST',
      url: apiUrl('/sys/user/add'),
      headers: authed(staff),
      payload: { username: { a: 1 } },
    });
    expect(res).toMatchObject({ status: 200, body: { success: false, code: 510 } });
  });
});

describe('list paging parameters', () => {
  it('falls back for text that is not a positive integer and caps large values, as before', async () => {
    const page = async (params: Record<string, string>) =>
      (await admin.get<PageResult<Rec>>('/sys/position/list', params)).body;
    expect(await page({ pageSize: 'abc' })).toMatchObject({ success: true, result: { size: 10, current: 1 } });
    expect(await page({ pageNo: 'abc', pageSize: '0' })).toMatchObject({
      success: true,
      result: { size: 10, current: 1 },
    });
    expect(await page({ pageNo: '2', pageSize: '3' })).toMatchObject({
      success: true,
      result: { size: 3, current: 2 },
    });
    expect(await page({ pageSize: '50000' })).toMatchObject({ success: true, result: { size: 1000 } });
  });

  it('refuses a repeated paging parameter, naming it', async () => {
    const res = await call(server.app, {
      method: 'GET',
      url: apiUrl('/sys/position/list').concat('?pageSize=10&pageSize=20'),
      headers: authed(token),
    });
    expect(res).toMatchObject(refused('「每页条数」格式不正确，应为整数'));
  });
});
