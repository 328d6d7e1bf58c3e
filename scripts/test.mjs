// npm test: the static checks and every suite, arranged to keep a 2-core machine busy without slowing the
// timing-sensitive unit tests: (1) the static checks beside the build the e2e suite drives, (2) the unit suite alone,
// on two workers (beside another suite its waits for editors and dialogs ran out), (3) the server suite on PGlite,
// the server suite on PostgreSQL and the e2e suite side by side (each waits on a database, a browser or a server
// part of the time, so three keep two cores busier than two do). Prints each step's time at the end; fails when any step fails.
// Where PostgreSQL or nginx is not installed the server suite on PostgreSQL (with the multi-instance tests behind
// nginx) is left out, saying so; `.ci/run` installs both and sets REQUIRE_POSTGRES=1, which makes that a failure.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxBin } from './nginx-proxy.mjs';
import { postgresBin } from './postgres-cluster.mjs';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => `node_modules/.bin/${name}`;

const withPostgres = (Boolean(postgresBin()) && Boolean(nginxBin())) || process.env.REQUIRE_POSTGRES === '1';
if (!withPostgres)
  console.log('PostgreSQL or nginx is not installed: the server suite runs on PGlite only (see docs/testing.md).');

// The e2e suite's seeded database, made after the build while the static checks still run.
const seededDir = mkdtempSync(join(tmpdir(), 'exam-e2e-seeded-'));

/** Steps run one after another; a step's lanes run side by side; a lane's commands one after another. */
const STEPS = [
  [
    [['check', 'node', ['scripts/check.mjs']]],
    [
      ['build', 'npm', ['run', '--silent', 'build'], { NODE_ENV: 'production' }],
      ['seed', 'node', ['dist-server/main.mjs', '--prepare-db'], { DATA_DIR: seededDir, DATABASE_URL: '' }],
    ],
  ],
  [[['unit', bin('vitest'), ['run', '--project', 'unit']]]],
  [
    [['server', bin('vitest'), ['run', '--project', 'server']]],
    ...(withPostgres ? [[['server-pg', bin('vitest'), ['run', '--project', 'server-pg']]]] : []),
    [['e2e', bin('vitest'), ['run', '--project', 'e2e'], { E2E_SKIP_BUILD: '1', E2E_SEEDED_DIR: seededDir }]],
  ],
];

/** Runs one command; beside another its lines are prefixed with its name. */
const run = ([name, command, args, env = {}], prefixed) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(prefixed ? `[${name}] ${line}\n` : `${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(prefixed ? `[${name}] ${rest}\n` : `${rest}\n`));
    }
    child.on('close', (code) => resolve({ name, code, s: Math.round((performance.now() - started) / 1000) }));
  });

/** Runs a lane's commands in turn, stopping at the first failure. */
async function runLane(lane, prefixed) {
  const done = [];
  for (const command of lane) {
    done.push(await run(command, prefixed));
    if (done.at(-1).code !== 0) break;
  }
  return done;
}

const started = performance.now();
const results = [];
for (const step of STEPS) {
  const done = (await Promise.all(step.map((lane) => runLane(lane, step.length > 1)))).flat();
  results.push(...done);
  if (done.some((r) => r.code !== 0)) break;
}
rmSync(seededDir, { recursive: true, force: true });
console.log('\nnpm test:');
for (const { name, code, s } of results) console.log(`  ${code === 0 ? '✓' : '✗'} ${name} ${s} s`);
console.log(`  total ${Math.round((performance.now() - started) / 1000)} s`);
process.exit(results.every((r) => r.code === 0) && results.length === STEPS.flat(2).length ? 0 : 1);
