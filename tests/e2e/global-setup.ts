import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../scripts/run-support.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** A data dir with the migrated and seeded embedded database and nothing else: tests copy it for a server of their own. */
    seededDataDir: string;
    /** The reference server's process (SIGUSR2 drops its realtime sockets). */
    serverPid: number;
  }
}

const root = new URL('../..', import.meta.url).pathname;

/** Builds the app and the server (what `npm start` runs), starts the reference server on a free port with a fresh data dir, and stops it after. */
export default async function setup(project: TestProject) {
  // E2E_DIST builds into another folder, so several e2e runs can share one work tree.
  const dist = process.env.E2E_DIST ? join(root, process.env.E2E_DIST) : join(root, 'dist');
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', '--silent', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', DIST_DIR: dist },
    });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  // The database is made once (what a first start does) and copied: for this server and for tests that start one.
  // npm test makes it beside the static checks (E2E_SEEDED_DIR) and removes it after.
  const givenSeeded = process.env.E2E_SEEDED_DIR;
  const seededDataDir = givenSeeded || mkdtempSync(join(tmpdir(), 'exam-e2e-seeded-'));
  if (!givenSeeded) {
    const prepared = spawnSync(process.execPath, ['dist-server/main.mjs', '--prepare-db'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: seededDataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    if (prepared.status !== 0) throw new Error(`preparing the e2e database failed: ${prepared.stderr}`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'exam-e2e-'));
  cpSync(join(seededDataDir, 'pgdata'), join(dataDir, 'pgdata'), { recursive: true });
  const server = await startServer({ dataDir, staticDir: dist, timeoutMs: 60_000, sourceMaps: true });
  const baseUrl = server.url;
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('seededDataDir', seededDataDir);
  project.provide('serverPid', server.pid ?? 0);
  (globalThis as { __e2eServerLog?: string[] }).__e2eServerLog = server.log;
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (!givenSeeded) rmSync(seededDataDir, { recursive: true, force: true });
  };
}
