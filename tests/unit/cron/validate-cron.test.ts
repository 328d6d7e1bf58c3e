import { describe, expect, it } from 'vitest';
import { CRON_MAX_YEAR, parseCron, validateCron } from '@/domain/cron';

describe('validateCron: accepted expressions', () => {
  it.each([
    // Quartz tutorial / CronTrigger examples
    '0 0 12 * * ?',
    '0 15 10 ? * *',
    '0 15 10 * * ?',
    '0 15 10 * * ? *',
    '0 15 10 * * ? 2005',
    '0 * 14 * * ?',
    '0 0/5 14 * * ?',
    '0 0/5 14,18 * * ?',
    '0 0-5 14 * * ?',
    '0 10,44 14 ? 3 WED',
    '0 15 10 ? * MON-FRI',
    '0 15 10 15 * ?',
    '0 15 10 L * ?',
    '0 15 10 L-2 * ?',
    '0 15 10 ? * 6L',
    '0 15 10 ? * 6L 2002-2005',
    '0 15 10 ? * 6#3',
    '0 0 12 1/5 * ?',
    '0 11 11 11 11 ?',
    // the editor default and the project's sample
    '* * * * * ? *',
    '0 0/5 * * * ? *',
    // wrap-around ranges, names in any case, specials
    '0 0 22-2 * * ?',
    '0 0 12 ? * FRI-MON',
    '0 0 12 1 NOV-FEB ?',
    '0 0 12 ? jan-mar mon,wed,Fri',
    '0 0 12 L-0 * ?',
    '0 0 12 L-30 * ?',
    '0 0 12 LW * ?',
    '0 0 12 L-3W * ?',
    '0 0 12 15w * ?',
    '0 0 12 1W,15W,L * ?',
    '0 0 12 ? * L',
    '0 0 12 ? * FRIL',
    '0 0 12 ? * FRI#5',
    '0 15 10 L-2W * ? 2026-2030',
    // steps at the Quartz limits, steps on ranges, an unlimited year step, leading zeros
    '*/59 0/59 0/23 1/31 1/12 ?',
    '0 0 0 ? * 1/7',
    '0 0 0-12/4 ? * 2-6/2',
    '0 0 0 1 1 ? 2020/50',
    '/5 * * * * ?',
    '05 07 09 * * ?',
    '  0\t0  12 * * ?  ',
  ])('%s', (expression) => {
    expect(validateCron(expression)).toBeNull();
  });
});

describe('validateCron: messages per field and problem', () => {
  it.each([
    ['', '表达式不能为空'],
    ['   ', '表达式不能为空'],
    ['* * * * *', '表达式应有 6 或 7 个字段'],
    ['0 0 0 * * ? 2026 1', '表达式应有 6 或 7 个字段'],
    // value ranges, one per field, both ends
    ['60 * * * * ?', '秒字段：数值必须在 0 到 59 之间'],
    ['0 60 * * * ?', '分字段：数值必须在 0 到 59 之间'],
    ['0 0 24 * * ?', '时字段：数值必须在 0 到 23 之间'],
    ['0 0 10-24 * * ?', '时字段：数值必须在 0 到 23 之间'],
    ['0 0 0 0 * ?', '日字段：数值必须在 1 到 31 之间'],
    ['0 0 0 32 * ?', '日字段：数值必须在 1 到 31 之间'],
    ['0 0 0 5-0 * ?', '日字段：数值必须在 1 到 31 之间'],
    ['0 0 0 * 0 ?', '月字段：数值必须在 1 到 12 之间'],
    ['0 0 0 * 13 ?', '月字段：数值必须在 1 到 12 之间'],
    ['0 0 0 ? * 0', '周字段：数值必须在 1 到 7 之间'],
    ['0 0 0 ? * 8', '周字段：数值必须在 1 到 7 之间'],
    ['0 0 0 * * ? 1969', `年字段：数值必须在 1970 到 ${CRON_MAX_YEAR} 之间`],
    [`0 0 0 * * ? ${CRON_MAX_YEAR + 1}`, `年字段：数值必须在 1970 到 ${CRON_MAX_YEAR} 之间`],
    // allowed characters
    ['0 0 12 * * ?.', '周字段：含有非法字符 "."'],
    ['0 0 1@ * * ?', '时字段：含有非法字符 "@"'],
    ['5X * * * * ?', '秒字段：含有非法字符 "X"'],
    ['0 0 MON * * ?', '时字段：不能使用英文名称 "MON"'],
    ['0 0 0 MON * ?', '日字段：不能使用英文名称 "MON"'],
    ['0 0 0 * JANUARY ?', '月字段：无效的月份名称 "JANUARY"'],
    ['0 0 0 ? * MONDAY', '周字段：无效的星期名称 "MONDAY"'],
    ['1,,2 * * * * ?', '秒字段：列表中不能有空项'],
    ['0 0 0 ? * MON-5', '周字段：区间两端须同为数字或同为英文名称："MON-5"'],
    ['0 0 0 ? JAN/2 *', '月字段：英文名称不能与步长同时使用："JAN/2"'],
    ['0 0 0 ? * MON-FRI/2', '周字段：英文名称不能与步长同时使用："MON-FRI/2"'],
    ['0 0 0 1- * ?', '日字段：格式错误 "1-"'],
    ['0 0 0 */ * ?', '日字段：格式错误 "*/"'],
    // ? only in the day fields, alone, and in exactly one of them
    ['? * * * * ?', '秒字段：? 只能用于日或周字段'],
    ['0 0 0 * ? *', '月字段：? 只能用于日或周字段'],
    ['0 0 0 * * ? ?', '年字段：? 只能用于日或周字段'],
    ['0 0 0 ?,1 * *', '日字段：? 不能与其他值同时使用'],
    ['0 0 0 * * *', '日与周必须有且只有一个为 ?'],
    ['0 0 0 1 * MON', '日与周必须有且只有一个为 ?'],
    ['0 0 0 ? * ?', '日与周必须有且只有一个为 ?'],
    // L, W, # only where Quartz allows them
    ['L * * * * ?', '秒字段：L 只能用于日或周字段'],
    ['0 L * * * ?', '分字段：L 只能用于日或周字段'],
    ['0 0 L * * ?', '时字段：L 只能用于日或周字段'],
    ['0 0 0 * L ?', '月字段：L 只能用于日或周字段'],
    ['0 0 0 * * ? L', '年字段：L 只能用于日或周字段'],
    ['5W * * * * ?', '秒字段：W 只能用于日字段'],
    ['0 0 0 ? * 5W', '周字段：W 只能用于日字段'],
    ['0 0 0 ? * LW', '周字段：W 只能用于日字段'],
    ['0 0 0 6#3 * ?', '日字段：# 只能用于周字段'],
    ['0 0 6#3 * * ?', '时字段：# 只能用于周字段'],
    // day-of-month specials
    ['0 0 0 L-31 * ?', '日字段：L-n 中 n 必须在 0 到 30 之间'],
    ['0 0 0 L-45W * ?', '日字段：L-n 中 n 必须在 0 到 30 之间'],
    ['0 0 0 L- * ?', '日字段：L 只能写成 L、L-n、LW 或 L-nW："L-"'],
    ['0 0 0 5L * ?', '日字段：L 只能写成 L、L-n、LW 或 L-nW："5L"'],
    ['0 0 0 32W * ?', '日字段：数值必须在 1 到 31 之间'],
    ['0 0 0 0W * ?', '日字段：数值必须在 1 到 31 之间'],
    ['0 0 0 1-5W * ?', '日字段：W 前只能是单个日期（如 15W）："1-5W"'],
    // day-of-week specials
    ['0 0 0 ? * 6#6', '周字段：# 后的序号必须在 1 到 5 之间'],
    ['0 0 0 ? * 6#0', '周字段：# 后的序号必须在 1 到 5 之间'],
    ['0 0 0 ? * 8#2', '周字段：数值必须在 1 到 7 之间'],
    ['0 0 0 ? * 0L', '周字段：数值必须在 1 到 7 之间'],
    ['0 0 0 ? * 6L,2', '周字段：L 不能与其他值同时使用'],
    ['0 0 0 ? * L,2', '周字段：L 不能与其他值同时使用'],
    ['0 0 0 ? * 6#3,2', '周字段：# 不能与其他值同时使用'],
    ['0 0 0 ? * 2-6L', '周字段：L 前只能是单个星期（如 6L）："2-6L"'],
    ['0 0 0 ? * 2-6#1', '周字段：# 前只能是单个星期（如 6#3）："2-6#1"'],
    // steps: positive, and within Quartz's limits (seconds/minutes 59, hours 23, day 31, month 12, week 7)
    ['*/0 * * * * ?', '秒字段：步长必须大于 0'],
    ['0 0/0 * * * ?', '分字段：步长必须大于 0'],
    ['0/60 * * * * ?', '秒字段：步长不能大于 59'],
    ['0 */60 * * * ?', '分字段：步长不能大于 59'],
    ['0 0-59/60 * * * ?', '分字段：步长不能大于 59'],
    ['0 0 0/24 * * ?', '时字段：步长不能大于 23'],
    ['0 0 0 1/32 * ?', '日字段：步长不能大于 31'],
    ['0 0 0 * 1/13 ?', '月字段：步长不能大于 12'],
    ['0 0 0 ? * 1/8', '周字段：步长不能大于 7'],
    ['0 0 0 * * ? 2020/0', '年字段：步长必须大于 0'],
    // years do not wrap around
    ['0 0 0 * * ? 2030-2020', '年字段：起始年份不能大于结束年份'],
  ])('%j → %s', (expression, message) => {
    expect(validateCron(expression)).toBe(message);
  });

  it('reports the first faulty field, from seconds to year', () => {
    expect(validateCron('60 60 * * * ?')).toBe('秒字段：数值必须在 0 到 59 之间');
    expect(validateCron('0 60 24 * * ?')).toBe('分字段：数值必须在 0 到 59 之间');
  });
});

describe('parseCron', () => {
  it('expands wrap-around ranges as Quartz does', () => {
    const parsed = parseCron('0 50-10/10 22-2 28-3 NOV-FEB ?');
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.schedule.minutes).toEqual([0, 10, 50]);
    expect(parsed.schedule.hours).toEqual([0, 1, 2, 22, 23]);
    expect(parsed.schedule.months).toEqual([1, 2, 11, 12]);
    expect(parsed.schedule.day).toMatchObject({ kind: 'dayOfMonth', days: [1, 2, 3, 28, 29, 30, 31] });
  });

  it('reads a/n as from a to the field maximum and */n from the field minimum', () => {
    const parsed = parseCron('7/20 */20 */10 */10 */5 ? 2090/4');
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.schedule.seconds).toEqual([7, 27, 47]);
    expect(parsed.schedule.minutes).toEqual([0, 20, 40]);
    expect(parsed.schedule.hours).toEqual([0, 10, 20]);
    expect(parsed.schedule.day).toMatchObject({ days: [1, 11, 21, 31] });
    expect(parsed.schedule.months).toEqual([1, 6, 11]);
    const years = Array.from({ length: Math.floor((CRON_MAX_YEAR - 2090) / 4) + 1 }, (_, i) => 2090 + 4 * i);
    expect(parsed.schedule.years).toEqual(years);
    expect(years.at(-1)).toBeGreaterThan(CRON_MAX_YEAR - 4);
  });

  it('maps day-of-week names and L to Quartz numbers (1 = Sunday, L alone = 7)', () => {
    const week = (field: string) => {
      const parsed = parseCron(`0 0 0 ? * ${field}`);
      return parsed.ok ? parsed.schedule.day : parsed.error;
    };
    expect(week('SUN,sat')).toEqual({ kind: 'dayOfWeek', weekdays: [1, 7] });
    expect(week('FRI-MON')).toEqual({ kind: 'dayOfWeek', weekdays: [1, 2, 6, 7] });
    expect(week('L')).toEqual({ kind: 'dayOfWeek', weekdays: [7] });
    expect(week('FRIL')).toEqual({ kind: 'lastWeekdayOfMonth', weekday: 6 });
    expect(week('2#5')).toEqual({ kind: 'nthWeekdayOfMonth', weekday: 2, nth: 5 });
  });
});
