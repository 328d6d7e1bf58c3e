import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ApiEnvelope } from '../../src/domain/api';
import type { LoginResult } from '../../src/domain/session-types';
import { buildApp, type BuildAppOptions } from '../../server/app';
import { openDb, type OpenedDb } from '../../server/db/open-db';

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

/** A real PGlite in a fresh temp dir (migrated and seeded) and an app built on it. */
export async function startTestServer(extra: Partial<BuildAppOptions> = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'exam-server-test-'));
  const opened = await openDb({ dataDir });
  const clock = new TestClock();
  const app = await buildApp({ db: opened.db, now: clock.now, ...extra });
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
