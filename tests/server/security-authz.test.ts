/**
 * Authorisation: each case performs an attack found when the server was probed and shows it fails (docs/security.md).
 * The attacker is a staff account given every user-management button (and role editing): the demo `jeecg`'s
 * system:user:edit alone was enough to take over the administrator before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like, or } from 'drizzle-orm';
import {
  sysPermission,
  sysRole,
  sysRolePermission,
  sysSmsCode,
  sysUser,
  sysUserDepart,
  sysUserRole,
} from '../../server/db/schema';
import { newId } from '../../server/db/ids';
import { OWN_PHONE_MESSAGE } from '../../server/services/user-rank';
import { call, client, login, solvedCaptcha, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
let admin: ReturnType<typeof client>;
let mgr: ReturnType<typeof client>;
let adminRow: typeof sysUser.$inferSelect;
let mgrRow: typeof sysUser.$inferSelect;
let adminRoleId: string;

const OUTRANKED = '无权操作用户「admin」：该用户拥有您没有的权限';
const GRANT = '不能授予您自己没有的权限';
const POLICY = '密码至少8位，且须同时包含字母和数字';

beforeAll(async () => {
  server = await startTestServer();
  const db = server.opened.db;
  admin = client(server.app, await tokenFor(server.app, 'admin'));
  adminRow = (await db.select().from(sysUser).where(eq(sysUser.username, 'admin')))[0]!;
  mgrRow = (await db.select().from(sysUser).where(eq(sysUser.username, 'wangqiang')))[0]!;
  const [adminRole] = await db.select().from(sysRole).where(eq(sysRole.roleCode, 'admin'));
  adminRoleId = adminRole!.id;
  // A 用户管理员 role: the 系统管理 menus of users and roles with every user button and role editing.
  const grants = await db
    .select({ id: sysPermission.id })
    .from(sysPermission)
    .where(
      or(
        inArray(sysPermission.url, ['/isystem', '/isystem/user', '/isystem/role']),
        like(sysPermission.perms, 'system:user:%'),
        eq(sysPermission.perms, 'system:role:edit'),
        eq(sysPermission.perms, 'system:depart:edit'),
      ),
    );
  const roleId = newId();
  await db.insert(sysRole).values({ id: roleId, roleName: '用户管理员', roleCode: 'usermgr' });
  await db.insert(sysRolePermission).values(grants.map((g) => ({ id: newId(), roleId, permissionId: g.id })));
  await db.insert(sysUserRole).values({ id: newId(), userId: mgrRow.id, roleId });
  mgr = client(server.app, await tokenFor(server.app, 'wangqiang'));
});

afterAll(async () => {
  await server?.close();
});

const adminNow = async () => (await server.opened.db.select().from(sysUser).where(eq(sysUser.id, adminRow.id)))[0]!;

describe('privilege escalation through user management', () => {
  it("refuses setting the admin's phone to the attacker's, renaming, freezing, deleting the admin", async () => {
    const edit = await mgr.put('/sys/user/edit', { id: adminRow.id, phone: '13912345603' });
    expect(edit.body).toMatchObject({ success: false, message: OUTRANKED });
    const rename = await mgr.put('/sys/user/edit', { id: adminRow.id, username: 'admin_old', realname: '管理员' });
    expect(rename.body).toMatchObject({ success: false, message: OUTRANKED });
    const freeze = await mgr.put('/sys/user/frozenBatch', { ids: adminRow.id, status: '2' });
    expect(freeze.body).toMatchObject({ success: false, message: OUTRANKED });
    const remove = await mgr.del('/sys/user/delete', { id: adminRow.id });
    expect(remove.body).toMatchObject({ success: false, message: OUTRANKED });
    const removeBatch = await mgr.del('/sys/user/deleteBatch', { ids: adminRow.id });
    expect(removeBatch.body).toMatchObject({ success: false, message: OUTRANKED });
    const password = await mgr.put('/sys/user/changePassword', { username: 'admin', password: 'takeover123' });
    expect(password.body).toMatchObject({ success: false, message: OUTRANKED });
    const after = await adminNow();
    expect([after.phone, after.username, after.status, after.delFlag]).toEqual(['13800000000', 'admin', 1, 0]);
    expect((await login(server.app, 'admin', 'takeover123')).body.success).toBe(false);
  });

  it('refuses giving oneself the admin role, through the user form or the role users', async () => {
    const viaForm = await mgr.put('/sys/user/edit', { id: mgrRow.id, selectedroles: adminRoleId });
    expect(viaForm.body).toMatchObject({ success: false, message: GRANT });
    const viaRole = await mgr.post('/sys/user/addSysUserRole', { roleId: adminRoleId, userIdList: [mgrRow.id] });
    expect(viaRole.body).toMatchObject({ success: false, message: GRANT });
    const roles = await server.opened.db.select().from(sysUserRole).where(eq(sysUserRole.userId, mgrRow.id));
    expect(roles.map((r) => r.roleId)).not.toContain(adminRoleId);
  });

  it("refuses taking the admin out of a department or moving the admin's links", async () => {
    const db = server.opened.db;
    const [link] = await db.select().from(sysUserDepart).where(eq(sysUserDepart.userId, adminRow.id));
    expect(link).toBeDefined();
    const one = await mgr.del('/sys/user/deleteUserInDepart', { depId: link!.depId, userId: adminRow.id });
    expect(one.body).toMatchObject({ success: false, message: OUTRANKED });
    const batch = await mgr.del('/sys/user/deleteUserInDepartBatch', { depId: link!.depId, userIds: adminRow.id });
    expect(batch.body).toMatchObject({ success: false, message: OUTRANKED });
    const added = await mgr.post('/sys/user/editSysDepartWithUser', { depId: link!.depId, userIdList: [adminRow.id] });
    expect(added.body).toMatchObject({ success: false, message: OUTRANKED });
    expect(await db.select().from(sysUserDepart).where(eq(sysUserDepart.userId, adminRow.id))).toHaveLength(1);
  });

  it("refuses widening one's own role or changing the admin role", async () => {
    const db = server.opened.db;
    const [own] = await db.select().from(sysRole).where(eq(sysRole.roleCode, 'usermgr'));
    const [tenantButton] = await db.select().from(sysPermission).where(eq(sysPermission.perms, 'system:tenant:add'));
    const widen = await mgr.post('/sys/permission/saveRolePermission', {
      roleId: own!.id,
      permissionIds: tenantButton!.id,
      lastpermissionIds: '',
    });
    expect(widen.body).toMatchObject({ success: false, message: GRANT });
    const strip = await mgr.post('/sys/permission/saveRolePermission', {
      roleId: adminRoleId,
      permissionIds: '',
      lastpermissionIds: tenantButton!.id,
    });
    expect(strip.body).toMatchObject({ success: false, message: GRANT });
    const granted = await db
      .select()
      .from(sysRolePermission)
      .where(and(eq(sysRolePermission.roleId, adminRoleId), eq(sysRolePermission.permissionId, tenantButton!.id)));
    expect(granted).toHaveLength(1);
  });

  it('an own phone changes only through a verified flow; the account name never changes', async () => {
    const ownPhone = await mgr.put('/sys/user/edit', { id: mgrRow.id, phone: '13900000099' });
    expect(ownPhone.body).toMatchObject({
      success: false,
      message: OWN_PHONE_MESSAGE,
    });
    const ownName = await admin.put('/sys/user/edit', { id: mgrRow.id, username: 'renamed' });
    expect(ownName.body).toMatchObject({ success: false, message: '用户账号不允许修改' });
  });

  it('the administrator still manages the staff account', async () => {
    const res = await admin.put('/sys/user/edit', { id: mgrRow.id, realname: '王强二' });
    expect(res.body.success).toBe(true);
  });
});

describe('sessions end with a new phone, password or a freeze', () => {
  it('freezing signs the user out; unfreezing does not bring the old token back', async () => {
    const token = await tokenFor(server.app, 'liuyang');
    const user = client(server.app, token);
    expect((await user.get('/sys/user/getCurrentUserDeparts')).status).toBe(200);
    const [row] = await server.opened.db.select().from(sysUser).where(eq(sysUser.username, 'liuyang'));
    expect((await admin.put('/sys/user/frozenBatch', { ids: row!.id, status: '2' })).body.success).toBe(true);
    expect((await user.get('/sys/user/getCurrentUserDeparts')).status).toBe(401);
    expect((await admin.put('/sys/user/frozenBatch', { ids: row!.id, status: '1' })).body.success).toBe(true);
    expect((await user.get('/sys/user/getCurrentUserDeparts')).status).toBe(401);
  });

  it("an administrator's change of the phone or the password signs the user out", async () => {
    const [row] = await server.opened.db.select().from(sysUser).where(eq(sysUser.username, 'chenjing'));
    const first = client(server.app, await tokenFor(server.app, 'chenjing'));
    expect((await admin.put('/sys/user/edit', { id: row!.id, phone: '15012345699' })).body.success).toBe(true);
    expect((await first.get('/sys/user/getCurrentUserDeparts')).status).toBe(401);
    const second = client(server.app, await tokenFor(server.app, 'chenjing'));
    const changed = await admin.put('/sys/user/changePassword', { username: 'chenjing', password: 'newpass123' });
    expect(changed.body.success).toBe(true);
    expect((await second.get('/sys/user/getCurrentUserDeparts')).status).toBe(401);
  });
});

describe('password policy everywhere', () => {
  it.each(['1', 'abcdefgh', '12345678', 'ab1'])(
    'refuses %s in the admin and the self-service changes',
    async (weak) => {
      const byAdmin = await admin.put('/sys/user/changePassword', { username: 'yangfan', password: weak });
      expect(byAdmin.body).toMatchObject({ success: false, message: POLICY });
      const self = client(server.app, await tokenFor(server.app, 'yangfan'));
      const own = await self.put('/sys/user/updatePassword', {
        username: 'yangfan',
        oldpassword: '123456',
        password: weak,
        confirmpassword: weak,
      });
      expect(own.body).toMatchObject({ success: false, message: POLICY });
    },
  );
});

describe('tenant isolation', () => {
  const usernames = async (c: ReturnType<typeof client>, params: Record<string, string> = {}) => {
    const res = await c.get<{ records: { username: string; relTenantIds: string }[] }>('/sys/user/list', {
      pageSize: 1000,
      ...params,
    });
    expect(res.body.success).toBe(true);
    return res.body.result.records;
  };

  it('a staff account lists the users of its tenant only; the header picks only its own tenants', async () => {
    const jeecgToken = await tokenFor(server.app, 'jeecg');
    const inTenant = (tenant: string) =>
      usernames({
        ...client(server.app, jeecgToken),
        get: (path, params) =>
          call(server.app, {
            method: 'GET',
            url: `/jeecg-boot${path}?${new URLSearchParams(params as Record<string, string>)}`,
            headers: { 'x-access-token': jeecgToken, 'tenant-id': tenant },
          }),
      } as ReturnType<typeof client>);
    const tenants = (r: { relTenantIds: string }) => (r.relTenantIds ?? '').split(',').filter(Boolean);
    const one = await inTenant('1');
    expect(one.length).toBeGreaterThan(3);
    expect(one.every((r) => tenants(r).length === 0 || tenants(r).includes('1'))).toBe(true);
    expect(one.map((r) => r.username)).not.toContain('customer');
    const two = await inTenant('2');
    expect(two.map((r) => r.username)).toContain('customer');
    expect(two.every((r) => tenants(r).length === 0 || tenants(r).includes('2'))).toBe(true);
    // Tenant 3 is not jeecg's: the header is ignored and the session's tenant (1) stays.
    expect((await inTenant('3')).map((r) => r.username).sort()).toEqual(one.map((r) => r.username).sort());
  });

  it('a row of another tenant is not found by id, and cannot be edited', async () => {
    const jeecg = client(server.app, await tokenFor(server.app, 'jeecg'));
    const [customer] = await server.opened.db.select().from(sysUser).where(eq(sysUser.username, 'customer'));
    const byId = await jeecg.get('/sys/user/queryById', { id: customer!.id });
    expect(byId.body.success).toBe(false);
    const edit = await jeecg.put('/sys/user/edit', { id: customer!.id, realname: '改名' });
    expect(edit.body.success).toBe(false);
  });

  it('the tenant manager (admin) sees every tenant', async () => {
    const all = (await usernames(admin)).map((r) => r.username);
    expect(all).toEqual(expect.arrayContaining(['admin', 'customer', 'jeecg']));
  });
});

describe('reading system tables needs a screen that shows them', () => {
  it('the zero-permission customer reads no users, roles, departments, positions, tenants, dictionaries or jobs', async () => {
    const customer = client(server.app, await tokenFor(server.app, 'customer'));
    const guarded = server.app.routeTable.filter((r) => r.method === 'GET' && r.readers && !r.contacts);
    expect(guarded.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/jeecg-boot/sys/user/list',
        '/jeecg-boot/sys/role/list',
        '/jeecg-boot/sys/role/queryall',
        '/jeecg-boot/sys/permission/queryRolePermission',
        '/jeecg-boot/sys/sysDepart/queryTreeList',
        '/jeecg-boot/sys/position/list',
        '/jeecg-boot/sys/tenant/list',
        '/jeecg-boot/sys/quartzJob/list',
      ]),
    );
    for (const route of guarded) {
      const res = await customer.get(route.url.replace('/jeecg-boot', '').replace(/:(\w+)/g, 'x'));
      expect({ url: route.url, code: res.body.code }).toEqual({ url: route.url, code: 510 });
    }
  });
});

describe('an ordinary edit keeps the user signed in', () => {
  it('changing the name only leaves the sessions alone', async () => {
    const [row] = await server.opened.db.select().from(sysUser).where(eq(sysUser.username, 'huangli'));
    const user = client(server.app, await tokenFor(server.app, 'huangli'));
    const res = await admin.put('/sys/user/edit', { id: row!.id, realname: '黄丽丽', phone: row!.phone });
    expect(res.body.success).toBe(true);
    expect((await user.get('/sys/user/getCurrentUserDeparts')).status).toBe(200);
  });
});

describe("one's own phone changes only with a code sent to the new number", () => {
  it('sends a code to a free number and changes the phone with it; other sessions end', async () => {
    const me = client(server.app, await tokenFor(server.app, 'maqiang'));
    const other = client(server.app, await tokenFor(server.app, 'maqiang'));
    // A number in use gets no code (the same answer: the route does not tell registered numbers apart).
    const taken = { phone: '13800000000', ...(await solvedCaptcha(server, 'own-phone-taken')) };
    expect((await me.post('/sys/user/sendChangePhoneSms', taken)).body).toMatchObject({ success: true });
    expect(await server.opened.db.select().from(sysSmsCode).where(eq(sysSmsCode.mobile, '13800000000'))).toEqual([]);
    const free = { phone: '15900000077', ...(await solvedCaptcha(server, 'own-phone-free')) };
    expect((await me.post('/sys/user/sendChangePhoneSms', free)).body.success).toBe(true);
    expect((await me.put('/sys/user/changePhone', { phone: '15900000077', smscode: '000000' })).body.message).toBe(
      '手机验证码错误',
    );
    const [row] = await server.opened.db.select().from(sysSmsCode).where(eq(sysSmsCode.mobile, '15900000077'));
    expect((await me.put('/sys/user/changePhone', { phone: '15900000077', smscode: row!.code })).body).toMatchObject({
      success: true,
      message: '手机号修改成功',
    });
    const [user] = await server.opened.db.select().from(sysUser).where(eq(sysUser.username, 'maqiang'));
    expect(user!.phone).toBe('15900000077');
    expect((await me.get('/sys/user/getCurrentUserDeparts')).status).toBe(200);
    expect((await other.get('/sys/user/getCurrentUserDeparts')).status).toBe(401);
  });
});
