/** 校验规则, 填值规则, 多数据源 and 网关路由: each call, its permission and bad input. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../src/domain/api';
import { sysDataSource, sysPermission, sysRole, sysRolePermission } from '../../server/db/schema';
import { encryptDataSourcePassword } from '../../server/lib/data-source-secret';
import { nextChildCode, nextCodeSegment } from '../../server/services/child-codes';
import { client, onPostgres, postgresUrl, startTestServer, tokenFor, type TestServer } from './helpers';

type Rec = Record<string, unknown>;

let server: TestServer;
let admin: ReturnType<typeof client>;
let staff: ReturnType<typeof client>;

/** Grants the staff role one button (a user with the code but without the admin role). */
async function grantStaff(perms: string) {
  const { db } = server.opened;
  const [role] = await db.select().from(sysRole).where(eq(sysRole.roleCode, 'staff'));
  const [button] = await db.select().from(sysPermission).where(eq(sysPermission.perms, perms));
  await db
    .insert(sysRolePermission)
    .values({
      id: `t${Date.now()}${Math.random().toString(36).slice(2, 8)}`,
      roleId: role!.id,
      permissionId: button!.id,
    })
    .onConflictDoNothing();
}

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.app, await tokenFor(server.app, 'admin'));
  staff = client(server.app, await tokenFor(server.app, 'wangqiang'));
});
afterAll(() => server.close());

describe('the seeded screens', () => {
  it('each screen has its buttons, granted to the admin role only', async () => {
    const perms = await admin.get<{ codeList: string[] }>('/sys/permission/getUserPermissionByToken');
    const codes = perms.body.result.codeList;
    for (const code of [
      'system:checkRule:add',
      'system:fillRule:add',
      'system:fillRule:test',
      'system:datasource:list',
      'system:datasource:deleteBatch',
      'online:report:add',
      'system:gateway:updateAll',
      'system:getway:delete',
    ])
      expect(codes).toContain(code);
    const staffCodes = (await staff.get<{ codeList: string[] }>('/sys/permission/getUserPermissionByToken')).body.result
      .codeList;
    expect(staffCodes.filter((c) => /checkRule|fillRule|datasource|gateway|getway/.test(c))).toEqual([]);
  });

  it('fresh databases have demo rows and the database_type dictionary', async () => {
    expect((await admin.get<PageResult<Rec>>('/sys/fillRule/list')).body.result.total).toBeGreaterThanOrEqual(3);
    const sources = await admin.get<PageResult<Rec>>('/sys/dataSource/list');
    expect(sources.body.result.records.length).toBeGreaterThanOrEqual(3);
    expect(sources.body.result.records.map((r) => r.dbType_dictText)).toContain('postgresql');
    expect((await admin.get<Rec[]>('/sys/gatewayRoute/list')).body.result.length).toBeGreaterThanOrEqual(3);
  });
});

describe('校验规则 /sys/checkRule', () => {
  const rule = (steps: unknown) => ({
    ruleName: '准考证号规则',
    ruleCode: 'admission_no',
    ruleDescription: '两位字母加八位数字',
    ruleJson: JSON.stringify(steps),
  });

  it('adds, lists, checks values with, edits and deletes a rule', async () => {
    const steps = [
      { digits: '2', pattern: '^[A-Z]{2}$', message: '前两位必须是大写字母' },
      { digits: '*', pattern: '^[A-Z]{2}\\d{8}$', message: '准考证号为两位字母加八位数字' },
    ];
    expect((await admin.post('/sys/checkRule/add', rule(steps))).body).toMatchObject({ success: true });
    const list = await admin.get<PageResult<Rec>>('/sys/checkRule/list', { ruleCode: 'admission_no' });
    const row = list.body.result.records[0]!;
    expect(row).toMatchObject({ ruleName: '准考证号规则', ruleCode: 'admission_no' });
    const check = await admin.get('/sys/checkRule/checkByCode', { ruleCode: 'admission_no', value: 'ab12345678' });
    expect(check.body).toMatchObject({ success: false, message: '前两位必须是大写字母' });
    expect(
      (await admin.get('/sys/checkRule/checkByCode', { ruleCode: 'admission_no', value: 'KS20240001' })).body,
    ).toMatchObject({ success: true });
    const edited = await admin.put('/sys/checkRule/edit', { id: row.id, ruleName: '准考证号' });
    expect(edited.body).toMatchObject({ success: true, message: '编辑成功!' });
    expect((await admin.del('/sys/checkRule/delete', { id: String(row.id) })).body).toMatchObject({ success: true });
  });

  it('refuses rules the checker cannot run, with a Chinese message', async () => {
    const bad = async (ruleJson: string) => (await admin.post('/sys/checkRule/add', { ...rule([]), ruleJson })).body;
    expect(await bad('not json')).toMatchObject({ success: false, message: '规则必须是JSON数组' });
    expect(await bad('[]')).toMatchObject({ success: false, message: '请至少添加一条规则' });
    expect(await bad(JSON.stringify([{ digits: '0', pattern: 'a', message: 'x' }]))).toMatchObject({
      message: '第1条规则的位数必须是正整数',
    });
    expect(await bad(JSON.stringify([{ digits: '*', pattern: '([a-z', message: 'x' }]))).toMatchObject({
      message: '第1条规则的正则表达式不正确',
    });
    expect(await bad(JSON.stringify([{ digits: '*', pattern: '.*', message: '' }]))).toMatchObject({
      message: '第1条规则的提示文本不能为空',
    });
    const duplicate = await admin.post('/sys/checkRule/add', {
      ...rule([{ digits: '*', pattern: '.*', message: 'x' }]),
      ruleCode: 'common',
    });
    expect(duplicate.body).toMatchObject({ success: false, message: '规则Code「common」已存在' });
  });

  it('keeps a rule a form field checks with', async () => {
    const list = await admin.get<PageResult<Rec>>('/sys/checkRule/list', { ruleCode: 'position_code' });
    const row = list.body.result.records[0]!;
    const res = await admin.del('/sys/checkRule/delete', { id: String(row.id) });
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain('正被「职务·职务编码」使用');
    const renamed = await admin.put('/sys/checkRule/edit', { id: row.id, ruleCode: 'position_code2' });
    expect(renamed.body.message).toContain('不能修改');
  });

  it('needs the screen to read and the button to write', async () => {
    expect((await staff.get('/sys/checkRule/list')).body.code).toBe(510);
    expect(
      (await staff.post('/sys/checkRule/add', rule([{ digits: '*', pattern: '.*', message: 'x' }]))).body.code,
    ).toBe(510);
    const anonymous = await server.app.inject({ method: 'GET', url: '/jeecg-boot/sys/checkRule/list' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('填值规则 /sys/fillRule', () => {
  it('runs the seeded rules: order numbers and the next category code', async () => {
    const order = await admin.get('/sys/fillRule/testFillRule', { ruleCode: 'shop_order_num' });
    expect(order.body).toMatchObject({ success: true, code: 200, message: '' });
    expect(String(order.body.result)).toMatch(/^CN\d{14}\d{2}$/);
    const category = await admin.get('/sys/fillRule/testFillRule', { ruleCode: 'category_code_rule' });
    expect(category.body.result).toMatch(/^[A-Z]\d{2}$/);
    const unknown = await admin.get('/sys/fillRule/testFillRule', { ruleCode: 'no_such_rule' });
    expect(unknown.body).toMatchObject({ success: true, result: null });
    const executed = await admin.put('/sys/fillRule/executeRuleByCode/exam_signup_no', { name: '张三' });
    expect(String(executed.body.result)).toMatch(/^BM\d{16}张三$/);
    const batch = await admin.put('/sys/fillRule/executeRuleByCodeBatch', {
      commonFormData: {},
      rules: [{ ruleCode: 'shop_order_num' }, { ruleCode: 'nope' }],
    });
    expect(batch.body.result).toEqual([
      { ruleCode: 'shop_order_num', result: expect.stringMatching(/^CN/) },
      { ruleCode: 'nope', result: null },
    ]);
  });

  it('the codes follow YouBianCodeUtil', () => {
    expect(nextCodeSegment(undefined)).toBe('A01');
    expect(nextCodeSegment('A09')).toBe('A10');
    expect(nextCodeSegment('A99')).toBe('B01');
    expect(nextCodeSegment('Z99')).toBe('Z99A01');
    expect(nextChildCode('A01', undefined)).toBe('A01A01');
    expect(nextChildCode('A01', 'A01A02')).toBe('A01A03');
  });

  it('adds, edits (the code stays) and deletes a rule; bad parameters are refused', async () => {
    const body = {
      ruleName: '证书编号',
      ruleCode: 'cert_no',
      ruleClass: 'org.jeecg.modules.system.rule.OrderNumberRule',
      ruleParams: '{"prefix":"ZS"}',
    };
    expect((await admin.post('/sys/fillRule/add', body)).body).toMatchObject({ success: true });
    const [row] = (await admin.get<PageResult<Rec>>('/sys/fillRule/list', { ruleCode: 'cert_no' })).body.result.records;
    expect(String((await admin.get('/sys/fillRule/testFillRule', { ruleCode: 'cert_no' })).body.result)).toMatch(/^ZS/);
    await admin.put('/sys/fillRule/edit', { id: row!.id, ruleCode: 'changed', ruleName: '证书编号规则' });
    const [after] = (await admin.get<PageResult<Rec>>('/sys/fillRule/list', { ruleName: '证书编号规则' })).body.result
      .records;
    expect(after).toMatchObject({ ruleCode: 'cert_no' });
    const bad = async (extra: Rec) =>
      (await admin.post('/sys/fillRule/add', { ...body, ruleCode: 'x1', ...extra })).body;
    expect(await bad({ ruleParams: '[1]' })).toMatchObject({ message: '只能传递JSON对象，不能传递JSON数组' });
    expect(await bad({ ruleParams: '{oops' })).toMatchObject({ message: '请输入JSON字符串' });
    expect(await bad({ ruleClass: 'java.lang.Runtime' })).toMatchObject({
      message: '规则实现类「java.lang.Runtime」不存在',
    });
    expect(await bad({ ruleName: '' })).toMatchObject({ success: false });
    expect((await admin.del('/sys/fillRule/delete', { id: String(row!.id) })).body).toMatchObject({ success: true });
  });

  it('writes and 功能测试 need the admin role as well as the button', async () => {
    await grantStaff('system:fillRule:add');
    await grantStaff('system:fillRule:test');
    const body = { ruleName: 'x', ruleCode: 'x2', ruleClass: 'org.jeecg.modules.system.rule.OrderNumberRule' };
    expect((await staff.post('/sys/fillRule/add', body)).body.code).toBe(510);
    expect((await staff.get('/sys/fillRule/testFillRule', { ruleCode: 'shop_order_num' })).body.code).toBe(510);
    // The button alone gives the list (the screen's reader rule).
    expect((await staff.get('/sys/fillRule/list')).body.success).toBe(true);
    const customer = client(server.app, await tokenFor(server.app, 'customer'));
    expect((await customer.get('/sys/fillRule/list')).body.code).toBe(510);
  });
});

describe('多数据源 /sys/dataSource', () => {
  const source = {
    code: 'exam_backup',
    name: '考试备份库',
    dbType: '6',
    dbDriver: 'org.postgresql.Driver',
    dbUrl: 'jdbc:postgresql://127.0.0.1:5432/exam_backup',
    dbName: 'exam_backup',
    dbUsername: 'backup',
    dbPassword: 'S3cret!pw',
    remark: '夜间备份',
  };

  it('stores the password encrypted and never sends it back; an empty one on edit keeps it', async () => {
    expect((await admin.post('/sys/dataSource/add', source)).body).toMatchObject({ success: true });
    const [stored] = await server.opened.db.select().from(sysDataSource).where(eq(sysDataSource.code, 'exam_backup'));
    expect(stored!.dbPassword).toBe(encryptDataSourcePassword('S3cret!pw'));
    const list = await admin.get<PageResult<Rec>>('/sys/dataSource/list', { name: '*备份*' });
    const row = list.body.result.records[0]!;
    expect(row).toMatchObject({ code: 'exam_backup', dbType_dictText: 'postgresql' });
    expect(JSON.stringify(list.body)).not.toContain('dbPassword');
    const one = await admin.get<Rec>('/sys/dataSource/queryById', { id: String(row.id) });
    expect(one.body.result).toMatchObject({ name: '考试备份库' });
    expect(one.body.result).not.toHaveProperty('dbPassword');
    await admin.put('/sys/dataSource/edit', { ...source, id: row.id, dbPassword: '', remark: '改过' });
    const [kept] = await server.opened.db
      .select()
      .from(sysDataSource)
      .where(eq(sysDataSource.id, String(row.id)));
    expect(kept!.dbPassword).toBe(encryptDataSourcePassword('S3cret!pw'));
    await admin.put('/sys/dataSource/edit', { ...source, id: row.id, dbPassword: 'n3w' });
    const [changed] = await server.opened.db
      .select()
      .from(sysDataSource)
      .where(eq(sysDataSource.id, String(row.id)));
    expect(changed!.dbPassword).toBe(encryptDataSourcePassword('n3w'));
    const exported = await admin.raw('/sys/dataSource/exportXls');
    expect(exported.statusCode).toBe(200);
    expect(exported.rawPayload.toString('latin1')).not.toContain(changed!.dbPassword!);
  });

  it('options lists code and name', async () => {
    const res = await admin.get<Rec[]>('/sys/dataSource/options');
    expect(res.body.result).toContainEqual({ value: 'exam_archive', label: '历史考试档案库', text: '历史考试档案库' });
  });

  it('refuses bad codes, duplicate codes and dangerous addresses', async () => {
    const bad = async (extra: Rec) => (await admin.post('/sys/dataSource/add', { ...source, ...extra })).body;
    expect(await bad({ code: '1abc' })).toMatchObject({ message: '编码必须以字母开头，可包含数字、下划线、横杠' });
    expect(await bad({ code: 'exam_archive' })).toMatchObject({ message: '数据源编码「exam_archive」已存在' });
    expect(await bad({ code: 'evil', dbUrl: 'jdbc:mysql://10.0.0.1:3306/x?autoDeserialize=true&a=1' })).toMatchObject({
      message: '操作失败：数据源地址不能包含参数 autoDeserialize',
    });
    expect(await bad({ code: 'evil2', dbUrl: "jdbc:h2:mem:x;INIT=RUNSCRIPT FROM 'http://x/a.sql'" })).toMatchObject({
      success: false,
    });
    expect(await bad({ code: 'evil3', dbUrl: 'http://example.com' })).toMatchObject({
      message: '操作失败：数据源地址必须以 jdbc:<数据库>: 开头',
    });
    expect(await bad({ code: 'nodriver', dbDriver: '' })).toMatchObject({ success: false });
  });

  it('each call needs its JeecgBoot code; deleteBatch needs system:datasource:delete', async () => {
    expect((await staff.get('/sys/dataSource/list')).body.code).toBe(510);
    expect((await staff.get('/sys/dataSource/options')).body.code).toBe(510);
    expect((await staff.post('/sys/dataSource/add', { ...source, code: 's1' })).body.code).toBe(510);
    expect((await staff.del('/sys/dataSource/deleteBatch', { ids: 'x' })).body.code).toBe(510);
    const route = server.app.routeTable.find((r) => r.url === '/jeecg-boot/sys/dataSource/deleteBatch');
    expect(route?.permission).toBe('system:datasource:delete');
    const [row] = await server.opened.db.select().from(sysDataSource).where(eq(sysDataSource.code, 'exam_backup'));
    expect((await admin.del('/sys/dataSource/deleteBatch', { ids: `${row!.id},` })).body).toMatchObject({
      success: true,
    });
  });
});

describe('多数据源 测试连接 /online/cgreport/api/testConnection', () => {
  const test = (body: Rec) => admin.post('/online/cgreport/api/testConnection', body);
  const jdbc = (database: string) => {
    const url = new URL(postgresUrl());
    return `jdbc:postgresql://${url.hostname}:${url.port}/${database}`;
  };

  it.runIf(onPostgres)(
    'connects to a PostgreSQL database on an allowed host (PostgreSQL only: needs a PostgreSQL server to reach)',
    async () => {
      expect((await test({ dbUrl: jdbc('postgres'), dbUsername: 'postgres', dbPassword: 'x' })).body).toMatchObject({
        success: true,
        message: '连接成功',
      });
      expect((await test({ dbUrl: jdbc('no_such_db'), dbUsername: 'postgres', dbPassword: 'x' })).body).toMatchObject({
        success: false,
        message: '连接失败：数据库不存在',
      });
    },
  );

  it('reaches no other host, no other database kind and no address with options', async () => {
    const refused = async (dbUrl: string) => (await test({ dbUrl, dbUsername: 'u', dbPassword: 'p' })).body.message;
    const started = performance.now();
    expect(await refused('jdbc:postgresql://10.1.2.3:5432/db')).toBe(
      '连接失败：主机「10.1.2.3」不在可测试的主机之列（服务器设置 DATA_SOURCE_TEST_HOSTS）',
    );
    expect(await refused('jdbc:postgresql://internal.example:5432/db')).toMatch(/^连接失败：主机「internal.example」/);
    // Refused before any connection is tried (a try waits up to 5 s on another host).
    expect(performance.now() - started).toBeLessThan(3000);
    expect(await refused('jdbc:mysql://127.0.0.1:3306/db')).toBe(
      '连接失败：只能测试 PostgreSQL 数据源（jdbc:postgresql://主机:端口/库名）',
    );
    expect(await refused('jdbc:postgresql://127.0.0.1:5432/db?sslfactory=x')).toBe(
      '连接失败：数据源地址不能包含参数 sslfactory',
    );
  });

  it('needs system:datasource:edit', async () => {
    expect(
      (await staff.post('/online/cgreport/api/testConnection', { dbUrl: 'jdbc:postgresql://127.0.0.1/x' })).body.code,
    ).toBe(510);
    const route = server.app.routeTable.find((r) => r.url === '/jeecg-boot/online/cgreport/api/testConnection');
    expect(route?.permission).toBe('system:datasource:edit');
  });
});

describe('网关路由 /sys/gatewayRoute', () => {
  it('lists unpaged with parsed predicates, saves through updateAll and deletes', async () => {
    const list = await admin.get<Rec[]>('/sys/gatewayRoute/list');
    const system = list.body.result.find((r) => r.routerId === 'jeecg-system')!;
    expect(system.predicates).toEqual([{ name: 'Path', args: ['/sys/**', '/jmreport/**', '/eoa/**'] }]);
    const router = {
      routerId: 'jeecg-report',
      name: '报表服务',
      uri: 'lb://jeecg-report',
      status: true,
      predicates: JSON.stringify([{ name: 'Path', args: ['/report/**'] }]),
      filters: '[]',
    };
    expect((await admin.post('/sys/gatewayRoute/updateAll', { router })).body).toMatchObject({
      success: true,
      message: '操作成功！',
    });
    let saved = (await admin.get<Rec[]>('/sys/gatewayRoute/list')).body.result.find(
      (r) => r.routerId === 'jeecg-report',
    )!;
    expect(saved).toMatchObject({ status: 1, predicates: [{ name: 'Path', args: ['/report/**'] }] });
    await admin.post('/sys/gatewayRoute/updateAll', {
      router: { ...router, id: saved.id, status: false, name: '报表' },
    });
    saved = (await admin.get<Rec[]>('/sys/gatewayRoute/list')).body.result.find((r) => r.routerId === 'jeecg-report')!;
    expect(saved).toMatchObject({ status: 0, name: '报表' });
    expect((await admin.del('/sys/gatewayRoute/delete', { id: String(saved.id) })).body).toMatchObject({
      success: true,
      message: '删除路由成功',
    });
  });

  it('refuses bad input with a Chinese message', async () => {
    const save = async (router: Rec) => (await admin.post('/sys/gatewayRoute/updateAll', { router })).body;
    const base = { routerId: 'r1', name: '路由', uri: 'lb://r1' };
    expect(await save({ ...base, predicates: '{"name":1}' })).toMatchObject({ message: '路由条件必须是JSON数组' });
    expect(await save({ ...base, filters: 'nope' })).toMatchObject({ message: '过滤器必须是JSON数组' });
    expect(await save({ ...base, routerId: 'jeecg-system' })).toMatchObject({
      message: '路由ID「jeecg-system」已存在',
    });
    expect(await save({ ...base, name: '' })).toMatchObject({ success: false });
    expect((await save({ ...base, uri: 'x'.repeat(40) })).success).toBe(false);
  });

  it('updateAll needs system:gateway:updateAll, delete system:getway:delete', async () => {
    expect((await staff.get('/sys/gatewayRoute/list')).body.code).toBe(510);
    const router = { routerId: 'x', name: 'x', uri: 'lb://x' };
    expect((await staff.post('/sys/gatewayRoute/updateAll', { router })).body.code).toBe(510);
    expect((await staff.del('/sys/gatewayRoute/delete', { id: 'x' })).body.code).toBe(510);
    const count = await server.opened.db.execute(
      sql`select count(*)::int as n from sys_gateway_route where router_id = 'x'`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
