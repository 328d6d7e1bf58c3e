/** 表单开发: definitions in JeecgBoot's shapes, 同步数据库 (create, alter, refuse a loss, force, rename) and its safety. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlCgformHead } from '../../server/db/schema';
import { SYNC_MESSAGES } from '../../server/db/online-form-ddl';
import { authed, call, startTestServer, tokenFor, type TestServer } from './helpers';

type Rec = Record<string, unknown>;
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin');
});
afterAll(async () => server?.close());

const send = <T = unknown>(method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: Rec, token = admin) =>
  call<T>(server.app, { method, url: `/jeecg-boot${url}`, headers: authed(token), ...(payload ? { payload } : {}) });
const rows = async <T = Rec>(query: ReturnType<typeof sql>) =>
  ((await server.opened.db.execute(query)) as unknown as { rows: T[] }).rows;
const columnsOf = async (table: string) =>
  rows<{ column_name: string; data_type: string; len: number | null }>(
    sql`select column_name, data_type, character_maximum_length as len from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} order by ordinal_position`,
  );

const field = (dbFieldName: string, dbType: string, extra: Rec = {}) => ({
  dbFieldName,
  dbFieldTxt: dbFieldName,
  dbType,
  dbLength: dbType === 'string' ? 50 : dbType === 'BigDecimal' ? 10 : 0,
  dbPointLength: dbType === 'BigDecimal' ? 2 : 0,
  ...extra,
});
const BASE_FIELDS = [
  field('id', 'string', { dbLength: 32, dbIsKey: 1, dbIsNull: 0 }),
  field('order_no', 'string'),
  field('amount', 'BigDecimal'),
  field('order_date', 'Date'),
  field('create_time', 'Datetime'),
];

async function headOf(tableName: string) {
  const [head] = await server.opened.db.select().from(onlCgformHead).where(eq(onlCgformHead.tableName, tableName));
  return head!;
}
async function fieldsOf(headId: string) {
  return (await send<Rec[]>('GET', `/online/cgform/field/listByHeadId?headId=${headId}`)).body.result;
}
const sync = (id: string, method = 'normal') => send('POST', `/online/cgform/api/doDbSynch/${id}/${method}`);

describe('同步数据库', () => {
  it('creates the table, alters it without loss, refuses a loss until forced, and renames a column', async () => {
    const added = await send('POST', '/online/cgform/api/addAll', {
      head: { tableName: 'demo_order', tableTxt: '订单', tableType: 1 },
      fields: BASE_FIELDS,
      indexs: [],
    });
    expect(added.body).toMatchObject({ success: true });
    const head = await headOf('demo_order');
    expect(head.isDbSynch).toBe('N');
    expect((await sync(head.id)).body).toMatchObject({ success: true, message: '同步数据库成功!' });
    expect((await headOf('demo_order')).isDbSynch).toBe('Y');
    expect((await columnsOf('demo_order')).map((c) => [c.column_name, c.data_type])).toEqual([
      ['id', 'character varying'],
      ['order_no', 'character varying'],
      ['amount', 'numeric'],
      ['order_date', 'date'],
      ['create_time', 'timestamp without time zone'],
    ]);
    await server.opened.db.execute(
      sql`insert into demo_order (id, order_no, amount, order_date) values ('1', 'A-001', 12.5, '2026-01-02')`,
    );

    // A longer order_no and a new column: no data lost, synced at once.
    let fields = await fieldsOf(head.id);
    fields = fields.map((f) => (f.dbFieldName === 'order_no' ? { ...f, dbLength: 100 } : f));
    fields.push(field('remark', 'string', { dbLength: 200 }));
    expect((await send('PUT', '/online/cgform/api/editAll', { head: { ...head }, fields })).body.success).toBe(true);
    expect((await headOf('demo_order')).isDbSynch).toBe('N');
    expect((await sync(head.id)).body.success).toBe(true);
    expect((await columnsOf('demo_order')).find((c) => c.column_name === 'order_no')?.len).toBe(100);
    expect(await rows(sql`select order_no, remark from demo_order`)).toEqual([{ order_no: 'A-001', remark: null }]);

    // Renaming remark to note keeps its values.
    await server.opened.db.execute(sql`update demo_order set remark = '加急'`);
    fields = (await fieldsOf(head.id)).map((f) => (f.dbFieldName === 'remark' ? { ...f, dbFieldName: 'note' } : f));
    await send('PUT', '/online/cgform/api/editAll', { head: await headOf('demo_order'), fields });
    expect((await sync(head.id)).body.success).toBe(true);
    expect(await rows(sql`select note from demo_order`)).toEqual([{ note: '加急' }]);

    // Dropping amount and turning order_date into text would lose data: refused, named, nothing changed.
    fields = (await fieldsOf(head.id))
      .filter((f) => f.dbFieldName !== 'amount')
      .map((f) => (f.dbFieldName === 'order_date' ? { ...f, dbType: 'string', dbLength: 20 } : f));
    await send('PUT', '/online/cgform/api/editAll', { head: await headOf('demo_order'), fields });
    const refused = await sync(head.id);
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toBe(
      SYNC_MESSAGES.lossy(['字段 order_date 类型由 date 改为 varchar(20)', '删除字段 amount']),
    );
    expect((await columnsOf('demo_order')).map((c) => c.column_name)).toContain('amount');
    expect((await rows(sql`select count(*)::int as n from demo_order`))[0]).toEqual({ n: 1 });
    // 强制同步 (JeecgBoot's force): the table anew.
    expect((await sync(head.id, 'force')).body.success).toBe(true);
    expect((await columnsOf('demo_order')).map((c) => c.column_name)).not.toContain('amount');
    expect((await rows(sql`select count(*)::int as n from demo_order`))[0]).toEqual({ n: 0 });

    // 移除 keeps the table; a new definition of it and 删除 drop it.
    expect((await send('DELETE', `/online/cgform/head/removeRecord?id=${head.id}`)).body.success).toBe(true);
    expect((await columnsOf('demo_order')).length).toBeGreaterThan(0);
  });

  it('serialises concurrent syncs of one table', async () => {
    await send('POST', '/online/cgform/api/addAll', {
      head: { tableName: 'demo_visit', tableTxt: '来访', tableType: 1 },
      fields: BASE_FIELDS.slice(0, 2),
    });
    const head = await headOf('demo_visit');
    const answers = await Promise.all([sync(head.id), sync(head.id), sync(head.id)]);
    expect(answers.map((a) => a.body.success)).toEqual([true, true, true]);
    expect((await columnsOf('demo_visit')).map((c) => c.column_name)).toEqual(['id', 'order_no']);
    expect((await send('DELETE', `/online/cgform/head/delete?id=${head.id}`)).body.success).toBe(true);
    expect(await columnsOf('demo_visit')).toEqual([]);
  });
});

describe('what a definition may name', () => {
  const attempt = (tableName: string, fields: Rec[] = BASE_FIELDS) =>
    send('POST', '/online/cgform/api/addAll', { head: { tableName, tableTxt: '攻击', tableType: 1 }, fields });

  it('refuses system tables, bad identifiers, keywords and unknown types, and changes nothing', async () => {
    const cases: [Promise<{ body: { message: string } }>, string][] = [
      [attempt('sys_user'), SYNC_MESSAGES.reservedTable('sys_user')],
      [attempt('cpc_test'), SYNC_MESSAGES.reservedTable('cpc_test')],
      [attempt('onl_cgform_head'), SYNC_MESSAGES.reservedTable('onl_cgform_head')],
      [attempt('x"; drop table sys_user; --'), SYNC_MESSAGES.badTable],
      [attempt('Orders'), SYNC_MESSAGES.badTable],
      [
        attempt('demo_bad', [...BASE_FIELDS, field('a"; drop table sys_user; --', 'string')]),
        SYNC_MESSAGES.badField('a"; drop table sys_user; --'),
      ],
      [attempt('demo_bad', [...BASE_FIELDS, field('select', 'string')]), SYNC_MESSAGES.keyword('select')],
      [attempt('demo_bad', [...BASE_FIELDS, field('order_no', 'string')]), SYNC_MESSAGES.duplicate('order_no')],
      [
        attempt('demo_bad', [...BASE_FIELDS, field('x', 'string); drop table sys_user; --')]),
        SYNC_MESSAGES.badType('x', 'string); drop table sys_user; --'),
      ],
      [attempt('demo_bad', [...BASE_FIELDS, field('y', 'string', { dbLength: 99999 })]), SYNC_MESSAGES.badLength('y')],
      [attempt('demo_bad', BASE_FIELDS.slice(1)), SYNC_MESSAGES.noKey],
    ];
    for (const [answer, message] of cases) expect((await answer).body.message).toBe(message);
    expect((await rows(sql`select count(*)::int as n from sys_user`))[0]!.n).toBeGreaterThan(0);
    expect(
      (await send<{ total: number }>('GET', '/online/cgform/head/list?tableName=demo_bad')).body.result.total,
    ).toBe(0);
  });

  it('needs 表单开发’s buttons', async () => {
    const jeecg = await tokenFor(server.app, 'jeecg');
    const res = await send(
      'POST',
      '/online/cgform/api/addAll',
      { head: { tableName: 'demo_x', tableTxt: 'x' }, fields: BASE_FIELDS },
      jeecg,
    );
    expect(res.body).toMatchObject({ success: false, message: '没有权限，请联系管理员授权' });
  });
});

describe('the rows of a form', () => {
  it('answers the list, form and CRUD calls in JeecgBoot’s shapes once synchronised', async () => {
    const fields = [
      field('id', 'string', { dbLength: 32, dbIsKey: 1, dbIsNull: 0, isShowForm: 0, isShowList: 0 }),
      field('title', 'string', { dbFieldTxt: '标题', isQuery: 1, fieldMustInput: '1', isShowList: 1, isShowForm: 1 }),
      field('level', 'string', {
        dbFieldTxt: '等级',
        dbLength: 2,
        fieldShowType: 'list',
        dictField: 'grade_level',
        isQuery: 1,
        isShowList: 1,
        isShowForm: 1,
      }),
      field('score', 'double', { dbFieldTxt: '分数', isQuery: 1, queryMode: 'group', isShowList: 1, isShowForm: 1 }),
      field('create_by', 'string', { isShowForm: 0, isShowList: 0 }),
      field('create_time', 'Datetime', { isShowForm: 0, isShowList: 0 }),
    ];
    await send('POST', '/online/cgform/api/addAll', {
      head: { tableName: 'demo_review', tableTxt: '评审', tableType: 1 },
      fields,
    });
    const head = await headOf('demo_review');
    expect((await send('GET', `/online/cgform/api/getData/${head.id}`)).body).toMatchObject({
      success: false,
      message: 'NO_DB_SYNC',
    });
    await sync(head.id);

    const columns = (await send<Rec>('GET', `/online/cgform/api/getColumns/${head.id}`)).body.result;
    expect(columns).toMatchObject({
      description: '评审',
      currentTableName: 'demo_review',
      checkboxFlag: 'Y',
      paginationFlag: 'Y',
      columns: [
        { title: '标题', dataIndex: 'title' },
        { title: '等级', dataIndex: 'level', customRender: 'grade_level' },
        { title: '分数', dataIndex: 'score' },
      ],
    });
    expect((columns.dictOptions as Rec).grade_level).toContainEqual(
      expect.objectContaining({ value: '1', text: '优秀' }),
    );
    expect((await send<Rec[]>('GET', `/online/cgform/api/getQueryInfo/${head.id}`)).body.result).toEqual([
      { field: 'title', label: '标题', view: 'text', mode: 'single' },
      { field: 'level', label: '等级', view: 'list', mode: 'single', dictCode: 'grade_level' },
      { field: 'score', label: '分数', view: 'text', mode: 'group' },
    ]);
    const form = (
      await send<{ schema: { properties: Rec; required: string[] } }>(
        'GET',
        `/online/cgform/api/getFormItem/${head.id}`,
      )
    ).body.result;
    expect(Object.keys(form.schema.properties)).toEqual(['title', 'level', 'score']);
    expect(form.schema.required).toEqual(['title']);

    // Add (the form's rules: 标题 required), edit, read, list with filters, delete.
    expect((await send('POST', `/online/cgform/api/form/${head.id}`, { level: '1' })).body.success).toBe(false);
    const added = await send<string>('POST', `/online/cgform/api/form/${head.id}`, {
      title: '首轮',
      level: '1',
      score: 88.5,
    });
    expect(added.body).toMatchObject({ success: true, message: '添加成功！' });
    const id = added.body.result;
    await send('POST', `/online/cgform/api/form/${head.id}`, { title: '次轮', level: '2', score: 61 });
    expect((await send('PUT', `/online/cgform/api/form/${head.id}`, { id, title: '首轮评审' })).body.success).toBe(
      true,
    );
    const one = (await send<Rec>('GET', `/online/cgform/api/form/${head.id}/${id}`)).body.result;
    expect(one).toMatchObject({ title: '首轮评审', level: '1', score: 88.5, create_by: 'admin' });
    const page = (
      await send<{ total: number; records: Rec[] }>(
        'GET',
        `/online/cgform/api/getData/${head.id}?title=${encodeURIComponent('*首轮*')}&score_begin=80`,
      )
    ).body.result;
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ id, jeecg_row_key: id, level_dictText: '优秀' });
    expect(
      (await send<{ total: number }>('GET', `/online/cgform/api/getData/${head.id}?pageSize=-521`)).body.result.total,
    ).toBe(2);
    // A filter on a column the form does not have is not SQL: ignored.
    expect(
      (await send<{ total: number }>('GET', `/online/cgform/api/getData/${head.id}?${encodeURIComponent('1=1;--')}=x`))
        .body.result.total,
    ).toBe(2);

    const jeecg = await tokenFor(server.app, 'jeecg');
    expect((await send('GET', `/online/cgform/api/getData/${head.id}`, undefined, jeecg)).body.message).toBe(
      '没有权限，请联系管理员授权',
    );
    // The list platform's shapes: queryById by ?id=, 批量删除 by ?ids=.
    expect((await send<Rec>('GET', `/online/cgform/api/form/${head.id}?id=${id}`)).body.result).toMatchObject({ id });
    expect((await send('DELETE', `/online/cgform/api/form/${head.id}?ids=nope`)).body.message).toBe('未找到对应数据');
    expect((await send('DELETE', `/online/cgform/api/form/${head.id}/${id}`)).body.success).toBe(true);
    expect((await send<{ total: number }>('GET', `/online/cgform/api/getData/${head.id}`)).body.result.total).toBe(1);
  });
});
