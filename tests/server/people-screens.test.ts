import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { migrate } from '../../server/db/migrate';
import { schemaMigrations, sysRole, sysUser } from '../../server/db/schema';
import { call, client, startTestServer, tokenFor, type TestServer } from './helpers';

interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
}

interface AddressRecord {
  userId: string;
  id?: string;
  realname: string;
  workNo: string;
  post: string | null;
  departName: string;
  phone: string | null;
  email: string | null;
}

let server: TestServer;
let admin: ReturnType<typeof client>;
let staff: ReturnType<typeof client>;
let customer: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.app, await tokenFor(server.app, 'admin'));
  staff = client(server.app, await tokenFor(server.app, 'jeecg'));
  customer = client(server.app, await tokenFor(server.app, 'customer'));
});
afterAll(async () => {
  await server?.close();
});

const userId = async (username: string) =>
  (await server.opened.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, username)))[0]!.id;

describe('通讯录 queryByOrgCodeForAddressList', () => {
  it('lists the users under an org code (sub-departments included) with userId, merging a user of two departments', async () => {
    const { body } = await admin.get<Page<AddressRecord>>('/sys/user/queryByOrgCodeForAddressList', {
      orgCode: 'A01',
      pageNo: 1,
      pageSize: 50,
    });
    expect(body.success).toBe(true);
    const names = body.result.records.map((r) => r.realname);
    // 胡伟 is in 考务部 and 综合办公室: two user×depart rows, one record; 罗宇 is deleted.
    expect(body.result.total).toBe(names.length + 1);
    expect(names).toContain('胡伟');
    expect(names).not.toContain('罗宇');
    expect(names).not.toContain('徐明');
    const huwei = body.result.records.find((r) => r.realname === '胡伟')!;
    expect(huwei).toMatchObject({ workNo: 'KS0012', departName: '考务部 | 综合办公室', post: 'yj_leader' });
    expect(huwei.userId).toBe(await userId('huwei'));
    expect(huwei).not.toHaveProperty('id');
    expect(huwei).not.toHaveProperty('password');
  });

  it('searches by name and work number, pages, and answers everyone without an org code', async () => {
    const byName = await admin.get<Page<AddressRecord>>('/sys/user/queryByOrgCodeForAddressList', { realname: '张' });
    expect(byName.body.result.records.map((r) => r.realname)).toEqual(['张晓明']);
    expect(byName.body.result.records[0]!.departName).toBe('考务部 | 客户服务部');
    const byWorkNo = await admin.get<Page<AddressRecord>>('/sys/user/queryByOrgCodeForAddressList', {
      workNo: 'YX0003',
    });
    expect(byWorkNo.body.result.records.map((r) => r.realname)).toEqual(['吴霞']);
    const page2 = await admin.get<Page<AddressRecord>>('/sys/user/queryByOrgCodeForAddressList', {
      pageNo: 2,
      pageSize: 5,
    });
    expect(page2.body.result).toMatchObject({ current: 2, size: 5 });
    expect(page2.body.result.total).toBeGreaterThan(20);
    // A like pattern in the input is text, not a wildcard.
    const wild = await admin.get<Page<AddressRecord>>('/sys/user/queryByOrgCodeForAddressList', { realname: '%' });
    expect(wild.body.result.total).toBe(0);
  });

  it('refuses users without the 通讯录 menu, and a call without a token', async () => {
    const refused = await staff.get('/sys/user/queryByOrgCodeForAddressList');
    expect(refused.body).toMatchObject({ success: false, code: 510 });
    const anonymous = await call(server.app, {
      method: 'GET',
      url: '/jeecg-boot/sys/user/queryByOrgCodeForAddressList',
    });
    expect(anonymous.status).toBe(401);
    const badPage = await admin.get('/sys/user/queryByOrgCodeForAddressList', { pageNo: 'x' });
    expect(badPage.body.success).toBe(true);
  });

  it("keeps a tenant's staff to their tenant's users when they are given 通讯录", async () => {
    const { db } = server.opened;
    await db.execute(sql`insert into sys_role_permission (id, role_id, permission_id)
      select 'people-test-grant', r.id, p.id from sys_role r, sys_permission p
      where r.role_code = 'staff' and p.url = '/isystem/addressList' and p.menu_type <> 2`);
    try {
      const wang = client(server.app, await tokenFor(server.app, 'wangqiang'));
      const { body } = await wang.get<Page<AddressRecord>>('/sys/user/queryByOrgCodeForAddressList', { pageSize: 100 });
      expect(body.success).toBe(true);
      const names = body.result.records.map((r) => r.realname);
      expect(names).toContain('王强');
      // 吴霞 belongs to tenant 2 only.
      expect(names).not.toContain('吴霞');
      const all = await admin.get<Page<AddressRecord>>('/sys/user/queryByOrgCodeForAddressList', { pageSize: 100 });
      expect(all.body.result.records.map((r) => r.realname)).toContain('吴霞');
    } finally {
      await db.execute(sql`delete from sys_role_permission where id = 'people-test-grant'`);
    }
  });

  it('lets the 通讯录 holder read the department tree and the positions it shows', async () => {
    const tree = await admin.get<unknown[]>('/sys/sysDepart/queryTreeList');
    expect(tree.body.success).toBe(true);
    const positions = await admin.get<Page<{ code: string; name: string }>>('/sys/position/list', { pageSize: 99999 });
    expect(positions.body.result.records.some((p) => p.code === 'yj_leader')).toBe(true);
  });
});

describe('个人中心 getUserData', () => {
  it("answers the signed-in user's own record with roles and the position's name, without secrets", async () => {
    const { body } = await staff.get<Record<string, unknown>>('/sys/user/login/setting/getUserData');
    expect(body.success).toBe(true);
    expect(body.result).toMatchObject({ username: 'jeecg', realname: '张晓明', post: 'kw_specialist' });
    expect(body.result.post_dictText).toEqual(expect.any(String));
    expect(body.result.roles).toEqual([expect.objectContaining({ roleCode: 'staff' })]);
    expect(body.result).not.toHaveProperty('password');
    expect(body.result).not.toHaveProperty('salt');
    const anonymous = await call(server.app, { method: 'GET', url: '/jeecg-boot/sys/user/login/setting/getUserData' });
    expect(anonymous.status).toBe(401);
  });
});

describe('个人设置 appEdit', () => {
  it("saves the signed-in user's own base info (PUT and POST) and nobody else's", async () => {
    const saved = await staff.put('/sys/user/appEdit', {
      id: await userId('jeecg'),
      realname: '张晓明（考务）',
      sex: '2',
      email: 'zxm@exam-center.cn',
      birthday: '1990-03-15',
      telephone: '010-62881001',
    });
    expect(saved.body).toMatchObject({ success: true, code: 0, message: '' });
    const [row] = await server.opened.db.select().from(sysUser).where(eq(sysUser.username, 'jeecg'));
    expect(row).toMatchObject({ realname: '张晓明（考务）', sex: 2, email: 'zxm@exam-center.cn', updateBy: 'jeecg' });
    expect(String(row!.birthday)).toContain('1990-03-15');

    const viaPost = await staff.post('/sys/user/appEdit', { realname: '张晓明' });
    expect(viaPost.body.success).toBe(true);

    const other = await staff.put('/sys/user/appEdit', { id: await userId('admin'), realname: '黑客' });
    expect(other.body).toMatchObject({ success: false, message: '只能修改自己的数据' });
    const [adminRow] = await server.opened.db.select().from(sysUser).where(eq(sysUser.username, 'admin'));
    expect(adminRow!.realname).toBe('管理员');
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ realname: '' }, '用户姓名'],
      [{ email: 'not-an-email' }, '邮箱'],
      [{ email: 'admin@exam-center.cn' }, '保存失败，邮箱已存在!'],
      [{ sex: '9' }, '性别'],
      [{ birthday: '1990-02-30' }, '生日'],
      [{ avatar: 'javascript:alert(1)' }, '头像'],
      [{ avatar: '../../etc/passwd' }, '头像'],
      [{ realname: { $ne: 1 } }, '用户姓名'],
      [{ phone: '13900000000' }, '短信验证码'],
    ];
    for (const [body, message] of cases) {
      const res = await staff.put('/sys/user/appEdit', body);
      expect(res.body.success, JSON.stringify(body)).toBe(false);
      expect(res.body.message).toContain(message);
    }
    const [row] = await server.opened.db.select().from(sysUser).where(eq(sysUser.username, 'jeecg'));
    expect(row).toMatchObject({ realname: '张晓明', phone: '13800000001' });
  });

  it('needs system:user:app:edit: a customer without 个人设置 is refused', async () => {
    const refused = await customer.put('/sys/user/appEdit', { realname: '李文静2' });
    expect(refused.body).toMatchObject({ success: false, code: 510 });
    const [row] = await server.opened.db.select().from(sysUser).where(eq(sysUser.username, 'customer'));
    expect(row!.realname).toBe('李文静');
  });
});

describe('角色用户 and 部门用户 screens', () => {
  it('lists, adds and removes the users of a role; a user without the screen is refused', async () => {
    const [role] = await server.opened.db.select().from(sysRole).where(eq(sysRole.roleCode, 'customer'));
    const list = () =>
      admin.get<Page<{ id: string; username: string }>>('/sys/user/userRoleList', { roleId: role!.id, pageSize: 100 });
    const before = await list();
    expect(before.body.result.records.map((r) => r.username)).toContain('customer');
    const sunli = await userId('sunli');
    expect((await admin.post('/sys/user/addSysUserRole', { roleId: role!.id, userIdList: [sunli] })).body.success).toBe(
      true,
    );
    expect((await list()).body.result.total).toBe(before.body.result.total + 1);
    expect((await admin.del('/sys/user/deleteUserRole', { roleId: role!.id, userId: sunli })).body.success).toBe(true);
    expect((await list()).body.result.total).toBe(before.body.result.total);
    expect((await customer.get('/sys/user/userRoleList', { roleId: role!.id })).body.code).toBe(510);
    expect(
      (await staff.post('/sys/user/addSysUserRole', { roleId: role!.id, userIdList: [sunli] })).body,
    ).toMatchObject({ success: false, code: 510 });
  });

  it("lists a department's users for staff (部门用户 is theirs) and refuses a customer", async () => {
    const tree = await staff.get<{ id: string; orgCode: string }[]>('/sys/sysDepart/queryTreeList');
    const first = tree.body.result[0] as { children?: { id: string; orgCode: string }[] };
    const kaowu = first.children!.find((d) => d.orgCode === 'A01A01')!;
    const users = await staff.get<Page<{ username: string }>>('/sys/user/departUserList', { depId: kaowu.id });
    expect(users.body.result.records.map((r) => r.username)).toEqual(expect.arrayContaining(['wangqiang', 'huwei']));
    expect((await customer.get('/sys/user/departUserList', { depId: kaowu.id })).body.code).toBe(510);
  });
});

describe('0028 people app edit button', () => {
  it('adds 个人信息编辑 (system:user:app:edit) under 个人设置 for admin and staff to a database seeded without it', async () => {
    const { db } = server.opened;
    const rows = async () =>
      (
        (await db.execute(sql`
          select p.name, p.perms, g.url as parent, g.is_leaf as parent_leaf,
            (select string_agg(r.role_code, ',' order by r.role_code) from sys_role_permission rp
               join sys_role r on r.id = rp.role_id where rp.permission_id = p.id) as roles
          from sys_permission p join sys_permission g on g.id = p.parent_id
          where p.perms = 'system:user:app:edit'`)) as unknown as {
          rows: { name: string; perms: string; parent: string; parent_leaf: boolean; roles: string }[];
        }
      ).rows;
    const seeded = await rows();
    expect(seeded).toEqual([
      {
        name: '个人信息编辑',
        perms: 'system:user:app:edit',
        parent: '/account/settings',
        parent_leaf: false,
        roles: 'admin,staff',
      },
    ]);

    await db.execute(sql`delete from sys_role_permission where permission_id in
      (select id from sys_permission where perms = 'system:user:app:edit')`);
    await db.execute(sql`delete from sys_permission where perms = 'system:user:app:edit'`);
    await db.execute(sql`update sys_permission set is_leaf = true where url = '/account/settings'`);
    await db.delete(schemaMigrations).where(eq(schemaMigrations.name, '0028_people_app_edit_button.sql'));

    expect(await migrate(db)).toEqual(['0028_people_app_edit_button.sql']);
    expect(await rows()).toEqual(seeded);
    // Staff can save their own base info again.
    expect((await staff.put('/sys/user/appEdit', { realname: '张晓明' })).body.success).toBe(true);
  });
});
