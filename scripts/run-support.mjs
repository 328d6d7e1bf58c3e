// What the e2e tests, the benchmarks and the scripts share to drive the built system: the system Chromium and its
// flags, a free port, and the compiled reference server started on it.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { chromium } from 'playwright-core';

const root = new URL('..', import.meta.url).pathname;

/** Flags that work here (without the background-networking ones its connection attempts are refused). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The system Chromium (CHROME_PATH, else Debian's), never a downloaded one. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const launchChromium = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The Node flags `npm start` runs the server with (package.json): a young generation of 4 MB semi-spaces instead of 16 keeps
 * about 30 MB less memory resident, at no measurable cost to list times (docs/performance.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];

/**
 * The environment `npm start` adds (package.json): glibc returns every block over 128 KB to the system when it is
 * freed. Without it glibc raises that threshold after the first free of a big block, and each sign-in's 16 MB scrypt
 * buffer then stays resident per thread: +70 MB after a few hundred sign-ins (docs/performance.md).
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * Starts the compiled reference server (dist-server/main.mjs, built by `npm run build`) on a free port with
 * `dataDir` and, when given, the client in `staticDir`; resolves once it answers, with its output so far in `log`.
 * `sourceMaps` makes its stack traces point at the TypeScript (tests; it costs memory, so not for benchmarks).
 */
export async function startServer({
  dataDir,
  staticDir,
  env = {},
  timeoutMs = 90_000,
  sourceMaps = false,
  port: fixed,
  fromSource = false,
}) {
  const port = fixed ?? (await freePort());
  const started = performance.now();
  const args = fromSource
    ? ['--import', 'tsx', 'server/main.ts']
    : [...SERVER_NODE_FLAGS, ...(sourceMaps ? ['--enable-source-maps'] : []), 'dist-server/main.mjs'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: 'production',
      ...(staticDir ? { STATIC_DIR: staticDir } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  child.stdout.on('data', (d) => log.push(d.toString()));
  child.stderr.on('data', (d) => log.push(d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  };
  for (const until = Date.now() + timeoutMs; ;) {
    if (child.exitCode !== null || Date.now() > until) {
      await stop();
      throw new Error(`reference server did not start:\n${log.join('')}`);
    }
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const exited = new Promise((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve),
  );
  /** Kills the process without a chance to clean up (SIGKILL), as a crash or an OOM killer does. */
  const kill = async () => {
    child.kill('SIGKILL');
    await exited;
  };
  return { url, port, pid: child.pid, readyMs: performance.now() - started, log, stop, kill };
}
