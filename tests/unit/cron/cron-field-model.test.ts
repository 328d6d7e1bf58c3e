import { describe, expect, it } from 'vitest';
import { nextRunTimes, validateCron } from '@/domain/cron';
import {
  FIELD_KEYS,
  FIELD_SPECS,
  buildField,
  joinExpression,
  readField,
  splitExpression,
  withField,
} from '@/components/widgets/cron-editor/cron-field-model';

/** Reads every field into its tab and writes it back, as the editor does when a field is touched. */
const roundTrip = (expression: string) => {
  const texts = splitExpression(expression);
  for (const key of FIELD_KEYS) {
    const reading = readField(key, texts[key]);
    texts[key] = buildField(key, reading.mode, { ...FIELD_SPECS[key].defaults(), ...reading.values }, texts[key]);
  }
  return joinExpression(texts);
};

describe('cron editor field model', () => {
  it.each([
    ['second', '*', 'every', {}],
    ['second', '10-40', 'range', { rangeStart: 10, rangeEnd: 40 }],
    ['minute', '0/5', 'loop', { loopStart: 0, loopInterval: 5 }],
    ['minute', '*/5', 'loop', { loopStart: 0, loopInterval: 5 }],
    ['hour', '14,18', 'specify', { specified: [14, 18] }],
    ['day', '?', 'unset', {}],
    ['day', '15W', 'work', { workDay: 15 }],
    ['day', 'L', 'last', {}],
    ['day', 'L-3', 'lastOffset', { lastOffset: 3 }],
    ['day', 'L-2W', 'custom', {}],
    ['month', 'MAR-NOV', 'range', { rangeStart: 3, rangeEnd: 11 }],
    ['month', 'JAN,JUL', 'specify', { specified: [1, 7] }],
    ['week', 'MON-FRI', 'range', { rangeStart: 2, rangeEnd: 6 }],
    ['week', '6L', 'lastWeekday', { lastWeekday: 6 }],
    ['week', 'FRI#3', 'nth', { nthWeekday: 6, nth: 3 }],
    ['week', 'L', 'specify', { specified: [7] }],
    ['week', 'SUN,SAT', 'specify', { specified: [1, 7] }],
    ['year', '', 'unset', {}],
    ['year', '2026-2030', 'range', { rangeStart: 2026, rangeEnd: 2030 }],
    ['year', '2026/2', 'loop', { loopStart: 2026, loopInterval: 2 }],
    ['year', '2026,2028', 'custom', {}],
  ] as const)('reads %s %j as %s', (key, text, mode, values) => {
    expect(readField(key, text)).toEqual({ mode, values });
  });

  it('builds each mode in Quartz syntax', () => {
    const v = { ...FIELD_SPECS.week.defaults(), nth: 2, nthWeekday: 1, lastWeekday: 7, specified: [7, 1, 1] };
    expect(buildField('week', 'nth', v)).toBe('1#2');
    expect(buildField('week', 'lastWeekday', v)).toBe('7L');
    expect(buildField('week', 'specify', v)).toBe('1,7');
    expect(buildField('week', 'unset', v)).toBe('?');
    expect(buildField('year', 'unset', v)).toBe('');
    const d = { ...FIELD_SPECS.day.defaults(), workDay: 15, lastOffset: 2 };
    expect(buildField('day', 'work', d)).toBe('15W');
    expect(buildField('day', 'last', d)).toBe('L');
    expect(buildField('day', 'lastOffset', d)).toBe('L-2');
    expect(buildField('day', 'custom', d, 'L-2W')).toBe('L-2W');
  });

  it.each([
    '* * * * * ? *',
    '0 0/5 14 * * ?',
    '0 0/5 14,18 ? 3-11 2#1 2026-2030',
    '0 15 10 L-2W * ? 2026-2030',
    '5/5 1-30 22-2 1W 1,7 ?',
    '0 0 12 ? * 6L 2026/2',
    '0 0 12 L-3 * ? 2026',
    '0 11 11 11 11 ?',
  ])('reads %s back into the tabs and writes it unchanged', (expression) => {
    expect(validateCron(expression)).toBeNull();
    expect(roundTrip(expression)).toBe(expression);
  });

  it.each([
    ['0 15 10 ? * MON-FRI', '0 15 10 ? * 2-6'],
    ['*/5 1-30 22-2 1W JAN,JUL ?', '0/5 1-30 22-2 1W 1,7 ?'],
    ['0 0 12 ? * fri#3', '0 0 12 ? * 6#3'],
  ])('rewrites %s as the equivalent %s once its fields are edited', (expression, rewritten) => {
    expect(roundTrip(expression)).toBe(rewritten);
    const from = new Date(2026, 0, 1);
    expect(nextRunTimes(rewritten, from, 20)).toEqual(nextRunTimes(expression, from, 20));
  });

  it('fills a short expression with the defaults and writes the year only when set', () => {
    expect(splitExpression('')).toEqual({
      second: '*',
      minute: '*',
      hour: '*',
      day: '*',
      month: '*',
      week: '?',
      year: '*',
    });
    expect(joinExpression(splitExpression('0 0 12 * * ?'))).toBe('0 0 12 * * ?');
  });

  it('keeps day and week exclusive', () => {
    const texts = splitExpression('0 0 12 * * ? *');
    expect(joinExpression(withField(texts, 'week', '2'))).toBe('0 0 12 ? * 2 *');
    expect(joinExpression(withField(splitExpression('0 0 12 ? * 2'), 'day', '15'))).toBe('0 0 12 15 * ?');
    expect(joinExpression(withField(texts, 'day', '?'))).toBe('0 0 12 ? * * *');
    expect(joinExpression(withField(splitExpression('0 0 12 ? * 2'), 'week', '?'))).toBe('0 0 12 * * ?');
  });
});
