// npm run test:stock — the stock JeecgBoot front ends against this server (docs/stock-jeecgboot-client.md): builds
// each from a pinned commit (once, kept in .stock/), starts the reference server on a fresh data directory, serves
// the build through serve.mjs, walks every menu screen as admin, jeecg and customer, and prints per screen: works,
// errors (with the failing calls) or no stock view. Exits 1 when a screen that has a stock view does not work.
//
//   STOCK_CLIENTS=vue2,vue3   which clients (default both)
//   STOCK_VUE2_GIT / STOCK_VUE3_GIT   where to clone from (default GitHub; a local mirror works)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../build-server.mjs';
import { postgresBin, startPostgres } from '../postgres-cluster.mjs';
import { freePort, startServer } from '../run-support.mjs';

const root = new URL('../..', import.meta.url).pathname;
const here = new URL('.', import.meta.url).pathname;
const work = join(root, '.stock');

/** The pinned clients and how each is built (Node 20, the npm registry only, no install scripts). */
const CLIENTS = {
  vue2: {
    title: 'Vue 2 (ant-design-vue-jeecg 3.4.3)',
    git: process.env.STOCK_VUE2_GIT ?? 'https://github.com/jeecgboot/ant-design-vue-jeecg.git',
    commit: '7bb0808c1928c22cfaba4545d5d7480cf460d9fa', // tag v3.4.3
    folder: '.',
    driver: 'drive.mjs',
    build(dir) {
      // 3.4.3-beta1 of this package is not on npm (upstream moved to beta2 a day later); the lock points at a mirror.
      edit(join(dir, 'package.json'), (s) =>
        s.replace('"@jeecg/antd-online-mini": "3.4.3-beta1"', '"@jeecg/antd-online-mini": "3.4.3-beta2"'),
      );
      edit(join(dir, 'yarn.lock'), (s) =>
        s.replaceAll('https://registry.npmmirror.com/', 'https://registry.npmjs.org/'),
      );
      rmSync(join(dir, 'package-lock.json'), { force: true });
      run('npx', ['-y', 'yarn@1.22.22', 'install', '--ignore-scripts', '--non-interactive'], dir);
      // serve.mjs answers the run-time config with its own address; this is the build's fallback.
      writeFileSync(join(dir, '.env.production.local'), 'VUE_APP_API_BASE_URL=/jeecg-boot\n');
      run('node_modules/.bin/vue-cli-service', ['build'], dir, { NODE_OPTIONS: '--openssl-legacy-provider' });
    },
  },
  vue3: {
    title: 'Vue 3 (JeecgBoot 3.9.3, jeecgboot-vue3)',
    git: process.env.STOCK_VUE3_GIT ?? 'https://github.com/jeecgboot/JeecgBoot.git',
    commit: 'cb4d60610d917988742bcf4b212787e028be2564', // tag v3.9.3
    folder: 'jeecgboot-vue3',
    driver: 'drive-vue3.mjs',
    build(dir) {
      // An image sprite of the comment box's emoji picker (4 MB) may be missing from a partial mirror.
      const emoji = join(dir, 'src/components/jeecg/comment/image');
      if (!existsSync(join(emoji, 'emoji_native.png')))
        writeFileSync(join(emoji, 'emoji_native.png'), readFileSync(join(emoji, 'emoji.png')));
      edit(join(dir, 'pnpm-lock.yaml'), (s) =>
        s.replaceAll('https://registry.npmmirror.com/', 'https://registry.npmjs.org/'),
      );
      writeFileSync(
        join(dir, '.npmrc'),
        'shamefully-hoist=true\nstrict-peer-dependencies=false\nregistry=https://registry.npmjs.org/\n',
      );
      // The API on the page's own origin. The build writes dist/_app.config.js from .env and .env.production only.
      edit(join(dir, '.env.production'), (s) =>
        s
          .replace(/^VITE_GLOB_API_URL=.*$/m, 'VITE_GLOB_API_URL=/jeecg-boot')
          .replace(/^VITE_GLOB_DOMAIN_URL=.*$/m, 'VITE_GLOB_DOMAIN_URL=/jeecg-boot'),
      );
      // No call to a statistics site (the machine may have no internet).
      edit(join(dir, 'index.html'), (s) => s.replace(/\s*<!-- 百度统计 -->\s*<script>[\s\S]*?<\/script>/, ''));
      run('npx', ['-y', 'pnpm@9', 'install', '--ignore-scripts', '--frozen-lockfile'], dir);
      run('npx', ['-y', 'pnpm@9', 'run', 'build'], dir);
      // The websocket and upload addresses need an absolute origin: the page's own.
      edit(join(dir, 'dist/_app.config.js'), (s) =>
        s.replace(
          '"VITE_GLOB_DOMAIN_URL":"/jeecg-boot"',
          '"VITE_GLOB_DOMAIN_URL":window.location.origin+"/jeecg-boot"',
        ),
      );
    },
  },
};

/**
 * The client's folder at the commit. A mirror without its largest files (a partial clone) fails a plain checkout:
 * the folder's files are then checked out one by one, the missing ones left out.
 */
function checkout(dir, commit, folder) {
  const paths = folder === '.' ? [] : ['--', folder];
  if (spawnSync('git', ['checkout', '-q', commit, ...paths], { cwd: dir, stdio: 'ignore' }).status === 0) return;
  const listed = spawnSync('git', ['-c', 'core.quotepath=off', 'ls-tree', '-r', '-l', commit, ...paths], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }).stdout;
  const present = listed
    .split('\n')
    .filter((line) => line && !/^\S+ blob \S+ +BAD\t/.test(line))
    .map((line) => line.slice(line.indexOf('\t') + 1));
  for (let i = 0; i < present.length; i += 500)
    run('git', ['checkout', '-q', commit, '--', ...present.slice(i, i + 500)], dir);
}

function edit(file, change) {
  writeFileSync(file, change(readFileSync(file, 'utf8')));
}
function run(command, args, cwd, env = {}) {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  console.log(`  ${command} ${args[0]} … ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** The client's build folder, built once per pinned commit. */
function prepare(name, client) {
  const dir = join(work, name);
  const marker = join(dir, '.built-from');
  const src = join(dir, client.folder);
  if (existsSync(marker) && readFileSync(marker, 'utf8') === client.commit) return src;
  console.log(`Building the stock ${client.title} from ${client.git} at ${client.commit.slice(0, 10)}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  run('git', ['clone', '-q', '--no-checkout', client.git, dir], root);
  checkout(dir, client.commit, client.folder);
  client.build(src);
  writeFileSync(marker, client.commit);
  return src;
}

function startChild(script, env) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      if (String(d).includes('http://')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
  });
}

/** One row per walked screen: the account, the screen, its path and the outcome. */
function screenRows(result) {
  const rows = [];
  for (const s of result.sections) {
    const landing = /^首页 after sign-in \((\w+)\)/.exec(s.name);
    const crud = s.name.endsWith(': add / edit / delete') || s.name.startsWith('手机登录');
    if (!s.component && !s.skipped && !landing && !crud) continue;
    const account = landing?.[1] ?? /^\((\w+)\)/.exec(s.name)?.[1] ?? 'admin';
    const ownAssets = s.failures.filter((f) => f.message === 'static asset');
    const failing = s.failures.filter((f) => f.message !== 'static asset');
    const problems = [
      ...failing.map((f) => `${f.method} ${f.path.split('?')[0]} → ${f.status}${f.message ? ` "${f.message}"` : ''}`),
      ...s.toasts.filter((t) => t.type === 'error' || t.type === 'warning').map((t) => `toast: ${t.text}`),
      ...[...new Set(s.errors)].map((e) => `page error: ${e}`),
      ...s.notes.filter((n) =>
        /screen not shown|rejected|FAILED|did not reach|did not leave|no request sent|not found|success=false|still shown|no row/.test(
          n,
        ),
      ),
      ...(s.rendered?.exception ? [`shows "${s.rendered.exception}"`] : []),
    ];
    // A group whose screen is one of ours: the client's router finds no view file for it.
    const noView = s.componentExists === false || s.notes.some((n) => /Cannot find module '\.\/views\//.test(n));
    const outcome = s.skipped
      ? `skipped (${s.skipped})`
      : noView
        ? 'no stock view'
        : problems.length
          ? `errors: ${problems.join('; ')}`
          : `works${ownAssets.length ? ` (the client's own file missing: ${ownAssets.map((f) => f.path).join(', ')})` : ''}`;
    const screen = landing ? 'lands after sign-in' : s.name.replace(/^\(\w+\) \/ /, '');
    rows.push({ account, screen, path: landing ? (s.rendered?.route ?? s.path) : s.path, outcome });
  }
  return rows;
}

/** Prints a walk's table and summary; the number of screens with errors. */
function report(client, result) {
  const rows = screenRows(result);
  console.log(`\n### ${client.title}\n\n| account | screen | path | result |\n|---|---|---|---|`);
  for (const r of rows) console.log(`| ${r.account} | ${r.screen} | ${r.path} | ${r.outcome} |`);
  const count = (p) => rows.filter((r) => p(r.outcome)).length;
  const errors = count((o) => o.startsWith('errors'));
  const ws = result.websocket.attempts;
  console.log(
    `\n${client.title}: ${count((o) => o.startsWith('works'))} work, ${errors} with errors, ` +
      `${count((o) => o === 'no stock view')} without a stock view, ${count((o) => o.startsWith('skipped'))} skipped; ` +
      `websocket ${ws.filter((w) => w.opened).length} of ${ws.length} opened`,
  );
  return errors;
}

/** Builds, serves and walks one client; the number of screens with errors. */
async function walkClient(name, client) {
  const src = prepare(name, client);
  const dataDir = mkdtempSync(join(tmpdir(), `stock-${name}-`));
  // On PostgreSQL when it is installed: the walker reads the codes a person reads off the image and the SMS from it.
  const cluster = postgresBin() ? await startPostgres() : null;
  const databaseUrl = cluster?.url;
  const server = await startServer({
    dataDir,
    env: { LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    timeoutMs: 120_000,
  });
  const port = await freePort();
  const proxy = await startChild(join(here, 'serve.mjs'), {
    PORT: String(port),
    TARGET_PORT: String(server.port),
    DIST: join(src, 'dist'),
  });
  try {
    console.log(`\nWalking the stock ${client.title}`);
    const walk = spawnSync(process.execPath, [join(here, client.driver)], {
      cwd: src,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        BASE_URL: `http://127.0.0.1:${port}`,
        STOCK_SRC: join(src, 'src'),
        JSON_OUT: jsonOf(name),
        ...(databaseUrl ? { STOCK_DATABASE_URL: databaseUrl } : {}),
      },
    });
    if (walk.status !== 0) throw new Error(`${client.driver} failed (${walk.status})`);
  } finally {
    proxy.kill();
    await server.stop();
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return report(client, JSON.parse(readFileSync(jsonOf(name), 'utf8')));
}

const jsonOf = (name) => join(work, `${name}-walk.json`);
const wanted = (process.env.STOCK_CLIENTS ?? Object.keys(CLIENTS).join(',')).split(',');
let failed = 0;
// The server as its sources are now (a few seconds).
if (!process.env.STOCK_REPORT_ONLY) await buildServer();
for (const name of wanted) {
  const client = CLIENTS[name];
  if (!client) throw new Error(`unknown client ${name}: ${Object.keys(CLIENTS).join(', ')}`);
  // STOCK_REPORT_ONLY=1 prints the last walk again (.stock/<client>-walk.json) without building or walking.
  failed += process.env.STOCK_REPORT_ONLY
    ? report(client, JSON.parse(readFileSync(jsonOf(name), 'utf8')))
    : await walkClient(name, client);
}
process.exit(failed ? 1 : 0);
