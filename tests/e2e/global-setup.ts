import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

const root = new URL('../..', import.meta.url).pathname;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 60000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`reference server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/jeecg-boot/sys/randomImage/ping`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('reference server did not start in time');
}

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
  const dataDir = mkdtempSync(join(tmpdir(), 'exam-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist-server/main.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      STATIC_DIR: dist,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stdout?.on('data', (d: Buffer) => log.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => log.push(d.toString()));
  try {
    await waitForServer(baseUrl, child);
  } catch (error) {
    child.kill('SIGKILL');
    console.error(log.join(''));
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  (globalThis as { __e2eServerLog?: string[] }).__e2eServerLog = log;
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
