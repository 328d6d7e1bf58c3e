import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  close(): Promise<void>;
}

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
  const dir = join(tmpdir(), `exam-server-template-${await databaseVersion()}`);
  if (existsSync(join(dir, 'pgdata', 'PG_VERSION'))) return dir;
  const building = await mkdtemp(`${dir}.build-`);
  const opened = await openDb({ dataDir: building });
  await opened.close();
  try {
    await rename(building, dir);
  } catch {
    // Another worker finished first.
    await rm(building, { recursive: true, force: true });
  }
  return dir;
}

/** A real PGlite in a fresh temp dir (migrated and seeded) and an app built on it. */
export async function startTestServer(extra: Partial<BuildAppOptions> = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'exam-server-test-'));
  await cp(join(await templateDir(), 'pgdata'), join(dataDir, 'pgdata'), { recursive: true });
  const opened = await openDb({ dataDir });
  const clock = new TestClock();
  const app = await buildApp({ db: opened.db, now: clock.now, uploadDir: join(dataDir, 'upload'), ...extra });
  return {
    app,
    opened,
    clock,
    dataDir,
    async close() {
      await app.close();
      await opened.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
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

/** A new empty database on the tests' PostgreSQL cluster, for one test file; `drop()` removes it. */
export async function scratchDatabase(): Promise<ScratchDatabase> {
  const admin = new URL(postgresUrl());
  const name = `exam_test_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
