/**
 * Quartz cron engine: pure TypeScript (no React, no DOM), shared by the client and the server.
 *
 * Written from scratch rather than on cron-parser, which is not Quartz (weekdays 0–6, `?` read as `*`,
 * no `W`/`LW`/`L-n`/year/wrap-around ranges, throws on 30 February, ORs both day fields). The semantics
 * follow Quartz `CronExpression` and its documentation; where this code is deliberately stricter or
 * differs from the Quartz 2.5 source, the difference is listed here:
 * - Steps: `*\/n`, `/n` and `a/n` are limited as in Quartz's checkIncrementRange (seconds and minutes
 *   59, hours 23, day-of-month 31, month 12, day-of-week 7, year unlimited); the same limit is applied
 *   to `a-b/n`, which Quartz leaves unchecked. A step of 0 is rejected (Quartz reads `*\/0` as `*`).
 * - Values are range-checked at both ends of a range (Quartz checks only the upper end of its end).
 * - The year must lie in 1970 to the current year + 100, where open-ended year fields (`*`, `a/n`, a
 *   6-field expression) stop too, as in Quartz (its documentation still says 1970–2099).
 * - Trailing characters Quartz silently ignores (`5X`, `JANUARY`, `MON-FRI/2`, `1-5W`, `6L,2`,
 *   `6#3,2`) are rejected, as are empty list items (`1,,2`), so what validates always means what it says.
 * - `nW`, `LW`, `L-n` and `L-nW` follow the documentation (and Quartz 2.3/2.4): Quartz 2.5.0–2.5.1
 *   have regressions here (quartz-scheduler/quartz#1284, #1322, #1420, #1444) that this engine does
 *   not copy. `nW` or `L-n` that fall outside a month (31W in April, L-30 in February) skip that month.
 *   Several such items may be listed (`1W,15W,L`); each keeps its own meaning.
 */
export {
  CRON_DEFAULT_EXPRESSION,
  CRON_FIELDS,
  CRON_MAX_YEAR,
  CRON_MIN_YEAR,
  MONTH_NAMES,
  WEEKDAY_NAMES,
  type CronFieldKey,
  type CronFieldSpec,
} from './cron-fields';
export { CronSyntaxError, parseCron, type CronDayRule, type CronParseResult, type CronSchedule } from './parse-cron';
export { lastDayOfMonth, nextRunTimes, scheduleRunTimes } from './next-run-times';
export { validateCron } from './validate-cron';
export { SERVER_ZONE_NAME, SERVER_ZONE_OFFSET_MS, localAsServerWall, serverWallAsLocal } from './server-zone';
