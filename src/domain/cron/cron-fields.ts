/**
 * The seven fields of a Quartz cron expression (`sec min hour day-of-month month day-of-week [year]`)
 * with the value ranges and step limits Quartz 2.5 `CronExpression` applies.
 * Pure data: shared by the parser, the scheduler and the editor widget.
 */

export type CronFieldKey = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'week' | 'year';

export interface CronFieldSpec {
  key: CronFieldKey;
  /** Chinese name used in messages and tabs: 秒 分 时 日 月 周 年. */
  label: string;
  min: number;
  max: number;
  /**
   * Largest step Quartz accepts after `/` (CronExpression.checkIncrementRange: seconds and minutes 59,
   * hours 23, day-of-month 31, month 12, day-of-week 7; the year has no limit).
   */
  maxStep: number;
  /**
   * Modulus for wrap-around ranges such as `22-2` (Quartz addToSet: 60, 60, 24, 31, 12, 7); 0 for the
   * year, where a reversed range is an error.
   */
  wrap: number;
  /** Upper-case English names mapped to their numbers (months JAN=1…, days SUN=1…). */
  names?: Readonly<Record<string, number>>;
}

export const MONTH_NAMES: Readonly<Record<string, number>> = {
  JAN: 1,
  FEB: 2,
  MAR: 3,
  APR: 4,
  MAY: 5,
  JUN: 6,
  JUL: 7,
  AUG: 8,
  SEP: 9,
  OCT: 10,
  NOV: 11,
  DEC: 12,
};

/** Quartz numbering: 1 = Sunday … 7 = Saturday. */
export const WEEKDAY_NAMES: Readonly<Record<string, number>> = {
  SUN: 1,
  MON: 2,
  TUE: 3,
  WED: 4,
  THU: 5,
  FRI: 6,
  SAT: 7,
};

/** Years accepted in the year field: from 1970 to the current year + 100, as Quartz (2126 in 2026). */
export const CRON_MIN_YEAR = 1970;
export const CRON_MAX_YEAR = new Date().getFullYear() + 100;

/** Largest `n` in `L-n` (Quartz MAX_LAST_DAY_OFFSET). */
export const CRON_MAX_LAST_DAY_OFFSET = 30;

export const CRON_FIELDS: readonly CronFieldSpec[] = [
  { key: 'second', label: '秒', min: 0, max: 59, maxStep: 59, wrap: 60 },
  { key: 'minute', label: '分', min: 0, max: 59, maxStep: 59, wrap: 60 },
  { key: 'hour', label: '时', min: 0, max: 23, maxStep: 23, wrap: 24 },
  { key: 'day', label: '日', min: 1, max: 31, maxStep: 31, wrap: 31 },
  { key: 'month', label: '月', min: 1, max: 12, maxStep: 12, wrap: 12, names: MONTH_NAMES },
  { key: 'week', label: '周', min: 1, max: 7, maxStep: 7, wrap: 7, names: WEEKDAY_NAMES },
  {
    key: 'year',
    label: '年',
    min: CRON_MIN_YEAR,
    max: CRON_MAX_YEAR,
    maxStep: Number.POSITIVE_INFINITY,
    wrap: 0,
  },
];

/** The default of the editor: every field `*`, day-of-week `?`. */
export const CRON_DEFAULT_EXPRESSION = '* * * * * ? *';
