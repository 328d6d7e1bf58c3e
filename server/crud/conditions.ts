/**
 * One comparison on one column, as QueryGenerator's rules: eq, ne, gt, ge, lt, le,
 * in, like, left_like, right_like, plus the multi-select `,a,b,` form (like_or). Every value is a
 * bound parameter; like patterns escape `\`, `%` and `_`. Date-only values on date-time columns
 * mean the whole day.
 */
import { and, eq, gt, gte, inArray, like, lt, lte, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { BizError } from '../http/envelope';
import type { ColumnInfo } from './entity-table';
import { filterValue, isDateOnly } from './values';

export type Rule = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'in' | 'like' | 'left_like' | 'right_like' | 'like_or';

/** At most this many values in one `in` list. */
export const MAX_IN_VALUES = 1000;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function textOf(info: ColumnInfo): SQL {
  return info.kind === 'string' ? sql`${info.column}` : sql`cast(${info.column} as text)`;
}

function likeCondition(info: ColumnInfo, pattern: string): SQL {
  return info.kind === 'string' ? like(info.column, pattern) : sql`${textOf(info)} like ${pattern}`;
}

/** The whole-day bounds of a date-only value on a date-time column. */
function dayBounds(info: ColumnInfo, raw: string): [string, string] | null {
  if (info.kind !== 'datetime' || !isDateOnly(raw)) return null;
  return [filterValue('datetime', raw, info.label), filterValue('datetime', raw, info.label, true)] as [string, string];
}

export function compare(info: ColumnInfo, rule: Rule, raw: string | string[]): SQL | undefined {
  const col = info.column;
  if (Array.isArray(raw) || rule === 'in' || rule === 'like_or') {
    const list = (Array.isArray(raw) ? raw : raw.split(',')).map((v) => v.trim()).filter((v) => v !== '');
    if (list.length === 0) return undefined;
    if (list.length > MAX_IN_VALUES) throw new BizError(`查询条件「${info.label}」的值过多`);
    if (rule === 'like_or') return or(...list.map((v) => likeCondition(info, `%${escapeLike(v)}%`)));
    if (rule !== 'in' && rule !== 'eq') return compare(info, rule, list[0]!);
    return inArray(
      col,
      list.map((v) => filterValue(info.kind, v, info.label)),
    );
  }
  switch (rule) {
    case 'like':
      return likeCondition(info, `%${escapeLike(raw)}%`);
    case 'left_like':
      return likeCondition(info, `%${escapeLike(raw)}`);
    case 'right_like':
      return likeCondition(info, `${escapeLike(raw)}%`);
    case 'eq': {
      const day = dayBounds(info, raw);
      if (day) return and(gte(col, day[0]), lte(col, day[1]));
      return eq(col, filterValue(info.kind, raw, info.label));
    }
    case 'ne': {
      const day = dayBounds(info, raw);
      if (day) return not(and(gte(col, day[0]), lte(col, day[1]))!);
      return ne(col, filterValue(info.kind, raw, info.label));
    }
    case 'gt':
      return gt(col, filterValue(info.kind, raw, info.label, true));
    case 'ge':
      return gte(col, filterValue(info.kind, raw, info.label));
    case 'lt':
      return lt(col, filterValue(info.kind, raw, info.label));
    case 'le':
      return lte(col, filterValue(info.kind, raw, info.label, true));
  }
}

/**
 * The rule a plain list parameter's value asks for (QueryGenerator.convert2Rule) and the value
 * left once its markers are removed.
 */
export function ruleOfValue(value: string): { rule: Rule; value: string } {
  const val = value.trim();
  const symbol2 = val.length >= 3 && val[2] === ' ' ? val.slice(0, 2) : '';
  const symbol1 = val.length >= 2 && val[1] === ' ' ? val.slice(0, 1) : '';
  const symbols: Record<string, Rule> = { '>=': 'ge', '<=': 'le', '!=': 'ne', '>': 'gt', '<': 'lt', '=': 'eq' };
  if (symbols[symbol2]) return { rule: symbols[symbol2]!, value: val.slice(3).trim() };
  if (symbols[symbol1]) return { rule: symbols[symbol1]!, value: val.slice(2).trim() };
  if (val === '*') return { rule: 'eq', value: '*' };
  if (val.includes('*')) {
    const starts = val.startsWith('*');
    const ends = val.endsWith('*');
    const inner = val.replace(/^\*/, '').replace(/\*$/, '');
    if (starts && ends) return { rule: 'like', value: inner };
    if (starts) return { rule: 'left_like', value: inner };
    if (ends) return { rule: 'right_like', value: inner };
  }
  if (val.length > 1 && val.startsWith(',') && val.endsWith(',')) return { rule: 'like_or', value: val };
  if (val.includes(',')) return { rule: 'in', value: val };
  if (val.startsWith('!')) return { rule: 'ne', value: val.slice(1) };
  if (val.indexOf('++') > 0) return { rule: 'eq', value: val.replaceAll('++', ',') };
  return { rule: 'eq', value: val };
}
