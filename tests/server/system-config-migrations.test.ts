/** 0030: an older database (seeded before the configuration screens) gets their buttons and database_type. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import type { OpenedDb } from '../../server/db/open-db';
import { startTestServer, type TestServer } from './helpers';
import { schemaMigrations } from '../../server/db/schema';

let server: TestServer;
let opened: OpenedDb;

beforeAll(async () => {
  server = await startTestServer();
  opened = server.opened;
});
afterAll(() => server?.close());

// The buttons migration 0030 wrote (分类字典's 导出 and 导入 came later, through the catalog sync).
const BUTTONS = sql`((b.perms like 'system:category:%' and b.perms not in ('system:category:export', 'system:category:import')) or b.perms like 'system:checkRule:%' or b.perms like 'system:fillRule:%'
  or b.perms like 'system:datasource:%' or b.perms in ('online:report:add', 'system:gateway:updateAll',
  'system:getway:delete'))`;

describe('0030 system config menu and dictionaries', () => {
  it('adds the buttons (admin) and the database_type dictionary to a database seeded without them', async () => {
    const { db } = opened;
    const buttons = async () =>
      (
        (await db.execute(sql`
          select b.perms, b.name, p.name as page, p.is_leaf as leaf,
            (select string_agg(r.role_code, ',' order by r.role_code) from sys_role_permission rp
               join sys_role r on r.id = rp.role_id where rp.permission_id = b.id) as roles
          from sys_permission b join sys_permission p on p.id = b.parent_id
          where ${BUTTONS} order by b.perms`)) as unknown as {
          rows: { perms: string; name: string; page: string; leaf: boolean; roles: string }[];
        }
      ).rows;
    const dict = async () =>
      (
        (await db.execute(sql`
          select string_agg(i.item_value || '=' || i.item_text, ',' order by i.sort_order) as items
          from sys_dict d join sys_dict_item i on i.dict_id = d.id where d.dict_code = 'database_type'`)) as unknown as {
          rows: { items: string | null }[];
        }
      ).rows[0]?.items;
    const seeded = { buttons: await buttons(), dict: await dict() };
    expect(seeded.buttons).toHaveLength(26);
    expect(seeded.buttons.every((b) => b.roles === 'admin' && b.leaf === false)).toBe(true);
    expect(seeded.buttons.find((b) => b.perms === 'system:getway:delete')).toMatchObject({
      name: '网关路由删除',
      page: '网关路由',
    });
    expect(seeded.dict).toMatch(/^1=MySQL5\.5,4=MYSQL5\.7\+,2=Oracle,.*15=其他数据库$/);

    // The menu and dictionaries as the seed of an earlier version wrote them.
    await db.execute(sql`delete from sys_role_permission where permission_id in
      (select b.id from sys_permission b where ${BUTTONS})`);
    await db.execute(sql`delete from sys_permission b where ${BUTTONS}`);
    await db.execute(sql`update sys_permission set is_leaf = true
      where url in ('/isystem/category', '/isystem/checkRule', '/isystem/dataSource', '/isystem/fillRule', '/isystem/gatewayRoute')`);
    await db.execute(sql`delete from sys_dict_item where dict_id in
      (select id from sys_dict where dict_code = 'database_type')`);
    await db.execute(sql`delete from sys_dict where dict_code = 'database_type'`);
    await db.delete(schemaMigrations).where(eq(schemaMigrations.name, '0030_system_config_menu_dicts.sql'));

    expect(await migrate(db)).toEqual(['0030_system_config_menu_dicts.sql']);
    const migrated = { buttons: await buttons(), dict: await dict() };
    expect(migrated).toEqual(seeded);
  });
});
