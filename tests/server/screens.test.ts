/** The screens' own endpoints: users (roles, departments, freeze, password), roles, departments, dict items, tenants. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../src/domain/api';
import { call, client, login, startTestServer, tokenFor, type TestServer } from './helpers';

type Rec = Record<string, unknown>;
let server: TestServer;
let admin: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.app, await tokenFor(server.app, 'admin'));
});
afterAll(async () => server?.close());

async function list(path: string, params: Record<string, string> = {}): Promise<Rec[]> {
  const res = await admin.get<PageResult<Rec>>(path, { pageSize: 1000, ...params });
  expect(res.body.success).toBe(true);
  return res.body.result.records;
}
const byField = async (path: string, field: string, value: string) =>
  (await list(path, { [field]: value })).find((r) => r[field] === value)!;
const names = (rows: Rec[], key = 'username') => rows.map((r) => r[key]).sort();

describe('users', () => {
  let roleStaff: Rec;
  let roleCustomer: Rec;
  let kaowu: Rec;
  let mingti: Rec;
  beforeAll(async () => {
    roleStaff = await byField('/sys/role/list', 'roleCode', 'staff');
    roleCustomer = await byField('/sys/role/list', 'roleCode', 'customer');
    kaowu = await byField('/sys/sysDepart/list', 'departName', '考务部');
    mingti = await byField('/sys/sysDepart/list', 'departName', '命题部');
  });

  it('adds with roles and departments, edits them, reads them back', async () => {
    const body = {
      username: 'zhangsan',
      realname: '张三',
      password: 'Pass1234',
      phone: '13712340000',
      selectedroles: `${String(roleStaff.id)},`,
      selecteddeparts: `${String(kaowu.id)},${String(mingti.id)}`,
    };
    expect((await admin.post('/sys/user/add', body)).body.message).toBe('添加成功！');
    const user = await byField('/sys/user/list', 'username', 'zhangsan');
    expect(user).toMatchObject({ status: 1, delFlag: 0, orgCodeTxt: '考务部,命题部' });
    expect((await admin.get('/sys/user/queryUserRole', { userid: String(user.id) })).body.result).toEqual([
      roleStaff.id,
    ]);
    expect((await admin.get('/sys/user/userDepartList', { userId: String(user.id) })).body.result).toEqual([
      { key: kaowu.id, value: kaowu.id, title: '考务部' },
      { key: mingti.id, value: mingti.id, title: '命题部' },
    ]);
    // The new user signs in with the password given.
    expect((await login(server.app, 'zhangsan', 'Pass1234')).body.code).toBe(200);

    await admin.put('/sys/user/edit', {
      ...user,
      selectedroles: String(roleCustomer.id),
      selecteddeparts: String(mingti.id),
    });
    expect((await admin.get('/sys/user/queryUserRole', { userid: String(user.id) })).body.result).toEqual([
      roleCustomer.id,
    ]);
    // Without the keys, roles and departments stay.
    await admin.put('/sys/user/edit', { id: user.id, realname: '张三丰', password: 'ignored1' });
    expect((await byField('/sys/user/list', 'username', 'zhangsan')).orgCodeTxt).toBe('命题部');
    expect((await login(server.app, 'zhangsan', 'ignored1')).body.code).not.toBe(200);
  });

  it('freezes and unfreezes, changes a password', async () => {
    const user = await byField('/sys/user/list', 'username', 'liuyang');
    expect((await admin.put('/sys/user/frozenBatch', { ids: `${String(user.id)},`, status: 2 })).body.message).toBe(
      '操作成功!',
    );
    expect((await login(server.app, 'liuyang')).body.message).toBe('该用户已冻结');
    await admin.put('/sys/user/frozenBatch', { ids: String(user.id), status: '1' });
    expect((await login(server.app, 'liuyang')).body.code).toBe(200);
    expect((await admin.put('/sys/user/frozenBatch', { ids: String(user.id), status: 3 })).body.message).toBe(
      '参数不识别！',
    );
    const me = await byField('/sys/user/list', 'username', 'admin');
    expect((await admin.put('/sys/user/frozenBatch', { ids: String(me.id), status: 2 })).body.message).toBe(
      '不能冻结当前登录用户！',
    );

    expect(
      (await admin.put('/sys/user/changePassword', { username: 'liuyang', password: 'NewPass99' })).body.message,
    ).toBe('密码修改成功!');
    expect((await login(server.app, 'liuyang', 'NewPass99')).body.code).toBe(200);
    expect((await admin.put('/sys/user/changePassword', { username: 'nobody', password: 'x' })).body.message).toBe(
      '用户不存在',
    );
    expect((await admin.del('/sys/user/delete', { id: String(me.id) })).body.message).toBe('不能删除当前登录用户！');
  });

  it('checkOnlyUser needs a token (it would tell anyone which accounts exist)', async () => {
    const anonymous = await call(server.app, {
      method: 'GET',
      url: '/jeecg-boot/sys/user/checkOnlyUser?username=admin',
    });
    expect(anonymous.status).toBe(401);
    const check = async (q: string) => await admin.get(`/sys/user/checkOnlyUser?${q}`);
    expect((await check('username=admin')).body).toMatchObject({ success: false, message: '用户账号已存在' });
    expect((await check('phone=13800000001')).body.success).toBe(false);
    expect((await check('username=free_name')).body.success).toBe(true);
  });

  it('role users: list, add, remove', async () => {
    const roleId = String(roleCustomer.id);
    const before = names(await list('/sys/user/userRoleList', { roleId }));
    expect(before).toContain('customer');
    const wang = await byField('/sys/user/list', 'username', 'wangqiang');
    const yang = await byField('/sys/user/list', 'username', 'yangfan');
    expect(
      (await admin.post('/sys/user/addSysUserRole', { roleId, userIdList: [wang.id, yang.id] })).body.message,
    ).toBe('添加成功!');
    expect(names(await list('/sys/user/userRoleList', { roleId, username: 'wangqiang' }))).toEqual(['wangqiang']);
    expect((await admin.del('/sys/user/deleteUserRole', { roleId, userId: String(wang.id) })).body.message).toBe(
      '删除成功!',
    );
    await admin.del('/sys/user/deleteUserRoleBatch', { roleId, userIds: `${String(yang.id)},` });
    expect(names(await list('/sys/user/userRoleList', { roleId }))).toEqual(before);
  });

  it('department users: list, add, remove', async () => {
    const depId = String(mingti.id);
    const before = names(await list('/sys/user/departUserList', { depId }));
    const sun = await byField('/sys/user/list', 'username', 'sunli');
    await admin.post('/sys/user/editSysDepartWithUser', { depId, userIdList: [sun.id] });
    expect(names(await list('/sys/user/departUserList', { depId }))).toEqual([...before, 'sunli'].sort());
    await admin.del('/sys/user/deleteUserInDepart', { depId, userId: String(sun.id) });
    expect(names(await list('/sys/user/departUserList', { depId }))).toEqual(before);
    await admin.post('/sys/user/editSysDepartWithUser', { depId, userIdList: [sun.id] });
    await admin.del('/sys/user/deleteUserInDepartBatch', { depId, userIds: String(sun.id) });
    expect(names(await list('/sys/user/departUserList', { depId }))).toEqual(before);
  });

  it('queryUserComponentData (the user-by-department picker) pages the users of a department', async () => {
    const departId = String(mingti.id);
    const all = names(await list('/sys/user/departUserList', { depId: departId }));
    expect(all.length).toBeGreaterThan(0);
    const picked = await list('/sys/user/queryUserComponentData', { departId });
    expect(names(picked)).toEqual(all);
    const one = await admin.get<{ total: number; records: unknown[] }>('/sys/user/queryUserComponentData', {
      departId,
      pageNo: 1,
      pageSize: 1,
    });
    expect(one.body).toMatchObject({ success: true, result: { total: all.length } });
    expect(one.body.result.records).toHaveLength(1);
  });

  it('queryUserByDepId: every user of a department and of those below it, not paged, by real name', async () => {
    const byDep = async (params: Record<string, string>) =>
      (await admin.get<Rec[]>('/sys/user/queryUserByDepId', params)).body.result;
    const roots = (await admin.get<Rec[]>('/sys/sysDepart/queryDepartTreeSync')).body.result;
    const root = roots.find((d) => String(d.orgCode) === 'A01')!;
    const below = names(await list('/sys/user/departUserList', { depId: String(mingti.id) }));
    const all = await byDep({ id: String(root.id) });
    expect(names(all)).toEqual(expect.arrayContaining(below));
    expect(all.length).toBeGreaterThan(below.length);
    expect(all.every((u) => u.password === undefined && typeof u.orgCodeTxt === 'string')).toBe(true);
    const one = all.find((u) => below.includes(String(u.username)))!;
    expect(names(await byDep({ id: String(mingti.id), realname: String(one.realname) }))).toEqual([one.username]);
    expect(await byDep({ id: 'no-such-depart' })).toEqual([]);
  });

  it("getMultiUser: the users named by account or id ('a,b,'), a bare list without secrets", async () => {
    const bare = async (params: Record<string, string>) =>
      (await admin.raw('/sys/user/getMultiUser', params)).json() as Rec[];
    const byName = await bare({ username: 'jeecg,admin,' });
    expect(names(byName).sort()).toEqual(['admin', 'jeecg']);
    expect(byName.every((u) => u.password === undefined && u.salt === undefined)).toBe(true);
    const byId = await bare({ id: `${String(byName[0]!.id)},` });
    expect(names(byId)).toEqual([byName[0]!.username]);
    expect(await bare({ username: 'no-such-account,' })).toEqual([]);
    expect(await bare({})).toEqual([]);
    const customer = client(server.app, await tokenFor(server.app, 'customer'));
    expect((await customer.raw('/sys/user/getMultiUser', { username: 'admin,' })).json()).toMatchObject({ code: 510 });
  });
});

describe('roles and their permissions', () => {
  it('queryall, checkRoleCode', async () => {
    const all = (await admin.get<Rec[]>('/sys/role/queryall')).body.result;
    expect(all.map((r) => r.roleCode)).toEqual(expect.arrayContaining(['admin', 'staff', 'customer']));
    const adminRole = all.find((r) => r.roleCode === 'admin')!;
    expect((await admin.get('/sys/role/checkRoleCode', { roleCode: 'admin' })).body).toMatchObject({
      success: false,
      message: '角色编码已存在',
    });
    expect(
      (await admin.get('/sys/role/checkRoleCode', { roleCode: 'admin', id: String(adminRole.id) })).body.success,
    ).toBe(true);
    expect((await admin.get('/sys/role/checkRoleCode', { roleCode: 'brand_new' })).body.success).toBe(true);
  });

  it('queryTreeList holds menus and buttons; grants are saved as a difference', async () => {
    const tree = (await admin.get<{ treeList: Rec[]; ids: string[] }>('/sys/role/queryTreeList')).body.result;
    const flat = (nodes: Rec[]): Rec[] => nodes.flatMap((n) => [n, ...flat((n.children as Rec[]) ?? [])]);
    const nodes = flat(tree.treeList);
    expect(nodes.length).toBe(tree.ids.length);
    const addButton = nodes.find((n) => n.title === '用户添加')!;
    expect(addButton).toMatchObject({ isLeaf: true, key: addButton.value, menuType: 2 });
    const staff = (await admin.get<Rec[]>('/sys/role/queryall')).body.result.find((r) => r.roleCode === 'staff')!;
    const roleId = String(staff.id);
    const granted = (await admin.get<string[]>('/sys/permission/queryRolePermission', { roleId })).body.result;
    expect(granted).not.toContain(addButton.key);
    const save = (permissionIds: string[], last: string[]) =>
      admin.post('/sys/permission/saveRolePermission', {
        roleId,
        permissionIds: permissionIds.join(','),
        lastpermissionIds: last.join(','),
      });
    expect((await save([...granted, String(addButton.key)], granted)).body.message).toBe('保存成功！');
    const jeecg = client(server.app, await tokenFor(server.app, 'jeecg'));
    const codeList = async () =>
      (await jeecg.get<{ codeList: string[] }>('/sys/permission/getUserPermissionByToken')).body.result.codeList;
    expect(await codeList()).toContain('system:user:add');
    await save(granted, [...granted, String(addButton.key)]);
    expect(await codeList()).not.toContain('system:user:add');
    expect((await admin.get<string[]>('/sys/permission/queryRolePermission', { roleId })).body.result.sort()).toEqual(
      [...granted].sort(),
    );
  });

  it('deleting a role removes its links', async () => {
    await admin.post('/sys/role/add', { roleName: '临时角色', roleCode: 'temp_role' });
    const role = await byField('/sys/role/list', 'roleCode', 'temp_role');
    const user = await byField('/sys/user/list', 'username', 'gaolin');
    await admin.post('/sys/user/addSysUserRole', { roleId: role.id, userIdList: [user.id] });
    await admin.del('/sys/role/delete', { id: String(role.id) });
    expect((await admin.get('/sys/user/queryUserRole', { userid: String(user.id) })).body.result).not.toContain(
      role.id,
    );
  });
});

describe('departments', () => {
  it('generates orgCode and orgType by level', async () => {
    await admin.post('/sys/sysDepart/add', { departName: '阅卷中心', orgCategory: '1' });
    const root = await byField('/sys/sysDepart/list', 'departName', '阅卷中心');
    expect(root).toMatchObject({ orgCode: 'A04', orgType: '1', parentId: null });
    await admin.post('/sys/sysDepart/add', { departName: '阅卷一组', orgCategory: '2', parentId: root.id });
    await admin.post('/sys/sysDepart/add', {
      departName: '阅卷二组',
      orgCategory: '2',
      parentId: root.id,
      orgCode: 'Z99',
    });
    const one = await byField('/sys/sysDepart/list', 'departName', '阅卷一组');
    expect(one).toMatchObject({ orgCode: 'A04A01', orgType: '2' });
    expect(await byField('/sys/sysDepart/list', 'departName', '阅卷二组')).toMatchObject({ orgCode: 'A04A02' });
    await admin.post('/sys/sysDepart/add', { departName: '阅卷一组甲', orgCategory: '3', parentId: one.id });
    expect(await byField('/sys/sysDepart/list', 'departName', '阅卷一组甲')).toMatchObject({
      orgCode: 'A04A01A01',
      orgType: '3',
    });
    const center = await byField('/sys/sysDepart/list', 'departName', '考试中心');
    await admin.post('/sys/sysDepart/add', { departName: '后勤部', orgCategory: '2', parentId: center.id });
    expect(await byField('/sys/sysDepart/list', 'departName', '后勤部')).toMatchObject({ orgCode: 'A01A05' });
    expect(
      (await admin.post('/sys/sysDepart/add', { departName: '孤儿', orgCategory: '2', parentId: '42' })).body.message,
    ).toBe('上级部门不存在');
    expect((await admin.put('/sys/sysDepart/edit', { id: root.id, parentId: one.id })).body.message).toBe(
      '上级部门不能是当前部门或其下级部门',
    );
  });

  it('refuses to delete a department with children or users', async () => {
    const center = await byField('/sys/sysDepart/list', 'departName', '考试中心');
    expect((await admin.del('/sys/sysDepart/delete', { id: String(center.id) })).body.message).toBe(
      '部门「考试中心」下有子部门，不能删除！',
    );
    const kaowu = await byField('/sys/sysDepart/list', 'departName', '考务部');
    expect((await admin.del('/sys/sysDepart/deleteBatch', { ids: String(kaowu.id) })).body.message).toBe(
      '部门「考务部」下有用户，不能删除！',
    );
    const leaf = await byField('/sys/sysDepart/list', 'departName', '阅卷一组甲');
    expect((await admin.del('/sys/sysDepart/delete', { id: String(leaf.id) })).body.message).toBe('删除成功!');
  });

  it('answers the tree reads', async () => {
    const tree = (await admin.get<Rec[]>('/sys/sysDepart/queryTreeList')).body.result;
    const center = tree.find((n) => n.title === '考试中心')!;
    expect(center).toMatchObject({ key: center.id, value: center.id, isLeaf: false, orgCode: 'A01' });
    expect((center.children as Rec[]).map((c) => c.title)).toEqual(expect.arrayContaining(['考务部', '命题部']));
    expect((center.children as Rec[])[0]).toMatchObject({ isLeaf: true });
    const ids = (await admin.get<Rec[]>('/sys/sysDepart/queryIdTree')).body.result;
    expect(Object.keys(ids[0]!).sort()).toEqual(['children', 'isLeaf', 'key', 'title', 'value']);
    const found = (await admin.get<Rec[]>('/sys/sysDepart/searchBy', { keyWord: '考务' })).body.result;
    expect(found.map((d) => d.title)).toEqual(['考务部']);
    expect((await admin.get('/sys/sysDepart/searchBy', { keyWord: '不存在的部门' })).body.message).toBe(
      '未查询匹配数据！',
    );
    const level = (await admin.get<Rec[]>('/sys/sysDepart/queryDepartTreeSync', { pid: String(center.id) })).body
      .result;
    expect(level.length).toBe((center.children as Rec[]).length);
  });
});

describe('dictionary items, tenants, positions', () => {
  it('checks item values within one dictionary', async () => {
    const dict = await byField('/sys/dict/list', 'dictCode', 'sex');
    const dictId = String(dict.id);
    expect((await admin.get('/sys/dictItem/dictItemCheck', { dictId, itemValue: '1' })).body).toMatchObject({
      success: false,
      message: '该值不可用，系统中已存在！',
    });
    expect((await admin.get('/sys/dictItem/dictItemCheck', { dictId, itemValue: '9' })).body).toMatchObject({
      success: true,
      message: '该值可用！',
    });
    const add = await admin.post('/sys/dictItem/add', { dictId, itemText: '重复', itemValue: '1', sortOrder: 5 });
    expect(add.body.message).toBe('数据值「1」已存在');
    expect(
      (await admin.post('/sys/dictItem/add', { dictId: 'nope', itemText: 'x', itemValue: 'x' })).body.message,
    ).toBe('字典不存在');
  });

  it('deletes tenants by POST, refuses referenced ones, lists by ids', async () => {
    await admin.post('/sys/tenant/add', { id: 50, name: '临时租户', status: 1 });
    expect((await admin.post('/sys/tenant/delete', {}, { id: 50 })).body.message).toBe('删除成功!');
    expect((await admin.del('/sys/tenant/delete', { id: 1 })).body.message).toBe(
      '租户「考试中心」已被用户引用，不能删除！',
    );
    const picked = (await admin.get<Rec[]>('/sys/tenant/queryList', { ids: '1,3' })).body.result;
    expect(picked.map((t) => t.name)).toEqual(['考试中心', '停用测试租户']);
  });

  it('answers the rank as rank / rank_dictText beside postRank / postRank_dictText', async () => {
    const list = (await admin.get<{ records: Rec[] }>('/sys/position/list', { code: 'mt_expert' })).body.result.records;
    expect(list[0]).toMatchObject({ postRank: '5', rank: '5' });
    expect(list[0]!.rank_dictText).toBe(list[0]!.postRank_dictText);
    expect(typeof list[0]!.rank_dictText).toBe('string');
    const byId = (await admin.get<Rec>('/sys/position/queryById', { id: String(list[0]!.id) })).body.result;
    expect(byId).toMatchObject({ rank: '5', rank_dictText: list[0]!.postRank_dictText });
  });

  it('finds a position by code', async () => {
    expect((await admin.get('/sys/position/queryByCode', { code: 'mt_expert' })).body.result).toMatchObject({
      name: '命题专家',
      postRank: '5',
    });
  });
});
