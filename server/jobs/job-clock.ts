/**
 * Time for the scheduler: an injectable clock (tests drive a fake one) and the next fire time of a parsed
 * Quartz schedule. Cron fields are read in GMT+8 wall-clock time, the zone the server writes every
 * timestamp in (server/time.ts), whatever the zone of the process: `0 0 14 * * ?` fires at 14:00 Beijing
 * time and the run log shows 14:00:00. (China has no daylight saving; a host zone with daylight saving can
 * shift a fire that falls into its own skipped hour by that hour.)
 */
import {
  localAsServerWall,
  scheduleRunTimes,
  serverWallAsLocal,
  SERVER_ZONE_OFFSET_MS,
  type CronSchedule,
} from '../../src/domain/cron';

export interface JobClock {
  /** Epoch milliseconds. */
  now(): number;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

/** Node caps a timer at 2^31 − 1 ms (about 24.8 days); longer waits are re-armed in chunks. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** Real timers (unref'd: a pending fire never keeps the process alive) on the given clock. */
export function realJobClock(now: () => number = Date.now): JobClock {
  return {
    now,
    setTimer(fn, ms) {
      const timer = setTimeout(fn, Math.min(Math.max(ms, 0), MAX_TIMER_MS));
      timer.unref();
      return timer;
    },
    clearTimer(handle) {
      clearTimeout(handle as ReturnType<typeof setTimeout>);
    },
  };
}

/** The first fire time (epoch ms, whole second) strictly after `afterMs`, or null when none is left. */
export function nextFireAfter(schedule: CronSchedule, afterMs: number): number | null {
  const [next] = scheduleRunTimes(schedule, serverWallAsLocal(afterMs), 1);
  if (!next) return null;
  const at = localAsServerWall(next);
  // Guards against a host-zone daylight-saving jump handing back a time at or before the start.
  return at > afterMs ? at : nextFireAfter(schedule, afterMs + 1000 - (afterMs % 1000));
}

/** A Date for a GMT+8 wall-clock time (tests and seeds write times the way the log shows them). */
export function wallClock(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute, second) - SERVER_ZONE_OFFSET_MS;
}
