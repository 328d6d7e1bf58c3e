import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './db-type';
import { syncCatalog } from './catalog-sync';
import { migrate } from './migrate';
import { statementsInTurns } from './pglite-turns';
import * as schema from './schema';
import { seedIfEmpty } from './seed';

export type { Db } from './db-type';

export interface OpenedDb {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Where the data lives: the PGlite directory, or the PostgreSQL URL without its password. */
  location: string;
  /** True when this start wrote the demo data. */
  seeded: boolean;
  /** How long writing the demo data took (ms), when this start wrote it. */
  seedMs?: number;
  close(): Promise<void>;
}

export interface OpenDbOptions {
  dataDir?: string;
  databaseUrl?: string;
  /** PGlite shared_buffers (default 16MB: the demo database's hot pages; every 8 MB more is 8 MB more resident). */
  sharedBuffers?: string;
  /** Write the demo data when sys_user is empty, and sync the catalog (default true). */
  seed?: boolean;
}

/** Opens PGlite in `dataDir/pgdata` (or PostgreSQL when `databaseUrl` is set), migrates, seeds. */
export async function openDb(opts: OpenDbOptions = {}): Promise<OpenedDb> {
  let opened: Omit<OpenedDb, 'seeded'>;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // The database may end an idle connection (a restart, an administrator's terminate): the pool drops it and opens
    // another when needed. Without a listener node-postgres would throw the error and end the whole server.
    pool.on('error', (error) => console.warn(`database: an idle connection was closed (${error.message})`));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    opened = { db, driver: 'pg', location: redactUrl(opts.databaseUrl), close: () => pool.end() };
  } else {
    const dir = resolve(opts.dataDir ?? './data', 'pgdata');
    // PostgreSQL's default 128 MB of shared buffers is most of PGlite's memory; 16 MB is plenty here. PGlite starts
    // with fsync off (-F); it is turned on. PGlite 0.5's Node file layer does not pass fsync to the disk,
    // so writes reach the operating system at once (they survive a crash of this process) but a power loss can
    // lose the last ones: docs/security.md. Use PostgreSQL (DATABASE_URL) where that matters.
    const startParams = [
      ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
      '-c',
      `shared_buffers=${opts.sharedBuffers ?? '16MB'}`,
    ];
    if (!existsSync(join(dir, 'PG_VERSION'))) await initCluster(dir);
    const openPglite = async (): Promise<Omit<OpenedDb, 'seeded'>> => {
      const client = await PGlite.create(dir, { startParams });
      const db = drizzlePglite({ client: statementsInTurns(client), schema }) as unknown as Db;
      return { db, driver: 'pglite', location: dir, close: () => client.close() };
    };
    const first = await openPglite();
    const { applied, seeded, seedMs } = await prepare(first, opts);
    if (applied.length === 0 && !seeded) return { ...first, seeded };
    // Migrating and seeding grow PGlite's WebAssembly memory, which never shrinks: a fresh instance serves with
    // the memory of a restart (budget: under 250 MB after the first start).
    await first.close();
    return { ...(await openPglite()), seeded, seedMs };
  }
  const { seeded, seedMs } = await prepare(opened, opts);
  return { ...opened, seeded, seedMs };
}

async function prepare(
  opened: Omit<OpenedDb, 'seeded'>,
  opts: OpenDbOptions,
): Promise<{ applied: string[]; seeded: boolean; seedMs?: number }> {
  try {
    const applied = await migrate(opened.db);
    const started = performance.now();
    const seeded = opts.seed === false ? false : await seedIfEmpty(opened.db);
    // Menus, buttons and dictionaries a newer version added reach a database seeded by an older one.
    if (opts.seed !== false) await syncCatalog(opened.db);
    return { applied, seeded, ...(seeded ? { seedMs: Math.round(performance.now() - started) } : {}) };
  } catch (error) {
    await opened.close().catch(() => undefined);
    throw error;
  }
}

const INIT_SCRIPT = fileURLToPath(new URL('./pglite-init.mjs', import.meta.url));

/** initdb into a scratch directory, then move it in place, so an interrupted first start leaves no half cluster. */
async function initCluster(dir: string): Promise<void> {
  const scratch = `${dir}.init-${process.pid}`;
  await rm(scratch, { recursive: true, force: true });
  await mkdir(dirname(dir), { recursive: true });
  await initInChildProcess(scratch);
  await rm(dir, { recursive: true, force: true });
  await rename(scratch, dir);
}

function initInChildProcess(dir: string): Promise<void> {
  return new Promise((resolveInit, reject) => {
    execFile(process.execPath, [INIT_SCRIPT, dir], { timeout: 120_000 }, (error, _stdout, stderr) =>
      error ? reject(new Error(`PGlite initdb failed: ${stderr || error.message}`)) : resolveInit(),
    );
  });
}

function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres';
  }
}
