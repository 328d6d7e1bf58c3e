// What the server benches read of a server process: its RSS, and when to read it after a load.
import { readFileSync } from 'node:fs';

export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The resident memory of process `pid` (Linux), in bytes. */
export const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

/**
 * How long after a load RSS is read: V8 gives back a load's garbage only once the allocation rate has dropped, 20 to
 * 40 s later (docs/performance.md).
 */
export const SETTLE_MS = 60_000;

/** The engines a bench runs: BENCH_ENGINES=pglite or postgres runs one (default both). */
export const benchEngines = () => (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
