/**
 * The business demo data and the data migration that brings a database seeded before it
 * in line: real area codes, valid ID numbers, programmes from the 学科目录, contacts with customer accounts, the demo
 * accounts' roles; buttons, grants, dictionaries and the category tree added by 0015 to an older database.
 */
import { areaList } from '@vant/area-data';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNationalId } from '../../src/domain/validation';
import { migrate } from '../../server/db/migrate';
import {
  cpcCollege,
  cpcCollegeProgramme,
  cpcLinkUser,
  cpcNationalManager,
  cpcOrganization,
  cpcOrganizationAddress,
  cpcStudent,
  schemaMigrations,
  sysCategory,
  sysRole,
  sysUser,
  sysUserRole,
} from '../../server/db/schema';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const db = () => server.opened.db;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: T[] }).rows;

describe('the business demo data', () => {
  it('has about 40 institutions in 15 provinces, 250 colleges with programmes and 8,000 students', async () => {
    const orgs = await db().select().from(cpcOrganization);
    expect(orgs).toHaveLength(40);
    expect(new Set(orgs.map((o) => o.area!.slice(0, 2))).size).toBe(15);
    for (const o of orgs) expect(areaList.county_list[o.area!], o.orgName).toBeDefined();
    const colleges = await db().select().from(cpcCollege);
    expect(colleges.length).toBeGreaterThanOrEqual(240);
    expect(colleges.length).toBeLessThanOrEqual(270);
    expect(await db().select().from(cpcStudent)).toHaveLength(8000);
    const addresses = await db().select().from(cpcOrganizationAddress);
    expect(new Set(addresses.map((a) => a.organizationId)).size).toBe(40);
    expect(addresses.every((a) => /^[1-9]\d{5}$/.test(a.postcode ?? '') && /^1[3-9]\d{9}$/.test(a.phone ?? ''))).toBe(
      true,
    );
  });

  it('programmes carry national codes of the 学科目录 tree; students valid ID numbers and unique numbers', async () => {
    const codes = new Set((await db().select({ code: sysCategory.code }).from(sysCategory)).map((c) => c.code));
    const programmes = await db().select().from(cpcCollegeProgramme);
    expect(programmes.length).toBeGreaterThan(1000);
    expect(programmes.filter((p) => !codes.has(p.disciplineCode))).toEqual([]);
    expect(new Set(programmes.map((p) => p.programmeType))).toEqual(new Set(['1', '2', '3', '4']));
    const students = await db().select().from(cpcStudent);
    expect(students.filter((s) => !isNationalId(s.idCardNo ?? ''))).toEqual([]);
    expect(new Set(students.map((s) => `${s.organizationId}|${s.studentNo}`)).size).toBe(8000);
    const [mismatched] = await rows<{ n: number }>(sql`
      select count(*)::int as n from cpc_student s
      join cpc_college_programme p on p.id = s.programme_id
      where p.college_id <> s.college_id or p.organization_id <> s.organization_id`);
    expect(mismatched!.n).toBe(0);
  });

  it('every institution has contacts whose accounts are customer accounts; the demo accounts are the named ones', async () => {
    const contacts = await db().select().from(cpcLinkUser);
    expect(new Set(contacts.map((c) => c.institutionId)).size).toBe(40);
    const roles = await db()
      .select({ userId: sysUserRole.userId, code: sysRole.roleCode })
      .from(sysUserRole)
      .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId));
    const customers = new Set(roles.filter((r) => r.code === 'customer').map((r) => r.userId));
    expect(contacts.filter((c) => !customers.has(c.userId!))).toEqual([]);
    const orgName = new Map((await db().select().from(cpcOrganization)).map((o) => [o.id, o.orgName]));
    const role = (username: string) => {
      const c = contacts.find((x) => x.username === username)!;
      return `${orgName.get(c.institutionId)}:${c.linkRole}`;
    };
    expect(['customer', 'zhuhong', 'wuxia', 'zhoujie', 'heping'].map(role)).toEqual([
      '京华理工大学:1',
      '京华理工大学:2',
      '京华理工大学:3',
      '沪江财经大学:1',
      '沪江财经大学:2',
    ]);
    expect(contacts.find((c) => c.username === 'songjia')).toBeUndefined();
    // The demo users kept their ids; the contacts' accounts come after them.
    const [admin] = await db().select().from(sysUser).where(eq(sysUser.username, 'admin'));
    expect(admin!.id).toBe('1740010000000000001');
    expect(await db().select().from(cpcNationalManager)).toHaveLength(2);
  });
});

describe('0015 business menu and dictionaries', () => {
  it('adds the buttons, grants, dictionaries and 学科目录 to a database seeded without them', async () => {
    const snapshot = async () => ({
      buttons: await rows<{ perms: string; page: string; roles: string }>(sql`
        select b.perms, p.name as page,
          (select string_agg(r.role_code, ',' order by r.role_code) from sys_role_permission rp
             join sys_role r on r.id = rp.role_id where rp.permission_id = b.id) as roles
        from sys_permission b join sys_permission p on p.id = b.parent_id
        where b.perms ~ '^cpc:(organization|college|linkUser|student|nationalManager):'
        order by b.perms`),
      leaves: await rows<{ url: string; leaf: boolean }>(sql`
        select url, is_leaf as leaf from sys_permission where component like 'cpc/%' and url not like '/paper%'
        and url not in ('/test/manager', '/test/activity', '/grade/list', '/talent/training', '/document/folder',
          '/document/file', '/document/report')
        order by url`),
      dicts: await rows<{ code: string; items: string }>(sql`
        select d.dict_code as code, string_agg(i.item_value || '=' || i.item_text, ',' order by i.sort_order) as items
        from sys_dict d join sys_dict_item i on i.dict_id = d.id
        where d.dict_code in ('org_type', 'address_type', 'programme_type', 'link_role', 'degree_level',
          'student_status', 'province')
        group by d.dict_code order by d.dict_code`),
      categories: await rows<{ code: string; name: string; parent: string }>(sql`
        select c.code, c.name, p.code as parent from sys_category c left join sys_category p on p.id = c.pid
        where c.code = 'XKML' or c.code ~ '^[0-9]{2,4}$' order by c.code`),
    });
    const seeded = await snapshot();
    expect(seeded.buttons).toHaveLength(31);
    expect(seeded.buttons.find((b) => b.perms === 'cpc:student:idCardNo')).toEqual({
      perms: 'cpc:student:idCardNo',
      page: '学生列表',
      roles: 'admin',
    });
    expect(seeded.buttons.find((b) => b.perms === 'cpc:linkUser:add')).toMatchObject({ roles: 'admin,staff' });
    expect(seeded.buttons.find((b) => b.perms === 'cpc:nationalManager:add')).toMatchObject({ roles: 'admin' });
    expect(seeded.dicts.find((d) => d.code === 'link_role')!.items).toBe('1=院校负责人,2=院校联系人,3=学院联系人');
    expect(seeded.categories.find((c) => c.code === '0812')).toEqual({
      code: '0812',
      name: '计算机科学与技术',
      parent: '08',
    });

    // The menu, dictionaries and categories as an earlier version seeded them.
    await db().execute(sql`delete from sys_role_permission where permission_id in
      (select id from sys_permission where perms ~ '^cpc:(organization|college|linkUser|student|nationalManager):')`);
    await db().execute(
      sql`delete from sys_permission where perms ~ '^cpc:(organization|college|linkUser|student|nationalManager):'`,
    );
    await db().execute(
      sql`update sys_permission set is_leaf = true where component like 'cpc/%' and url not like '/paper%'
        and url not in ('/test/manager', '/test/activity', '/grade/list', '/talent/training', '/document/folder',
          '/document/file', '/document/report')`,
    );
    await db().execute(sql`delete from sys_dict_item where dict_id in (select id from sys_dict where dict_code in
      ('org_type', 'address_type', 'programme_type', 'link_role', 'degree_level', 'student_status', 'province'))`);
    await db().execute(sql`delete from sys_dict where dict_code in
      ('org_type', 'address_type', 'programme_type', 'link_role', 'degree_level', 'student_status', 'province')`);
    await db().execute(sql`delete from sys_category where code = 'XKML' or code ~ '^[0-9]{2,4}$'`);
    await db().delete(schemaMigrations).where(eq(schemaMigrations.name, '0015_business_menu_dicts.sql'));

    expect(await migrate(db())).toEqual(['0015_business_menu_dicts.sql']);
    expect(await snapshot()).toEqual(seeded);
    // Run again, it adds nothing twice.
    await db().delete(schemaMigrations).where(eq(schemaMigrations.name, '0015_business_menu_dicts.sql'));
    await migrate(db());
    expect(await snapshot()).toEqual(seeded);
  });
});
