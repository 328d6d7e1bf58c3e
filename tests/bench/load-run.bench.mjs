// The load run (docs/performance.md "Server under load"): a server on each engine (PGlite, and PostgreSQL when
// installed) loaded side by side for BENCH_LOAD_MINUTES (default 20) by autocannon at 20 connections each: the
// screens' list calls in turn (users, roles, menus, tests, papers, grades, 成绩统计) with a sign-in (jeecg) as a new client
// address every tenth call. Prints each server's RSS every minute, calls and errors, and the RSS 2 s and 60 s after the
// load stops (budget < 300 MB once settled). Run: node tests/bench/load-run.bench.mjs (after npm run build); npm run bench runs it last.
// BENCH_ENGINES=pglite or postgres loads one engine.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { postgresBin, startPostgres } from '../../scripts/postgres-cluster.mjs';
import { startServer } from '../../scripts/run-support.mjs';
import { benchEngines, mb, rssOf, SETTLE_MS } from './process-memory.mjs';

const MINUTES = Number(process.env.BENCH_LOAD_MINUTES ?? 20);
const CONNECTIONS = 20;
const LISTS = [
  '/sys/user/list?pageNo=1&pageSize=10',
  '/sys/role/list?pageNo=1&pageSize=10',
  '/sys/permission/list',
  '/cpctestmanager/cpcTestManager/list?pageNo=1&pageSize=10',
  '/papermanagement/cpcPaperManagement/list?pageNo=1&pageSize=10',
  '/testGrade/cpcTestGrade/list?pageNo=1&pageSize=10',
];

let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

async function call(base, path, init = {}) {
  const body = await (await fetch(`${base}/jeecg-boot${path}`, init)).json();
  if (!body.success) throw new Error(`${path}: ${body.message}`);
  return body.result;
}

const signInBody = (username) => JSON.stringify({ username, password: '123456' });
const signIn = (base) =>
  call(base, '/sys/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: signInBody('admin'),
  });

/** Starts a server on `env`; the calls the load makes (checked once); a function that runs the load. */
async function prepare(name, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'exam-load-run-'));
  const server = await startServer({
    dataDir,
    env: { LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1', UPLOAD_DIR: join(dataDir, 'upload'), ...env },
  });
  const { token } = await signIn(server.url);
  const headers = { 'x-access-token': token };
  const test = (await call(server.url, '/cpctestmanager/cpcTestManager/list?pageNo=1&pageSize=1', { headers }))
    .records[0];
  const paths = [...LISTS, `/testGrade/cpcTestGrade/statistics/summary?testId=${test.id}`];
  for (const path of paths) await call(server.url, path, { headers });
  const requests = [
    ...paths.flatMap((path) => [{ path: `/jeecg-boot${path}`, headers }]),
    ...LISTS.slice(0, 2).map((path) => ({ path: `/jeecg-boot${path}`, headers })),
    {
      method: 'POST',
      path: '/jeecg-boot/sys/login',
      headers: { 'content-type': 'application/json' },
      body: signInBody('jeecg'),
      // Each sign-in from an address of its own: the per-address limits are not what is measured.
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
      }),
    },
  ];
  const samples = [];
  return {
    name,
    server,
    samples,
    run: () =>
      autocannon({
        url: server.url,
        connections: CONNECTIONS,
        duration: MINUTES * 60,
        requests,
      }),
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const wanted = benchEngines();
const engines = [];
let cluster;
try {
  if (wanted.includes('pglite')) engines.push(await prepare('Embedded database (PGlite)', { DATABASE_URL: '' }));
  if (!wanted.includes('postgres')) console.log('PostgreSQL: not asked for (BENCH_ENGINES)');
  else if (postgresBin()) {
    cluster = await startPostgres();
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database exam_load');
    await admin.end();
    engines.push(await prepare('PostgreSQL', { DATABASE_URL: cluster.url.replace(/\/postgres$/, '/exam_load') }));
  } else console.log('PostgreSQL: skipped (not installed)');
  console.log(
    `\nLoad run: ${MINUTES} min, ${CONNECTIONS} connections per engine, the engines side by side on this machine`,
  );
  for (const e of engines) e.samples.push(rssOf(e.server.pid));
  const timer = setInterval(() => {
    for (const e of engines) e.samples.push(rssOf(e.server.pid));
    const minute = engines[0].samples.length - 1;
    console.log(
      `  minute ${String(minute).padStart(2)}: ${engines.map((e) => `${e.name} ${mb(e.samples.at(-1))}`).join(', ')}`,
    );
  }, 60_000);
  const results = await Promise.all(engines.map((e) => e.run()));
  clearInterval(timer);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const justAfter = engines.map((e) => rssOf(e.server.pid));
  // V8 collects the load's garbage once the allocation rate drops (its memory reducer, some 10–40 s later): what
  // the process still holds then is what the load left behind.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  for (const [i, e] of engines.entries()) {
    const r = results[i];
    const errors = r.errors + r.timeouts + r.non2xx;
    console.log(`\n${e.name}`, JSON.stringify(r.statusCodeStats));
    console.log(
      `  calls ${r.requests.total} (${r.requests.average.toFixed(0)}/s), p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${errors}`,
    );
    console.log(
      `  RSS at start ${mb(e.samples[0])}, highest ${mb(Math.max(...e.samples))}, 2 s after the load ${mb(justAfter[i])}, ` +
        `${SETTLE_MS / 1000} s after ${mb(rssOf(e.server.pid))} (budget < 300 MB)`,
    );
  }
} finally {
  for (const e of engines) await e.stop();
  cluster?.stop();
}
