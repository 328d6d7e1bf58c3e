// npm run bench: prints the figures of the performance budgets (design §8).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const dist = process.env.DIST_DIR ?? join(root, 'dist');
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (n) => `${Math.round(n)} ms`;
const line = (label, value, budget = '') => console.log(`${label.padEnd(58)} ${String(value).padStart(12)}  ${budget}`);

function freePort() {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) * 1024;
}

/** Starts the reference server; resolves with its ready time (ms since spawn) and a stop function. */
async function startServer(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      STATIC_DIR: dist,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${url}/jeecg-boot/sys/randomImage/bench`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    readyMs,
    pid: child.pid,
    stop: () =>
      new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
      }),
  };
}

async function loginPageFigures(url, browser) {
  const results = {};
  for (const profile of ['unthrottled', 'slow']) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (profile === 'slow') {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
    }
    const scripts = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(new URL(res.url()).pathname);
    });
    const t0 = Date.now();
    await page.goto(`${url}/user/login`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: '登录', exact: true }).waitFor({ state: 'visible', timeout: 60000 });
    const formMs = Date.now() - t0;
    const seen = [...new Set(scripts)];
    const gzipBytes = seen.reduce((sum, p) => sum + gzipSync(readFileSync(join(dist, p))).length, 0);
    results[profile] = { formMs, requests: seen.length, gzipBytes };
    await context.close();
  }
  return results;
}

async function main() {
  if (!existsSync(join(dist, 'index.html')) || process.env.BENCH_BUILD === '1') {
    spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  console.log('\n考试管理系统 — benchmark figures (design §8 budgets)\n');

  const dataDir = mkdtempSync(join(tmpdir(), 'exam-bench-'));
  try {
    const first = await startServer(dataDir);
    await new Promise((r) => setTimeout(r, 1000));
    const rssFirst = rssOf(first.pid);
    const { url } = first;
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const login = await loginPageFigures(url, browser);
    await browser.close();
    await first.stop();
    const again = await startServer(dataDir);
    await new Promise((r) => setTimeout(r, 1000));
    const rssAgain = rssOf(again.pid);
    await again.stop();

    line('Server start, empty data dir (migrate + demo seed)', ms(first.readyMs));
    line('Server start, existing data dir', ms(again.readyMs));
    line('Server memory (RSS) after start with demo data', kb(rssFirst / 1024).replace('KB', 'MB'), 'budget < 400 MB');
    line('Server memory (RSS) after restart', kb(rssAgain / 1024).replace('KB', 'MB'));
    line('Login page JavaScript before the form shows (gzip)', kb(login.unthrottled.gzipBytes), 'budget <= 150 KB');
    line('Login page JavaScript requests before the form shows', login.unthrottled.requests, 'budget <= 8');
    line('Login form visible, unthrottled, cold', ms(login.unthrottled.formMs), 'budget < 300 ms');
    line('Login form visible, 4x CPU + 150 ms + 1.6 Mbit/s, cold', ms(login.slow.formMs), 'budget < 1500 ms');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const cronBench = join(root, 'tests/bench/cron.bench.mjs');
  if (existsSync(cronBench)) spawnSync(bin('tsx'), [cronBench], { cwd: root, stdio: 'inherit' });
}

await main();
