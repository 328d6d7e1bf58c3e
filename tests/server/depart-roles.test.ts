/**
 * 部门权限, 部门角色 and 数据规则 applied: a department's grants bound what its roles may hold, a department role's
 * grants count at sign-in while its holder is in the department, and the rules a grant chose filter the menu's list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSqlRule, SQL_RULE_MESSAGE } from '../../server/services/data-rules';
import type { PermissionResult } from '../../src/domain/permission-types';
import { client, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

interface Node {
  key: string;
  title: string;
  children?: Node[];
}
interface Page<T> {
  records: T[];
  total: number;
}
interface UserRecord {
  id: string;
  username: string;
  orgCode: string | null;
  sex: number | null;
  createBy: string | null;
}

const as = async (username: string) => client(server.app, await tokenFor(server.app, username));

function find(nodes: Node[], title: string): Node | undefined {
  for (const node of nodes) {
    if (node.title === title) return node;
    const inner = find(node.children ?? [], title);
    if (inner) return inner;
  }
  return undefined;
}

async function ids() {
  const admin = await as('admin');
  const tree = (await admin.get<{ treeList: Node[] }>('/sys/role/queryTreeList')).body.result.treeList;
  const departs = (await admin.get<Node[]>('/sys/sysDepart/queryTreeList')).body.result;
  const roles = (await admin.get<{ id: string; roleCode: string }[]>('/sys/role/queryall')).body.result;
  return {
    admin,
    roleMenu: find(tree, '角色管理')!.key,
    roleAdd: find(tree, '角色添加')!.key,
    userMenu: find(tree, '用户管理')!.key,
    dictMenu: find(tree, '数据字典')!.key,
    proposition: find(departs, '命题部')!.key,
    user: async (username: string) =>
      (await admin.get<Page<UserRecord>>('/sys/user/list', { username })).body.result.records[0]!,
    staffRole: roles.find((r) => r.roleCode === 'staff')!.id,
  };
}

describe('部门角色', () => {
  it('holds only its department’s menus, counts at sign-in for members, and ends with the department grant', async () => {
    const { admin, roleMenu, roleAdd, dictMenu, proposition, user } = await ids();
    const liuyang = await user('liuyang');
    const menusOf = async () => {
      const result = (await (await as('liuyang')).get<PermissionResult>('/sys/permission/getUserPermissionByToken'))
        .body.result;
      return { names: JSON.stringify(result.menu), codes: result.auth.map((a) => a.action) };
    };
    expect((await menusOf()).names).not.toContain('角色管理');

    const saveDepart = (now: string[], before: string[]) =>
      admin.post('/sys/permission/saveDepartPermission', {
        departId: proposition,
        permissionIds: now.join(','),
        lastpermissionIds: before.join(','),
      });
    expect((await saveDepart([roleMenu, roleAdd], [])).body.success).toBe(true);
    const forRole = await admin.get<{ ids: string[] }>('/sys/sysDepartPermission/queryTreeListForDeptRole', {
      departId: proposition,
    });
    expect(forRole.body.result.ids.sort()).toEqual([roleMenu, roleAdd].sort());

    const added = await admin.post('/sys/sysDepartRole/add', {
      roleName: '命题组长',
      roleCode: 'mt_leader',
      departId: proposition,
    });
    expect(added.body).toMatchObject({ success: true, message: '添加成功！' });
    expect((await admin.get<Page<unknown>>('/sys/sysDepartRole/list')).body.result.total).toBe(0);
    const listed = await admin.get<Page<{ id: string; departId_dictText: string }>>('/sys/sysDepartRole/list', {
      deptId: proposition,
    });
    expect(listed.body.result.records).toHaveLength(1);
    expect(listed.body.result.records[0]!.departId_dictText).toBe('命题部');
    const roleId = listed.body.result.records[0]!.id;

    const grant = (now: string[], before: string[]) =>
      admin.post('/sys/sysDepartPermission/saveDeptRolePermission', {
        roleId,
        permissionIds: now.join(','),
        lastpermissionIds: before.join(','),
      });
    expect((await grant([dictMenu], [])).body.message).toBe('部门角色只能拥有其部门已授权的菜单');
    expect((await grant([roleMenu, roleAdd], [])).body.success).toBe(true);
    expect(
      (await admin.get<string[]>('/sys/sysDepartPermission/queryDeptRolePermission', { roleId })).body.result.sort(),
    ).toEqual([roleMenu, roleAdd].sort());

    // Only a member of the role's department may hold it.
    const outsider = await admin.post('/sys/sysDepartRole/deptRoleUserAdd', {
      userId: (await user('wangqiang')).id,
      newRoleId: roleId,
      oldRoleId: '',
    });
    expect(outsider.body.message).toBe('只能分配用户所在部门的部门角色');
    const assign = await admin.post('/sys/sysDepartRole/deptRoleUserAdd', {
      userId: liuyang.id,
      newRoleId: roleId,
      oldRoleId: '',
    });
    expect(assign.body.success).toBe(true);
    const held = await admin.get<{ droleId: string }[]>('/sys/sysDepartRole/getDeptRoleByUserId', {
      userId: liuyang.id,
      departId: proposition,
    });
    expect(held.body.result.map((r) => r.droleId)).toEqual([roleId]);

    const granted = await menusOf();
    expect(granted.names).toContain('角色管理');
    expect(granted.codes).toContain('system:role:add');
    expect((await (await as('liuyang')).get<Page<unknown>>('/sys/role/list')).body.success).toBe(true);
    // A staff member without the role-user button may not hand the role on.
    const refused = await (
      await as('liuyang')
    ).post('/sys/sysDepartRole/deptRoleUserAdd', { userId: liuyang.id, newRoleId: '', oldRoleId: roleId });
    expect(refused.body.code).toBe(510);

    // The department loses the menu: so does its role's holder.
    await saveDepart([roleAdd], [roleMenu, roleAdd]);
    expect((await menusOf()).names).not.toContain('角色管理');

    expect((await admin.del('/sys/sysDepartRole/delete', { id: roleId })).body.success).toBe(true);
    expect(
      (await admin.get<string[]>('/sys/sysDepartPermission/queryDeptRolePermission', { roleId })).body.result,
    ).toEqual([]);
    expect((await menusOf()).codes).not.toContain('system:role:add');
  });

  it('queryMyDeptTreeList: every department for an administrator, none for a plain employee', async () => {
    const admin = await as('admin');
    const all = await admin.get<Node[] | null>('/sys/sysDepart/queryMyDeptTreeList');
    expect(all.body.message).toBe('2');
    expect(find(all.body.result!, '命题部')).toBeTruthy();
    const staff = await (await as('liuyang')).get<Node[] | null>('/sys/sysDepart/queryMyDeptTreeList');
    expect(staff.body).toMatchObject({ success: true, message: '1', result: null });
  });
});

describe('数据规则 applied', () => {
  it('filters the user list by the rules the role chose, with bound values', async () => {
    const { admin, userMenu, dictMenu, staffRole } = await ids();
    const rules = (
      await admin.get<{ id: string; ruleName: string }[]>('/sys/permission/getPermRuleListByPermId', {
        permissionId: userMenu,
      })
    ).body.result;
    const ruleId = (name: string) => rules.find((r) => r.ruleName === name)!.id;
    const choose = (ruleIds: string[]) =>
      admin.post('/sys/role/datarule', { permissionId: userMenu, roleId: staffRole, dataRuleIds: ruleIds.join(',') });
    const listed = async () =>
      (await (await as('wangqiang')).get<Page<UserRecord>>('/sys/user/list', { pageSize: 100 })).body.result;

    const before = await listed();
    expect(before.records.some((u) => !(u.orgCode ?? '').startsWith('A01A01'))).toBe(true);

    expect((await choose([ruleId('只看本部门用户')])).body).toMatchObject({ success: true, message: '保存成功!' });
    const shown = await admin.get<{ drChecked: string }>(`/sys/role/datarule/${userMenu}/${staffRole}`);
    expect(shown.body.result.drChecked).toBe(ruleId('只看本部门用户'));
    const own = await listed();
    expect(own.total).toBeGreaterThan(0);
    expect(own.total).toBeLessThan(before.total);
    expect(own.records.every((u) => (u.orgCode ?? '').startsWith('A01A01'))).toBe(true);
    // The administrator's role chose nothing: he sees everyone.
    const all = (await admin.get<Page<UserRecord>>('/sys/user/list', { pageSize: 100 })).body.result;
    expect(all.total).toBeGreaterThan(own.total);

    // A SQL rule: parsed into bound conditions; what the language cannot say is refused when saved.
    const addRule = (ruleValue: string) =>
      admin.post('/sys/permission/addPermissionRule', {
        permissionId: userMenu,
        ruleName: `SQL ${ruleValue.slice(0, 20)}`,
        ruleConditions: 'USE_SQL_RULES',
        ruleValue,
        status: '1',
      });
    expect((await addRule('1=1; drop table sys_user')).body.message).toBe(SQL_RULE_MESSAGE);
    expect((await addRule("sex = 2 and username <> '#{sys_user_code}'")).body.success).toBe(true);
    const sqlRule = (
      await admin.get<{ id: string; ruleName: string }[]>('/sys/permission/getPermRuleListByPermId', {
        permissionId: userMenu,
      })
    ).body.result.find((r) => r.ruleName.startsWith('SQL sex'))!.id;
    await choose([sqlRule]);
    const women = await listed();
    expect(women.total).toBeGreaterThan(0);
    expect(women.records.every((u) => u.sex === 2)).toBe(true);

    // A value that looks like SQL is only a value.
    const injection = await admin.post('/sys/permission/addPermissionRule', {
      permissionId: userMenu,
      ruleName: '注入',
      ruleColumn: 'username',
      ruleConditions: '=',
      ruleValue: "' or '1'='1",
      status: '1',
    });
    expect(injection.body.success).toBe(true);
    const injectionId = (
      await admin.get<{ id: string; ruleName: string }[]>('/sys/permission/getPermRuleListByPermId', {
        permissionId: userMenu,
      })
    ).body.result.find((r) => r.ruleName === '注入')!.id;
    await choose([injectionId]);
    expect((await listed()).total).toBe(0);

    await choose([]);
    expect((await listed()).total).toBe(before.total);

    // A menu without rules, and a role that does not hold the menu.
    expect((await admin.get(`/sys/role/datarule/${dictMenu}/${staffRole}`)).body).toMatchObject({
      success: false,
      message: '未找到权限配置信息',
    });
    const roles = (await admin.get<{ id: string; roleCode: string }[]>('/sys/role/queryall')).body.result;
    const customerRole = roles.find((r) => r.roleCode === 'customer')!.id;
    const missing = await admin.post('/sys/role/datarule', {
      permissionId: userMenu,
      roleId: customerRole,
      dataRuleIds: ruleId('只看本部门用户'),
    });
    expect(missing.body.message).toBe('请先保存角色菜单权限!');
  });

  it('reads SQL rules as column, operator and value joined by AND / OR', () => {
    expect(parseSqlRule("status <> 2 AND create_by = '#{sys_user_code}' or sex in (1, 2)")).toEqual([
      [
        { column: 'status', operator: '!=', values: ['2'] },
        { column: 'create_by', operator: '=', values: ['#{sys_user_code}'] },
      ],
      [{ column: 'sex', operator: 'IN', values: ['1', '2'] }],
    ]);
    for (const bad of ['status', 'status = ', '1 = 1', 'a = b', "a = 'x' and", 'a = 1; drop table x', 'a = (select 1)'])
      expect(parseSqlRule(bad), bad).toBeNull();
  });
});
