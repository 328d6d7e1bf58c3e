// Cron engine benchmark (budget: next 10 run times of a complex expression under 5 ms).
// Run: npx tsx tests/bench/cron.bench.mjs — prints median and p95 per expression; exits 1 over budget.
import { performance } from 'node:perf_hooks';
import { nextRunTimes } from '../../src/domain/cron/index.ts';

const BUDGET_MS = 5;
const WARMUP = 300;
const RUNS = 2000;
const COUNT = 10;

const expressions = [
  '0 15 10 L-2W * ? 2026-2030',
  '0 0/5 14,18 ? 3-11 MON-FRI',
  '*/7 */13 22-2 1W,15W,L NOV-FEB ?',
  '0 15 10 ? * 6#5',
  '0 0 12 29 2 ?',
  // never fires: every year up to 2099 is searched, the worst case
  '0 0 12 30 2 ?',
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(3)} ms`;

let overBudget = false;
for (const expression of expressions) {
  for (let i = 0; i < WARMUP; i++) nextRunTimes(expression, new Date(), COUNT);
  const samples = [];
  let found = 0;
  for (let i = 0; i < RUNS; i++) {
    const from = new Date();
    const start = performance.now();
    found = nextRunTimes(expression, from, COUNT).length;
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const median = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  const ok = p95 < BUDGET_MS;
  overBudget ||= !ok;
  console.log(
    `cron ${JSON.stringify(expression).padEnd(38)} next ${COUNT} (${String(found).padStart(2)} found): ` +
      `median ${ms(median)}, p95 ${ms(p95)} over ${RUNS} runs — ${ok ? 'within' : 'OVER'} the ${BUDGET_MS} ms budget`,
  );
}
if (overBudget) process.exitCode = 1;
