/**
 * Moving from the embedded database to PostgreSQL (docs/operations.md): `npm run db:export` writes the embedded
 * database as a dump, psql loads it into an empty PostgreSQL database, and the server started on that database finds
 * everything — the demo data and what was written since — with nothing to migrate or seed, and goes on writing.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDb } from '../../server/db/open-db';
import { sysTenant, sysUser } from '../../server/db/schema';
import { postgresBin } from '../../scripts/postgres-cluster.mjs';
import { client, onPostgres, scratchDatabase, templateDir, tokenFor, type ScratchDatabase } from './helpers';

const root = new URL('../..', import.meta.url).pathname;
let dataDir = '';
let target: ScratchDatabase | undefined;
afterAll(async () => {
  await target?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe.runIf(onPostgres)('from the embedded database to PostgreSQL (PostgreSQL only: the move’s target)', () => {
  it(
    'exports the embedded database and loads it into PostgreSQL, where the server carries on',
    { timeout: 120_000 },
    async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'exam-move-'));
      await cp(join(await templateDir(), 'pgdata'), join(dataDir, 'pgdata'), { recursive: true });
      const source = await openDb({ dataDir });
      await source.db.insert(sysTenant).values({ id: 95001, name: '迁移前写入的租户', status: 1 });
      const [users] = await source.db.select({ n: count() }).from(sysUser);
      await source.close();

      const dump = join(dataDir, 'exam-admin.sql');
      const exported = spawnSync(process.execPath, ['scripts/export-db.mjs', dump], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      });
      expect(exported.status, exported.stderr).toBe(0);
      expect(exported.stdout).toContain('已导出');

      target = await scratchDatabase();
      const psql = join(postgresBin()!, 'psql');
      const loaded = spawnSync(psql, [target.url, '-v', 'ON_ERROR_STOP=1', '-q', '-f', dump], { encoding: 'utf8' });
      expect(loaded.status, loaded.stderr).toBe(0);

      const moved = await openDb({ databaseUrl: target.url });
      expect(moved.seeded).toBe(false);
      const [movedUsers] = await moved.db.select({ n: count() }).from(sysUser);
      expect(movedUsers!.n).toBe(users!.n);
      expect(await moved.db.select({ name: sysTenant.name }).from(sysTenant).where(eq(sysTenant.id, 95001))).toEqual([
        { name: '迁移前写入的租户' },
      ]);
      const app = await buildApp({ db: moved.db, uploadDir: join(dataDir, 'upload') });
      try {
        const admin = client(app, await tokenFor(app, 'admin'));
        const added = await admin.post('/sys/position/add', { code: 'moved01', name: '迁移后新增职务', postRank: '1' });
        expect(added.body.success, added.body.message).toBe(true);
        expect(
          (await admin.get<{ total: number }>('/sys/position/list', { name: '迁移后新增职务' })).body.result.total,
        ).toBe(1);
      } finally {
        await app.close();
        await moved.close();
      }
    },
  );
});
