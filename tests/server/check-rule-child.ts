/**
 * Run by security-rules.test.ts in a process of its own: a helper stops this process mid-match for longer than the
 * match's budget, as a machine busy elsewhere does. Prints the outcome and how long the match took.
 */
import { spawn } from 'node:child_process';
import { checkValue } from '../../server/services/check-rules';

// The first branch backtracks for about 100 ms of CPU before failing; the second matches, so the value passes.
const rule = JSON.stringify([{ digits: '*', pattern: '(?=a)(a|a)*b|(?=a)[a!]*', message: '格式不正确' }]);
checkValue(rule, 'aaaa!');
const stopper = spawn('sh', [
  '-c',
  `read go; sleep 0.04; kill -STOP ${process.pid}; sleep 0.4; kill -CONT ${process.pid}`,
]);
await new Promise((started) => stopper.once('spawn', started));
const begun = performance.now();
// A pipe takes the line at once, before the match below holds this thread; the stop comes 40 ms into it.
stopper.stdin.write('go\n');
const outcome = checkValue(rule, `${'a'.repeat(24)}!`)?.message ?? 'passed';
console.log(JSON.stringify({ outcome, ms: Math.round(performance.now() - begun) }));
