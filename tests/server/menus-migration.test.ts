/** 0027: 菜单管理's buttons reach a database seeded before them (admin holds them, as the seed grants). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
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

describe('0027 permission menu buttons', () => {
  it('adds the buttons of 菜单管理 for the admin role to an older database, once', async () => {
    const { db } = opened;
    const buttons = async () =>
      (
        (await db.execute(sql`
          select b.perms, b.name, p.name as page, p.is_leaf as "pageLeaf",
            (select string_agg(r.role_code, ',' order by r.role_code) from sys_role_permission rp
               join sys_role r on r.id = rp.role_id where rp.permission_id = b.id) as roles
          from sys_permission b join sys_permission p on p.id = b.parent_id
          where b.perms like 'system:permission:%' order by b.perms`)) as unknown as {
          rows: { perms: string; name: string; page: string; pageLeaf: boolean; roles: string }[];
        }
      ).rows;
    const seeded = await buttons();
    expect(seeded.map((b) => b.perms)).toEqual([
      'system:permission:add',
      'system:permission:addRule',
      'system:permission:delete',
      'system:permission:deleteBatch',
      'system:permission:deleteRule',
      'system:permission:edit',
      'system:permission:editRule',
    ]);
    expect(seeded.every((b) => b.page === '菜单管理' && b.roles === 'admin' && b.pageLeaf === false)).toBe(true);

    // The menu as an earlier version seeded it: 菜单管理 without buttons, a leaf.
    await db.execute(sql`delete from sys_role_permission where permission_id in
      (select id from sys_permission where perms like 'system:permission:%')`);
    await db.execute(sql`delete from sys_permission where perms like 'system:permission:%'`);
    await db.execute(sql`update sys_permission set is_leaf = true where url = '/isystem/permission'`);
    await db.delete(schemaMigrations).where(eq(schemaMigrations.name, '0027_permission_menu_buttons.sql'));

    expect(await migrate(db)).toEqual(['0027_permission_menu_buttons.sql']);
    expect(await buttons()).toEqual(seeded);
  });
});
