/** The catalog sync brings the seed's menus, buttons and dictionaries to older databases, and never undoes an admin. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { syncCatalog } from '../../server/db/catalog-sync';
import type { OpenedDb } from '../../server/db/open-db';
import { sysCatalogSync, sysDict, sysDictItem, sysPermission, sysRolePermission } from '../../server/db/schema';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let opened: OpenedDb;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.close();
  opened = server.opened;
});
afterAll(async () => {
  // Each restart replaced the server's connection.
  if (server) server.opened = opened;
  await server?.close();
});

/** Stops and starts the database as a server restart does (migrations, seed check, catalog sync). */
async function restart(): Promise<void> {
  await opened.close();
  opened = await server.reopen();
}

async function catalogTables() {
  const { db } = opened;
  return {
    permissions: await db.select().from(sysPermission).orderBy(asc(sysPermission.id)),
    grants: await db.select().from(sysRolePermission).orderBy(asc(sysRolePermission.id)),
    dicts: await db.select().from(sysDict).orderBy(asc(sysDict.id)),
    items: await db.select().from(sysDictItem).orderBy(asc(sysDictItem.id)),
  };
}

const run = (statement: ReturnType<typeof sql>) => opened.db.execute(statement);

describe('catalog sync', () => {
  it('has nothing to do on a freshly seeded database: every catalog row is recorded', async () => {
    expect(await syncCatalog(opened.db)).toEqual({ inserted: 0, recorded: 0 });
    const [row] = await opened.db.select({ n: sql<number>`count(*)::int` }).from(sysCatalogSync);
    expect(row!.n).toBeGreaterThan(500);
  });

  it('an older database plus the sync equals a fresh seed', async () => {
    const fresh = await catalogTables();

    // The catalog as an earlier version seeded it, before the sync existed: no business or 菜单管理 buttons, no
    // 常见案例, no 考试 and 文件 dictionaries, 性别 without its third item.
    await run(sql`truncate sys_catalog_sync`);
    const gone = sql`select id from sys_permission where perms like 'cpc:%' or perms like 'system:permission:%'
      or perms like 'system:ossFile:%' or url like '/jeecg%'`;
    await run(sql`delete from sys_role_permission where permission_id in (${gone})`);
    await run(sql`delete from sys_permission where id in (${gone})`);
    await run(sql`update sys_permission p set is_leaf = true
      where not exists (select 1 from sys_permission c where c.parent_id = p.id)`);
    const dicts = sql`select id from sys_dict where dict_code in ('test_mode', 'test_status', 'file_category')`;
    await run(sql`delete from sys_dict_item where dict_id in (${dicts})`);
    await run(sql`delete from sys_dict where id in (${dicts})`);
    await run(sql`delete from sys_dict_item where id = (select max(i.id) from sys_dict_item i
      join sys_dict d on d.id = i.dict_id where d.dict_code = 'sex')`);
    const old = await catalogTables();
    expect(old.permissions.length).toBeLessThan(fresh.permissions.length - 80);
    expect(old.dicts.length).toBe(fresh.dicts.length - 3);

    await restart();
    expect(await catalogTables()).toEqual(fresh);
  });

  it("keeps an administrator's changes and deletions over restarts", async () => {
    const one = async (where: ReturnType<typeof sql>) => (await opened.db.select().from(sysPermission).where(where))[0];
    await run(sql`update sys_permission set name = '机构名录' where url = '/organisation/list' and menu_type = 1`);
    await run(sql`delete from sys_role_permission where permission_id in
      (select id from sys_permission where perms = 'cpc:organization:delete' or url = '/jeecg/SelectDemo')`);
    await run(sql`delete from sys_permission where perms = 'cpc:organization:delete' or url = '/jeecg/SelectDemo'`);
    await run(sql`update sys_dict_item set status = 0 where item_value = '1'
      and dict_id = (select id from sys_dict where dict_code = 'test_mode')`);
    await run(sql`delete from sys_dict where dict_code = 'file_category'`);
    const before = await catalogTables();

    await restart();
    expect(await catalogTables()).toEqual(before);
    expect((await one(sql`url = '/organisation/list' and menu_type = 1`))?.name).toBe('机构名录');
    expect(await one(eq(sysPermission.perms, 'cpc:organization:delete'))).toBeUndefined();
    expect(await one(eq(sysPermission.url, '/jeecg/SelectDemo'))).toBeUndefined();

    // What the sync had not delivered yet still arrives: a key forgotten is a catalog entry this database never got.
    await opened.db.delete(sysCatalogSync).where(eq(sysCatalogSync.key, 'button:cpc:organization:delete'));
    const result = await syncCatalog(opened.db);
    expect(result).toEqual({ inserted: 3, recorded: 1 }); // the button, granted to admin and staff as seeded
    const button = await one(eq(sysPermission.perms, 'cpc:organization:delete'));
    expect(button?.name).toBe('机构删除');
  });
});
