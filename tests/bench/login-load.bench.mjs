// Sign-in load: list calls per second on the compiled server alone, then while 50 connections
// keep signing in with valid credentials. Run: node tests/bench/login-load.bench.mjs (after npm run build).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../scripts/run-support.mjs';

const SECONDS = 5;
const LIST_CONNECTIONS = 10;
const SIGN_IN_CONNECTIONS = 50;

const dataDir = mkdtempSync(join(tmpdir(), 'exam-login-load-'));
const server = await startServer({ dataDir, env: { LOG_LEVEL: 'warn' } });
const api = `${server.url}/jeecg-boot`;

const signIn = () =>
  fetch(`${api}/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  }).then((r) => r.json());
const { result } = await signIn();
const headers = { 'x-access-token': result.token };

async function loop(until, call) {
  let n = 0;
  while (Date.now() < until) {
    await call();
    n += 1;
  }
  return n;
}

async function listRate(withSignIns) {
  const until = Date.now() + SECONDS * 1000;
  const lists = Array.from({ length: LIST_CONNECTIONS }, () =>
    loop(until, () => fetch(`${api}/sys/user/list?pageNo=1&pageSize=10`, { headers }).then((r) => r.text())),
  );
  const signIns = withSignIns ? Array.from({ length: SIGN_IN_CONNECTIONS }, () => loop(until, signIn)) : [];
  const done = (await Promise.all(lists)).reduce((a, b) => a + b, 0);
  const signed = (await Promise.all(signIns)).reduce((a, b) => a + b, 0);
  return { lists: done / SECONDS, signIns: signed / SECONDS };
}

try {
  await listRate(true); // warm-up of both paths
  const alone = await listRate(false);
  const loaded = await listRate(true);
  const line = (label, value) => console.log(`${label.padEnd(58)} ${value}`);
  line('List calls per second, alone', alone.lists.toFixed(0));
  line(
    `List calls per second, ${SIGN_IN_CONNECTIONS} connections signing in`,
    `${loaded.lists.toFixed(0)} (sign-in answers ${loaded.signIns.toFixed(0)}/s, mostly 429 past 60 a minute)`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
