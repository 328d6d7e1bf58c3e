import { createHash } from 'node:crypto';
import { existsSync, statfsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ApiEnvelope } from '../../src/domain/api';
import type { LoginResult } from '../../src/domain/session-types';
import { computeSign } from '../../src/domain/sign';
import { buildApp, type BuildAppOptions } from '../../server/app';
import { openDb, type OpenedDb } from '../../server/db/open-db';
import { sysCaptcha } from '../../server/db/schema';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';

/** A movable clock starting at the real time (sign timestamps are checked against it). */
export class TestClock {
  private t = Date.now();
  readonly now = (): Date => new Date(this.t);
  ms(): number {
    return this.t;
  }
  advance(ms: number): void {
    this.t += ms;
  }
}

export interface TestServer {
  app: FastifyInstance;
  opened: OpenedDb;
  clock: TestClock;
  dataDir: string;
  /** Opens the same database again, as a restart of the server does (migrations, seed check, catalog sync). */
  reopen(): Promise<OpenedDb>;
  close(): Promise<void>;
}

/**
 * Where the test databases are copied: memory (/dev/shm) when it has room, else the temp dir. Each test file copies
 * a template of about 100 MB; in memory that costs a fraction of the disk's system time.
 */
const scratchRoot = (() => {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize > 4 * 1024 ** 3) return '/dev/shm';
  } catch {
    // no /dev/shm here
  }
  return tmpdir();
})();

const SERVER_DIR = fileURLToPath(new URL('../../server/', import.meta.url));

/** Hash of everything that shapes a fresh database: migrations, schema, seed and the helpers they use (lib/). */
async function databaseVersion(): Promise<string> {
  const hash = createHash('sha256');
  const files = (
    await Promise.all(
      ['db', 'lib'].map(async (dir) =>
        (await readdir(join(SERVER_DIR, dir), { recursive: true })).map((f) => join(dir, f)),
      ),
    )
  )
    .flat()
    .sort();
  for (const file of files) {
    if (!/\.(ts|sql|mjs)$/.test(file)) continue;
    hash.update(file).update(await readFile(join(SERVER_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated and seeded PGlite cluster, made once per database version and copied for each test
 * file (a fresh initdb + seed takes seconds; a copy takes a fraction of one). Built aside and
 * renamed into place, so parallel workers never see half a template.
 */
export async function templateDir(): Promise<string> {
  const dir = join(scratchRoot, `exam-server-template-${await databaseVersion()}`);
  if (existsSync(join(dir, 'pgdata', 'PG_VERSION'))) return dir;
  await removeOldTemplates();
  const building = await mkdtemp(`${dir}.build-`);
  const opened = await openDb({ dataDir: building });
  await opened.close();
  await dropRecycledWal(join(building, 'pgdata'));
  try {
    await rename(building, dir);
  } catch {
    // Another worker finished first.
    await rm(building, { recursive: true, force: true });
  }
  return dir;
}

/**
 * The engine the server tests run on: PGlite (the embedded default) or, with TEST_DB=postgres (the `server-pg`
 * project), the tests' PostgreSQL cluster. The whole suite runs on both; a test that cannot says why in its name.
 */
export const testEngine = (): 'pglite' | 'postgres' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
export const onPostgres = testEngine() === 'postgres';

/** Templates of other database versions, a day old or more (another checkout's run may still use a newer one). */
async function removeOldTemplates(): Promise<void> {
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const name of await readdir(scratchRoot)) {
    if (!name.startsWith('exam-server-template-')) continue;
    const path = join(scratchRoot, name);
    if ((await stat(path)).mtimeMs < dayAgo) await rm(path, { recursive: true, force: true });
  }
}

/**
 * After a clean shutdown only the oldest WAL segment is needed (it holds the last checkpoint); the others are
 * recycled segments kept for future writes — half of the template's size, copied for every test file otherwise.
 * The trimmed template is opened once to prove it (PostgreSQL refuses to start without its checkpoint record).
 */
async function dropRecycledWal(pgdata: string): Promise<void> {
  const wal = join(pgdata, 'pg_wal');
  const segments = (await readdir(wal)).filter((name) => /^[0-9A-F]{24}$/.test(name)).sort();
  await Promise.all(segments.slice(1).map((name) => rm(join(wal, name))));
  const check = await openDb({ dataDir: dirname(pgdata), seed: false });
  await check.close();
}

/** A real database in a fresh state (migrated and seeded) and an app built on it. */
export async function startTestServer(extra: Partial<BuildAppOptions> = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(scratchRoot, 'exam-server-test-'));
  let dropDatabase = async () => undefined as void;
  let source: { dataDir: string } | { databaseUrl: string } = { dataDir };
  if (onPostgres) {
    const copy = await copyOfTemplateDatabase();
    source = { databaseUrl: copy.url };
    dropDatabase = copy.drop;
  } else {
    await cp(join(await templateDir(), 'pgdata'), join(dataDir, 'pgdata'), { recursive: true });
  }
  // A copy of the template is migrated and seeded already.
  const opened = await openDb({ ...source, seed: false });
  const clock = new TestClock();
  const app = await buildApp({ db: opened.db, now: clock.now, uploadDir: join(dataDir, 'upload'), ...extra });
  const server: TestServer = {
    app,
    opened,
    clock,
    dataDir,
    reopen: () => openDb(source),
    async close() {
      await app.close();
      // The one a test's restart (reopen) put in place.
      await server.opened.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

export async function call<T = unknown>(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<{ status: number; body: ApiEnvelope<T>; headers: Record<string, unknown> }> {
  const res = await app.inject(options);
  return { status: res.statusCode, body: res.json() as ApiEnvelope<T>, headers: res.headers };
}

export async function login(
  app: FastifyInstance,
  username: string,
  password = '123456',
  extra: Record<string, unknown> = {},
) {
  return call<LoginResult>(app, {
    method: 'POST',
    url: '/jeecg-boot/sys/login',
    payload: { username, password, ...extra },
  });
}

/** Signs in and returns the token (fails the test when sign-in fails). */
export async function tokenFor(app: FastifyInstance, username: string, password = '123456'): Promise<string> {
  const { body } = await login(app, username, password);
  if (body.code !== 200) throw new Error(`login ${username} failed: ${body.message}`);
  return body.result.token;
}

export function authed(token: string, headers: Record<string, string> = {}) {
  return { 'x-access-token': token, ...headers };
}

export type Params = Record<string, string | number | undefined>;

/** `/jeecg-boot<path>?<params>` with the values URL-encoded (undefined values left out). */
export function apiUrl(path: string, params: Params = {}): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) search.append(k, String(v));
  const query = search.toString();
  return `/jeecg-boot${path}${query ? `?${query}` : ''}`;
}

/** Short calls as one signed-in user. */
export function client(app: FastifyInstance, token: string) {
  const headers = authed(token);
  return {
    get: <T = unknown>(path: string, params?: Params) =>
      call<T>(app, { method: 'GET', url: apiUrl(path, params), headers }),
    post: <T = unknown>(path: string, payload: unknown, params?: Params) =>
      call<T>(app, { method: 'POST', url: apiUrl(path, params), headers, payload: payload as Record<string, unknown> }),
    put: <T = unknown>(path: string, payload: unknown) =>
      call<T>(app, { method: 'PUT', url: apiUrl(path), headers, payload: payload as Record<string, unknown> }),
    del: <T = unknown>(path: string, params?: Params) =>
      call<T>(app, { method: 'DELETE', url: apiUrl(path, params), headers }),
    /** A GET with X-Sign and X-TIMESTAMP (dictionary endpoints). */
    signed: <T = unknown>(path: string, params: Params = {}, now = Date.now()) => {
      const url = apiUrl(path, params);
      const query = Object.fromEntries(
        Object.entries(params)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]),
      );
      const sign = computeSign(url.slice('/jeecg-boot'.length), query);
      return call<T>(app, {
        method: 'GET',
        url,
        headers: authed(token, { 'X-Sign': sign, 'X-TIMESTAMP': String(now) }),
      });
    },
    raw: (path: string, params?: Params) => app.inject({ method: 'GET', url: apiUrl(path, params), headers }),
    /** multipart/form-data POST of text fields (e.g. `biz`) and files ({ name, data }) under the field `file`. */
    upload: <T = unknown>(
      path: string,
      files: { name: string; data: Buffer }[],
      fields: Record<string, string> = {},
    ) => {
      const boundary = `----exam${Date.now().toString(16)}`;
      const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
      for (const f of files) {
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${encodeURIComponent(f.name)}"\r\n` +
              'Content-Type: application/octet-stream\r\n\r\n',
          ),
          f.data,
          Buffer.from('\r\n'),
        );
      }
      parts.push(Buffer.from(`--${boundary}--\r\n`));
      return call<T>(app, {
        method: 'POST',
        url: apiUrl(path),
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat(parts),
      });
    },
  };
}

/**
 * Draws a captcha for `checkKey` (from the address `from`) and answers it from the server's own table, as a person
 * reading the image would: `{ captcha, checkKey }` to send with the request that needs it.
 */
export async function solvedCaptcha(server: TestServer, checkKey: string, from = '127.0.0.1') {
  await call(server.app, { method: 'GET', url: `/jeecg-boot/sys/randomImage/${checkKey}`, remoteAddress: from });
  const [row] = await server.opened.db.select().from(sysCaptcha).where(eq(sysCaptcha.checkKey, checkKey));
  if (!row) throw new Error('no captcha stored');
  return { captcha: row.code, checkKey };
}

/** The tests' PostgreSQL cluster (global-setup.ts), '' without one. */
export const postgresUrl = (): string => inject('postgresUrl');

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Runs one statement on the cluster's maintenance database. */
async function onCluster<T extends pg.QueryResultRow = pg.QueryResultRow>(statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    return (await client.query<T>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

const databaseUrl = (name: string) => {
  const url = new URL(postgresUrl());
  url.pathname = `/${name}`;
  return url.toString();
};

const scratchName = (prefix: string) =>
  `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;

/** A new empty database on the tests' PostgreSQL cluster, for one test file; `drop()` removes it. */
export async function scratchDatabase(): Promise<ScratchDatabase> {
  if (!postgresUrl()) throw new Error('the PostgreSQL tests need the cluster of tests/server/global-setup.ts');
  const name = scratchName('exam_test');
  await onCluster(`create database ${name}`);
  return {
    url: databaseUrl(name),
    drop: () => onCluster(`drop database if exists ${name} with (force)`).then(() => {}),
  };
}

/**
 * A copy of the seeded database for a server process the test starts itself (server/main.ts): the environment that
 * points it there (DATA_DIR for PGlite, DATABASE_URL for PostgreSQL) and `drop()`.
 */
export async function databaseForProcess(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (onPostgres) {
    const copy = await copyOfTemplateDatabase();
    return { env: { DATABASE_URL: copy.url }, drop: copy.drop };
  }
  const dataDir = await mkdtemp(join(scratchRoot, 'exam-process-db-'));
  await cp(join(await templateDir(), 'pgdata'), join(dataDir, 'pgdata'), { recursive: true });
  return { env: { DATA_DIR: dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
}

/**
 * A new empty database on the test engine, for tests of what a first start does: `open()` migrates and seeds it (or
 * only opens it, with `seed: false`), and may be called again after a close, as a restart does.
 */
export async function freshDatabase(): Promise<{
  open(options?: { seed?: boolean }): Promise<OpenedDb>;
  drop(): Promise<void>;
}> {
  if (onPostgres) {
    const scratch = await scratchDatabase();
    return { open: (options) => openDb({ ...options, databaseUrl: scratch.url }), drop: scratch.drop };
  }
  const dataDir = await mkdtemp(join(scratchRoot, 'exam-fresh-db-'));
  return {
    open: (options) => openDb({ ...options, dataDir }),
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/**
 * A copy of the migrated and seeded template database (made once per database version and run, under an advisory
 * lock so parallel workers build it once): PostgreSQL copies a database from a template in a fraction of a second.
 */
export async function copyOfTemplateDatabase(): Promise<ScratchDatabase> {
  if (!postgresUrl()) throw new Error('TEST_DB=postgres needs PostgreSQL (the Debian package postgresql)');
  const template = `exam_template_${await databaseVersion()}`;
  const exists = async () => (await onCluster('select 1 from pg_database where datname = $1', [template])).length > 0;
  if (!(await exists())) {
    const lock = new pg.Client({ connectionString: postgresUrl() });
    await lock.connect();
    try {
      await lock.query('select pg_advisory_lock(7351)');
      if (!(await exists())) {
        const building = scratchName('exam_template_build');
        await onCluster(`create database ${building}`);
        const opened = await openDb({ databaseUrl: databaseUrl(building) });
        await opened.close();
        await onCluster(`alter database ${building} rename to ${template}`);
      }
    } finally {
      await lock.end();
    }
  }
  const name = scratchName('exam_test');
  await onCluster(`create database ${name} template ${template}`);
  return {
    url: databaseUrl(name),
    drop: () => onCluster(`drop database if exists ${name} with (force)`).then(() => {}),
  };
}

export interface TwoInstances {
  dbA: OpenedDb;
  dbB: OpenedDb;
  appA: FastifyInstance;
  appB: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Two listening server instances, each with its own pool, on one copy of the template database (PostgreSQL): what
 * the cross-instance tests (LISTEN/NOTIFY of notices and grid rows) start from.
 */
export async function twoInstances(): Promise<TwoInstances> {
  const scratch = await copyOfTemplateDatabase();
  const dbA = await openDb({ databaseUrl: scratch.url });
  const dbB = await openDb({ databaseUrl: scratch.url });
  const appA = await buildApp({ db: dbA.db });
  const appB = await buildApp({ db: dbB.db });
  await appA.listen({ port: 0, host: '127.0.0.1' });
  await appB.listen({ port: 0, host: '127.0.0.1' });
  return {
    dbA,
    dbB,
    appA,
    appB,
    async close() {
      await appA.close();
      await appB.close();
      await dbA.close();
      await dbB.close();
      await scratch.drop();
    },
  };
}
