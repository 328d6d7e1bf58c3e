/**
 * Turning request text into typed values for a column, with Chinese errors instead of database
 * errors. Filters and writes both come through here, so nothing reaches SQL unchecked.
 */
import { BizError } from '../http/envelope';
import type { ColumnKind } from './entity-table';

const INT_MAX = 2_147_483_647;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_RE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

function validDate(y: number, m: number, d: number): boolean {
  if (y < 1000 || y > 9999 || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** 'yyyy-MM-dd' when `text` is a real calendar date, else null. */
/** A body value that says nothing: absent, null or ''. */
export const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export function parseDateOnly(text: string): string | null {
  const m = DATE_RE.exec(text);
  return m && validDate(Number(m[1]), Number(m[2]), Number(m[3])) ? text : null;
}

/** 'yyyy-MM-dd HH:mm:ss' for a real date-time (seconds optional, 'T' allowed), else null. */
export function parseDateTime(text: string): string | null {
  const m = DATETIME_RE.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '00'].map(Number) as number[];
  if (!validDate(y!, mo!, d!) || h! > 23 || mi! > 59 || s! > 59) return null;
  return `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:${m[6] ?? '00'}`;
}

export function parseInteger(text: string): number | null {
  if (!/^[+-]?\d{1,10}$/.test(text.trim())) return null;
  const n = Number(text);
  return Math.abs(n) <= INT_MAX ? n : null;
}

export function parseNumber(text: string): number | null {
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d{1,3})?$/.test(text.trim())) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

export function parseBoolean(text: string): boolean | null {
  const t = text.trim().toLowerCase();
  if (['true', '1', 'y'].includes(t)) return true;
  if (['false', '0', 'n'].includes(t)) return false;
  return null;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000]/;

export function hasIllegalChars(text: string): boolean {
  return CONTROL.test(text);
}

function shown(raw: string): string {
  return raw.length > 40 ? `${raw.slice(0, 40)}…` : raw;
}

export function badFilterValue(label: string, raw: string): BizError {
  return new BizError(`查询条件「${label}」的值格式不正确：${shown(raw)}`);
}

/**
 * A filter value of a column. Date-only text on a date-time column becomes the start of the day,
 * or its end when `endOfDay` is set (ranges, `le`, `gt`).
 */
export function filterValue(kind: ColumnKind, raw: string, label: string, endOfDay = false): string | number | boolean {
  const text = raw.trim();
  if (hasIllegalChars(raw)) throw new BizError('查询条件包含非法字符');
  switch (kind) {
    case 'string':
      return raw;
    case 'integer': {
      const n = parseInteger(text);
      if (n === null) throw badFilterValue(label, raw);
      return n;
    }
    case 'number': {
      const n = parseNumber(text);
      if (n === null) throw badFilterValue(label, raw);
      return n;
    }
    case 'boolean': {
      const b = parseBoolean(text);
      if (b === null) throw badFilterValue(label, raw);
      return b;
    }
    case 'date': {
      const d = parseDateOnly(text.slice(0, 10));
      if (d === null || (text.length > 10 && parseDateTime(text) === null)) throw badFilterValue(label, raw);
      return d;
    }
    case 'datetime': {
      const day = parseDateOnly(text);
      if (day) return `${day} ${endOfDay ? '23:59:59' : '00:00:00'}`;
      const dt = parseDateTime(text);
      if (dt === null) throw badFilterValue(label, raw);
      return dt;
    }
  }
}

/** True when `raw` is a date without a time (so a date-time comparison should cover the whole day). */
export function isDateOnly(raw: string): boolean {
  return parseDateOnly(raw.trim()) !== null;
}

function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number'))
    return value.join(',');
  return null;
}

/**
 * A written value of a column: `undefined` leaves the column alone, `null` clears it.
 * Wrong types and sizes give Chinese errors naming the field.
 */
export function writeValue(kind: ColumnKind, value: unknown, label: string, maxLength?: number): unknown {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const text = asText(value);
  if (text === null) throw new BizError(`${label}的值格式不正确`);
  if (hasIllegalChars(text)) throw new BizError(`${label}包含非法字符`);
  switch (kind) {
    case 'string':
      if (maxLength !== undefined && [...text].length > maxLength)
        throw new BizError(`${label}长度不能超过${maxLength}个字符`);
      return text;
    case 'integer': {
      const n = parseInteger(text);
      if (n === null) throw new BizError(`${label}必须是整数`);
      return n;
    }
    case 'number': {
      const n = parseNumber(text);
      if (n === null) throw new BizError(`${label}必须是数字`);
      return n;
    }
    case 'boolean': {
      const b = parseBoolean(text);
      if (b === null) throw new BizError(`${label}的值格式不正确`);
      return b;
    }
    case 'date': {
      const d = parseDateOnly(text.trim().slice(0, 10));
      if (d === null) throw new BizError(`${label}日期格式不正确，应为YYYY-MM-DD`);
      return d;
    }
    case 'datetime': {
      const day = parseDateOnly(text.trim());
      const dt = day ? `${day} 00:00:00` : parseDateTime(text.trim());
      if (dt === null) throw new BizError(`${label}时间格式不正确，应为YYYY-MM-DD HH:mm:ss`);
      return dt;
    }
  }
}
