// npm run check: the static checks (types, lint, format) side by side; fails when any fails, printing its output.
import { spawn } from 'node:child_process';

const CHECKS = [
  ['typecheck', 'tsc', ['--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'eslint', ['.', '--max-warnings=0']],
  ['format', 'prettier', ['--check', '.', '--log-level', 'warn']],
];

const run = ([name, command, args]) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(`node_modules/.bin/${command}`, args, { cwd: new URL('..', import.meta.url).pathname });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ name, code, output, ms: Math.round(performance.now() - started) }));
  });

const results = await Promise.all(CHECKS.map(run));
for (const { name, code, output, ms } of results) {
  console.log(`${code === 0 ? '✓' : '✗'} ${name} (${ms} ms)`);
  if (code !== 0) console.log(output.trim());
}
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
