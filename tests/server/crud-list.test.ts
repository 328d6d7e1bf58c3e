/** JeecgBoot's list conventions on the generic CRUD: value forms, ranges, superQuery, sort, paging, dict texts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../src/domain/api';
import { sysPosition } from '../../server/db/schema';
import { client, startTestServer, tokenFor, type Params, type TestServer } from './helpers';

type Rec = Record<string, unknown>;
let server: TestServer;
let c: ReturnType<typeof client>;

const EXTRA_POSITIONS = [
  { id: '9000000000000000001', code: 'x_1', name: '合格率100%专员', postRank: '1', createTime: '2024-05-01 00:00:00' },
  { id: '9000000000000000002', code: 'xa1', name: '测试专员甲', postRank: '2', createTime: '2024-05-01 23:59:59' },
  { id: '9000000000000000003', code: 'xb,1', name: '测试专员乙', postRank: '3', createTime: '2024-05-02 00:00:00' },
];

beforeAll(async () => {
  server = await startTestServer();
  await server.opened.db.insert(sysPosition).values(EXTRA_POSITIONS.map((p) => ({ ...p, createBy: 'admin' })));
  c = client(server.app, await tokenFor(server.app, 'admin'));
});
afterAll(async () => server?.close());

async function page(path: string, params: Params = {}) {
  const res = await c.get<PageResult<Rec>>(path, params);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ success: true, code: 0 });
  return res.body.result;
}
const all = (path: string, params: Params = {}) => page(path, { pageSize: 1000, ...params });
const values = (records: Rec[], key: string) => records.map((r) => r[key]).sort();
async function codes(params: Params) {
  return values((await all('/sys/position/list', params)).records, 'code');
}
async function failure(path: string, params: Params) {
  const res = await c.get(path, params);
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(false);
  expect(res.body.code).toBe(500);
  return res.body.message;
}

let positions: Rec[];
let users: Rec[];
beforeAll(async () => {
  positions = (await all('/sys/position/list')).records;
  users = (await all('/sys/user/list')).records;
});
const expectCodes = (pred: (p: Rec) => boolean) =>
  positions
    .filter(pred)
    .map((p) => p.code)
    .sort();

describe('paging and the page shape', () => {
  it('defaults to page 1 of 10, newest first', async () => {
    const result = await page('/sys/position/list');
    expect(Object.keys(result).sort()).toEqual(['current', 'pages', 'records', 'size', 'total']);
    expect(result).toMatchObject({ total: 15, size: 10, current: 1, pages: 2 });
    expect(result.records).toHaveLength(10);
    expect(result.records[0]).toMatchObject({ code: 'xb,1', postRank_dictText: '中级' });
    const times = result.records.map((r) => String(r.createTime));
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('pages, caps the page size and survives bad numbers', async () => {
    expect(await page('/sys/position/list', { pageNo: 3, pageSize: 4 })).toMatchObject({
      current: 3,
      pages: 4,
      size: 4,
    });
    expect((await page('/sys/position/list', { pageNo: 4, pageSize: 4 })).records).toHaveLength(3);
    expect((await page('/sys/position/list', { pageNo: 9, pageSize: 4 })).records).toEqual([]);
    expect(await page('/sys/position/list', { pageSize: 50000 })).toMatchObject({ size: 1000, pages: 1 });
    expect(await page('/sys/position/list', { pageNo: 'abc', pageSize: '-3' })).toMatchObject({ current: 1, size: 10 });
    expect(await page('/sys/position/list', { pageNo: '99999999999999999999' })).toMatchObject({ records: [] });
  });

  it('ignores `field` and unknown or secret parameters', async () => {
    expect((await all('/sys/user/list', { field: 'id,,username', nope: 'x', password: 'x', salt: 'y' })).total).toBe(
      users.length,
    );
    for (const u of users) {
      expect(u).not.toHaveProperty('password');
      expect(u).not.toHaveProperty('salt');
    }
  });
});

describe('plain field filters (value forms)', () => {
  it('eq, like, left_like, right_like', async () => {
    expect(await codes({ name: '考务主管' })).toEqual(['kw_supervisor']);
    expect(await codes({ name: '*考务*' })).toEqual(expectCodes((p) => String(p.name).includes('考务')));
    expect(await codes({ name: '*专员' })).toEqual(expectCodes((p) => String(p.name).endsWith('专员')));
    expect(await codes({ name: '测试*' })).toEqual(['xa1', 'xb,1']);
  });

  it('escapes % and _ inside like values; * alone is an exact *', async () => {
    expect(await codes({ code: 'x_*' })).toEqual(['x_1']);
    expect(await codes({ name: '*100%*' })).toEqual(['x_1']);
    expect(await codes({ name: '*' })).toEqual([]);
  });

  it('in (commas), ne (!x), a++b (an escaped comma)', async () => {
    expect(await codes({ code: 'kw_supervisor,mt_expert' })).toEqual(['kw_supervisor', 'mt_expert']);
    expect(await codes({ code: '!kw_supervisor' })).toEqual(expectCodes((p) => p.code !== 'kw_supervisor'));
    expect(await codes({ code: 'xb++1' })).toEqual(['xb,1']);
    const jeecgLike = (await all('/sys/user/list', { relTenantIds: '1++2' })).records;
    expect(values(jeecgLike, 'username')).toEqual(['jeecg', 'xuming']);
  });

  it('symbol forms > >= < <= != = on strings and integers', async () => {
    expect(await codes({ postRank: '>= 4' })).toEqual(expectCodes((p) => String(p.postRank) >= '4'));
    expect(await codes({ postRank: '> 4' })).toEqual(expectCodes((p) => String(p.postRank) > '4'));
    expect(await codes({ postRank: '< 2' })).toEqual(expectCodes((p) => String(p.postRank) < '2'));
    expect(await codes({ postRank: '<= 2' })).toEqual(expectCodes((p) => String(p.postRank) <= '2'));
    expect(await codes({ postRank: '!= 5' })).toEqual(expectCodes((p) => p.postRank !== '5'));
    expect(await codes({ postRank: '= 5' })).toEqual(expectCodes((p) => p.postRank === '5'));
    const women = (await all('/sys/user/list', { sex: '> 1' })).records;
    expect(women.length).toBe(users.filter((u) => u.sex === 2).length);
    expect((await all('/sys/user/list', { status: '!= 1' })).records.map((u) => u.username)).toEqual(['zhaolei']);
  });

  it('the multi-select form ,a,b, matches either value inside comma lists', async () => {
    const tenant2 = (await all('/sys/user/list', { relTenantIds: ',2,' })).records;
    expect(values(tenant2, 'username')).toEqual(
      users
        .filter((u) => String(u.relTenantIds).split(',').includes('2'))
        .map((u) => u.username)
        .sort(),
    );
    const either = await all('/sys/user/list', { relTenantIds: ',3,2,' });
    expect(either.total).toBe(tenant2.length + 1);
  });

  it('_MultiString is an in list', async () => {
    expect(await codes({ code_MultiString: 'x_1,xa1' })).toEqual(['x_1', 'xa1']);
  });

  it('a value of the wrong type is a Chinese error, not a database error', async () => {
    expect(await failure('/sys/user/list', { sex: 'abc' })).toBe('查询条件「性别」的值格式不正确：abc');
    expect(await failure('/sys/user/list', { sex: '> x' })).toMatch(/^查询条件「性别」/);
    expect(await failure('/sys/user/list', { birthday: '2024-02-30' })).toMatch(/^查询条件「生日」/);
    expect(await failure('/sys/user/list', { status: '99999999999' })).toMatch(/^查询条件「状态」/);
  });
});

describe('ranges', () => {
  it('date-only ends cover the whole day on date-time columns', async () => {
    const day = { createTime_begin: '2024-05-01', createTime_end: '2024-05-01' };
    expect(await codes(day)).toEqual(['x_1', 'xa1']);
    expect(await codes({ createTime_begin: '2024-05-01 12:00:00' })).toEqual(['xa1', 'xb,1']);
    expect(await codes({ createTime_end: '2024-05-01 23:59:58', createTime_begin: '2024-04-01' })).toEqual(['x_1']);
    expect(await codes({ createTime: '2024-05-01' })).toEqual(['x_1', 'xa1']);
  });

  it('works on date and integer columns', async () => {
    const born = (await all('/sys/user/list', { birthday_begin: '1990-01-01', birthday_end: '1990-12-31' })).records;
    expect(values(born, 'username')).toEqual(
      users
        .filter((u) => String(u.birthday).startsWith('1990'))
        .map((u) => u.username)
        .sort(),
    );
    const items = (await all('/sys/dictItem/list', { sortOrder_begin: 2, sortOrder_end: 2 })).records;
    expect(items.every((i) => i.sortOrder === 2)).toBe(true);
    expect(items.length).toBeGreaterThan(5);
  });

  it('refuses a bad date', async () => {
    expect(await failure('/sys/position/list', { createTime_begin: '2024-13-01' })).toMatch(/^查询条件「创建时间」/);
  });
});

describe('superQueryParams', () => {
  const superQuery = (conditions: unknown[], matchType?: string) => ({
    // What the Vue 2 client sends: encodeURI(JSON.stringify(...)), encoded again by the query string.
    superQueryParams: encodeURI(JSON.stringify(conditions)),
    superQueryMatchType: matchType,
  });
  const cond = (field: string, rule: string, val: unknown) => ({ field, rule, val, type: 'string' });

  it.each([
    ['eq', '='],
    ['like', 'LIKE'],
    ['right_like', 'RIGHT_LIKE'],
    ['left_like', 'LEFT_LIKE'],
    ['in', 'IN'],
    ['ne', '!='],
    ['gt', '>'],
    ['ge', '>='],
    ['lt', '<'],
    ['le', '<='],
  ])('rule %s and its symbol %s agree', async (name, symbol) => {
    const val = name === 'in' ? 'kw_supervisor,mt_expert' : name.includes('like') ? 'kw' : 'mt_expert';
    const byName = await codes(superQuery([cond('code', name, val)]));
    expect(await codes(superQuery([cond('code', symbol, val)]))).toEqual(byName);
    const expected: Record<string, (p: Rec) => boolean> = {
      eq: (p) => p.code === val,
      like: (p) => String(p.code).includes(val),
      right_like: (p) => String(p.code).startsWith(val),
      left_like: (p) => String(p.code).endsWith(val),
      in: (p) => val.split(',').includes(String(p.code)),
      ne: (p) => p.code !== val,
      gt: (p) => String(p.code) > val,
      ge: (p) => String(p.code) >= val,
      lt: (p) => String(p.code) < val,
      le: (p) => String(p.code) <= val,
    };
    // Compare as the database does (byte order for ASCII codes).
    expect(byName).toEqual(expectCodes(expected[name]!));
  });

  it('and / or, empty rows dropped, the group in parentheses', async () => {
    const pair = [cond('name', 'eq', '考务主管'), cond('name', 'eq', '命题专家'), cond('code', 'eq', '')];
    expect(await codes(superQuery(pair))).toEqual([]);
    expect(await codes(superQuery(pair, 'OR'))).toEqual(['kw_supervisor', 'mt_expert']);
    // (a or b) and postRank = 5 — without the parentheses 考务主管 (rank 4) would slip in.
    expect(await codes({ ...superQuery(pair, 'or'), postRank: '5' })).toEqual(['mt_expert']);
    expect(await codes(superQuery([{ field: '', rule: 'eq', val: 'x' }, cond('code', 'eq', null)]))).toEqual(
      expectCodes(() => true),
    );
  });

  it('takes a singly encoded array too, dates and numbers', async () => {
    const raw = JSON.stringify([{ field: 'birthday', rule: 'ge', val: '1995-01-01', type: 'date' }]);
    const young = (await all('/sys/user/list', { superQueryParams: raw })).records;
    expect(values(young, 'username')).toEqual(
      users
        .filter((u) => String(u.birthday) >= '1995-01-01')
        .map((u) => u.username)
        .sort(),
    );
    const sq = superQuery([{ field: 'sex', rule: 'eq', val: 2, dbType: 'int' }]);
    expect((await all('/sys/user/list', sq)).total).toBe(users.filter((u) => u.sex === 2).length);
  });

  it.each([
    ['not json', 'not json', '高级查询参数格式不正确'],
    ['an object', '{"field":"code"}', '高级查询参数格式不正确'],
    ['numbers', '[1,2]', '高级查询参数格式不正确'],
    ['an unknown field', JSON.stringify([cond('nope', 'eq', 'x')]), '高级查询字段不存在：nope'],
    ['a secret field', JSON.stringify([cond('password', 'eq', 'x')]), '高级查询字段不存在：password'],
    ['an unknown rule', JSON.stringify([cond('code', 'regexp', 'x')]), '高级查询规则不正确：regexp'],
    ['an object value', JSON.stringify([cond('code', 'eq', { a: 1 })]), '高级查询参数格式不正确'],
  ])('refuses %s with a Chinese message', async (_name, text, message) => {
    expect(await failure('/sys/position/list', { superQueryParams: text })).toBe(message);
  });
});

describe('sort', () => {
  it('column / order, _dictText stripped, several columns', async () => {
    const asc = (await all('/sys/position/list', { column: 'code', order: 'asc' })).records.map((r) => r.code);
    expect(asc).toEqual([...asc].sort());
    const desc = (await all('/sys/position/list', { column: 'code', order: 'garbage' })).records.map((r) => r.code);
    expect(desc).toEqual([...asc].reverse());
    const byRank = (await all('/sys/position/list', { column: 'postRank_dictText,code', order: 'ASC' })).records;
    const keys = byRank.map((r) => `${String(r.postRank)}|${String(r.code)}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('refuses an unknown or secret column with JeecgBoot message', async () => {
    expect(await failure('/sys/position/list', { column: 'nope', order: 'asc' })).toBe(
      '请注意，将要排序的列字段不存在：nope',
    );
    expect(await failure('/sys/user/list', { column: 'password' })).toBe('请注意，将要排序的列字段不存在：password');
    expect(await failure('/sys/user/list', { column: 'orgCodeTxt' })).toBe(
      '请注意，将要排序的列字段不存在：orgCodeTxt',
    );
  });
});

describe('dictionary texts and screen filters', () => {
  it('adds <field>_dictText for plain, table and multi-value dictionaries', async () => {
    const jeecg = users.find((u) => u.username === 'jeecg')!;
    expect(jeecg).toMatchObject({
      sex_dictText: '男',
      status_dictText: '正常',
      post: 'kw_specialist',
      post_dictText: '考务专员',
      relTenantIds_dictText: '考试中心,华东合作机构',
      orgCodeTxt: '考务部,客户服务部',
    });
    const frozen = users.find((u) => u.username === 'zhaolei')!;
    expect(frozen.status_dictText).toBe('冻结');
    const tenants = (await all('/sys/tenant/list')).records;
    expect(tenants.map((t) => t.status_dictText)).toEqual(['正常', '正常', '冻结']);
  });

  it('hides logically deleted users; filters by departId, code and status', async () => {
    expect(users.some((u) => u.username === 'luoyu')).toBe(false);
    const tree = await c.get<{ id: string; departName: string }[]>('/sys/sysDepart/queryIdTree');
    expect(tree.body.success).toBe(true);
    const departs = (await all('/sys/sysDepart/list')).records;
    const kaowu = departs.find((d) => d.departName === '考务部')!;
    const inKaowu = (await all('/sys/user/list', { departId: String(kaowu.id) })).records;
    expect(values(inKaowu, 'username')).toEqual(['huwei', 'jeecg', 'wangqiang', 'zhaolei']);
    const ids = users.slice(0, 2).map((u) => u.id);
    expect(values((await all('/sys/user/list', { code: ids.join(',') })).records, 'id')).toEqual([...ids].sort());
    expect((await all('/sys/user/list', { status: 2 })).records.map((u) => u.username)).toEqual(['zhaolei']);
  });

  it('lists dictionary items of one dictionary by sortOrder', async () => {
    const dicts = (await all('/sys/dict/list', { dictCode: 'priority' })).records;
    const items = (await page('/sys/dictItem/list', { dictId: String(dicts[0]!.id) })).records;
    expect(items.map((i) => i.itemText)).toEqual(['一般', '重要', '紧急']);
  });
});
