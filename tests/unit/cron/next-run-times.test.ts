import { describe, expect, it } from 'vitest';
import { CRON_MAX_YEAR, CronSyntaxError, nextRunTimes } from '@/domain/cron';

/**
 * Dates are built with `new Date(y, m, d, h, mi, s)` and read back with local getters, so the vectors hold
 * in any time zone (none of them falls on a daylight-saving change). Weekdays used below, worked out from
 * 1 Jan 2026 being a Thursday: Mar 2026 starts on a Sunday, May 2026 on a Friday (31 May is a Sunday),
 * Aug 2026 on a Saturday, Mar 2027 on a Monday, Jan 2028 on a Saturday, 29 Feb 2028 is a Tuesday,
 * Dec 2005 starts on a Thursday (Fridays 2, 9, 16, 23, 30), Nov 2005 has its last Friday on the 25th.
 */
const at = (y: number, m: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, m - 1, d, h, mi, s);

const pad = (n: number) => String(n).padStart(2, '0');
const fmt = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

const run = (expression: string, from: Date, count = 3) => nextRunTimes(expression, from, count).map(fmt);

describe('nextRunTimes: Quartz tutorial / CronTrigger examples', () => {
  it('0 0 12 * * ? — every day at noon', () => {
    expect(run('0 0 12 * * ?', at(2026, 3, 14, 11, 59, 59))).toEqual([
      '2026-03-14 12:00:00',
      '2026-03-15 12:00:00',
      '2026-03-16 12:00:00',
    ]);
    expect(run('0 0 12 * * ?', at(2026, 3, 14, 12), 1)).toEqual(['2026-03-15 12:00:00']);
  });

  it('0 15 10 ? * * — every day at 10:15, across the year end', () => {
    expect(run('0 15 10 ? * *', at(2026, 12, 31, 10, 15))).toEqual([
      '2027-01-01 10:15:00',
      '2027-01-02 10:15:00',
      '2027-01-03 10:15:00',
    ]);
  });

  it('0 15 10 * * ? 2005 — a past year fires no more', () => {
    expect(run('0 15 10 * * ? 2005', at(2026, 1, 1))).toEqual([]);
    expect(run('0 15 10 * * ? 2005', at(2005, 12, 30, 10, 15))).toEqual(['2005-12-31 10:15:00']);
  });

  it('0 * 14 * * ? — every minute from 14:00 to 14:59', () => {
    expect(run('0 * 14 * * ?', at(2026, 5, 20, 14, 58, 30))).toEqual([
      '2026-05-20 14:59:00',
      '2026-05-21 14:00:00',
      '2026-05-21 14:01:00',
    ]);
  });

  it('0 0/5 14 * * ? — every 5 minutes from 14:00 to 14:55', () => {
    expect(run('0 0/5 14 * * ?', at(2026, 5, 20, 14, 52))).toEqual([
      '2026-05-20 14:55:00',
      '2026-05-21 14:00:00',
      '2026-05-21 14:05:00',
    ]);
  });

  it('0 0/5 14,18 * * ? — every 5 minutes in the 14 and 18 hours', () => {
    expect(run('0 0/5 14,18 * * ?', at(2026, 5, 20, 14, 55))).toEqual([
      '2026-05-20 18:00:00',
      '2026-05-20 18:05:00',
      '2026-05-20 18:10:00',
    ]);
    expect(run('0 0/5 14,18 * * ?', at(2026, 5, 20, 18, 55), 1)).toEqual(['2026-05-21 14:00:00']);
  });

  it('0 0-5 14 * * ? — every minute from 14:00 to 14:05', () => {
    expect(run('0 0-5 14 * * ?', at(2026, 5, 20, 14, 4))).toEqual([
      '2026-05-20 14:05:00',
      '2026-05-21 14:00:00',
      '2026-05-21 14:01:00',
    ]);
  });

  it('0 10,44 14 ? 3 WED — 14:10 and 14:44 on Wednesdays in March', () => {
    expect(run('0 10,44 14 ? 3 WED', at(2026, 1, 1))).toEqual([
      '2026-03-04 14:10:00',
      '2026-03-04 14:44:00',
      '2026-03-11 14:10:00',
    ]);
    expect(run('0 10,44 14 ? 3 WED', at(2026, 3, 25, 14, 44), 1)).toEqual(['2027-03-03 14:10:00']);
  });

  it('0 15 10 ? * MON-FRI — weekdays at 10:15, skipping the weekend', () => {
    expect(run('0 15 10 ? * MON-FRI', at(2026, 1, 2, 10, 15))).toEqual([
      '2026-01-05 10:15:00',
      '2026-01-06 10:15:00',
      '2026-01-07 10:15:00',
    ]);
  });

  it('0 15 10 15 * ? — the 15th of every month', () => {
    expect(run('0 15 10 15 * ?', at(2026, 1, 15, 10, 15))).toEqual([
      '2026-02-15 10:15:00',
      '2026-03-15 10:15:00',
      '2026-04-15 10:15:00',
    ]);
  });

  it('0 15 10 L * ? — the last day of every month, 29 February in a leap year', () => {
    expect(run('0 15 10 L * ?', at(2028, 1, 31, 10, 15))).toEqual([
      '2028-02-29 10:15:00',
      '2028-03-31 10:15:00',
      '2028-04-30 10:15:00',
    ]);
  });

  it('0 15 10 L-2 * ? — the second-to-last day of every month', () => {
    expect(run('0 15 10 L-2 * ?', at(2026, 1, 1))).toEqual([
      '2026-01-29 10:15:00',
      '2026-02-26 10:15:00',
      '2026-03-29 10:15:00',
    ]);
    expect(run('0 15 10 L-2 * ?', at(2028, 2, 1), 1)).toEqual(['2028-02-27 10:15:00']);
  });

  it('0 15 10 ? * 6L — the last Friday of every month', () => {
    expect(run('0 15 10 ? * 6L', at(2026, 1, 1))).toEqual([
      '2026-01-30 10:15:00',
      '2026-02-27 10:15:00',
      '2026-03-27 10:15:00',
    ]);
    expect(run('0 15 10 ? * 6L', at(2026, 1, 30, 10), 1)).toEqual(['2026-01-30 10:15:00']);
  });

  it('0 15 10 ? * 6L 2002-2005 — the last Fridays of 2002 to 2005 only', () => {
    expect(run('0 15 10 ? * 6L 2002-2005', at(2005, 11, 1))).toEqual(['2005-11-25 10:15:00', '2005-12-30 10:15:00']);
    expect(run('0 15 10 ? * 6L 2002-2005', at(2026, 1, 1))).toEqual([]);
  });

  it('0 15 10 ? * 6#3 — the third Friday of every month', () => {
    expect(run('0 15 10 ? * 6#3', at(2026, 1, 1))).toEqual([
      '2026-01-16 10:15:00',
      '2026-02-20 10:15:00',
      '2026-03-20 10:15:00',
    ]);
    expect(run('0 15 10 ? * 6#3', at(2026, 1, 16, 10, 15), 1)).toEqual(['2026-02-20 10:15:00']);
  });

  it('0 0 12 1/5 * ? — every 5 days from the 1st, restarting each month', () => {
    expect(run('0 0 12 1/5 * ?', at(2026, 1, 26, 12), 4)).toEqual([
      '2026-01-31 12:00:00',
      '2026-02-01 12:00:00',
      '2026-02-06 12:00:00',
      '2026-02-11 12:00:00',
    ]);
  });

  it('0 11 11 11 11 ? — every 11 November at 11:11', () => {
    expect(run('0 11 11 11 11 ?', at(2026, 1, 1))).toEqual([
      '2026-11-11 11:11:00',
      '2027-11-11 11:11:00',
      '2028-11-11 11:11:00',
    ]);
  });
});

describe('nextRunTimes: worked vectors', () => {
  it('29 February only in leap years', () => {
    expect(run('0 0 12 29 2 ?', at(2026, 1, 1))).toEqual([
      '2028-02-29 12:00:00',
      '2032-02-29 12:00:00',
      '2036-02-29 12:00:00',
    ]);
    expect(run('0 0 12 L 2 ?', at(2027, 3, 1))).toEqual([
      '2028-02-29 12:00:00',
      '2029-02-28 12:00:00',
      '2030-02-28 12:00:00',
    ]);
    expect(run('0 0 12 29 2 ? 2090-2099', at(2026, 1, 1), 5)).toEqual(['2092-02-29 12:00:00', '2096-02-29 12:00:00']);
  });

  it('30 February and 31 April never fire', () => {
    expect(run('0 0 12 30 2 ?', at(2026, 1, 1))).toEqual([]);
    expect(run('0 0 12 31 4 ?', at(2026, 1, 1))).toEqual([]);
    expect(run('0 0 12 ? 2 1#5 2026-2027', at(2026, 1, 1))).toEqual([]);
  });

  it('the 31st skips shorter months', () => {
    expect(run('0 0 12 31 * ?', at(2026, 1, 31, 12))).toEqual([
      '2026-03-31 12:00:00',
      '2026-05-31 12:00:00',
      '2026-07-31 12:00:00',
    ]);
  });

  it('year ends roll into the next year', () => {
    expect(run('* * * * * ?', at(2026, 12, 31, 23, 59, 58))).toEqual([
      '2026-12-31 23:59:59',
      '2027-01-01 00:00:00',
      '2027-01-01 00:00:01',
    ]);
    expect(run('59 59 23 31 12 ?', at(2026, 12, 31, 23, 59, 59), 1)).toEqual(['2027-12-31 23:59:59']);
  });

  it('nW: Saturday moves to Friday, Sunday to Monday, never across the month', () => {
    // 15 Aug 2026 is a Saturday → Friday 14th; 15 Mar 2026 is a Sunday → Monday 16th
    expect(run('0 0 9 15W 3,8 ?', at(2026, 1, 1), 2)).toEqual(['2026-03-16 09:00:00', '2026-08-14 09:00:00']);
    // 1 Aug 2026 is a Saturday → Monday 3rd (not Friday 31 July)
    expect(run('0 0 9 1W * ?', at(2026, 7, 15), 2)).toEqual(['2026-08-03 09:00:00', '2026-09-01 09:00:00']);
    // from 2 Jan 2028, after the 1st but before its weekday (Monday 3rd): this month still fires
    expect(run('0 0 9 1W * ?', at(2028, 1, 2, 9), 1)).toEqual(['2028-01-03 09:00:00']);
    // 31 May 2026 is a Sunday and the last day → Friday 29th; June has no 31st
    expect(run('0 0 9 31W * ?', at(2026, 5, 1))).toEqual([
      '2026-05-29 09:00:00',
      '2026-07-31 09:00:00',
      '2026-08-31 09:00:00',
    ]);
  });

  it('LW is the last weekday of the month, L-nW the weekday nearest L-n', () => {
    // 31 Jan 2026 Saturday → 30th; 28 Feb 2026 Saturday → 27th; 31 Mar 2026 Tuesday; 31 May Sunday → 29th
    expect(run('0 0 9 LW * ?', at(2026, 1, 1), 5)).toEqual([
      '2026-01-30 09:00:00',
      '2026-02-27 09:00:00',
      '2026-03-31 09:00:00',
      '2026-04-30 09:00:00',
      '2026-05-29 09:00:00',
    ]);
    // L-2: 29 Jan (Thu), 26 Feb (Thu), 29 Mar (Sun → Mon 30), 28 Apr (Tue), 29 May (Fri), 28 Jun (Sun → Mon 29)
    expect(run('0 15 10 L-2W * ? 2026-2030', at(2026, 1, 1), 6)).toEqual([
      '2026-01-29 10:15:00',
      '2026-02-26 10:15:00',
      '2026-03-30 10:15:00',
      '2026-04-28 10:15:00',
      '2026-05-29 10:15:00',
      '2026-06-29 10:15:00',
    ]);
  });

  it('a list of day-of-month specials keeps each meaning', () => {
    expect(run('0 0 9 1W,15,L * ?', at(2026, 7, 31, 9), 4)).toEqual([
      '2026-08-03 09:00:00',
      '2026-08-15 09:00:00',
      '2026-08-31 09:00:00',
      '2026-09-01 09:00:00',
    ]);
  });

  it('wrap-around ranges: hours 22-2, FRI-MON, NOV-FEB', () => {
    expect(run('0 0 22-2 * * ?', at(2026, 1, 1, 2), 6)).toEqual([
      '2026-01-01 22:00:00',
      '2026-01-01 23:00:00',
      '2026-01-02 00:00:00',
      '2026-01-02 01:00:00',
      '2026-01-02 02:00:00',
      '2026-01-02 22:00:00',
    ]);
    expect(run('0 0 12 ? * FRI-MON', at(2026, 1, 1), 5)).toEqual([
      '2026-01-02 12:00:00',
      '2026-01-03 12:00:00',
      '2026-01-04 12:00:00',
      '2026-01-05 12:00:00',
      '2026-01-09 12:00:00',
    ]);
    expect(run('0 0 12 1 NOV-FEB ?', at(2026, 1, 1, 12), 4)).toEqual([
      '2026-02-01 12:00:00',
      '2026-11-01 12:00:00',
      '2026-12-01 12:00:00',
      '2027-01-01 12:00:00',
    ]);
  });

  it('#5 skips the months without a fifth such weekday', () => {
    // fifth Mondays in 2026: 30 Mar, 29 Jun, 31 Aug, 30 Nov
    expect(run('0 0 12 ? * 2#5', at(2026, 1, 1), 4)).toEqual([
      '2026-03-30 12:00:00',
      '2026-06-29 12:00:00',
      '2026-08-31 12:00:00',
      '2026-11-30 12:00:00',
    ]);
  });

  it('L alone in day-of-week is Saturday; steps in day-of-week count from Sunday = 1', () => {
    expect(run('0 0 12 ? * L', at(2026, 1, 1))).toEqual([
      '2026-01-03 12:00:00',
      '2026-01-10 12:00:00',
      '2026-01-17 12:00:00',
    ]);
    expect(run('0 0 12 ? * 2/2', at(2026, 1, 4, 12), 4)).toEqual([
      '2026-01-05 12:00:00',
      '2026-01-07 12:00:00',
      '2026-01-09 12:00:00',
      '2026-01-12 12:00:00',
    ]);
  });

  it('open-ended year steps stop at the current year + 100', () => {
    const last = CRON_MAX_YEAR - ((CRON_MAX_YEAR - 2070) % 10);
    const years = run('0 0 12 1 1 ? 2070/10', at(2026, 1, 1), 20).map((t) => Number(t.slice(0, 4)));
    expect(years[0]).toBe(2070);
    expect(years.at(-1)).toBe(last);
    expect(last).toBeGreaterThan(2099);
  });

  it('lists the leap days after 2096 (Quartz: up to the current year + 100)', () => {
    const leapDays = run('0 0 0 29 2 ?', at(2090, 1, 1), 10);
    expect(leapDays).toContain('2104-02-29 00:00:00');
    expect(leapDays).not.toContain('2100-02-29 00:00:00');
  });

  it('is strictly after from, ignoring milliseconds like Quartz', () => {
    const from = new Date(2026, 4, 20, 10, 15, 0, 500);
    expect(run('0 15 10 * * ?', from, 1)).toEqual(['2026-05-21 10:15:00']);
    expect(run('*/20 * * * * ?', new Date(2026, 4, 20, 10, 15, 19, 999), 2)).toEqual([
      '2026-05-20 10:15:20',
      '2026-05-20 10:15:40',
    ]);
  });

  it('returns count times, none for count 0, and throws CronSyntaxError on an invalid expression', () => {
    expect(nextRunTimes('0 0/5 14 * * ?', at(2026, 1, 1), 10)).toHaveLength(10);
    expect(nextRunTimes('0 0/5 14 * * ?', at(2026, 1, 1), 0)).toEqual([]);
    expect(() => nextRunTimes('0 0 0 L-31 * ?', at(2026, 1, 1), 1)).toThrow(CronSyntaxError);
    expect(() => nextRunTimes('0 0 0 L-31 * ?', at(2026, 1, 1), 1)).toThrow('日字段：L-n 中 n 必须在 0 到 30 之间');
    expect(() => nextRunTimes('0 0 0 * * ?', new Date(Number.NaN), 1)).toThrow(RangeError);
  });
});
