/** The generic writer: one transaction per write, ids from a sequence, the database's unique index as 「x」已存在. */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../server/context';
import { POSITION_TABLE, TENANT_TABLE } from '../../server/crud/entity-tables';
import type { CrudSpec, WriteContext } from '../../server/crud/spec';
import { deleteRows, insertRecord, uniqueViolation } from '../../server/crud/writes';
import { sysPosition, sysTenant, sysUser } from '../../server/db/schema';
import { client, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function writeContext(): Promise<WriteContext> {
  const [admin] = await server.opened.db.select().from(sysUser).where(eq(sysUser.username, 'admin'));
  const ctx = { db: server.opened.db, now: () => Date.now() } as unknown as AppContext;
  return {
    ctx,
    db: ctx.db,
    request: {} as FastifyRequest,
    user: admin!,
    now: '2026-11-25 10:00:00',
    mode: 'add',
    batch: new Map(),
  };
}

describe('generic writer', () => {
  it('gives concurrent adds distinct integer ids from the sequence, above every stored id', async () => {
    // A definition whose integer id the server allocates (the tenant form asks for it; this one does not).
    const et = {
      ...TENANT_TABLE,
      def: { ...TENANT_TABLE.def, fields: TENANT_TABLE.def.fields.filter((f) => f.name !== 'id') },
    };
    const spec: CrudSpec = { et };
    const w = await writeContext();
    const before = await server.opened.db.select({ id: sysTenant.id }).from(sysTenant);
    const highest = Math.max(...before.map((r) => r.id));
    const rows = await Promise.all(
      Array.from({ length: 12 }, (_, n) => insertRecord(spec, w, { name: `并发机构${n}`, status: 1 })),
    );
    const ids = rows.map((r) => Number(r.id));
    expect(new Set(ids).size).toBe(12);
    expect(Math.min(...ids)).toBeGreaterThan(highest);
  });

  it('answers the unique index as the field’s 「x」已存在, not a 500', async () => {
    const [existing] = await server.opened.db.select().from(sysPosition).limit(1);
    const values = { id: 'dup-test-1', code: existing!.code, name: '重复职务' };
    const error = await server.opened.db
      .insert(sysPosition)
      .values(values)
      .then(() => null)
      .catch((e: unknown) => e);
    expect(error).not.toBeNull();
    expect(uniqueViolation(POSITION_TABLE, error, values)?.message).toBe(`职务编码「${existing!.code}」已存在`);
    expect(uniqueViolation(POSITION_TABLE, new Error('other'), values)).toBeUndefined();
  });

  it('refuses a duplicate sent twice at once: one add stored, the other told 已存在', async () => {
    const admin = client(server.app, await tokenFor(server.app, 'admin'));
    const body = { name: '同时提交的职务', code: 'same_time_code', postRank: '3' };
    const answers = await Promise.all([admin.post('/sys/position/add', body), admin.post('/sys/position/add', body)]);
    expect(answers.map((a) => a.body.success).sort()).toEqual([false, true]);
    expect(answers.find((a) => !a.body.success)!.body.message).toBe('职务编码「same_time_code」已存在');
    const stored = await server.opened.db.select().from(sysPosition).where(eq(sysPosition.code, 'same_time_code'));
    expect(stored).toHaveLength(1);
  });

  it('runs beforeDelete in the delete transaction: a delete that fails afterwards leaves nothing half done', async () => {
    const { db } = server.opened;
    const [position] = await db.select().from(sysPosition).limit(1);
    const [tenant] = await db.select().from(sysTenant).limit(1);
    const spec: CrudSpec = {
      et: POSITION_TABLE,
      // A hook that prepares the delete by writing elsewhere (as deleting a role's grants would).
      async beforeDelete(ctx) {
        await ctx.db.update(sysTenant).set({ name: '删除前改写' }).where(eq(sysTenant.id, tenant!.id));
      },
      async afterDelete() {
        throw new Error('删除失败');
      },
    };
    const w = await writeContext();
    await expect(deleteRows(spec, w.request, w.ctx, [position!])).rejects.toThrow('删除失败');
    expect((await db.select().from(sysTenant).where(eq(sysTenant.id, tenant!.id)))[0]!.name).toBe(tenant!.name);
    expect(await db.select().from(sysPosition).where(eq(sysPosition.id, position!.id))).toHaveLength(1);
  });
});
