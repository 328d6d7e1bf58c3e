/** add / edit / delete / deleteBatch / queryById for every entity, validation, audit fields, permissions. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../src/domain/api';
import { sysDict, sysUser } from '../../server/db/schema';
import { client, startTestServer, tokenFor, type TestServer } from './helpers';

type Rec = Record<string, unknown>;
let server: TestServer;
let admin: ReturnType<typeof client>;
let staff: ReturnType<typeof client>;
let staffToken: string;
let priorityDictId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.app, await tokenFor(server.app, 'admin'));
  staffToken = await tokenFor(server.app, 'jeecg');
  staff = client(server.app, staffToken);
  const [dict] = await server.opened.db.select().from(sysDict).where(eq(sysDict.dictCode, 'priority'));
  priorityDictId = dict!.id;
});
afterAll(async () => server?.close());

async function findOne(path: string, key: string, value: string): Promise<Rec | undefined> {
  const res = await admin.get<PageResult<Rec>>(`${path}/list`, { [key]: value, pageSize: 100 });
  return res.body.result.records.find((r) => String(r[key]) === value);
}

interface Case {
  path: string;
  key: string;
  add: (n: number) => Rec;
  edit: Rec;
}
const CASES: Case[] = [
  {
    path: '/sys/position',
    key: 'code',
    add: (n) => ({ name: `质检员${n}`, code: `qc_${n}`, postRank: '3' }),
    edit: { name: '质检主管' },
  },
  {
    path: '/sys/role',
    key: 'roleCode',
    add: (n) => ({ roleName: `阅卷组${n}`, roleCode: `marker${n}` }),
    edit: { description: '阅卷人员' },
  },
  {
    path: '/sys/dict',
    key: 'dictCode',
    add: (n) => ({ dictName: `科目${n}`, dictCode: `subject_${n}` }),
    edit: { description: '考试科目' },
  },
  {
    path: '/sys/tenant',
    key: 'name',
    add: (n) => ({
      id: 100 + n,
      name: `西南合作机构${n}`,
      beginDate: '2025-01-01',
      endDate: '2026-12-31 18:00:00',
      status: 1,
    }),
    edit: { status: 0 },
  },
  {
    path: '/sys/sysDepart',
    key: 'departName',
    add: (n) => ({ departName: `阅卷中心${n}`, orgCategory: '1' }),
    edit: { memo: '新建' },
  },
  {
    path: '/sys/user',
    key: 'username',
    add: (n) => ({
      username: `tester${n}`,
      realname: `测试员${n}`,
      password: 'abc12345',
      phone: `1370000000${n}`,
      sex: 1,
    }),
    edit: { realname: '改名了', birthday: '1999-09-09' },
  },
  {
    path: '/sys/dictItem',
    key: 'itemValue',
    add: (n) => ({ dictId: priorityDictId, itemText: `特急${n}`, itemValue: `X${n}`, sortOrder: 9, status: 1 }),
    edit: { itemText: '特别紧急' },
  },
];

describe.each(CASES)('$path', ({ path, key, add, edit }) => {
  it('adds, reads, edits and deletes one record', async () => {
    const body = add(1);
    expect((await admin.post(`${path}/add`, body)).body).toMatchObject({
      success: true,
      code: 200,
      message: '添加成功！',
    });
    const created = (await findOne(path, key, String(body[key])))!;
    expect(created).toMatchObject({
      createBy: 'admin',
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    if (path !== '/sys/tenant') expect(String(created.id)).toMatch(/^\d{19}$/);
    expect(created).not.toHaveProperty('password');

    const byId = await admin.get<Rec>(`${path}/queryById`, { id: String(created.id) });
    expect(byId.body).toMatchObject({ success: true, result: { id: created.id, [key]: body[key] } });

    const edited = await admin.put(`${path}/edit`, { ...created, ...edit });
    expect(edited.body).toMatchObject({ success: true, code: 200, message: '编辑成功!' });
    const after = (await admin.get<Rec>(`${path}/queryById`, { id: String(created.id) })).body.result;
    expect(after).toMatchObject({ ...edit, createTime: created.createTime });
    if ('updateBy' in after) expect(after.updateBy).toBe('admin');
    // POST edit works too.
    expect((await admin.post(`${path}/edit`, { id: created.id, ...edit })).body.message).toBe('编辑成功!');

    expect((await admin.del(`${path}/delete`, { id: String(created.id) })).body).toMatchObject({
      success: true,
      message: '删除成功!',
    });
    expect((await admin.get(`${path}/queryById`, { id: String(created.id) })).body).toMatchObject({
      success: false,
      message: '未找到对应数据',
    });
    expect(await findOne(path, key, String(body[key]))).toBeUndefined();
  });

  it('deletes a batch (trailing comma tolerated)', async () => {
    const ids: string[] = [];
    for (const n of [2, 3]) {
      const body = add(n);
      expect((await admin.post(`${path}/add`, body)).body).toMatchObject({ success: true });
      ids.push(String((await findOne(path, key, String(body[key])))!.id));
    }
    expect((await admin.del(`${path}/deleteBatch`, { ids: `${ids.join(',')},` })).body).toMatchObject({
      success: true,
      message: '批量删除成功!',
    });
    for (const id of ids) expect((await admin.get(`${path}/queryById`, { id })).body.success).toBe(false);
    expect((await admin.del(`${path}/deleteBatch`, { ids: '' })).body.message).toBe('参数不识别！');
    expect((await admin.del(`${path}/delete`, {})).body.message).toBe('参数不识别！');
    expect((await admin.del(`${path}/delete`, { id: '123' })).body.message).toBe('未找到对应数据');
    expect((await admin.put(`${path}/edit`, { id: '123', ...edit })).body.message).toBe('未找到对应数据');
  });
});

describe('logical deletes', () => {
  it('marks users and dictionaries deleted instead of removing them', async () => {
    await admin.post('/sys/user/add', {
      username: 'ghost01',
      realname: '幽灵',
      password: 'abc12345',
      phone: '13700000099',
    });
    const ghost = (await findOne('/sys/user', 'username', 'ghost01'))!;
    await admin.del('/sys/user/delete', { id: String(ghost.id) });
    const [row] = await server.opened.db
      .select()
      .from(sysUser)
      .where(eq(sysUser.id, String(ghost.id)));
    expect(row).toMatchObject({ delFlag: 1, updateBy: 'admin' });
    // The name stays taken (the unique index covers deleted rows).
    const again = await admin.post('/sys/user/add', {
      username: 'ghost01',
      realname: '幽灵',
      password: 'abc12345',
      phone: '13700000098',
    });
    expect(again.body).toMatchObject({ success: false, message: '用户账号「ghost01」已存在' });
  });
});

describe('validation with the form rules', () => {
  it.each([
    ['/sys/position/add', { code: 'qc_9', postRank: '1' }, '请输入职务名称!'],
    ['/sys/position/add', { name: '甲', code: 'Bad', postRank: '1' }, '职务编码必须以小写字母开头'],
    ['/sys/position/add', { name: '甲', code: 'kw_supervisor', postRank: '1' }, '职务编码「kw_supervisor」已存在'],
    ['/sys/position/add', { name: '长'.repeat(101), code: 'qc_10', postRank: '1' }, '职务名称：最大长度100位字符'],
    ['/sys/position/add', { name: '甲', code: 'qc_11' }, '请选择职级!'],
    [
      '/sys/user/add',
      { username: 'ab', realname: '甲', password: 'abc12345', phone: '13700000011' },
      '用户账号：长度6到18个字符',
    ],
    [
      '/sys/user/add',
      { username: 'abc def', realname: '甲', password: 'abc12345', phone: '13700000011' },
      '用户账号：只允许字母、数字、下划线',
    ],
    [
      '/sys/user/add',
      { username: 'okname', realname: '甲', password: 'abc12345', phone: '12345' },
      '手机号码：请输入正确手机号',
    ],
    ['/sys/user/add', { username: 'okname', realname: '甲', password: 'abc12345' }, '手机号码：请输入手机号'],
    [
      '/sys/user/add',
      { username: 'okname', realname: '甲', password: 'abc12345', phone: '13800000000' },
      '手机号码「13800000000」已存在',
    ],
    [
      '/sys/user/add',
      { username: 'okname', realname: '甲', password: 'abc', phone: '13700000012' },
      '登录密码：密码至少8位，且须同时包含字母和数字',
    ],
    [
      '/sys/user/add',
      { username: 'okname', realname: '甲', password: '12345678', phone: '13700000012' },
      '登录密码：密码至少8位，且须同时包含字母和数字',
    ],
    [
      '/sys/user/add',
      { username: 'okname', realname: '甲', password: 'abc12345', phone: '13700000013', email: 'x@' },
      '邮箱格式不正确',
    ],
    [
      '/sys/user/add',
      { username: 'okname', realname: '甲', password: 'abc12345', phone: '13700000013', birthday: '2024-02-31' },
      '生日日期格式不正确，应为YYYY-MM-DD',
    ],
    ['/sys/tenant/add', { id: 'abc', name: '甲', status: 1 }, '租户编号：请输入整数!'],
    ['/sys/tenant/add', { id: 1, name: '甲', status: 1 }, '租户编号「1」已存在'],
  ])('%s %j → %s', async (path, body, message) => {
    expect((await admin.post(path, body)).body).toMatchObject({ success: false, code: 500, message });
  });
});

describe('button permissions (jeecg is staff)', () => {
  it.each([
    ['POST', '/sys/user/add'],
    ['DELETE', '/sys/user/delete'],
    ['DELETE', '/sys/user/deleteBatch'],
    ['POST', '/sys/user/importExcel'],
    ['PUT', '/sys/user/frozenBatch'],
    ['PUT', '/sys/user/changePassword'],
    ['POST', '/sys/position/add'],
    ['DELETE', '/sys/role/delete'],
    ['GET', '/sys/role/exportXls'],
    ['POST', '/sys/permission/saveRolePermission'],
  ])('%s %s answers 510', async (method, url) => {
    const res = await server.app.inject({
      method: method as 'GET',
      url: `/jeecg-boot${url}?id=1&ids=1`,
      headers: { 'x-access-token': staffToken },
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员授权' });
  });

  it('lets jeecg list, edit users and positions, and export (a switched-off rule)', async () => {
    expect((await staff.get('/sys/user/list')).body.success).toBe(true);
    const wang = (await findOne('/sys/user', 'username', 'wangqiang'))!;
    expect((await staff.put('/sys/user/edit', { ...wang, realname: '王强强' })).body.message).toBe('编辑成功!');
    expect((await staff.put('/sys/user/edit', { id: wang.id, selectedroles: '' })).body).toMatchObject({ code: 510 });
    const pos = (await findOne('/sys/position', 'code', 'yj_marker'))!;
    expect((await staff.put('/sys/position/edit', { ...pos, name: '阅卷员（兼职）' })).body.message).toBe('编辑成功!');
    expect((await staff.raw('/sys/position/exportXls')).statusCode).toBe(200);
  });

  it('refuses without a token (401)', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/jeecg-boot/sys/position/list' });
    expect(res.statusCode).toBe(401);
  });
});
