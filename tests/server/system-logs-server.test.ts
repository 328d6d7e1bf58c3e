/**
 * 日志管理 (/sys/log), 数据日志 (/sys/dataLog and the versions the generic CRUD's edits write) and 在线用户
 * (/sys/online from the server's sessions): each endpoint, its permission check (staff without the menu or code get
 * 510), bad input, and the 0026 data migration on a database seeded before it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { migrate } from '../../server/db/migrate';
import {
  schemaMigrations,
  sysDataLog,
  sysDict,
  sysDictItem,
  sysLog,
  sysPermission,
  sysRole,
  sysRolePermission,
} from '../../server/db/schema';
import type { PageResult } from '../../src/domain/api';
import { apiUrl, authed, client, startTestServer, tokenFor, type TestServer } from './helpers';

type Rec = Record<string, unknown>;

let server: TestServer;
let admin: ReturnType<typeof client>;
let staff: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.app, await tokenFor(server.app, 'admin'));
  staff = client(server.app, await tokenFor(server.app, 'jeecg'));
});
afterAll(async () => {
  await server?.close();
});

const page = async (as: ReturnType<typeof client>, path: string, params: Record<string, string | number> = {}) => {
  const res = await as.get<PageResult<Rec>>(path, params);
  expect(res.body.success, res.body.message).toBe(true);
  return res.body.result;
};

describe('日志管理 /sys/log', () => {
  it('lists the sign-ins and the operations by tab, with their dictionary texts', async () => {
    const logins = await page(admin, '/sys/log/list', { logType: 1, operateType: '' });
    expect(logins.total).toBeGreaterThan(5);
    expect(logins.records.every((r) => r.logType === 1 && r.logType_dictText === '登录日志')).toBe(true);
    expect(logins.records[0]!.logContent).toBe('用户名: jeecg,登录成功！');

    const operations = await page(admin, '/sys/log/list', { logType: 2, pageSize: 50 });
    expect(operations.total).toBe(24);
    const edit = operations.records.find((r) => r.operateType === 3)!;
    expect(edit.operateType_dictText).toBe('修改');
    expect(edit.method).toMatch(/^PUT \/jeecg-boot\/.+\/edit$/);
    expect(edit.requestParam).toBeTruthy();
    const times = operations.records.map((r) => String(r.createTime));
    expect([...times].sort().reverse()).toEqual(times);

    const deletes = await page(admin, '/sys/log/list', { logType: 2, operateType: 4 });
    expect(deletes.records.length).toBeGreaterThan(0);
    expect(deletes.records.every((r) => r.operateType === 4)).toBe(true);
  });

  it('searches the content with keyWord (a LIKE, its wildcards taken literally) and by creation day', async () => {
    const found = await page(admin, '/sys/log/list', { logType: 2, keyWord: '机构列表' });
    expect(found.total).toBeGreaterThan(0);
    expect(found.records.every((r) => String(r.logContent).includes('机构列表'))).toBe(true);
    expect((await page(admin, '/sys/log/list', { logType: 2, keyWord: '%' })).total).toBe(0);

    const today = String((await page(admin, '/sys/log/list', { logType: 1 })).records[0]!.createTime).slice(0, 10);
    const day = await page(admin, '/sys/log/list', {
      logType: 1,
      createTime_begin: today,
      createTime_end: today,
    });
    expect(day.total).toBeGreaterThan(0);
    expect(day.records.every((r) => String(r.createTime).startsWith(today))).toBe(true);

    const bad = await admin.get('/sys/log/list', { keyWord: 'a\u0000b' });
    expect(bad.body.success).toBe(false);
    expect(bad.body.message).toMatch(/包含非法字符/);
  });

  it('deletes one, a batch, and everything with ids=allclear; refuses missing ids', async () => {
    const [a, b, c] = (await page(admin, '/sys/log/list', { logType: 2, pageSize: 3 })).records;
    expect((await admin.del('/sys/log/delete', { id: String(a!.id) })).body).toMatchObject({
      success: true,
      message: '删除成功!',
    });
    expect((await admin.del('/sys/log/delete', { id: String(a!.id) })).body.message).toBe('未找到对应数据');
    expect((await admin.del('/sys/log/deleteBatch', { ids: `${String(b!.id)},${String(c!.id)},` })).body).toMatchObject(
      {
        success: true,
        message: '删除成功!',
      },
    );
    // 24 - 3 deleted + the two deletes themselves (日志管理-删除, server/plugins/operation-log.ts, written once the
    // answer has gone).
    await vi.waitFor(async () => {
      const left = await page(admin, '/sys/log/list', { logType: 2, pageSize: 50 });
      expect(left.total).toBe(23);
      expect(left.records.filter((r) => r.logContent === '日志管理-删除')).toHaveLength(2);
    });
    expect((await admin.del('/sys/log/deleteBatch', { ids: '' })).body).toMatchObject({
      success: false,
      message: '参数不识别！',
    });
    expect((await admin.del('/sys/log/delete')).body.message).toBe('参数不识别！');
  });

  it('exports the list as .xls', async () => {
    const res = await admin.raw('/sys/log/exportXls', { logType: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/vnd.ms-excel');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('日志列表.xls');
    expect(res.rawPayload.length).toBeGreaterThan(1000);
  });

  it('has no add, edit or import', async () => {
    const urls = server.app.routeTable.filter((r) => r.url.startsWith('/jeecg-boot/sys/log/')).map((r) => r.url);
    expect(urls.some((u) => /\/(add|edit|importExcel)$/.test(u))).toBe(false);
  });

  it('refuses staff without the menu or the buttons (510)', async () => {
    expect((await staff.get('/sys/log/list', { logType: 1 })).body.code).toBe(510);
    expect((await staff.get('/sys/log/queryById', { id: '1' })).body.code).toBe(510);
    expect((await staff.del('/sys/log/delete', { id: '1' })).body.code).toBe(510);
    expect((await staff.del('/sys/log/deleteBatch', { ids: 'allclear' })).body.code).toBe(510);
    expect((await staff.raw('/sys/log/exportXls')).json()).toMatchObject({ code: 510 });
    expect((await server.app.inject({ method: 'GET', url: apiUrl('/sys/log/list') })).statusCode).toBe(401);
    const codes = server.app.routeTable
      .filter((r) => r.url.startsWith('/jeecg-boot/sys/log/'))
      .map((r) => [r.method, r.url.slice('/jeecg-boot/sys/log/'.length), r.permission ?? r.readers?.join('|')]);
    expect(codes).toEqual(
      expect.arrayContaining([
        ['GET', 'list', 'system/LogList|system:log:'],
        ['DELETE', 'delete', 'system:log:delete'],
        ['DELETE', 'deleteBatch', 'system:log:deleteBatch'],
        ['GET', 'exportXls', 'system:log:export'],
      ]),
    );
  });

  it('ids=allclear empties the whole log, leaving only the record of the clearing', async () => {
    expect((await admin.del('/sys/log/deleteBatch', { ids: 'allclear' })).body).toMatchObject({
      success: true,
      message: '清除成功!',
    });
    // The record of the clearing is written once the answer has gone (onResponse).
    await vi.waitFor(async () => {
      const left = await server.opened.db.select().from(sysLog);
      expect(left.map((r) => [r.logContent, r.userid, r.requestParam])).toEqual([
        ['日志管理-删除', 'admin', '{"ids":"allclear"}'],
      ]);
    });
  });
});

describe('数据日志 /sys/dataLog', () => {
  const ORG_API = '/organizationManager/cpcOrganizationManagement';

  it('lists the seeded versions (type json) with the version as text', async () => {
    const list = await page(admin, '/sys/dataLog/list', { dataTable: 'cpc_organization' });
    expect(list.total).toBe(6);
    expect(list.records.every((r) => typeof r.dataVersion === 'string')).toBe(true);
    expect(() => JSON.parse(String(list.records[0]!.dataContent)) as unknown).not.toThrow();
  });

  it('an edit of a business record writes its versions; compare returns the two rows asked for', async () => {
    const org = (await page(admin, `${ORG_API}/list`, { pageSize: 50 })).records.at(-1)!;
    const id = String(org.id);
    const versions = () =>
      server.opened.db
        .select()
        .from(sysDataLog)
        .where(and(eq(sysDataLog.dataTable, 'cpc_organization'), eq(sysDataLog.dataId, id)));
    expect(await versions()).toHaveLength(0);

    const edit = async (phone: string) => {
      const res = await admin.put(`${ORG_API}/edit`, { id, phone });
      expect(res.body.success, res.body.message).toBe(true);
    };
    await edit('010-12345678');
    const first = await versions();
    expect(first.map((v) => v.dataVersion).sort()).toEqual([0, 1]);
    const v0 = first.find((v) => v.dataVersion === 0)!;
    const v1 = first.find((v) => v.dataVersion === 1)!;
    expect(JSON.parse(v0.dataContent!)).toMatchObject({ id, phone: org.phone ?? null });
    expect(JSON.parse(v1.dataContent!)).toMatchObject({ id, phone: '010-12345678' });
    expect(v1.createBy).toBe('admin');

    server.clock.advance(2000);
    await edit('010-87654321');
    const list = await admin.get<Rec[]>('/sys/dataLog/queryDataVerList', { dataTable: 'cpc_organization', dataId: id });
    expect(list.body.success).toBe(true);
    expect(list.body.result.map((r) => r.dataVersion)).toEqual(['2', '1', '0']);

    const compare = await admin.get<Rec[]>('/sys/dataLog/queryCompareList', { dataId1: v0.id, dataId2: v1.id });
    expect(compare.body.result.map((r) => r.id)).toEqual([v0.id, v1.id]);
    expect(compare.body.result.map((r) => r.dataVersion)).toEqual(['0', '1']);

    const filtered = await page(admin, '/sys/dataLog/list', { dataTable: 'cpc_organization', dataId: id });
    expect(filtered.total).toBe(3);
  });

  it('a refused edit writes no version; system tables get none', async () => {
    const before = (await server.opened.db.select().from(sysDataLog)).length;
    const org = (await page(admin, `${ORG_API}/list`, { pageSize: 50 })).records.at(-2)!;
    const refused = await admin.put(`${ORG_API}/edit`, { id: org.id, email: 'not-an-email' });
    expect(refused.body.success).toBe(false);
    const position = (await page(admin, '/sys/position/list')).records[0]!;
    expect((await admin.put('/sys/position/edit', { id: position.id, name: '测试职务' })).body.success).toBe(true);
    expect(await server.opened.db.select().from(sysDataLog)).toHaveLength(before);
  });

  it('answers bad input with clear messages', async () => {
    const none = await admin.get('/sys/dataLog/queryDataVerList', { dataTable: 'cpc_organization', dataId: 'nope' });
    expect(none.body).toMatchObject({ success: false, code: 500, message: '未找到版本信息' });
    expect((await admin.get('/sys/dataLog/queryDataVerList')).body.message).toBe('未找到版本信息');
    expect((await admin.get('/sys/dataLog/queryCompareList', { dataId1: 'x' })).body).toMatchObject({
      success: false,
      message: '请选择两条数据',
    });
    expect((await admin.get('/sys/dataLog/queryCompareList', { dataId1: 'x', dataId2: 'y' })).body.message).toBe(
      '未找到对应数据',
    );
  });

  it('refuses staff without the 数据日志 menu; masks ID numbers for a reader without cpc:student:idCardNo', async () => {
    expect((await staff.get('/sys/dataLog/list')).body.code).toBe(510);
    expect((await staff.get('/sys/dataLog/queryDataVerList', { dataTable: 'x', dataId: 'y' })).body.code).toBe(510);
    expect((await staff.get('/sys/dataLog/queryCompareList', { dataId1: 'x', dataId2: 'y' })).body.code).toBe(510);

    const student = (await page(admin, '/studentManagement/cpcStudent/list', { pageSize: 1 })).records[0]!;
    const edited = await admin.put('/studentManagement/cpcStudent/edit', { id: student.id, remark: '数据日志测试' });
    expect(edited.body.success, edited.body.message).toBe(true);
    const [stored] = await server.opened.db
      .select()
      .from(sysDataLog)
      .where(and(eq(sysDataLog.dataTable, 'cpc_student'), eq(sysDataLog.dataId, String(student.id))));
    const idCardNo = String(JSON.parse(stored!.dataContent!).idCardNo);
    expect(idCardNo).toMatch(/^\d{17}[\dX]$/);

    const { db } = server.opened;
    const [role] = await db.select().from(sysRole).where(eq(sysRole.roleCode, 'staff'));
    const [menu] = await db.select().from(sysPermission).where(eq(sysPermission.url, '/monitor/dataLog'));
    await db.insert(sysRolePermission).values({ id: 'datalogtestgrant', roleId: role!.id, permissionId: menu!.id });
    const seen = await page(staff, '/sys/dataLog/list', { dataTable: 'cpc_student', dataId: String(student.id) });
    expect(seen.total).toBe(2);
    for (const record of seen.records) {
      const shown = String(JSON.parse(String(record.dataContent)).idCardNo);
      expect(shown).not.toBe(idCardNo);
      expect(shown).toContain('*');
    }
    const adminSees = await page(admin, '/sys/dataLog/list', { dataTable: 'cpc_student', dataId: String(student.id) });
    expect(adminSees.records.some((r) => String(r.dataContent).includes(idCardNo))).toBe(true);
    await db.delete(sysRolePermission).where(eq(sysRolePermission.id, 'datalogtestgrant'));
  });
});

describe('在线用户 /sys/online', () => {
  it('lists one row per live session, newest first, with the user and the current session marked', async () => {
    const second = await tokenFor(server.app, 'jeecg');
    const list = await page(admin, '/sys/online/list', { pageSize: 50 });
    const jeecg = list.records.filter((r) => r.username === 'jeecg');
    expect(jeecg).toHaveLength(2);
    expect(jeecg[0]).toMatchObject({
      userId: expect.any(String),
      realname: '张晓明',
      sex: 1,
      sex_dictText: '男',
      birthday: '1990-03-12',
    });
    expect(String(jeecg[0]!.token)).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(list.records)).not.toContain(second);
    expect(list.records[0]!.username).toBe('jeecg');
    expect(list.records.filter((r) => r.current === true).map((r) => r.username)).toEqual(['admin']);

    const filtered = await page(admin, '/sys/online/list', { username: 'EEC' });
    expect(filtered.records.map((r) => r.username)).toEqual(['jeecg', 'jeecg']);
    expect((await page(admin, '/sys/online/list', { username: '*eec*' })).total).toBe(2);
    expect(new Set(list.records.map((r) => r.id)).size).toBe(list.records.length);
    const paged = await page(admin, '/sys/online/list', { pageSize: 1, pageNo: 2 });
    expect(paged).toMatchObject({ size: 1, current: 2, total: list.total });
    expect(paged.records).toHaveLength(1);
  });

  it('强退 ends that session, writes a login log, and answers bad input', async () => {
    const victim = await tokenFor(server.app, 'wangqiang');
    const row = (await page(admin, '/sys/online/list', { username: 'wangqiang' })).records[0]!;
    const res = await admin.post('/sys/online/forceLogout', { token: row.token });
    expect(res.body).toMatchObject({ success: true, message: '退出登录成功！' });
    const after = await server.app.inject({ method: 'GET', url: apiUrl('/sys/log/list'), headers: authed(victim) });
    expect(after.statusCode).toBe(401);
    const logs = await server.opened.db.select().from(sysLog).where(eq(sysLog.logContent, '强制: 王强退出成功！'));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ logType: 1, userid: 'wangqiang' });

    expect((await admin.post('/sys/online/forceLogout', { token: row.token })).body.message).toBe('Token无效!');
    expect((await admin.post('/sys/online/forceLogout', { token: victim })).body.message).toBe('Token无效!');
    expect((await admin.post('/sys/online/forceLogout', {})).body).toMatchObject({
      success: false,
      message: '退出登录失败！',
    });
    // A list is refused by the route's schema.
    expect((await admin.post('/sys/online/forceLogout', { token: ['a'] })).body.message).toBe(
      '「令牌」格式不正确，应为文本',
    );
  });

  it('needs system:online:list / system:online:forceLogout (510 for staff)', async () => {
    const row = (await page(admin, '/sys/online/list')).records[0]!;
    expect((await staff.get('/sys/online/list')).body.code).toBe(510);
    expect((await staff.post('/sys/online/forceLogout', { token: row.token })).body.code).toBe(510);
    expect((await page(admin, '/sys/online/list')).total).toBeGreaterThan(0);
    const codes = server.app.routeTable
      .filter((r) => r.url.startsWith('/jeecg-boot/sys/online/'))
      .map((r) => [r.method, r.url, r.permission]);
    expect(codes).toEqual([
      ['GET', '/jeecg-boot/sys/online/list', 'system:online:list'],
      ['POST', '/jeecg-boot/sys/online/forceLogout', 'system:online:forceLogout'],
    ]);
  });
});

describe('0026 log and online buttons, log dictionaries', () => {
  const MIGRATION = '0026_log_online_buttons_dicts.sql';
  const CODES = [
    'system:log:delete',
    'system:log:deleteBatch',
    'system:log:export',
    'system:online:list',
    'system:online:forceLogout',
  ];

  it('gives a database seeded before them the buttons (granted to admin) and the dictionaries', async () => {
    const { db } = server.opened;
    const buttons = () => db.select().from(sysPermission).where(inArray(sysPermission.perms, CODES));
    const seeded = await buttons();
    expect(seeded.map((b) => b.perms).sort()).toEqual([...CODES].sort());

    // The menu and dictionaries as an earlier seed wrote them.
    await db.delete(sysRolePermission).where(
      inArray(
        sysRolePermission.permissionId,
        seeded.map((b) => b.id),
      ),
    );
    await db.delete(sysPermission).where(inArray(sysPermission.perms, CODES));
    await db
      .update(sysPermission)
      .set({ leaf: true })
      .where(inArray(sysPermission.url, ['/monitor/log', '/isystem/online']));
    const dicts = await db
      .select()
      .from(sysDict)
      .where(inArray(sysDict.dictCode, ['log_type', 'operate_type']));
    await db.delete(sysDictItem).where(
      inArray(
        sysDictItem.dictId,
        dicts.map((d) => d.id),
      ),
    );
    await db.delete(sysDict).where(
      inArray(
        sysDict.id,
        dicts.map((d) => d.id),
      ),
    );
    await db.delete(schemaMigrations).where(eq(schemaMigrations.name, MIGRATION));
    expect((await admin.get('/sys/online/list')).body.code).toBe(510);

    expect(await migrate(db)).toEqual([MIGRATION]);
    const [log] = await db.select().from(sysPermission).where(eq(sysPermission.url, '/monitor/log'));
    const [online] = await db.select().from(sysPermission).where(eq(sysPermission.url, '/isystem/online'));
    expect((await buttons()).map((b) => [b.name, b.perms, b.menuType, b.parentId])).toEqual(
      expect.arrayContaining([
        ['日志删除', 'system:log:delete', 2, log!.id],
        ['日志批量删除', 'system:log:deleteBatch', 2, log!.id],
        ['日志导出', 'system:log:export', 2, log!.id],
        ['在线用户列表', 'system:online:list', 2, online!.id],
        ['强制退出', 'system:online:forceLogout', 2, online!.id],
      ]),
    );
    expect([log!.leaf, online!.leaf]).toEqual([false, false]);
    expect((await admin.get('/sys/online/list')).body.code).toBe(0);
    const items = await db
      .select({ text: sysDictItem.itemText })
      .from(sysDictItem)
      .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
      .where(eq(sysDict.dictCode, 'operate_type'))
      .orderBy(sysDictItem.sortOrder);
    expect(items.map((i) => i.text)).toEqual(['查询', '添加', '修改', '删除', '导入', '导出']);

    // Run again: nothing doubles.
    await db.delete(schemaMigrations).where(eq(schemaMigrations.name, MIGRATION));
    expect(await migrate(db)).toEqual([MIGRATION]);
    expect(await buttons()).toHaveLength(5);
  });
});
