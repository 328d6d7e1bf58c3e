// npm test: the static checks and every suite, arranged to keep a 2-core machine busy without slowing the
// timing-sensitive unit tests: (1) the static checks beside the build the e2e suite drives, (2) the unit suite alone,
// on two workers (beside another suite its waits for editors and dialogs ran out), (3) the server suite beside the
// e2e suite. Prints
// each step's time at the end; fails when any step fails.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => `node_modules/.bin/${name}`;

const STEPS = [
  [
    ['check', 'node', ['scripts/check.mjs']],
    ['build', 'npm', ['run', '--silent', 'build'], { NODE_ENV: 'production' }],
  ],
  [['unit', bin('vitest'), ['run', '--project', 'unit']]],
  [
    ['server', bin('vitest'), ['run', '--project', 'server']],
    ['e2e', bin('vitest'), ['run', '--project', 'e2e'], { E2E_SKIP_BUILD: '1' }],
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

const started = performance.now();
const results = [];
for (const step of STEPS) {
  const done = await Promise.all(step.map((command) => run(command, step.length > 1)));
  results.push(...done);
  if (done.some((r) => r.code !== 0)) break;
}
console.log('\nnpm test:');
for (const { name, code, s } of results) console.log(`  ${code === 0 ? '✓' : '✗'} ${name} ${s} s`);
console.log(`  total ${Math.round((performance.now() - started) / 1000)} s`);
process.exit(results.every((r) => r.code === 0) && results.length === STEPS.flat().length ? 0 : 1);
