/**
 * `npm run generate entity`: in a scratch copy of the definitions, the schema and the migrations, the files it
 * writes agree with each other (the drift rules), and the server serves the new entity's CRUD without a route file.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityDef } from '../../src/domain/entities';
import { bindEntity } from '../../server/crud/entity-table';
import { registerPlainEntities } from '../../server/crud/routes';
import { sysPermission, sysRole, sysRolePermission } from '../../server/db/schema';
import { newId } from '../../server/db/ids';
import { migrate } from '../../server/db/migrate';
// @ts-expect-error a plain .mjs script without types
import { generateEntity } from '../../scripts/generate-entity.mjs';
import { client, startTestServer, tokenFor, type TestServer } from './helpers';
import { databaseColumns, schemaColumns } from './schema-columns';

const root = fileURLToPath(new URL('../../', import.meta.url));
let scratch: string;
let written: string[];
let def: EntityDef;
let table: PgTable;
let server: TestServer;
let applied: string[];

beforeAll(async () => {
  // Inside the project, so the scratch files resolve drizzle-orm from its node_modules.
  mkdirSync(join(root, '.tmp'), { recursive: true });
  scratch = mkdtempSync(join(root, '.tmp', 'generate-'));
  cpSync(join(root, 'src/domain/entities'), join(scratch, 'src/domain/entities'), { recursive: true });
  for (const file of ['schema.ts', 'columns.ts', 'definition-table.ts'])
    cpSync(join(root, 'server/db', file), join(scratch, 'server/db', file));
  cpSync(join(root, 'server/db/migrations'), join(scratch, 'server/db/migrations'), { recursive: true });
  written = generateEntity(scratch, {
    name: 'demoThing',
    title: '示例事物',
    api: '/cpc/demoThing',
    screen: 'cpc/OrganisationList',
  }) as string[];
  const entities = (await import(join(scratch, 'src/domain/entities/index.ts'))) as { ENTITIES: EntityDef[] };
  def = entities.ENTITIES.find((e) => e.name === 'demoThing')!;
  table = ((await import(join(scratch, 'server/db/schema.ts'))) as Record<string, PgTable>).demoThingTable!;

  server = await startTestServer({
    routes: [(api, ctx) => registerPlainEntities(api, ctx, [bindEntity(def, table)])],
  });
  applied = await migrate(server.opened.db, join(scratch, 'server/db/migrations'));
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** The number drizzle-kit gives the next migration: one after the highest in the repository. */
const NEXT = String(
  Math.max(
    ...readdirSync(fileURLToPath(new URL('../../server/db/migrations', import.meta.url)))
      .filter((f) => f.endsWith('.sql'))
      .map((f) => Number(f.slice(0, 4))),
  ) + 1,
).padStart(4, '0');

describe('npm run generate entity', () => {
  it('writes a definition in ENTITIES, a drizzle table and the migration drizzle-kit generates from it', () => {
    expect(written.map((path) => path.slice(scratch.length + 1))).toEqual([
      'src/domain/entities/demo-thing.ts',
      'src/domain/entities/index.ts',
      'server/db/schema.ts',
      `server/db/migrations/${NEXT}_cpc_demo_thing.sql`,
    ]);
    expect(def).toMatchObject({
      title: '示例事物',
      table: 'cpc_demo_thing',
      apiPath: '/cpc/demoThing',
      permissionPrefix: 'cpc:demoThing',
      screen: 'cpc/OrganisationList',
    });
  });

  it('the migration creates exactly the columns of the table, and the definition binds to it', async () => {
    expect(applied).toEqual([`${NEXT}_cpc_demo_thing.sql`]);
    const journal = JSON.parse(readFileSync(join(scratch, 'server/db/migrations/meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    expect(journal.entries.at(-1)?.tag).toBe(`${NEXT}_cpc_demo_thing`);
    expect((await databaseColumns(server.opened.db, 'cpc_demo_thing')).sort()).toEqual(schemaColumns(table).sort());
    expect(() => bindEntity(def, table)).not.toThrow();
  });

  it('the server serves its CRUD without a route file: reading by its screen, writing by its buttons', async () => {
    const admin = client(server.app, await tokenFor(server.app, 'admin'));
    expect((await admin.post('/cpc/demoThing/add', { name: '第一件' })).body).toMatchObject({ code: 510 });

    const [adminRole] = await server.opened.db.select().from(sysRole).where(eq(sysRole.roleCode, 'admin'));
    const buttonId = newId();
    await server.opened.db
      .insert(sysPermission)
      .values({ id: buttonId, name: '示例添加', perms: 'cpc:demoThing:add', menuType: 2 });
    await server.opened.db
      .insert(sysRolePermission)
      .values({ id: newId(), roleId: adminRole!.id, permissionId: buttonId });

    expect((await admin.post('/cpc/demoThing/add', { name: '第一件' })).body).toMatchObject({ success: true });
    expect((await admin.post('/cpc/demoThing/add', {})).body.message).toContain('名称');
    const list = await admin.get<{ records: { name: string }[] }>('/cpc/demoThing/list');
    expect(list.body.result.records.map((r) => r.name)).toEqual(['第一件']);

    const staff = client(server.app, await tokenFor(server.app, 'jeecg')); // holds 机构列表, the screen
    expect((await staff.get('/cpc/demoThing/list')).body.success).toBe(true);
    expect((await staff.post('/cpc/demoThing/add', { name: '第二件' })).body).toMatchObject({ code: 510 });
    const customer = client(server.app, await tokenFor(server.app, 'customer')); // neither
    expect((await customer.get('/cpc/demoThing/list')).body).toMatchObject({ code: 510 });
  });
});
