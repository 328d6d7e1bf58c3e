// Production figures, for both engines (docs/performance.md "Server under load"): RSS after start; list calls per
// second at 50 connections (autocannon) with p50 / p99 and errors, one instance and (PostgreSQL) two behind nginx;
// sign-in calls per second; a leak check (sign in and list 10,000 times, memory compared once settled); on
// PostgreSQL, acknowledged writes lost across 3 kill -9 rounds. Run: node tests/bench/instances.bench.mjs (after
// npm run build; PostgreSQL and nginx from Debian's packages for their parts). BENCH_SECONDS sets each load's length,
// BENCH_ENGINES=pglite or postgres runs one engine.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { nginxBin, startNginx } from '../../scripts/nginx-proxy.mjs';
import { postgresBin, startPostgres } from '../../scripts/postgres-cluster.mjs';
import { startServer } from '../../scripts/run-support.mjs';
import { benchEngines, mb, rssOf, SETTLE_MS } from './process-memory.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LEAK_ROUNDS = Number(process.env.BENCH_LEAK_ROUNDS ?? 10_000);
const line = (label, value, budget = '') => console.log(`${label.padEnd(58)} ${String(value).padStart(14)}  ${budget}`);
const settle = () => new Promise((r) => setTimeout(r, 1000));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const settledRss = async (pid) => {
  await sleep(SETTLE_MS);
  return rssOf(pid);
};

/** A client address of its own for each call (TRUST_PROXY): the per-address limits are not what is measured. */
let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

async function signIn(base, username = 'admin') {
  const res = await fetch(`${base}/jeecg-boot/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ username, password: '123456' }),
  });
  const body = await res.json();
  if (!body.success) throw new Error(`sign-in: ${body.message}`);
  return body.result.token;
}

/** autocannon for SECONDS at `connections`; requests/s, p50, p99, and every answer that was not a 2xx. */
async function load(url, { connections = 50, ...options }) {
  const result = await autocannon({ url, connections, duration: SECONDS, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const loadLine = (label, r) =>
  line(label, `${r.rps.toFixed(0)}/s`, `p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}`);

/** Demo accounts (password 123456) for the sign-in loads: one per connection, so the per-account captcha (after 3
 * attempts at once) is not what is measured. */
async function accounts(base, token, count) {
  const res = await fetch(`${base}/jeecg-boot/sys/user/list?pageNo=1&pageSize=200&status=1`, {
    headers: { 'x-access-token': token },
  });
  const names = (await res.json()).result.records.map((u) => u.username);
  return names.filter((n) => n !== 'admin').slice(0, count);
}

/** `connections` loops signing in for SECONDS, each as its own account; successful sign-ins per second and latency. */
async function signInLoad(base, names) {
  const until = Date.now() + SECONDS * 1000;
  const times = [];
  let failed = 0;
  await Promise.all(
    names.map(async (name) => {
      while (Date.now() < until) {
        const started = performance.now();
        try {
          await signIn(base, name);
          times.push(performance.now() - started);
        } catch {
          failed += 1;
        }
      }
    }),
  );
  times.sort((x, y) => x - y);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  return { rps: times.length / SECONDS, p50: at(0.5), p99: at(0.99), errors: failed };
}

const listPath = '/jeecg-boot/sys/user/list?pageNo=1&pageSize=10';

/** One engine: a server on it, its figures; `env` points it at the database. */
async function engineFigures(name, env, budgetMb, extra) {
  console.log(`\n${name}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'exam-instances-bench-'));
  const common = { LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1', UPLOAD_DIR: join(dataDir, 'upload'), ...env };
  const server = await startServer({ dataDir, env: common });
  try {
    await settle();
    line('RSS after start (demo data, 1 s after it answers)', mb(rssOf(server.pid)), `budget < ${budgetMb} MB`);
    const token = await signIn(server.url);
    const headers = { 'x-access-token': token };
    await load(`${server.url}${listPath}`, { headers, connections: 10 }); // warm-up
    loadLine('User list, 50 connections, one instance', await load(`${server.url}${listPath}`, { headers }));
    const names = await accounts(server.url, token, 50);
    loadLine(`Sign-in, ${names.length} connections, one instance`, await signInLoad(server.url, names));

    // Leak check: sign in and list LEAK_ROUNDS times (10 at a time); settled memory after the first tenth and at the
    // end (the load pauses while the first is read).
    const leakWorkers = names.slice(0, 10);
    const leakRounds = async (rounds) => {
      let done = 0;
      const started = performance.now();
      await Promise.all(
        leakWorkers.map(async (name) => {
          while (done < rounds) {
            done += 1;
            const round = await signIn(server.url, name);
            await (await fetch(`${server.url}${listPath}`, { headers: { 'x-access-token': round } })).text();
          }
        }),
      );
      return (performance.now() - started) / 1000;
    };
    const firstSeconds = await leakRounds(LEAK_ROUNDS / 10);
    const before = await settledRss(server.pid);
    const restSeconds = await leakRounds(LEAK_ROUNDS - LEAK_ROUNDS / 10);
    const after = await settledRss(server.pid);
    line(
      `Leak check: settled RSS after ${LEAK_ROUNDS / 10} / ${LEAK_ROUNDS} sign-ins and lists`,
      `${mb(before)} / ${mb(after)}`,
      `${(LEAK_ROUNDS / (firstSeconds + restSeconds)).toFixed(0)} rounds/s, each read ${SETTLE_MS / 1000} s after`,
    );
    line(`RSS after the load (${SETTLE_MS / 1000} s after)`, mb(after), 'budget < 300 MB');
    if (extra) await extra({ server, common, dataDir, token });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Two instances behind nginx, and 3 rounds of a burst of writes with one instance killed (SIGKILL) in it. */
async function severalInstances({ server, common, dataDir, token }) {
  if (!nginxBin()) return line('Two instances behind nginx', 'skipped: nginx is not installed');
  const second = await startServer({ dataDir: join(dataDir, 'b'), env: common });
  let first = server;
  let other = second;
  const proxy = await startNginx([server.port, second.port]);
  try {
    const headers = { 'x-access-token': token };
    loadLine(
      'User list, 50 connections, two instances behind nginx',
      await load(`${proxy.url}${listPath}`, { headers }),
    );
    const db = new pg.Pool({ connectionString: common.DATABASE_URL, max: 2 });
    let lost = 0;
    let acknowledged = 0;
    for (let round = 0; round < 3; round += 1) {
      const ids = [];
      let sent = 0;
      const base = 98000 + round * 1000;
      let killed;
      const worker = async () => {
        while (sent < 300) {
          const id = base + sent++;
          if (sent === 100) killed = other.kill();
          const res = await fetch(`${proxy.url}/jeecg-boot/sys/tenant/add`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ id, name: `压测${id}`, status: 1 }),
          }).catch(() => undefined);
          // A 502 from nginx (the instance died under the request) is HTML: not acknowledged.
          const body = res?.ok ? await res.json().catch(() => undefined) : undefined;
          if (body?.success) ids.push(id);
        }
      };
      await Promise.all(Array.from({ length: 16 }, worker));
      await killed;
      const kept = new Set(
        (await db.query('select id from sys_tenant where id >= $1 and id < $2', [base, base + 1000])).rows.map((r) =>
          Number(r.id),
        ),
      );
      acknowledged += ids.length;
      lost += ids.filter((id) => !kept.has(id)).length;
      // The killed instance comes back on its port; the next round kills the other one.
      const restarted = await startServer({ dataDir: join(dataDir, `r${round}`), env: common, port: other.port });
      [first, other] = [restarted, first];
    }
    await db.end();
    line('Acknowledged writes lost across 3 kill -9 rounds', `${lost} of ${acknowledged}`, 'must be 0');
  } finally {
    await proxy.stop();
    await Promise.all([first.stop(), other.stop()]);
  }
}

const engines = benchEngines();
if (engines.includes('pglite')) await engineFigures('Embedded database (PGlite)', { DATABASE_URL: '' }, 250);
const bin = engines.includes('postgres') ? postgresBin() : null;
if (!engines.includes('postgres')) console.log('\nPostgreSQL: not asked for (BENCH_ENGINES)');
else if (!bin) console.log('\nPostgreSQL: skipped (not installed)');
else {
  const cluster = await startPostgres(bin);
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create database exam_bench');
  await admin.end();
  try {
    await engineFigures(
      'PostgreSQL',
      { DATABASE_URL: cluster.url.replace(/\/postgres$/, '/exam_bench') },
      150,
      severalInstances,
    );
  } finally {
    cluster.stop();
  }
}
