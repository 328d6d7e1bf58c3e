/**
 * Safety of the list conventions: random (seeded) query parameters against every list route generated
 * from the entity definitions. Nothing may answer HTTP 500, an unexpected message or a database
 * error text, and no row of any table may change.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_TABLES } from '../../server/crud/entity-tables';
import { apiUrl, authed, startTestServer, tokenFor, type TestServer } from './helpers';

/** More runs for a deeper look than the suite's (e.g. CRUD_FUZZ_SCALE=10): the seeds stay the same. */
const SCALE = Math.max(1, Number(process.env.CRUD_FUZZ_SCALE) || 1);
const RUNS_PER_ROUTE = 40 * SCALE;
const EXPORT_RUNS_PER_ROUTE = 5 * SCALE;
/** Lists whose demo data runs to thousands of rows: each export writes them all (seconds), so fewer runs. */
const LARGE_LISTS = new Set(['/studentManagement/cpcStudent/list']);
const LARGE_EXPORT_RUNS = 3;

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server.app, 'admin');
});
afterAll(async () => server?.close());

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick };
}
type Rng = ReturnType<typeof rng>;

const NASTY = [
  "'; DROP TABLE sys_user; --",
  "' OR '1'='1",
  '1 OR 1=1',
  '") or ("1"="1',
  '1; select pg_sleep(1)',
  "admin'--",
  '%',
  '_',
  '\\',
  '%%%',
  '*',
  '**',
  '*\\*',
  ',',
  ',,',
  ',a,,b,',
  '!',
  '!!x',
  '++',
  'a++',
  '> ',
  '>= abc',
  '<= 2024-13-45',
  '!= ',
  '= NULL',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '99999999999999999999999',
  '-9223372036854775809',
  '1e308',
  '0x10',
  '2024-02-30',
  '2024-13-45 25:61:61',
  '0000-00-00',
  '9999-12-31 23:59:59',
  '2024-01-01T10:00:00Z',
  '用户',
  '张晓明',
  '考务*',
  '*员',
  '😀🙃',
  '\u200b',
  'ｆｕｌｌｗｉｄｔｈ',
  '\u0000',
  'a\u0000b',
  '\n\r\t',
  ' '.repeat(5),
  'x'.repeat(5000),
  '[',
  ']',
  '{}',
  '[]',
  '[{}]',
  '[null]',
  '{"field":"id"}',
  '[{"field":"id","rule":"eq","val":{}}]',
  '%5B%7B',
  '%E0%A4%A',
  '$1',
  '?',
  ':name',
  '/*',
  '*/',
  'true',
  'false',
];
const RULES = [
  'eq',
  'like',
  'right_like',
  'left_like',
  'in',
  'ne',
  'gt',
  'ge',
  'lt',
  'le',
  '=',
  'LIKE',
  'IN',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  'regexp',
  '',
  'or 1=1',
];
const TYPES = ['string', 'date', 'datetime', 'int', 'number', undefined];

function randomText(r: Rng): string {
  const n = r.int(12);
  let s = '';
  for (let i = 0; i < n; i++)
    s += String.fromCodePoint(r.pick([32 + r.int(95), 0x4e00 + r.int(500), 0x1f600 + r.int(50), r.int(0xd7ff) + 1]));
  return s;
}

function randomValue(r: Rng, fields: string[]): string {
  switch (r.int(6)) {
    case 0:
      return randomText(r);
    case 1:
      return String(r.int(10) === 0 ? r.next() * 1e25 : r.int(2000) - 1000);
    case 2: {
      const conditions = Array.from({ length: r.int(4) }, () => ({
        field: r.int(5) === 0 ? r.pick(NASTY) : r.pick(fields),
        rule: r.pick(RULES),
        val: r.int(4) === 0 ? r.int(100) : r.pick([...NASTY, randomText(r)]),
        type: r.pick(TYPES),
        dbType: r.pick(TYPES),
      }));
      const json = JSON.stringify(conditions);
      return r.int(2) === 0 ? encodeURI(json) : json;
    }
    default:
      return r.pick(NASTY);
  }
}

function randomParams(r: Rng, fields: string[]): Record<string, string> {
  const keys = [
    ...fields,
    ...fields.map((f) => `${f}_begin`),
    ...fields.map((f) => `${f}_end`),
    ...fields.map((f) => `${f}_MultiString`),
    ...fields.map((f) => `${f}_dictText`),
    'column',
    'order',
    'pageNo',
    'pageSize',
    'field',
    'superQueryParams',
    'superQueryMatchType',
    'selections',
    'departId',
    'code',
    'roleId',
    'depId',
    'password',
    'salt',
    '__proto__',
    'constructor',
  ];
  const params: Record<string, string> = {};
  const count = 1 + r.int(5);
  for (let i = 0; i < count; i++) {
    const key = r.int(8) === 0 ? r.pick([...NASTY, randomText(r)]) : r.pick(keys);
    params[key] = key === 'column' && r.int(2) === 0 ? r.pick(fields) : randomValue(r, fields);
  }
  return params;
}

/** Messages a refused list request may carry (user text may follow the prefix). */
const EXPECTED =
  /^(请求参数包含非法字符$|查询条件「[^」]*」的值(格式不正确：|过多)|查询条件包含非法字符|高级查询(参数格式不正确$|条件过多$|字段不存在：|规则不正确：)|请注意，将要排序的列字段不存在：|选择的数据过多)/;
const DB_WORDS =
  /syntax error|relation "|violates|invalid input|operator does not exist|pglite|postgres|drizzle|exception|stack|服务器内部错误/i;

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await server.opened.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function tableFingerprints(): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    // Session rows are touched by design (last_seen_at); their identity must not change.
    const body = name === 'sys_session' ? sql`t.token_hash || t.user_id` : sql`t::text`;
    const [row] = await rows<{ n: number; digest: string }>(
      sql`select count(*)::int as n, md5(coalesce(string_agg(${body}, '|' order by ${body}), '')) as digest from ${sql.identifier(name)} t`,
    );
    out[name] = `${row!.n}:${row!.digest}`;
  }
  return out;
}

const ROUTES = ENTITY_TABLES.map((et) => ({
  path: `${et.def.apiPath}/list`,
  fields: [...et.def.fields.map((f) => f.name), 'id', 'createTime', 'updateTime', 'createBy', 'delFlag', 'salt'],
}));
ROUTES.push(
  { path: '/sys/user/userRoleList', fields: ROUTES[0]!.fields },
  { path: '/sys/user/departUserList', fields: ROUTES[0]!.fields },
);

describe('fuzzed list parameters', () => {
  let before: Record<string, string>;
  beforeAll(async () => {
    // The demo reports get their file sizes in the background after start: not a change made by the fuzzing.
    await server.app.demoFilesWritten;
    before = await tableFingerprints();
  });

  it.each(ROUTES.map((r, i) => [r.path, i] as const))('%s', async (path, index) => {
    const route = ROUTES[index]!;
    const r = rng(20240301 + index);
    const runs = [
      ...Array.from({ length: RUNS_PER_ROUTE }, () => path),
      ...(path.endsWith('/list')
        ? Array.from({ length: LARGE_LISTS.has(path) ? LARGE_EXPORT_RUNS : EXPORT_RUNS_PER_ROUTE }, () =>
            path.replace(/list$/, 'exportXls'),
          )
        : []),
    ];
    for (const url of runs) {
      const params = randomParams(r, route.fields);
      const res = await server.app.inject({ method: 'GET', url: apiUrl(url, params), headers: authed(token) });
      const where = `${url} ${JSON.stringify(params).slice(0, 300)}`;
      expect(res.statusCode, where).toBe(200);
      if (res.headers['content-type']?.toString().includes('json')) {
        const body = res.json() as { success: boolean; code: number; message: string };
        if (!body.success) {
          expect(body.code, where).toBe(500);
          expect(body.message, where).toMatch(EXPECTED);
          expect(body.message.split('：')[0], where).not.toMatch(DB_WORDS);
        }
      }
    }
  });

  it('changed no row of any table', async () => {
    expect(await tableFingerprints()).toEqual(before);
  });
});

describe('injection attempts are plain values', () => {
  const get = async (path: string, params: Record<string, string>) =>
    (await server.app.inject({ method: 'GET', url: apiUrl(path, params), headers: authed(token) })).json() as {
      success: boolean;
      message: string;
      result: { total: number };
    };

  it('matches nothing with quotes and comments', async () => {
    expect((await get('/sys/user/list', { username: "' OR '1'='1" })).result.total).toBe(0);
    expect((await get('/sys/user/list', { username: "admin'--" })).result.total).toBe(0);
    expect((await get('/sys/user/list', { realname: '*%*' })).result.total).toBe(0);
  });

  it('refuses SQL in sort columns and superQuery fields', async () => {
    expect((await get('/sys/user/list', { column: 'createTime;drop table sys_user' })).message).toBe(
      '请注意，将要排序的列字段不存在：createTime;drop table sys_user',
    );
    const sq = JSON.stringify([{ field: 'id) or (1=1', rule: 'eq', val: 'x' }]);
    expect((await get('/sys/user/list', { superQueryParams: sq })).message).toBe('高级查询字段不存在：id) or (1=1');
  });
});
