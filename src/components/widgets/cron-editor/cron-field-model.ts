import { CRON_DEFAULT_EXPRESSION, CRON_MAX_YEAR, MONTH_NAMES, WEEKDAY_NAMES, type CronFieldKey } from '@/domain/cron';

/**
 * The editor's model of one field: a mode plus the numbers of every
 * mode, read from and written back to the field's text. Pure functions, no React.
 */
export type CronMode =
  'unset' | 'every' | 'range' | 'loop' | 'work' | 'last' | 'lastOffset' | 'nth' | 'lastWeekday' | 'specify' | 'custom';

export interface ModeValues {
  rangeStart: number;
  rangeEnd: number;
  loopStart: number;
  loopInterval: number;
  workDay: number;
  lastOffset: number;
  nth: number;
  nthWeekday: number;
  lastWeekday: number;
  specified: number[];
}

export type NumberKey = Exclude<keyof ModeValues, 'specified'>;

export interface Bounds {
  min: number;
  max: number;
}

export interface FieldEditorSpec {
  key: CronFieldKey;
  /** Tab title: 秒 分 时 日 月 周 年. */
  label: string;
  /** Word after a number: 秒, 分, 时, 日, 月, 年 (the week uses named days instead). */
  unit: string;
  modes: readonly CronMode[];
  /** Whole-number bounds of each input (see BOUNDS below). */
  bounds: Partial<Record<NumberKey, Bounds>>;
  /** Values offered by 指定 (and by the week's day pickers). */
  options: readonly { value: number; label: string }[];
  defaults: () => ModeValues;
}

const b = (min: number, max: number): Bounds => ({ min, max });
const numbers = (min: number, max: number, suffix = '') =>
  Array.from({ length: max - min + 1 }, (_, i) => ({ value: min + i, label: `${min + i}${suffix}` }));

/** 周日…周六 shown, Quartz 1 (Sunday) … 7 (Saturday) emitted. */
export const WEEKDAY_OPTIONS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'].map((label, i) => ({
  value: i + 1,
  label,
}));

const values = (patch: Partial<ModeValues>): ModeValues => ({
  rangeStart: 0,
  rangeEnd: 0,
  loopStart: 0,
  loopInterval: 1,
  workDay: 1,
  lastOffset: 1,
  nth: 1,
  nthWeekday: 2,
  lastWeekday: 6,
  specified: [],
  ...patch,
});

const TIME_MODES: readonly CronMode[] = ['every', 'range', 'loop', 'specify'];

/**
 * Bounds follow JeecgBoot's editor where they agree with Quartz; interpreted ones:
 * - minutes: every-N "1-60" and range start "1-60" → 1–59 and 0–59 (60 is no minute, a step of 60 is
 *   rejected by Quartz, and the editor's own range default starts at 0);
 * - hours: the interval is 1–23 (a step of 0 is invalid); months: the interval "0-12" → 1–12;
 * - day: last-days-before-month-end "1-31" → 1–30 (Quartz L-n allows n ≤ 30);
 * - years: start and range "2019-2119" → 2019 to the current year + 100, what Quartz and validateCron accept
 *   (the default range is the current year to the current year + 100).
 */
export const FIELD_SPECS: Readonly<Record<CronFieldKey, FieldEditorSpec>> = {
  second: {
    key: 'second',
    label: '秒',
    unit: '秒',
    modes: TIME_MODES,
    bounds: { rangeStart: b(1, 59), rangeEnd: b(0, 59), loopStart: b(0, 59), loopInterval: b(1, 59) },
    options: numbers(0, 59),
    defaults: () => values({ rangeStart: 1, rangeEnd: 59 }),
  },
  minute: {
    key: 'minute',
    label: '分',
    unit: '分',
    modes: TIME_MODES,
    bounds: { rangeStart: b(0, 59), rangeEnd: b(0, 59), loopStart: b(0, 59), loopInterval: b(1, 59) },
    options: numbers(0, 59),
    defaults: () => values({ rangeStart: 0, rangeEnd: 59 }),
  },
  hour: {
    key: 'hour',
    label: '时',
    unit: '时',
    modes: TIME_MODES,
    bounds: { rangeStart: b(0, 23), rangeEnd: b(0, 23), loopStart: b(0, 23), loopInterval: b(1, 23) },
    options: numbers(0, 23),
    defaults: () => values({ rangeStart: 0, rangeEnd: 23 }),
  },
  day: {
    key: 'day',
    label: '日',
    unit: '日',
    modes: ['unset', 'every', 'range', 'loop', 'work', 'last', 'lastOffset', 'specify'],
    bounds: {
      rangeStart: b(1, 31),
      rangeEnd: b(1, 31),
      loopStart: b(1, 31),
      loopInterval: b(1, 31),
      workDay: b(1, 31),
      lastOffset: b(1, 30),
    },
    options: numbers(1, 31),
    defaults: () => values({ rangeStart: 1, rangeEnd: 31, loopStart: 1 }),
  },
  month: {
    key: 'month',
    label: '月',
    unit: '月',
    modes: TIME_MODES,
    bounds: { rangeStart: b(1, 12), rangeEnd: b(1, 12), loopStart: b(1, 12), loopInterval: b(1, 12) },
    options: numbers(1, 12, '月'),
    defaults: () => values({ rangeStart: 1, rangeEnd: 12, loopStart: 1 }),
  },
  week: {
    key: 'week',
    label: '周',
    unit: '',
    modes: ['unset', 'every', 'range', 'loop', 'nth', 'lastWeekday', 'specify'],
    bounds: {
      rangeStart: b(1, 7),
      rangeEnd: b(1, 7),
      loopStart: b(1, 7),
      loopInterval: b(1, 7),
      nth: b(1, 5),
      nthWeekday: b(1, 7),
      lastWeekday: b(1, 7),
    },
    options: WEEKDAY_OPTIONS,
    defaults: () => values({ rangeStart: 2, rangeEnd: 6, loopStart: 2 }),
  },
  year: {
    key: 'year',
    label: '年',
    unit: '年',
    modes: ['unset', 'every', 'range', 'loop'],
    bounds: {
      rangeStart: b(2019, CRON_MAX_YEAR),
      rangeEnd: b(2019, CRON_MAX_YEAR),
      loopStart: b(2019, CRON_MAX_YEAR),
      loopInterval: b(1, 99),
    },
    options: [],
    defaults: () => {
      const now = new Date().getFullYear();
      return values({ rangeStart: now, rangeEnd: now + 100, loopStart: now });
    },
  },
};

export const FIELD_KEYS: readonly CronFieldKey[] = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'];

export interface FieldReading {
  mode: CronMode;
  values: Partial<ModeValues>;
}

const FIELD_MIN: Record<CronFieldKey, number> = {
  second: 0,
  minute: 0,
  hour: 0,
  day: 1,
  month: 1,
  week: 1,
  year: 1970,
};

function toNumber(key: CronFieldKey, token: string): number | undefined {
  if (/^\d+$/.test(token)) return Number(token);
  if (key === 'month') return MONTH_NAMES[token];
  if (key === 'week') return WEEKDAY_NAMES[token];
  return undefined;
}

/** Reads a field's text into the mode the tabs show; anything the tabs cannot express is `custom`. */
export function readField(key: CronFieldKey, text: string): FieldReading {
  const t = text.trim().toUpperCase();
  const custom: FieldReading = { mode: 'custom', values: {} };
  if (t === '') return key === 'year' ? { mode: 'unset', values: {} } : custom;
  if (t === '?') return key === 'day' || key === 'week' ? { mode: 'unset', values: {} } : custom;
  if (t === '*') return { mode: 'every', values: {} };
  const num = (token: string | undefined) => (token === undefined ? undefined : toNumber(key, token));
  if (key === 'day') {
    if (t === 'L') return { mode: 'last', values: {} };
    let m = /^(\d+)W$/.exec(t);
    if (m) return { mode: 'work', values: { workDay: Number(m[1]) } };
    if ((m = /^L-(\d+)$/.exec(t))) return { mode: 'lastOffset', values: { lastOffset: Number(m[1]) } };
  }
  if (key === 'week') {
    if (t === 'L') return { mode: 'specify', values: { specified: [7] } };
    const last = /^(\w+)L$/.exec(t);
    const lastWeekday = num(last?.[1]);
    if (lastWeekday !== undefined) return { mode: 'lastWeekday', values: { lastWeekday } };
    const nth = /^(\w+)#(\d)$/.exec(t);
    const nthWeekday = num(nth?.[1]);
    if (nth && nthWeekday !== undefined) return { mode: 'nth', values: { nthWeekday, nth: Number(nth[2]) } };
  }
  let m = /^(\w+)-(\w+)$/.exec(t);
  if (m) {
    const [rangeStart, rangeEnd] = [num(m[1]), num(m[2])];
    return rangeStart === undefined || rangeEnd === undefined
      ? custom
      : { mode: 'range', values: { rangeStart, rangeEnd } };
  }
  if ((m = /^(\*|\d+)\/(\d+)$/.exec(t))) {
    const loopStart = m[1] === '*' ? FIELD_MIN[key] : Number(m[1]);
    return { mode: 'loop', values: { loopStart, loopInterval: Number(m[2]) } };
  }
  if (key !== 'year' && /^\w+(,\w+)*$/.test(t)) {
    const list = t.split(',').map((token) => num(token));
    if (list.every((v): v is number => v !== undefined)) {
      return { mode: 'specify', values: { specified: [...new Set(list)].sort((x, y) => x - y) } };
    }
  }
  return custom;
}

/** Writes a mode and its numbers as the field's text (the year's 不设置 is an empty text: no year field). */
export function buildField(key: CronFieldKey, mode: CronMode, v: ModeValues, customText = ''): string {
  switch (mode) {
    case 'unset':
      return key === 'year' ? '' : '?';
    case 'every':
      return '*';
    case 'range':
      return `${v.rangeStart}-${v.rangeEnd}`;
    case 'loop':
      return `${v.loopStart}/${v.loopInterval}`;
    case 'work':
      return `${v.workDay}W`;
    case 'last':
      return 'L';
    case 'lastOffset':
      return `L-${v.lastOffset}`;
    case 'nth':
      return `${v.nthWeekday}#${v.nth}`;
    case 'lastWeekday':
      return `${v.lastWeekday}L`;
    case 'specify':
      return [...new Set(v.specified)].sort((x, y) => x - y).join(',');
    case 'custom':
      return customText;
  }
}

export type CronFieldTexts = Record<CronFieldKey, string>;

/** Splits an expression into field texts; missing fields take the defaults of `* * * * * ? *` (no year). */
export function splitExpression(expression: string): CronFieldTexts {
  const parts = expression.trim().split(/\s+/).filter(Boolean);
  const source = parts.length ? parts : CRON_DEFAULT_EXPRESSION.split(' ');
  const fallback = ['*', '*', '*', '*', '*', '?', ''];
  const texts = {} as CronFieldTexts;
  FIELD_KEYS.forEach((key, i) => {
    texts[key] = source[i] ?? fallback[i] ?? '';
  });
  return texts;
}

export function joinExpression(texts: CronFieldTexts): string {
  return FIELD_KEYS.map((key) => texts[key])
    .filter((text, i) => i < 6 || text !== '')
    .join(' ');
}

/**
 * Day and week exclude each other: setting one forces the other to `?`; clearing one (不设置) while the
 * other is `?` sets the other to `*`, so the expression stays valid.
 */
export function withField(texts: CronFieldTexts, key: CronFieldKey, text: string): CronFieldTexts {
  const next = { ...texts, [key]: text };
  const other = key === 'day' ? 'week' : key === 'week' ? 'day' : undefined;
  if (other) next[other] = text !== '?' ? '?' : texts[other] === '?' ? '*' : texts[other];
  return next;
}
