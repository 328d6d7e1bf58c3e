import {
  CRON_FIELDS,
  CRON_MAX_LAST_DAY_OFFSET,
  CRON_MAX_YEAR,
  MONTH_NAMES,
  WEEKDAY_NAMES,
  type CronFieldSpec,
} from './cron-fields';

/**
 * How the days of a month are chosen. Exactly one of day-of-month and day-of-week is `?`, so a schedule
 * has one rule: by day of month (plain days, `L`, `L-n`, `nW`, `LW`, `L-nW`, combinable in a list) or by
 * day of week (plain weekdays, `nL`, `n#k`; the last two stand alone, as in Quartz).
 */
export type CronDayRule =
  | {
      kind: 'dayOfMonth';
      /** Plain days 1–31 (a day past the month's end never fires in that month). */
      days: readonly number[];
      /** `L` is offset 0, `L-3` is offset 3: the day `lastDay - offset`. */
      lastDayOffsets: readonly number[];
      /** `15W`: the weekday nearest the 15th, never crossing into another month. */
      nearestWeekdays: readonly number[];
      /** `LW` (offset 0) and `L-nW`: the weekday nearest `lastDay - offset`. */
      lastNearestWeekdayOffsets: readonly number[];
    }
  | { kind: 'dayOfWeek'; weekdays: readonly number[] }
  | { kind: 'lastWeekdayOfMonth'; weekday: number }
  | { kind: 'nthWeekdayOfMonth'; weekday: number; nth: number };

/** A parsed expression: sorted value lists per field (Quartz numbering: months 1–12, weekdays 1 = Sunday). */
export interface CronSchedule {
  seconds: readonly number[];
  minutes: readonly number[];
  hours: readonly number[];
  months: readonly number[];
  years: readonly number[];
  day: CronDayRule;
}

export type CronParseResult = { ok: true; schedule: CronSchedule } | { ok: false; error: string };

/** Thrown by `nextRunTimes` for an expression `validateCron` rejects; the message is validateCron's. */
export class CronSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CronSyntaxError';
  }
}

class FieldError extends Error {}

interface FieldParts {
  values: Set<number>;
  noSpec: boolean;
  lastDayOffsets: Set<number>;
  nearestWeekdays: Set<number>;
  lastNearestWeekdayOffsets: Set<number>;
  lastWeekday?: number;
  nth?: { weekday: number; nth: number };
}

function fail(spec: CronFieldSpec, problem: string): never {
  throw new FieldError(`${spec.label}字段：${problem}`);
}

const isDayField = (spec: CronFieldSpec) => spec.key === 'day' || spec.key === 'week';

const isKnownName = (run: string) => MONTH_NAMES[run] !== undefined || WEEKDAY_NAMES[run] !== undefined;

/** Characters and letter runs a field may hold, checked before the structure of an item. */
function checkCharacters(spec: CronFieldSpec, item: string): void {
  const illegal = /[^0-9A-Z*,/\-?#]/.exec(item);
  if (illegal) fail(spec, `含有非法字符 "${illegal[0]}"`);
  if (item.includes('?')) fail(spec, isDayField(spec) ? '? 不能与其他值同时使用' : '? 只能用于日或周字段');
  if (item.includes('#') && spec.key !== 'week') fail(spec, '# 只能用于周字段');
  for (const run of item.match(/[A-Z]+/g) ?? []) {
    if (spec.key === 'day') {
      if (run === 'L' || run === 'W' || run === 'LW') continue;
      fail(spec, isKnownName(run) ? `不能使用英文名称 "${run}"` : `含有非法字符 "${run}"`);
    }
    if (spec.key === 'week') {
      if (run === 'L' || WEEKDAY_NAMES[run] || (run.endsWith('L') && WEEKDAY_NAMES[run.slice(0, -1)])) continue;
      if (run === 'W' || run === 'LW') fail(spec, 'W 只能用于日字段');
      fail(spec, `无效的星期名称 "${run}"`);
    }
    if (spec.key === 'month' && MONTH_NAMES[run]) continue;
    if (run === 'L' || run === 'LW') fail(spec, 'L 只能用于日或周字段');
    if (run === 'W') fail(spec, 'W 只能用于日字段');
    if (spec.key === 'month') fail(spec, `无效的月份名称 "${run}"`);
    fail(spec, isKnownName(run) ? `不能使用英文名称 "${run}"` : `含有非法字符 "${run}"`);
  }
}

/** A number or (month, weekday) name, range-checked. */
function resolve(spec: CronFieldSpec, token: string): number {
  const named = spec.names?.[token];
  if (named !== undefined) return named;
  const value = Number(token);
  if (!/^\d+$/.test(token)) fail(spec, `格式错误 "${token}"`);
  if (value < spec.min || value > spec.max) fail(spec, `数值必须在 ${spec.min} 到 ${spec.max} 之间`);
  return value;
}

function resolveStep(spec: CronFieldSpec, token: string): number {
  const step = Number(token);
  if (step <= 0) fail(spec, '步长必须大于 0');
  if (step > spec.maxStep) fail(spec, `步长不能大于 ${spec.maxStep}`);
  return step;
}

const isName = (token: string) => /^[A-Z]/.test(token);

/**
 * Quartz addToSet: from start to stop by step; a reversed range wraps around the field's modulus
 * (`22-2` in hours is 22, 23, 0, 1, 2; `NOV-FEB` is 11, 12, 1, 2); 0 becomes the modulus in 1-based fields.
 */
function expand(spec: CronFieldSpec, start: number, stop: number, step: number, into: Set<number>): void {
  let modulus = 0;
  let end = stop;
  if (end < start) {
    if (spec.wrap === 0) fail(spec, '起始年份不能大于结束年份');
    modulus = spec.wrap;
    end += modulus;
  }
  for (let i = start; i <= end; i += step) {
    let value = modulus ? i % modulus : i;
    if (modulus && value === 0 && spec.min === 1) value = modulus;
    into.add(value);
  }
}

function fieldMax(spec: CronFieldSpec): number {
  return spec.key === 'year' ? CRON_MAX_YEAR : spec.max;
}

function parseDaySpecial(spec: CronFieldSpec, item: string, parts: FieldParts): boolean {
  if (item === 'L') parts.lastDayOffsets.add(0);
  else if (item === 'LW') parts.lastNearestWeekdayOffsets.add(0);
  else {
    const last = /^L-(\d+)(W?)$/.exec(item);
    const nearest = /^(\d+)W$/.exec(item);
    if (last) {
      const offset = Number(last[1]);
      if (offset > CRON_MAX_LAST_DAY_OFFSET) fail(spec, `L-n 中 n 必须在 0 到 ${CRON_MAX_LAST_DAY_OFFSET} 之间`);
      (last[2] ? parts.lastNearestWeekdayOffsets : parts.lastDayOffsets).add(offset);
    } else if (nearest) {
      parts.nearestWeekdays.add(resolve(spec, nearest[1] ?? ''));
    } else if (item.includes('W')) {
      fail(spec, `W 前只能是单个日期（如 15W）："${item}"`);
    } else if (item.includes('L')) {
      fail(spec, `L 只能写成 L、L-n、LW 或 L-nW："${item}"`);
    } else return false;
  }
  return true;
}

function parseWeekSpecial(spec: CronFieldSpec, item: string, parts: FieldParts): boolean {
  const last = /^([0-9A-Z]+)L$/.exec(item);
  const nth = /^([0-9A-Z]+)#(\d+)$/.exec(item);
  if (item === 'L') parts.values.add(7);
  else if (last) parts.lastWeekday = resolve(spec, last[1] ?? '');
  else if (nth) {
    const weekday = resolve(spec, nth[1] ?? '');
    const k = Number(nth[2]);
    if (k < 1 || k > 5) fail(spec, '# 后的序号必须在 1 到 5 之间');
    parts.nth = { weekday, nth: k };
  } else if (item.includes('L')) fail(spec, `L 前只能是单个星期（如 6L）："${item}"`);
  else if (item.includes('#')) fail(spec, `# 前只能是单个星期（如 6#3）："${item}"`);
  else return false;
  return true;
}

function parseItem(spec: CronFieldSpec, item: string, parts: FieldParts): void {
  checkCharacters(spec, item);
  if (spec.key === 'day' && parseDaySpecial(spec, item, parts)) return;
  if (spec.key === 'week' && parseWeekSpecial(spec, item, parts)) return;
  if (item === '*') return expand(spec, spec.min, fieldMax(spec), 1, parts.values);
  const stepped = /^(\*|[0-9A-Z]+)?\/(\d+)$/.exec(item);
  if (stepped) {
    const base = stepped[1];
    if (base && isName(base)) fail(spec, `英文名称不能与步长同时使用："${item}"`);
    const start = !base || base === '*' ? spec.min : resolve(spec, base);
    return expand(spec, start, fieldMax(spec), resolveStep(spec, stepped[2] ?? ''), parts.values);
  }
  const range = /^([0-9A-Z]+)-([0-9A-Z]+)(?:\/(\d+))?$/.exec(item);
  if (range) {
    const [, from = '', to = '', step] = range;
    if (isName(from) !== isName(to)) fail(spec, `区间两端须同为数字或同为英文名称："${item}"`);
    if (isName(from) && step !== undefined) fail(spec, `英文名称不能与步长同时使用："${item}"`);
    const start = resolve(spec, from);
    const stop = resolve(spec, to);
    return expand(spec, start, stop, step === undefined ? 1 : resolveStep(spec, step), parts.values);
  }
  if (/^[0-9A-Z]+$/.test(item)) {
    parts.values.add(resolve(spec, item));
    return;
  }
  fail(spec, `格式错误 "${item}"`);
}

function parseField(spec: CronFieldSpec, text: string): FieldParts {
  const parts: FieldParts = {
    values: new Set(),
    noSpec: false,
    lastDayOffsets: new Set(),
    nearestWeekdays: new Set(),
    lastNearestWeekdayOffsets: new Set(),
  };
  if (text === '?') {
    if (!isDayField(spec)) fail(spec, '? 只能用于日或周字段');
    parts.noSpec = true;
    return parts;
  }
  const items = text.split(',');
  for (const item of items) {
    if (item === '') fail(spec, '列表中不能有空项');
    parseItem(spec, item, parts);
  }
  if (spec.key === 'week' && items.length > 1) {
    // Quartz: "Support for specifying 'L' with other days of the week is not implemented"; a '#' item
    // is documented as standing alone too ("3#1,6#3" is not valid).
    if (parts.lastWeekday !== undefined || items.includes('L')) fail(spec, 'L 不能与其他值同时使用');
    if (parts.nth) fail(spec, '# 不能与其他值同时使用');
  }
  return parts;
}

const sorted = (values: Iterable<number>) => [...values].sort((a, b) => a - b);

function dayRule(day: FieldParts, week: FieldParts): CronDayRule {
  if (week.noSpec) {
    return {
      kind: 'dayOfMonth',
      days: sorted(day.values),
      lastDayOffsets: sorted(day.lastDayOffsets),
      nearestWeekdays: sorted(day.nearestWeekdays),
      lastNearestWeekdayOffsets: sorted(day.lastNearestWeekdayOffsets),
    };
  }
  if (week.lastWeekday !== undefined) return { kind: 'lastWeekdayOfMonth', weekday: week.lastWeekday };
  if (week.nth) return { kind: 'nthWeekdayOfMonth', ...week.nth };
  return { kind: 'dayOfWeek', weekdays: sorted(week.values) };
}

/** Parses a Quartz cron expression (case-insensitive) into a schedule, or a Chinese message naming the field. */
export function parseCron(expression: string): CronParseResult {
  const trimmed = expression.trim();
  if (!trimmed) return { ok: false, error: '表达式不能为空' };
  const texts = trimmed.toUpperCase().split(/\s+/);
  if (texts.length < 6 || texts.length > 7) return { ok: false, error: '表达式应有 6 或 7 个字段' };
  if (texts.length === 6) texts.push('*');
  try {
    const [second, minute, hour, day, month, week, year] = CRON_FIELDS.map((spec, i) =>
      parseField(spec, texts[i] ?? ''),
    ) as [FieldParts, FieldParts, FieldParts, FieldParts, FieldParts, FieldParts, FieldParts];
    if (day.noSpec === week.noSpec) return { ok: false, error: '日与周必须有且只有一个为 ?' };
    return {
      ok: true,
      schedule: {
        seconds: sorted(second.values),
        minutes: sorted(minute.values),
        hours: sorted(hour.values),
        months: sorted(month.values),
        years: sorted(year.values),
        day: dayRule(day, week),
      },
    };
  } catch (error) {
    if (error instanceof FieldError) return { ok: false, error: error.message };
    throw error;
  }
}
