import { CronSyntaxError, parseCron, type CronDayRule, type CronSchedule } from './parse-cron';

/** Local wall-clock fields: year, month 1–12, day, hour, minute, second. */
type Fields = [number, number, number, number, number, number];

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function lastDayOfMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (MONTH_DAYS[month - 1] ?? 31);
}

/** 0 = Sunday … 6 = Saturday, from the calendar alone (no time zone involved). */
function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/**
 * Quartz `W`: a Saturday moves back to Friday, a Sunday forward to Monday, but never out of the month
 * (1W on a Saturday is Monday the 3rd; the last day on a Sunday is Friday, two days before).
 */
function nearestWeekday(year: number, month: number, day: number, lastDay: number): number {
  const weekday = weekdayOf(year, month, day);
  if (weekday === 6) return day === 1 ? 3 : day - 1;
  if (weekday === 0) return day === lastDay ? day - 2 : day + 1;
  return day;
}

/** The days of one month the day rule selects, ascending. */
function daysInMonth(rule: CronDayRule, year: number, month: number): number[] {
  const lastDay = lastDayOfMonth(year, month);
  switch (rule.kind) {
    case 'dayOfMonth': {
      const days = new Set<number>();
      for (const day of rule.days) if (day <= lastDay) days.add(day);
      for (const offset of rule.lastDayOffsets) if (lastDay - offset >= 1) days.add(lastDay - offset);
      for (const day of rule.nearestWeekdays) {
        if (day <= lastDay) days.add(nearestWeekday(year, month, day, lastDay));
      }
      for (const offset of rule.lastNearestWeekdayOffsets) {
        if (lastDay - offset >= 1) days.add(nearestWeekday(year, month, lastDay - offset, lastDay));
      }
      return [...days].sort((a, b) => a - b);
    }
    case 'dayOfWeek': {
      const days: number[] = [];
      const first = weekdayOf(year, month, 1);
      for (let day = 1; day <= lastDay; day++) {
        if (rule.weekdays.includes(((first + day - 1) % 7) + 1)) days.push(day);
      }
      return days;
    }
    case 'lastWeekdayOfMonth': {
      const back = (weekdayOf(year, month, lastDay) - (rule.weekday - 1) + 7) % 7;
      return [lastDay - back];
    }
    case 'nthWeekdayOfMonth': {
      const firstMatch = 1 + ((rule.weekday - 1 - weekdayOf(year, month, 1) + 7) % 7);
      const day = firstMatch + 7 * (rule.nth - 1);
      return day <= lastDay ? [day] : [];
    }
  }
}

/**
 * The first field tuple strictly after `after` that the schedule selects, searching field by field from
 * the year down to the second (never second by second).
 */
function nextFields(schedule: CronSchedule, after: Fields, cache: Map<number, number[]>): Fields | null {
  const [Y, M, D, H, I, S] = after;
  for (const year of schedule.years) {
    if (year < Y) continue;
    const sameYear = year === Y;
    for (const month of schedule.months) {
      if (sameYear && month < M) continue;
      const sameMonth = sameYear && month === M;
      const key = year * 100 + month;
      let days = cache.get(key);
      if (!days) cache.set(key, (days = daysInMonth(schedule.day, year, month)));
      for (const day of days) {
        if (sameMonth && day < D) continue;
        const sameDay = sameMonth && day === D;
        for (const hour of schedule.hours) {
          if (sameDay && hour < H) continue;
          const sameHour = sameDay && hour === H;
          for (const minute of schedule.minutes) {
            if (sameHour && minute < I) continue;
            const sameMinute = sameHour && minute === I;
            for (const second of schedule.seconds) {
              if (sameMinute && second <= S) continue;
              return [year, month, day, hour, minute, second];
            }
          }
        }
      }
    }
  }
  return null;
}

/** Like `nextRunTimes`, for an already parsed schedule (the server keeps one per job). */
export function scheduleRunTimes(schedule: CronSchedule, from: Date, count: number): Date[] {
  const start = from.getTime();
  if (Number.isNaN(start)) throw new RangeError('from 不是有效的日期');
  const wanted = Math.floor(count);
  const times: Date[] = [];
  const cache = new Map<number, number[]>();
  let cursor: Fields = [
    from.getFullYear(),
    from.getMonth() + 1,
    from.getDate(),
    from.getHours(),
    from.getMinutes(),
    from.getSeconds(),
  ];
  let last = start;
  // A wall-clock time repeated when daylight saving ends maps to its first instant, which may lie before
  // the previous result: such tuples are skipped (bounded, so nothing can loop for ever).
  for (let skipped = 0; times.length < wanted && skipped < 100_000;) {
    const next = nextFields(schedule, cursor, cache);
    if (!next) break;
    cursor = next;
    const date = new Date(next[0], next[1] - 1, next[2], next[3], next[4], next[5]);
    if (date.getTime() <= last) {
      skipped++;
      continue;
    }
    times.push(date);
    last = date.getTime();
  }
  return times;
}

/**
 * The next `count` fire times strictly after `from`, in local time, as Quartz computes them; fewer (or
 * none) when the expression fires fewer times, e.g. a past year or 30 February.
 * Throws `CronSyntaxError` (message = `validateCron`'s) for an invalid expression, and a RangeError for an
 * invalid `from`.
 */
export function nextRunTimes(expression: string, from: Date, count: number): Date[] {
  const parsed = parseCron(expression);
  if (!parsed.ok) throw new CronSyntaxError(parsed.error);
  return scheduleRunTimes(parsed.schedule, from, count);
}
