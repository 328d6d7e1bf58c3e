/**
 * The reference server. `npm start` runs it compiled (dist-server/main.mjs); `npm run server` runs it with tsx.
 * Env: PORT (3000), HOST (127.0.0.1), DATA_DIR (./data, the embedded PGlite database lives in
 * DATA_DIR/pgdata), DATABASE_URL (use PostgreSQL instead), UPLOAD_DIR (DATA_DIR/upload; shared by every instance),
 * TRUST_PROXY (none), SESSION_IDLE_HOURS (12), LOG_LEVEL (info). docs/operations.md lists them all.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDb } from './db/open-db';
import { serverLogger } from './lib/server-logger';

const started = performance.now();
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const databaseUrl = process.env.DATABASE_URL || undefined;
const distDir = process.env.STATIC_DIR
  ? resolve(process.env.STATIC_DIR)
  : fileURLToPath(new URL('../dist', import.meta.url));
const staticDir = existsSync(join(distDir, 'index.html')) ? distDir : undefined;

/** Run as `main --prepare-db`: migrate and seed DATA_DIR's database, print whether it seeded, exit. */
const PREPARE_DB = '--prepare-db';

/**
 * A first start creates, migrates and seeds the database in a process of its own: that work grows the heap (and
 * PGlite's WebAssembly memory, which never shrinks), so the server then opens a ready database with the memory of a
 * restart.
 */
function prepareInChildProcess(): Promise<{ seeded?: boolean; seedMs?: number }> {
  // This very file (compiled or run by tsx, whose loader is in execArgv), whatever started it (npm start imports it).
  const args = [...process.execArgv, fileURLToPath(import.meta.url), PREPARE_DB];
  return new Promise((resolvePrepared, reject) => {
    execFile(process.execPath, args, { timeout: 300_000 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`数据库初始化失败 / database setup failed: ${stderr || error.message}`));
      resolvePrepared(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { seeded?: boolean; seedMs?: number });
    });
  });
}

if (process.argv.includes(PREPARE_DB)) {
  const prepared = await openDb({ dataDir, databaseUrl });
  process.stdout.write(`${JSON.stringify({ seeded: prepared.seeded, seedMs: prepared.seedMs })}\n`);
  await prepared.close();
  process.exit(0);
}

/** PostgreSQL without our tables yet (a first start writes the schema and the demo data). */
async function emptyPostgres(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ found: boolean }>(
      "select to_regclass('public.schema_migrations') is not null as found",
    );
    return !rows[0]?.found;
  } finally {
    await client.end();
  }
}

const firstStart = databaseUrl ? await emptyPostgres(databaseUrl) : !existsSync(join(dataDir, 'pgdata', 'PG_VERSION'));
const preparedFirst = firstStart ? await prepareInChildProcess() : {};
const opened = await openDb({ dataDir, databaseUrl });
const seeded = opened.seeded || preparedFirst.seeded === true;
const seedMs = opened.seedMs ?? preparedFirst.seedMs;
const app = await buildApp({
  db: opened.db,
  staticDir,
  uploadDir: process.env.UPLOAD_DIR ? resolve(process.env.UPLOAD_DIR) : join(dataDir, 'upload'),
  requestLog: process.env.LOG_REQUESTS !== 'off',
  logger: serverLogger(process.env.LOG_LEVEL ?? 'info'),
});

let closing = false;
const SHUTDOWN_LIMIT_MS = 10_000;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: 正在关闭 / shutting down`);
  // /ready says 503 from now; requests under way finish; whatever still hangs after 10 s is cut off.
  app.health.draining = true;
  setTimeout(() => {
    app.log.warn('10 秒内未能关闭，强制退出 / not closed within 10 s: exiting');
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS).unref();
  try {
    await app.scheduler.stop();
    await app.close();
    await opened.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// Drops every realtime socket of this instance (clients reconnect and reload their bell): for maintenance, and for
// the e2e test that a bell survives a connection the server killed.
process.on('SIGUSR2', () => {
  app.realtime.disconnect();
  app.log.info('SIGUSR2: 已断开全部实时连接 / realtime sockets closed');
});

await app.listen({ port, host });
// PGlite belongs to this process alone; on PostgreSQL other instances may share the jobs.
await app.scheduler.start({ exclusive: opened.driver === 'pglite' });
// PGlite runs no autovacuum, so its tables have no planner statistics unless asked: the planner then guesses a row
// or so per table (a user's grants, read on every call: nested loops, 11 ms instead of 4). Analysed once it answers.
if (opened.driver === 'pglite')
  void opened.db.execute(sql`analyze`).catch((error: unknown) => app.log.warn({ err: error }, 'analyze failed'));

const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
const url = `http://${shownHost}:${port}/`;
const rssMb = (process.memoryUsage().rss / 1024 / 1024).toFixed(0);
const lines = [
  '',
  `考试管理系统 参考服务器已启动 / reference server running: ${url}`,
  `  API: ${url}jeecg-boot/   数据库 / database: ${opened.driver} (${opened.location})${seeded ? `，已写入演示数据 / demo data seeded (${seedMs} ms)` : ''}`,
  staticDir
    ? `  前端 / client: ${staticDir}`
    : '  前端未构建 (dist/ 不存在)，仅提供 API / client not built (no dist/): API only',
  '',
  '  演示账号 / demo accounts (密码 / password 123456):',
  '    账号 username  说明 / what it is',
  '    admin          管理员：全部菜单与按钮 / administrator, everything',
  '    jeecg          考务人员，属于两个部门需选择，两个租户 / staff, two departments (must choose) and two tenants',
  '    customer       院校客户，首页为客户端 / customer-institution user, home is the customer portal',
  '  手机登录 / phone login: 13800000000 (admin), 13800000001 (jeecg), 13800000002 (customer)；验证码见本日志 / code in this log',
  '',
  `  启动耗时 / started in ${Math.round(performance.now() - started)} ms (进程启动起 / since process start ${Math.round(process.uptime() * 1000)} ms), RSS ${rssMb} MB`,
  '',
];
process.stdout.write(lines.join('\n') + '\n');
