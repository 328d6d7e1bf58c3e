/** Online报表: the designer's CRUD with its two tabs, the runner and the popup in JeecgBoot's shapes, and SQL safety. */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { cpcTest, onlCgreportItem, onlCgreportParam } from '../../server/db/schema';
import { ensureReaderRole, inReportTransaction, REPORT_SQL_MESSAGES } from '../../server/services/report-sql';
import { authed, call, startTestServer, tokenFor, type TestServer } from './helpers';

type Rec = Record<string, unknown>;
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin');
});
afterAll(async () => server?.close());

const get = <T = Rec>(url: string, token = admin) =>
  call<T>(server.app, { method: 'GET', url: `/jeecg-boot${url}`, headers: authed(token) });
const send = <T = unknown>(method: 'POST' | 'PUT' | 'DELETE', url: string, payload: Rec, token = admin) =>
  call<T>(server.app, { method, url: `/jeecg-boot${url}`, headers: authed(token), payload });

interface Run {
  data: { total: number; records: Rec[] };
  columns: Rec[];
  cgreportHeadName: string;
  dictOptions: Record<string, { value: string; text: string }[]>;
  isGroupTitle: boolean;
}

describe('running a report', () => {
  it('answers the demo report in JeecgBoot’s shape, filtered, sorted and paged', async () => {
    const all = await get<Run>('/online/cgreport/api/getColumnsAndData/onlrpt_org_by_province?pageNo=1&pageSize=100');
    expect(all.body.success).toBe(true);
    const run = all.body.result;
    expect(run.cgreportHeadName).toBe('各省机构统计');
    expect(run.columns).toEqual([
      { title: '省份', dataIndex: 'province', fieldType: 'String', customRender: 'province' },
      { title: '机构数', dataIndex: 'org_count', fieldType: 'Integer', sorter: true, isTotal: '1' },
      { title: '客户机构数', dataIndex: 'customer_count', fieldType: 'Integer', sorter: true, isTotal: '1' },
    ]);
    expect(run.dictOptions.province).toContainEqual(expect.objectContaining({ value: '110000', text: '北京市' }));
    expect(run.data.total).toBeGreaterThan(1);
    const total = run.data.records.reduce((n, r) => n + Number(r.org_count), 0);
    const [orgs] = await server.opened.db
      .execute(sql`select count(*)::int as n from cpc_organization where area is not null`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(total).toBe(orgs!.n);

    const one = run.data.records[0]!;
    const filtered = await get<Run>(
      `/online/cgreport/api/getColumnsAndData/onlrpt_org_by_province?province=${String(one.province)}`,
    );
    expect(filtered.body.result.data.records).toEqual([one]);

    const ascending = await get<Run>(
      '/online/cgreport/api/getColumnsAndData/onlrpt_org_by_province?column=org_count&order=asc&pageSize=2&pageNo=1',
    );
    const counts = ascending.body.result.data.records.map((r) => Number(r.org_count));
    expect(counts).toHaveLength(2);
    expect(counts[0]).toBeLessThanOrEqual(counts[1]!);
    expect(ascending.body.result.data.total).toBe(run.data.total);
  });

  it('binds parameters as values: a quote is text, not SQL', async () => {
    const base = '/online/cgreport/api/getData/onlrpt_grade_levels';
    const all = await get<{ total: number; records: Rec[] }>(`${base}?pageSize=100`);
    expect(all.body.result.total).toBeGreaterThan(0);
    const name = String(all.body.result.records[0]!.test_name);
    const one = await get<{ records: Rec[] }>(`${base}?pageSize=100&self_testName=${encodeURIComponent(name)}`);
    expect(one.body.result.records.every((r) => r.test_name === name)).toBe(true);
    const attack = await get<{ total: number }>(`${base}?self_testName=${encodeURIComponent("x' or '1'='1")}`);
    expect(attack.body.result.total).toBe(0);
    const level = await get<{ records: Rec[] }>(`${base}?pageSize=100&level=1`);
    expect(level.body.result.records.length).toBeGreaterThan(0);
    expect(level.body.result.records.every((r) => r.level === '1')).toBe(true);
  });

  it('serves the report popup by code, and only to those who hold the report or the designer', async () => {
    const columns = await get<Rec>('/online/cgreport/api/getRpColumns/grade_levels');
    expect(columns.body.result).toMatchObject({
      cgRpConfigId: 'onlrpt_grade_levels',
      cgRpConfigName: '考试成绩等级分布',
    });
    const info = await get<Rec[]>('/online/cgreport/api/getQueryInfo/onlrpt_grade_levels');
    expect(info.body.result).toEqual([
      { field: 'test_name', label: '考试名称', view: 'text', mode: 'single' },
      { field: 'level', label: '等级', view: 'list', mode: 'single', dictCode: 'grade_level' },
    ]);
    const params = await get<Rec[]>('/online/cgreport/api/getParamsInfo/onlrpt_grade_levels');
    expect(params.body.result).toEqual([expect.objectContaining({ paramName: 'testName', paramTxt: '考试名称包含' })]);

    const jeecg = await tokenFor(server.app, 'jeecg');
    for (const url of [
      '/online/cgreport/api/getRpColumns/grade_levels',
      '/online/cgreport/api/getData/onlrpt_grade_levels',
      '/online/cgreport/api/getColumnsAndData/onlrpt_org_by_province',
    ])
      expect((await get(url, jeecg)).body).toMatchObject({ success: false, message: '没有权限，请联系管理员授权' });
    expect((await get('/online/cgreport/api/getData/nope')).body.message).toBe('报表不存在');
  });

  it('exports the rows with the column titles and dictionary texts', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: `/jeecg-boot/online/cgreport/api/exportXls/onlrpt_org_by_province?token=${admin}`,
    });
    expect(res.statusCode).toBe(200);
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toEqual(['省份', '机构数', '客户机构数']);
    expect(String(rows[1]![0])).toMatch(/省|市|区/);
  });
});

describe('designing a report', () => {
  it('parses a SELECT, saves it with its columns and parameters, and deletes them with it', async () => {
    const text = 'select test_name, status from cpc_test where test_name like ${name}';
    const parsed = await get<Rec>(`/online/cgreport/head/parseSql?sql=${encodeURIComponent(text)}`);
    expect(parsed.body.result).toEqual({
      fields: [
        { fieldName: 'test_name', fieldTxt: 'test_name', fieldType: 'String', isShow: 1, orderNum: 0 },
        { fieldName: 'status', fieldTxt: 'status', fieldType: 'String', isShow: 1, orderNum: 1 },
      ],
      params: [{ paramName: 'name', paramTxt: 'name', orderNum: 0 }],
    });
    const added = await send('POST', '/online/cgreport/head/add', {
      code: 'test_list',
      name: '考试清单',
      cgrSql: text,
      onlCgreportItemList: [
        { fieldName: 'test_name', fieldTxt: '考试', isShow: 1, isSearch: 1, orderNum: 0 },
        { fieldName: 'status', fieldTxt: '状态', isShow: 1, dictCode: 'test_status', orderNum: 1 },
      ],
      onlCgreportParamList: [{ paramName: 'name', paramTxt: '名称', paramValue: '%' }],
    });
    expect(added.body).toMatchObject({ success: true, message: '添加成功！' });
    const list = await get<{ records: Rec[] }>('/online/cgreport/head/list?code=test_list');
    const id = String(list.body.result.records[0]!.id);
    const items = await get<Rec[]>(`/online/cgreport/item/listByHeadId?headId=${id}`);
    expect(items.body.result.map((i) => i.fieldTxt)).toEqual(['考试', '状态']);
    const run = await get<Run>(`/online/cgreport/api/getColumnsAndData/${id}`);
    const [tests] = await server.opened.db.select({ n: count() }).from(cpcTest);
    expect(run.body.result.data.total).toBe(tests!.n);

    // JeecgBoot's designer body ({head, items, params}) edits as well.
    const edited = await send('PUT', '/online/cgreport/head/editAll', {
      head: { id, code: 'test_list', name: '考试清单2', cgrSql: text },
      items: [{ fieldName: 'test_name', fieldTxt: '考试名称', isShow: 1 }],
      params: [],
    });
    expect(edited.body).toMatchObject({ success: true });
    expect((await get<Rec[]>(`/online/cgreport/item/listByHeadId?headId=${id}`)).body.result).toHaveLength(1);
    expect((await get<Rec[]>(`/online/cgreport/param/listByHeadId?headId=${id}`)).body.result).toEqual([]);

    const bad = await send('POST', '/online/cgreport/head/add', {
      code: 'bad_row',
      name: '坏行',
      cgrSql: 'select 1 as a',
      onlCgreportItemList: [{ fieldTxt: '没有字段名' }],
    });
    expect(bad.body.message).toMatch(/^报表字段第1行：/);

    expect((await send('DELETE', `/online/cgreport/head/delete?id=${id}`, {})).body.success).toBe(true);
    const left = await server.opened.db
      .select({ n: count() })
      .from(onlCgreportItem)
      .where(eq(onlCgreportItem.cgrheadId, id));
    expect(left[0]!.n).toBe(0);
    const leftParams = await server.opened.db
      .select({ n: count() })
      .from(onlCgreportParam)
      .where(eq(onlCgreportParam.cgrheadId, id));
    expect(leftParams[0]!.n).toBe(0);
  });
});

describe('what a report SQL may do', () => {
  const attacks: [string, string][] = [
    ['select 1 as a; delete from cpc_test', REPORT_SQL_MESSAGES.single],
    ['delete from cpc_test', REPORT_SQL_MESSAGES.single],
    ['with gone as (delete from cpc_test returning *) select * from gone', REPORT_SQL_MESSAGES.syntax],
    ['select pg_sleep(10)', REPORT_SQL_MESSAGES.func('pg_sleep')],
    ["select nextval('seq')", REPORT_SQL_MESSAGES.func('nextval')],
    ["select pg_read_file('/etc/passwd')", REPORT_SQL_MESSAGES.func('pg_read_file')],
    ['select count(*) from generate_series(1, 100000000)', REPORT_SQL_MESSAGES.func('generate_series')],
    ['select username, password from sys_user', REPORT_SQL_MESSAGES.table('sys_user')],
    ['select * from sys_session', REPORT_SQL_MESSAGES.table('sys_session')],
    ['select * from pg_catalog.pg_authid', REPORT_SQL_MESSAGES.table('pg_catalog.pg_authid')],
    ['select t.* from cpc_test t join sys_user u on u.id = t.create_by', REPORT_SQL_MESSAGES.table('sys_user')],
    ['select * from cpc_test where id in (select id from sys_user)', REPORT_SQL_MESSAGES.table('sys_user')],
    ['select * into stolen from cpc_test', REPORT_SQL_MESSAGES.into],
    ['select * from cpc_test for update', REPORT_SQL_MESSAGES.syntax],
  ];

  it('refuses each attack at parseSql and at save, and changes nothing', async () => {
    const before = await server.opened.db.select({ n: count() }).from(cpcTest);
    for (const [text, message] of attacks) {
      const parsed = await get(`/online/cgreport/head/parseSql?sql=${encodeURIComponent(text)}`);
      expect([text, parsed.body.message]).toEqual([text, message]);
      const saved = await send('POST', '/online/cgreport/head/add', { code: 'attack', name: '攻击', cgrSql: text });
      expect([text, saved.body.message]).toEqual([text, message]);
    }
    expect(await server.opened.db.select({ n: count() }).from(cpcTest)).toEqual(before);
    expect((await get<{ total: number }>('/online/cgreport/head/list?code=attack')).body.result.total).toBe(0);
  });

  it('refuses a query the planner expects to be too costly, before running it', async () => {
    const huge = 'select count(*) as n from cpc_test_grade a, cpc_test_grade b, cpc_test_grade c';
    const added = await send('POST', '/online/cgreport/head/add', {
      code: 'huge',
      name: '巨大',
      cgrSql: huge,
      onlCgreportItemList: [{ fieldName: 'n', fieldTxt: 'n', isShow: 1 }],
    });
    expect(added.body.success).toBe(true);
    const id = String(
      (await get<{ records: Rec[] }>('/online/cgreport/head/list?code=huge')).body.result.records[0]!.id,
    );
    const started = Date.now();
    const run = await get(`/online/cgreport/api/getColumnsAndData/${id}`);
    expect(run.body).toMatchObject({ success: false, message: REPORT_SQL_MESSAGES.costly });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('runs reports as a role that reads only the report tables, read-only', async () => {
    expect(await ensureReaderRole(server.opened.db)).toBe(true);
    await expect(
      inReportTransaction(server.opened.db, (tx) => tx.execute(sql`select password from sys_user limit 1`)),
    ).rejects.toThrow(REPORT_SQL_MESSAGES.failed);
    await expect(
      inReportTransaction(server.opened.db, (tx) => tx.execute(sql`update cpc_test set test_name = test_name`)),
    ).rejects.toThrow(REPORT_SQL_MESSAGES.failed);
    const rows = await inReportTransaction(server.opened.db, (tx) => tx.execute(sql`select count(*) from cpc_test`));
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });
});
