/** 菜单管理 and 数据规则: the tree, add / edit / delete with their checks, the rules of a menu. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem, PermissionResult } from '../../src/domain/permission-types';
import { signedIn, type Api } from './business-helpers';
import { startTestServer, type TestServer } from './helpers';

type Node = Record<string, unknown> & { id: string; children?: Node[] };

let server: TestServer;
let admin: Api;
let staff: Api;

beforeAll(async () => {
  server = await startTestServer();
  ({ admin, jeecg: staff } = await signedIn(server, 'admin', 'jeecg'));
});
afterAll(async () => {
  await server?.close();
});

const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const flatMenu = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatMenu(i.children ?? [])]);

async function tree(): Promise<Node[]> {
  const res = await admin.get<Node[]>('/sys/permission/list');
  expect(res.body.success).toBe(true);
  return res.body.result;
}
const byName = async (name: string) => flatten(await tree()).find((n) => n.name === name);
const menuOf = async (api: Api) =>
  flatMenu((await api.get<PermissionResult>('/sys/permission/getUserPermissionByToken')).body.result.menu);

describe('菜单管理 reads', () => {
  it('lists the menu as a nested SysPermissionTree sorted by sortNo', async () => {
    const roots = await tree();
    expect(roots[0]).toMatchObject({ name: '首页', menuType: 0, leaf: true, isLeaf: true });
    const system = roots.find((n) => n.name === '系统管理')!;
    expect(system).toMatchObject({ key: system.id, title: '系统管理', leaf: false, isLeaf: false, route: true });
    const menus = system.children!.find((n) => n.name === '菜单管理')!;
    expect(menus).toMatchObject({ url: '/isystem/permission', component: 'system/PermissionList', menuType: 1 });
    expect(menus.children!.map((c) => c.perms)).toContain('system:permission:addRule');
    const users = system.children!.find((n) => n.name === '用户管理')!;
    expect(users.ruleFlag).toBe(1);
  });

  it('searches by name as a flat list of leaves', async () => {
    const res = await admin.get<Node[]>('/sys/permission/list', { name: '管理' });
    expect(res.body.result.length).toBeGreaterThan(3);
    for (const n of res.body.result) {
      expect(n.name).toContain('管理');
      expect(n).toMatchObject({ leaf: true });
      expect(n.children).toBeUndefined();
    }
  });

  it('answers the top menus, the children of one and of several, and the tree', async () => {
    const top = await admin.get<Node[]>('/sys/permission/getSystemMenuList');
    expect(top.body.result.every((n) => n.menuType === 0)).toBe(true);
    const system = top.body.result.find((n) => n.name === '系统管理')!;
    expect(system.children).toEqual([]);
    const sub = await admin.get<Node[]>('/sys/permission/getSystemSubmenu', { parentId: system.id });
    expect(sub.body.result.map((n) => n.name)).toContain('菜单管理');
    const batch = await admin.get<Record<string, Node[]>>('/sys/permission/getSystemSubmenuBatch', {
      parentIds: `${system.id},nothing`,
    });
    expect(batch.body).toMatchObject({ success: true, code: 200 });
    expect(batch.body.result[system.id]!.length).toBe(sub.body.result.length);
    expect(batch.body.result.nothing).toEqual([]);
    const treeList = await admin.get<{ treeList: Node[]; ids: string[] }>('/sys/permission/queryTreeList');
    expect(treeList.body.result.ids.length).toBe(flatten(await tree()).length);
  });

  it('refuses a user without 菜单管理 and without a token', async () => {
    for (const path of ['/sys/permission/list', '/sys/permission/getPermRuleListByPermId']) {
      const res = await staff.get(path, { permissionId: 'x' });
      expect(res.body).toMatchObject({ success: false, code: 510 });
    }
    const anonymous = await server.app.inject({ method: 'GET', url: '/jeecg-boot/sys/permission/list' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('菜单管理 writes', () => {
  it('adds a top menu and a child (normalised), which then reach the signed-in menu once granted', async () => {
    const top = await admin.post('/sys/permission/add', {
      name: '测试中心',
      menuType: 0,
      url: 'testCenter',
      sortNo: 99,
    });
    expect(top.body).toMatchObject({ success: true, message: '添加成功！' });
    const parent = (await byName('测试中心'))!;
    expect(parent).toMatchObject({ url: '/testCenter', component: 'layouts/RouteView', parentId: null, leaf: true });
    const child = await admin.post('/sys/permission/add', {
      name: '测试页面',
      menuType: 1,
      parentId: parent.id,
      url: '/testCenter/page',
      component: '/views/system/UserList.vue',
      route: true,
    });
    expect(child.body.success).toBe(true);
    const page = (await byName('测试页面'))!;
    expect(page).toMatchObject({ component: 'system/UserList', parentId: parent.id });
    expect(await byName('测试中心')).toMatchObject({ leaf: false });

    // The administrator role holds the new entries (nested in its menu) and can grant them on; nobody else has them.
    const menu = await menuOf(admin);
    const group = menu.find((m) => m.meta.title === '测试中心')!;
    expect(group.children?.map((c) => c.path)).toEqual(['/testCenter/page']);
    expect((await menuOf(staff)).some((m) => m.meta.title === '测试页面')).toBe(false);
    const roles = await admin.get<{ id: string; roleCode: string }[]>('/sys/role/queryall');
    const staffRole = roles.body.result.find((r) => r.roleCode === 'staff')!;
    const grant = await admin.post('/sys/permission/saveRolePermission', {
      roleId: staffRole.id,
      permissionIds: `${parent.id},${page.id}`,
      lastpermissionIds: '',
    });
    expect(grant.body.success).toBe(true);
    expect((await menuOf(staff)).some((m) => m.meta.title === '测试页面')).toBe(true);
  });

  it('refuses bad input with the form messages', async () => {
    const system = (await byName('系统管理'))!;
    const button = flatten(await tree()).find((n) => n.perms === 'system:user:add')!;
    const cases: [Record<string, unknown>, string][] = [
      [{ menuType: 0, url: '/x' }, '请输入菜单标题!'],
      [{ name: '无上级', menuType: 1, url: '/x', component: 'a/B' }, '请检查你填的类型以及信息是否正确！'],
      [{ name: '无路径', menuType: 1, parentId: system.id, component: 'a/B' }, '请输入菜单路径!'],
      [{ name: '无组件', menuType: 1, parentId: system.id, url: '/x' }, '请输入前端组件!'],
      [{ name: '坏路径', menuType: 1, parentId: system.id, url: '/a b', component: 'a/B' }, '菜单路径格式不正确'],
      [{ name: '坏组件', menuType: 1, parentId: system.id, url: '/x', component: '../etc/x' }, '前端组件格式不正确'],
      [{ name: '坏组件', menuType: 1, parentId: system.id, url: '/x', component: 'a/<b>' }, '前端组件格式不正确'],
      [{ name: '按钮下级', menuType: 1, parentId: button.id, url: '/x', component: 'a/B' }, '上级菜单不能是按钮'],
      [{ name: '重复', menuType: 2, parentId: system.id, perms: 'system:user:add' }, '授权标识已存在!'],
      [{ name: '夹带', menuType: 2, parentId: system.id, perms: 'x:new,system:user:delete' }, '授权标识已存在!'],
      [{ name: '坏类型', menuType: 5, url: '/x' }, '菜单类型只能是'],
      [{ name: '坏排序', menuType: 0, url: '/x', sortNo: 'abc' }, '排序必须是数字'],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post('/sys/permission/add', body);
      expect(res.body.success, JSON.stringify(body)).toBe(false);
      expect(res.body.message).toContain(message);
    }
  });

  it('edits a menu (PUT), moves it, and refuses a loop', async () => {
    const parent = (await byName('测试中心'))!;
    const page = (await byName('测试页面'))!;
    const system = (await byName('系统管理'))!;
    const loop = await admin.put('/sys/permission/edit', { ...parent, menuType: 1, parentId: page.id });
    expect(loop.body.message).toBe('上级菜单不能是自己或自己的下级');
    const moved = await admin.put('/sys/permission/edit', { ...page, name: '测试页面二', parentId: system.id });
    expect(moved.body).toMatchObject({ success: true, message: '修改成功！' });
    expect(await byName('测试页面二')).toMatchObject({ parentId: system.id });
    expect(await byName('测试中心')).toMatchObject({ leaf: true });
    const missing = await admin.put('/sys/permission/edit', { id: 'nope', name: 'x', menuType: 0, url: '/x' });
    expect(missing.body.message).toBe('未找到菜单信息');
  });

  it('deletes a menu with its children, grants and rules; the parent becomes a leaf', async () => {
    await admin.post('/sys/permission/add', { name: '临时组', menuType: 0, url: '/tmpGroup' });
    const group = (await byName('临时组'))!;
    await admin.post('/sys/permission/add', {
      name: '临时页',
      menuType: 1,
      parentId: group.id,
      url: '/tmpGroup/page',
      component: 'tmp/Page',
    });
    const page = (await byName('临时页'))!;
    await admin.post('/sys/permission/add', { name: '临时按钮', menuType: 2, parentId: page.id, perms: 'tmp:button' });
    const rule = await admin.post('/sys/permission/addPermissionRule', {
      permissionId: page.id,
      ruleName: '临时规则',
      ruleColumn: 'createBy',
      ruleConditions: '=',
      ruleValue: '#{sys_user_code}',
    });
    expect(rule.body.success).toBe(true);
    const res = await admin.del('/sys/permission/delete', { id: page.id });
    expect(res.body).toMatchObject({ success: true, message: '删除成功!' });
    expect(await byName('临时页')).toBeUndefined();
    expect(await byName('临时按钮')).toBeUndefined();
    expect(await byName('临时组')).toMatchObject({ leaf: true });
    const rules = await admin.get<unknown[]>('/sys/permission/getPermRuleListByPermId', { permissionId: page.id });
    expect(rules.body.result).toEqual([]);
    const unknown = await admin.del('/sys/permission/delete', { id: 'nope' });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到菜单信息' });
    const batch = await admin.del('/sys/permission/deleteBatch', { ids: `${group.id},` });
    expect(batch.body.success).toBe(true);
    expect(await byName('临时组')).toBeUndefined();
  });

  it('refuses writes without the codes', async () => {
    const system = (await byName('系统管理'))!;
    const calls = [
      staff.post('/sys/permission/add', { name: 'x', menuType: 0, url: '/x' }),
      staff.put('/sys/permission/edit', { ...system }),
      staff.del('/sys/permission/delete', { id: system.id }),
      staff.del('/sys/permission/deleteBatch', { ids: system.id }),
      staff.post('/sys/permission/addPermissionRule', { permissionId: system.id }),
      staff.put('/sys/permission/editPermissionRule', { id: 'x' }),
      staff.del('/sys/permission/deletePermissionRule', { id: 'x' }),
    ];
    for (const res of await Promise.all(calls)) expect(res.body).toMatchObject({ success: false, code: 510 });
    expect(await byName('系统管理')).toBeDefined();
  });

  it('lets a menu editor change only what they hold (switching a rule off would hand its code to everybody)', async () => {
    const all = flatten(await tree());
    const editButton = all.find((n) => n.perms === 'system:permission:edit')!;
    const menus = all.find((n) => n.name === '菜单管理')!;
    const roles = await admin.get<{ id: string; roleCode: string }[]>('/sys/role/queryall');
    const staffRole = roles.body.result.find((r) => r.roleCode === 'staff')!;
    const grant = await admin.post('/sys/permission/saveRolePermission', {
      roleId: staffRole.id,
      permissionIds: `${menus.id},${editButton.id}`,
      lastpermissionIds: '',
    });
    expect(grant.body.success).toBe(true);
    const userDelete = all.find((n) => n.perms === 'system:user:delete')!;
    const off = await staff.put('/sys/permission/edit', { ...userDelete, status: '0' });
    expect(off.body).toMatchObject({ success: false, message: '不能修改或删除您自己没有的菜单或按钮权限' });
    expect(flatten(await tree()).find((n) => n.id === userDelete.id)).toMatchObject({ status: '1' });
    const roleMenu = all.find((n) => n.name === '角色管理')!;
    const repoint = await staff.put('/sys/permission/edit', { ...roleMenu, url: '/isystem/user' });
    expect(repoint.body.success).toBe(false);
    // What they hold, they may edit.
    const own = all.find((n) => n.name === '部门管理')!;
    const renamed = await staff.put('/sys/permission/edit', { ...own, sortNo: 3.5 });
    expect(renamed.body.success).toBe(true);
  });
});

describe('数据规则', () => {
  it('lists, searches, adds, edits and deletes the rules of a menu, keeping its ruleFlag', async () => {
    const users = (await byName('用户管理'))!;
    const seeded = await admin.get<Node[]>('/sys/permission/getPermRuleListByPermId', { permissionId: users.id });
    expect(seeded.body.result.length).toBe(3);
    const search = await admin.get<Node[]>('/sys/permission/queryPermissionRule', {
      permissionId: users.id,
      ruleName: '*部门*',
    });
    expect(search.body.result.map((r) => r.ruleName)).toEqual(['只看本部门用户']);

    const page = (await byName('测试中心'))!;
    const add = await admin.post('/sys/permission/addPermissionRule', {
      permissionId: page.id,
      ruleName: '自定义SQL',
      ruleColumn: 'ignored',
      ruleConditions: 'USE_SQL_RULES',
      ruleValue: "create_by = '#{sys_user_code}'",
      status: '1',
    });
    expect(add.body).toMatchObject({ success: true, message: '添加成功！' });
    expect(await byName('测试中心')).toMatchObject({ ruleFlag: 1 });
    const [rule] = (await admin.get<Node[]>('/sys/permission/getPermRuleListByPermId', { permissionId: page.id })).body
      .result;
    expect(rule).toMatchObject({ ruleColumn: null, ruleConditions: 'USE_SQL_RULES', status: '1' });

    const edit = await admin.put('/sys/permission/editPermissionRule', {
      ...rule,
      permissionId: users.id,
      ruleConditions: '>',
      ruleColumn: 'age',
      ruleValue: '20',
      status: '0',
    });
    expect(edit.body).toMatchObject({ success: true, message: '更新成功！' });
    const [edited] = (await admin.get<Node[]>('/sys/permission/getPermRuleListByPermId', { permissionId: page.id }))
      .body.result;
    expect(edited).toMatchObject({ permissionId: page.id, ruleColumn: 'age', ruleValue: '20', status: '0' });

    const del = await admin.del('/sys/permission/deletePermissionRule', { id: rule!.id });
    expect(del.body).toMatchObject({ success: true, message: '删除成功！' });
    expect(await byName('测试中心')).toMatchObject({ ruleFlag: 0 });
  });

  it('refuses bad rules with Chinese messages', async () => {
    const users = (await byName('用户管理'))!;
    const base = {
      permissionId: users.id,
      ruleName: '规则',
      ruleColumn: 'createBy',
      ruleConditions: '=',
      ruleValue: 'a',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, permissionId: 'nope' }, '未找到菜单信息'],
      [{ ...base, ruleConditions: 'DROP' }, '条件规则不正确'],
      [{ ...base, ruleColumn: '' }, '请输入规则字段!'],
      [{ ...base, ruleColumn: 'a; drop table x' }, '规则字段应为实体属性名'],
      [{ ...base, ruleName: '' }, '规则名称'],
      [{ ...base, ruleValue: '' }, '规则值'],
      [{ ...base, status: '7' }, '状态只能是'],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post('/sys/permission/addPermissionRule', body);
      expect(res.body.success, JSON.stringify(body)).toBe(false);
      expect(res.body.message).toContain(message);
    }
    const missing = await admin.del('/sys/permission/deletePermissionRule', { id: 'nope' });
    expect(missing.body).toMatchObject({ success: false, message: '未找到对应数据' });
  });
});
