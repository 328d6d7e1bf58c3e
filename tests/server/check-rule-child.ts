/**
 * Run by security-rules.test.ts in a process of its own: a helper stops this process mid-match for longer than the
 * match's budget, as a machine busy elsewhere does. Prints the outcome of a match the stop did land in.
 */
import { spawn } from 'node:child_process';
import { checkValue } from '../../server/services/check-rules';

// The first branch backtracks for about 100 ms of CPU before failing; the second matches, so the value passes.
const rule = JSON.stringify([{ digits: '*', pattern: '(?=a)(a|a)*b|(?=a)[a!]*', message: '格式不正确' }]);
checkValue(rule, 'aaaa!');

/** One match with a stop of 400 ms aimed 40 ms into it; the helper prints the clock around its `kill -STOP`. */
async function heldUpMatch() {
  const pid = process.pid;
  const stopper = spawn('sh', [
    '-c',
    `read go; sleep 0.04; date +%s%3N; kill -STOP ${pid}; date +%s%3N; sleep 0.4; kill -CONT ${pid}`,
  ]);
  let printed = '';
  stopper.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise((done) => stopper.once('exit', done));
  await new Promise((started) => stopper.once('spawn', started));
  const begun = Date.now();
  stopper.stdin.write('go\n');
  const outcome = checkValue(rule, `${'a'.repeat(24)}!`)?.message ?? 'passed';
  const ended = Date.now();
  await exited;
  const [beforeStop = 0, afterStop = Infinity] = printed.trim().split('\n').map(Number);
  // On a busy machine the helper may run only after the match (or stop it before): such a try proves nothing.
  return { outcome, ms: ended - begun, landedMidMatch: beforeStop >= begun && afterStop <= ended };
}

for (let attempt = 1; attempt <= 8; attempt++) {
  const match = await heldUpMatch();
  if (match.landedMidMatch) {
    console.log(JSON.stringify({ outcome: match.outcome, ms: match.ms, attempt }));
    process.exit(0);
  }
}
console.log(JSON.stringify({ outcome: 'the stop never landed mid-match', ms: 0, attempt: 0 }));
