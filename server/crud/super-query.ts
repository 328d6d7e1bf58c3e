/**
 * `superQueryParams`: a URL-encoded JSON array of {field, rule, val, type?, dbType?},
 * combined with `superQueryMatchType` and/or and wrapped in parentheses. Fields must be queryable
 * properties of the entity; anything malformed is a Chinese error, never SQL.
 */
import { and, or, type SQL } from 'drizzle-orm';
import { BizError } from '../http/envelope';
import { compare, type Rule } from './conditions';
import { findQueryable, type EntityTable } from './entity-table';

export const SUPER_QUERY_FORMAT_MESSAGE = '高级查询参数格式不正确';
const MAX_CONDITIONS = 50;

const RULES: Record<string, Rule> = {
  eq: 'eq',
  '=': 'eq',
  like: 'like',
  right_like: 'right_like',
  left_like: 'left_like',
  in: 'in',
  ne: 'ne',
  '!=': 'ne',
  '<>': 'ne',
  gt: 'gt',
  '>': 'gt',
  ge: 'ge',
  '>=': 'ge',
  lt: 'lt',
  '<': 'lt',
  le: 'le',
  '<=': 'le',
};

function parseJson(raw: string): unknown {
  const attempts: (() => string)[] = [() => decodeURIComponent(raw), () => raw];
  for (const attempt of attempts) {
    try {
      return JSON.parse(attempt());
    } catch {
      /* try the next form */
    }
  }
  throw new BizError(SUPER_QUERY_FORMAT_MESSAGE);
}

function valueText(val: unknown): string | string[] | null {
  if (val === null || val === undefined) return null;
  if (typeof val === 'string') return val;
  if (typeof val === 'number' || typeof val === 'boolean') return String(val);
  if (Array.isArray(val) && val.every((v) => ['string', 'number'].includes(typeof v))) return val.map(String);
  throw new BizError(SUPER_QUERY_FORMAT_MESSAGE);
}

export function superQueryCondition(et: EntityTable, params: unknown, matchType: unknown): SQL | undefined {
  if (params === undefined || params === null || params === '') return undefined;
  if (typeof params !== 'string') throw new BizError(SUPER_QUERY_FORMAT_MESSAGE);
  const parsed = parseJson(params);
  if (!Array.isArray(parsed)) throw new BizError(SUPER_QUERY_FORMAT_MESSAGE);
  if (parsed.length > MAX_CONDITIONS) throw new BizError('高级查询条件过多');
  const conditions: SQL[] = [];
  for (const item of parsed) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw new BizError(SUPER_QUERY_FORMAT_MESSAGE);
    const { field, rule, val } = item as Record<string, unknown>;
    const value = valueText(val);
    // Empty rows are dropped, as JeecgBoot does.
    if (!field || !rule || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (typeof field !== 'string' || typeof rule !== 'string') throw new BizError(SUPER_QUERY_FORMAT_MESSAGE);
    const info = findQueryable(et, field);
    if (!info) throw new BizError(`高级查询字段不存在：${field.slice(0, 40)}`);
    const mapped = RULES[rule.trim().toLowerCase()];
    if (!mapped) throw new BizError(`高级查询规则不正确：${rule.slice(0, 20)}`);
    const condition = compare(info, mapped, value);
    if (condition) conditions.push(condition);
  }
  if (conditions.length === 0) return undefined;
  const useOr = typeof matchType === 'string' && matchType.trim().toLowerCase() === 'or';
  return useOr ? or(...conditions) : and(...conditions);
}
