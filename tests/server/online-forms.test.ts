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
    // Each searched column and create_time get an index (the list over many rows).
    const indexed = await rows<{ def: string }>(
      sql`select indexdef as def from pg_indexes where tablename = 'demo_review' and indexname like 'onl_ix_%'`,
    );
    expect(indexed.map((i) => /\((\w+)\)$/.exec(i.def)?.[1]).sort()).toEqual([
      'create_time',
      'level',
      'score',
      'title',
    ]);

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

/** A form defined and synchronised through the designer's calls; answers its head. */
async function defineForm(head: Rec, fields: Rec[]) {
  const added = await send('POST', '/online/cgform/api/addAll', { head, fields });
  expect(added.body).toMatchObject({ success: true });
  const stored = await headOf(String(head.tableName));
  expect((await sync(stored.id)).body.success).toBe(true);
  return stored;
}
const page = async (url: string, token = admin) =>
  (await send<{ total: number; records: Rec[] }>('GET', url, undefined, token)).body.result;
const KEY = field('id', 'string', { dbLength: 32, dbIsKey: 1, dbIsNull: 0, isShowForm: 0, isShowList: 0 });

describe('tree forms', () => {
  it('lists roots, children and matches, keeps 是否有子节点, refuses a loop and deletes a branch', async () => {
    const head = await defineForm(
      {
        tableName: 'demo_tree',
        tableTxt: '知识点',
        tableType: 1,
        isTree: 'Y',
        treeParentIdField: 'pid',
        treeIdField: 'has_child',
        treeFieldname: 'name',
      },
      [
        KEY,
        field('code', 'string', { dbFieldTxt: '编码', isShowList: 1 }),
        field('name', 'string', { dbFieldTxt: '名称', isQuery: 1, isShowList: 1, fieldMustInput: '1' }),
        field('pid', 'string', { dbFieldTxt: '父级', dbLength: 32 }),
        field('has_child', 'string', { dbFieldTxt: '是否有子节点', dbLength: 3 }),
      ],
    );
    const columns = (await send<Rec>('GET', `/online/cgform/api/getColumns/${head.id}`)).body.result;
    expect(columns).toMatchObject({ pidField: 'pid', hasChildrenField: 'has_child', textField: 'name', isTree: 'Y' });
    expect((columns.columns as Rec[])[0]).toMatchObject({ dataIndex: 'name' });
    const form = (await send<{ schema: { properties: Rec } }>('GET', `/online/cgform/api/getFormItem/${head.id}`)).body
      .result.schema.properties;
    expect(form.pid).toMatchObject({ view: 'sel_tree', pidField: 'pid', hasChildField: 'has_child', pidValue: '0' });
    expect(form.has_child).toBeUndefined();

    const add = async (name: string, pid = '') =>
      (await send<string>('POST', `/online/cgform/api/form/${head.id}`, { name, pid })).body.result;
    const a = await add('代数');
    const b = await add('方程', a);
    const c = await add('一元二次方程', b);
    await add('几何');
    const tree = (query: string) => page(`/online/cgform/api/getTreeData/${head.id}?${query}`);
    const roots = await tree('hasQuery=false');
    expect(roots.records.map((r) => [r.name, r.pid, r.has_child])).toEqual([
      ['几何', '0', '0'],
      ['代数', '0', '1'],
    ]);
    expect((await tree(`pid=${a}`)).records.map((r) => r.name)).toEqual(['方程']);
    expect((await tree(`hasQuery=true&name=${encodeURIComponent('*二次*')}`)).records.map((r) => r.id)).toEqual([c]);

    // A node cannot move under itself or below it.
    expect((await send('PUT', `/online/cgform/api/form/${head.id}`, { id: a, pid: c })).body.message).toBe(
      '父级节点不能选择自己或下级节点',
    );
    // Moving 一元二次方程 to the top leaves 方程 without children.
    expect((await send('PUT', `/online/cgform/api/form/${head.id}`, { id: c, pid: '' })).body.success).toBe(true);
    expect((await tree(`pid=${a}`)).records[0]).toMatchObject({ id: b, has_child: '0' });
    await send('PUT', `/online/cgform/api/form/${head.id}`, { id: c, pid: b });
    // 删除 takes the branch: 方程 and 一元二次方程 go, 代数 has no children left.
    expect((await send('DELETE', `/online/cgform/api/form/${head.id}/${b}`)).body.success).toBe(true);
    expect(await rows(sql`select name, has_child from demo_tree order by name`)).toEqual([
      { name: '代数', has_child: '0' },
      { name: '几何', has_child: '0' },
    ]);
  });

  it('keeps JeecgBoot’s rules of the kinds', async () => {
    const save = (head: Rec, fields: Rec[]) =>
      send('POST', '/online/cgform/api/addAll', { head: { tableTxt: '规则', ...head }, fields });
    const fk = field('main_id', 'string', { mainTable: 'demo_main', mainField: 'id' });
    const cases: [Promise<{ body: { message: string } }>, string][] = [
      [save({ tableName: 'demo_k1', tableType: 2, isTree: 'Y' }, [KEY]), '主表和附表不能是树表单'],
      [
        save({ tableName: 'demo_k2', tableType: 1, isTree: 'Y', treeParentIdField: 'pid' }, [KEY]),
        '树表单须设置树父ID字段、是否有子节点字段和树显示字段，且须是表单的字段',
      ],
      [save({ tableName: 'demo_k3', tableType: 1 }, [KEY, fk]), '只有附表可以设置外键'],
      [save({ tableName: 'demo_k4', tableType: 3 }, [KEY]), '附表须设置一个外键（外键主表名和外键主键字段）'],
    ];
    for (const [answer, message] of cases) expect((await answer).body.message).toBe(message);
    expect((await send<{ total: number }>('GET', '/online/cgform/head/list?tableName=demo_k*')).body.result.total).toBe(
      0,
    );
  });
});

describe('master and sub-tables', () => {
  it('saves, reads and deletes a main row with its sub rows; ERP and inner-table calls; who may', async () => {
    const main = await defineForm({ tableName: 'demo_supply', tableTxt: '物资申领', tableType: 2 }, [
      KEY,
      field('apply_no', 'string', { dbFieldTxt: '申领单号', isShowList: 1, fieldMustInput: '1' }),
      field('create_time', 'Datetime', { isShowForm: 0, isShowList: 0 }),
    ]);
    const sub = await defineForm(
      { tableName: 'demo_supply_item', tableTxt: '物资明细', tableType: 3, relationType: 0, tabOrderNum: 1 },
      [
        KEY,
        field('supply_id', 'string', { dbLength: 32, mainTable: 'demo_supply', mainField: 'id', isShowList: 0 }),
        field('name', 'string', { dbFieldTxt: '物品', isShowList: 1, fieldMustInput: '1' }),
        field('amount', 'int', { dbFieldTxt: '数量', isShowList: 1 }),
        field('create_time', 'Datetime', { isShowForm: 0, isShowList: 0 }),
      ],
    );
    expect((await headOf('demo_supply')).subTableStr).toBe('demo_supply_item');
    const item = (await send<{ schema: { properties: Rec } }>('GET', `/online/cgform/api/getFormItem/${main.id}`)).body
      .result.schema.properties.demo_supply_item as Rec;
    expect(item).toMatchObject({
      view: 'tab',
      id: sub.id,
      title: '物资明细',
      relationType: 0,
      foreignKey: ['supply_id'],
    });
    expect(item.columns).toEqual([
      expect.objectContaining({
        key: 'name',
        type: 'input',
        validateRules: [{ required: true, message: '请输入物品!' }],
      }),
      expect.objectContaining({ key: 'amount', type: 'inputNumber' }),
    ]);

    const added = await send<string>('POST', `/online/cgform/api/form/${main.id}`, {
      apply_no: 'SQ-1',
      demo_supply_item: [
        { name: '签字笔', amount: 20 },
        { name: '答题卡', amount: 500 },
      ],
    });
    const id = added.body.result;
    const stored = (await send<Rec>('GET', `/online/cgform/api/form/${main.id}/${id}`)).body.result;
    const items = stored.demo_supply_item as Rec[];
    expect(items.map((r) => [r.name, r.amount, r.supply_id])).toEqual([
      ['签字笔', 20, id],
      ['答题卡', 500, id],
    ]);
    // A bad sub row is named and nothing changes; then one row kept, one dropped, one added.
    const refused = await send('PUT', `/online/cgform/api/form/${main.id}`, {
      id,
      apply_no: 'SQ-1改',
      demo_supply_item: [{ name: '签字笔' }, { amount: 3 }],
    });
    expect(refused.body.message).toMatch(/^物资明细第2行：/);
    expect(await rows(sql`select apply_no from demo_supply`)).toEqual([{ apply_no: 'SQ-1' }]);
    await send('PUT', `/online/cgform/api/form/${main.id}`, {
      id,
      apply_no: 'SQ-1',
      demo_supply_item: [
        { ...items[0], amount: 25 },
        { name: '铅笔', amount: 40 },
      ],
    });
    const after = await rows<Rec>(sql`select id, name, amount from demo_supply_item order by name`);
    expect(after.map((r) => [r.name, r.amount])).toEqual([
      ['签字笔', 25],
      ['铅笔', 40],
    ]);
    expect(after.find((r) => r.name === '签字笔')!.id).toBe(items[0]!.id);

    // ERP: the main's and each sub-table's columns with the link; a sub list of one main row; inner table's rows.
    const erp = (await send<{ main: Rec; subList: Rec[] }>('GET', `/online/cgform/api/getErpColumns/${main.id}`)).body
      .result;
    expect(erp.main).toMatchObject({ currentTableName: 'demo_supply' });
    expect(erp.subList).toEqual([
      expect.objectContaining({
        id: sub.id,
        code: sub.id, // the stock ERP list names the sub-list's calls by it
        currentTableName: 'demo_supply_item',
        foreignKeys: [{ field: 'supply_id', key: 'id' }],
      }),
    ]);
    const erpForm = (await send<{ schema: { properties: Rec } }>('GET', `/online/cgform/api/getErpFormItem/${sub.id}`))
      .body.result.schema.properties;
    expect(Object.keys(erpForm)).toEqual(['name', 'amount']);
    expect((await page(`/online/cgform/api/getData/${sub.id}?supply_id=${id}`)).total).toBe(2);
    expect(
      (await send<Rec[]>('GET', `/online/cgform/api/subform/list/demo_supply_item/${id}`)).body.result.map(
        (r) => r.name,
      ),
    ).toEqual(['签字笔', '铅笔']);
    // Who may not use the main may not use its sub-table either.
    const jeecg = await tokenFor(server.app, 'jeecg');
    expect((await send('GET', `/online/cgform/api/getData/${sub.id}`, undefined, jeecg)).body.message).toBe(
      '没有权限，请联系管理员授权',
    );

    expect((await send('DELETE', `/online/cgform/api/form/${main.id}?id=${id}`)).body.success).toBe(true);
    expect(await rows(sql`select count(*)::int as n from demo_supply_item`)).toEqual([{ n: 0 }]);
  });

  it('describes a 一对一 sub-table as a form of its own (the stock TAB modal) and saves its one row', async () => {
    const form = (
      await send<{ schema: { properties: Rec } }>('GET', '/online/cgform/api/getFormItem/onlform_site_apply')
    ).body.result.schema.properties;
    expect(form.exam_site_room).not.toHaveProperty('properties');
    const contact = form.exam_site_contact as { relationType: number; properties: Rec; required: string[] };
    expect(contact.relationType).toBe(1);
    expect(Object.keys(contact.properties)).toEqual(['contact_name', 'phone']);
    expect(contact.properties.contact_name).toMatchObject({ title: '姓名', view: 'text', maxLength: 30 });
    expect(contact.required).toEqual(['contact_name']);

    const added = await send<string>('POST', '/online/cgform/api/form/onlform_site_apply?tabletype=2', {
      site_name: '西安第二考点',
      exam_site_room: [],
      exam_site_contact: [{ contact_name: '刘洋', phone: '13800010003' }],
    });
    expect(added.body.success).toBe(true);
    const stored = (await send<Rec>('GET', `/online/cgform/api/form/onlform_site_apply/${added.body.result}`)).body
      .result;
    expect((stored.exam_site_contact as Rec[]).map((r) => r.contact_name)).toEqual(['刘洋']);
  });
});

describe('views (生成视图) and 复制表', () => {
  it('reads the original’s table, refuses column changes and sync, and never drops the table', async () => {
    const original = await headOf('demo_tree');
    expect((await send('POST', `/online/cgform/head/copyOnline?code=${original.id}`)).body.message).toBe('复制成功');
    const view = await headOf('demo_tree$1');
    expect(view).toMatchObject({ copyType: 1, copyVersion: 1, physicId: original.id });
    const listed = await page('/online/cgform/head/list?copyType=0&tableName=demo_tree*');
    expect(listed.records.map((r) => [r.tableName, r.hascopy])).toEqual([['demo_tree', 1]]);
    expect((await page(`/online/cgform/head/list?physicId=${original.id}`)).records.map((r) => r.id)).toEqual([
      view.id,
    ]);
    expect((await page(`/online/cgform/api/getTreeData/${view.id}?hasQuery=false`)).total).toBe(2);
    expect((await sync(view.id)).body.message).toBe(SYNC_MESSAGES.view);
    const fields = await fieldsOf(view.id);
    const relabelled = fields.map((f) => (f.dbFieldName === 'name' ? { ...f, dbFieldTxt: '知识点名称' } : f));
    expect((await send('PUT', '/online/cgform/api/editAll', { head: view, fields: relabelled })).body.success).toBe(
      true,
    );
    const widened = fields.map((f) => (f.dbFieldName === 'name' ? { ...f, dbLength: 300 } : f));
    expect((await send('PUT', '/online/cgform/api/editAll', { head: view, fields: widened })).body.message).toBe(
      '视图不能修改数据库字段',
    );
    expect((await send('DELETE', `/online/cgform/head/delete?id=${view.id}`)).body.success).toBe(true);
    expect((await columnsOf('demo_tree')).length).toBeGreaterThan(0);

    expect(
      (await send('POST', `/online/cgform/head/copyOnlineTable/${original.id}?tableName=sys_x`)).body.message,
    ).toBe(SYNC_MESSAGES.reservedTable('sys_x'));
    expect(
      (await send('POST', `/online/cgform/head/copyOnlineTable/${original.id}?tableName=demo_tree2`)).body.success,
    ).toBe(true);
    const copy = await headOf('demo_tree2');
    expect(copy).toMatchObject({ copyType: 0, isDbSynch: 'N', isTree: 'Y' });
    expect((await fieldsOf(copy.id)).map((f) => f.dbFieldName)).toEqual(fields.map((f) => f.dbFieldName));
  });
});

describe('data rules and tenants on a form’s rows', () => {
  it('filters a user’s rows by the rules chosen on the form’s menu and by tenant', async () => {
    const head = await defineForm({ tableName: 'demo_ruled', tableTxt: '受限', tableType: 1 }, [
      KEY,
      field('level', 'string', { dbFieldTxt: '等级', isShowList: 1 }),
      field('tenant_id', 'int', { isShowForm: 0, isShowList: 0 }),
    ]);
    await server.opened.db.execute(
      sql`insert into demo_ruled (id, level, tenant_id) values ('1', 'A', null), ('2', 'B', null), ('3', 'A', 999)`,
    );
    const menu = await send('POST', '/sys/permission/add', {
      name: '受限',
      url: `/online/cgformList/${head.id}`,
      component: 'modules/online/cgform/auto/OnlCgformAutoList',
      menuType: 0,
      route: true,
    });
    expect(menu.body.success).toBe(true);
    const [perm] = await rows<{ id: string }>(
      sql`select id from sys_permission where url = ${`/online/cgformList/${head.id}`}`,
    );
    await send('POST', '/sys/permission/addPermissionRule', {
      permissionId: perm!.id,
      ruleName: '只看A级',
      ruleColumn: 'level',
      ruleConditions: '=',
      ruleValue: 'A',
      status: '1',
    });
    const [rule] = await rows<{ id: string }>(
      sql`select id from sys_permission_data_rule where permission_id = ${perm!.id}`,
    );
    const [role] = await rows<{ role_id: string }>(
      sql`select ur.role_id from sys_user_role ur join sys_user u on u.id = ur.user_id where u.username = 'jeecg' limit 1`,
    );
    await server.opened.db.execute(
      sql`insert into sys_role_permission (id, role_id, permission_id, data_rule_ids)
          values ('demo_ruled_grant', ${role!.role_id}, ${perm!.id}, ${rule!.id})`,
    );
    const jeecg = await tokenFor(server.app, 'jeecg');
    // jeecg: the menu's rule (A only) and his tenant (rows of no tenant): row 1. admin manages tenants: all three.
    expect((await page(`/online/cgform/api/getData/${head.id}`, jeecg)).records.map((r) => r.id)).toEqual(['1']);
    expect((await page(`/online/cgform/api/getData/${head.id}`)).total).toBe(3);
    expect((await send('GET', `/online/cgform/api/form/${head.id}/3`, undefined, jeecg)).body.message).toBe(
      '未找到对应数据',
    );
  });
});
