/** Data migrations bring a database seeded by an earlier version in line with today's seed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { migrate } from '../../server/db/migrate';
import type { OpenedDb } from '../../server/db/open-db';
import { startTestServer, type TestServer } from './helpers';
import { schemaMigrations, sysPermission } from '../../server/db/schema';

let server: TestServer;
let opened: OpenedDb;

beforeAll(async () => {
  server = await startTestServer();
  opened = server.opened;
});
afterAll(() => server?.close());

describe('0007 stock component names', () => {
  it("renames the stock client's screens and makes 联系人管理 a leaf at its hidden child's path", async () => {
    const { db } = opened;
    const component = async (name: string) =>
      (await db.select({ c: sysPermission.component }).from(sysPermission).where(eq(sysPermission.name, name)))[0]?.c;
    const today = {
      职务管理: await component('职务管理'),
      JVM信息: await component('JVM信息'),
      Web服务器: await component('Web服务器'),
      消息模板: await component('消息模板'),
      对象存储: await component('对象存储'),
    };
    expect(today).toEqual({
      职务管理: 'system/SysPositionList',
      JVM信息: 'modules/monitor/JvmInfo',
      Web服务器: 'modules/monitor/TomcatInfo',
      消息模板: 'modules/message/SysMessageTemplateList',
      对象存储: 'modules/oss/OSSFileList',
    });

    // The menu as the seed of an earlier version wrote it.
    await db.execute(sql`update sys_permission set component = 'system/PositionList' where name = '职务管理'`);
    await db.execute(sql`update sys_permission set component = 'monitor/JvmInfo' where name = 'JVM信息'`);
    await db.execute(sql`update sys_permission set component = 'monitor/WebServerInfo' where name = 'Web服务器'`);
    await db.execute(
      sql`update sys_permission set component = 'message/SysMessageTemplateList' where name = '消息模板'`,
    );
    await db.execute(sql`update sys_permission set component = 'system/OSSFileList' where name = '对象存储'`);
    await db.execute(sql`update sys_permission set url = '/linkUser' where name = '联系人管理'`);
    await db.execute(sql`update sys_permission set hidden = false where name = '联系人列表'`);
    await db.delete(schemaMigrations).where(eq(schemaMigrations.name, '0007_stock_component_names.sql'));

    expect(await migrate(db)).toEqual(['0007_stock_component_names.sql']);
    expect({
      职务管理: await component('职务管理'),
      JVM信息: await component('JVM信息'),
      Web服务器: await component('Web服务器'),
      消息模板: await component('消息模板'),
      对象存储: await component('对象存储'),
    }).toEqual(today);
    const contacts = await db
      .select({ name: sysPermission.name, url: sysPermission.url, hidden: sysPermission.hidden })
      .from(sysPermission)
      .where(inArray(sysPermission.name, ['联系人管理', '联系人列表']))
      .orderBy(sysPermission.name);
    expect(contacts).toEqual([
      { name: '联系人列表', url: '/linkUser/list', hidden: true },
      { name: '联系人管理', url: '/linkUser/list', hidden: false },
    ]);
  });
});

describe('0011 demo pages menu', () => {
  it('adds 常见案例 › 组件示例 for the admin role to a database seeded without it', async () => {
    const { db } = opened;
    const demoRows = async () =>
      (
        (await db.execute(sql`
          select p.name, g.name as parent, p.component,
            (select string_agg(r.role_code, ',' order by r.role_code) from sys_role_permission rp
               join sys_role r on r.id = rp.role_id where rp.permission_id = p.id) as roles
          from sys_permission p left join sys_permission g on g.id = p.parent_id
          where p.url in ('/jeecg', '/jeecg/SelectDemo') order by p.menu_type`)) as unknown as {
          rows: { name: string; parent: string | null; component: string; roles: string }[];
        }
      ).rows;
    const seeded = await demoRows();
    expect(seeded).toEqual([
      { name: '常见案例', parent: null, component: 'layouts/RouteView', roles: 'admin' },
      { name: '组件示例', parent: '常见案例', component: 'jeecg/SelectDemo', roles: 'admin' },
    ]);

    await db.execute(sql`delete from sys_role_permission where permission_id in
      (select id from sys_permission where url in ('/jeecg', '/jeecg/SelectDemo'))`);
    await db.execute(sql`delete from sys_permission where url in ('/jeecg', '/jeecg/SelectDemo')`);
    await db.delete(schemaMigrations).where(eq(schemaMigrations.name, '0011_demo_pages_menu.sql'));

    expect(await migrate(db)).toEqual(['0011_demo_pages_menu.sql']);
    expect(await demoRows()).toEqual(seeded);
  });
});

describe('0013 announcement menu', () => {
  it('adds the buttons of 系统通告, 消息管理 and 消息模板 (admin) and the message dictionaries to an older database', async () => {
    const { db } = opened;
    const buttons = async () =>
      (
        (await db.execute(sql`
          select b.perms, p.name as page,
            (select string_agg(r.role_code, ',' order by r.role_code) from sys_role_permission rp
               join sys_role r on r.id = rp.role_id where rp.permission_id = b.id) as roles
          from sys_permission b join sys_permission p on p.id = b.parent_id
          where b.perms like 'system:sysAnnouncement:%' or b.perms like 'system:message:%'
             or b.perms like 'system:messageTemplate:%'
          order by b.perms`)) as unknown as { rows: { perms: string; page: string; roles: string }[] }
      ).rows;
    const dicts = async () =>
      (
        (await db.execute(sql`
          select d.dict_code as code, string_agg(i.item_value || '=' || i.item_text, ',' order by i.sort_order) as items
          from sys_dict d join sys_dict_item i on i.dict_id = d.id
          where d.dict_code in ('msgType', 'msgSendStatus', 'messageType') group by d.dict_code order by d.dict_code`)) as unknown as {
          rows: { code: string; items: string }[];
        }
      ).rows;
    const seeded = { buttons: await buttons(), dicts: await dicts() };
    expect(seeded.buttons).toHaveLength(22);
    expect(seeded.buttons.find((b) => b.perms === 'system:sysAnnouncement:doReleaseData')).toEqual({
      perms: 'system:sysAnnouncement:doReleaseData',
      page: '系统通告',
      roles: 'admin',
    });
    expect(seeded.dicts).toEqual([
      { code: 'messageType', items: 'system=系统消息,email=邮件消息,sms=短信消息' },
      { code: 'msgSendStatus', items: '0=未发送,1=发送成功,2=发送失败' },
      { code: 'msgType', items: '1=文本,2=富文本' },
    ]);

    // The menu and dictionaries as an earlier version seeded them.
    await db.execute(sql`delete from sys_role_permission where permission_id in (select id from sys_permission
      where perms like 'system:sysAnnouncement:%' or perms like 'system:message:%'
         or perms like 'system:messageTemplate:%')`);
    await db.execute(sql`delete from sys_permission where perms like 'system:sysAnnouncement:%'
      or perms like 'system:message:%' or perms like 'system:messageTemplate:%'`);
    await db.execute(sql`delete from sys_dict_item where dict_id in
      (select id from sys_dict where dict_code in ('msgType', 'msgSendStatus', 'messageType'))`);
    await db.execute(sql`delete from sys_dict where dict_code in ('msgType', 'msgSendStatus', 'messageType')`);
    await db.delete(schemaMigrations).where(eq(schemaMigrations.name, '0013_announcement_menu.sql'));

    expect(await migrate(db)).toEqual(['0013_announcement_menu.sql']);
    expect({ buttons: await buttons(), dicts: await dicts() }).toEqual(seeded);
  });
});

describe('0034 contact departments', () => {
  it('gives customer accounts without a department 院校合作部, and leaves the others alone', async () => {
    const { db } = opened;
    const departs = async () =>
      (
        (await db.execute(sql`
          select u.username, u.org_code as "orgCode", string_agg(d.org_code, ',' order by d.org_code) as departs
          from sys_user u left join sys_user_depart ud on ud.user_id = u.id left join sys_depart d on d.id = ud.dep_id
          where u.username in ('songjia', 'zhoujie', 'jeecg') group by u.username, u.org_code
          order by u.username`)) as unknown as { rows: { username: string; orgCode: string | null; departs: string }[] }
      ).rows;
    // The seed keeps one customer account (songjia) without a department, as older contact accounts were.
    const before = await departs();
    expect(before.find((r) => r.username === 'songjia')).toEqual({ username: 'songjia', orgCode: null, departs: null });
    await db.delete(schemaMigrations).where(eq(schemaMigrations.name, '0034_contact_departments.sql'));

    expect(await migrate(db)).toEqual(['0034_contact_departments.sql']);
    expect(await departs()).toEqual(
      before.map((r) => (r.username === 'songjia' ? { ...r, orgCode: 'A02A02', departs: 'A02A02' } : r)),
    );
  });
});
