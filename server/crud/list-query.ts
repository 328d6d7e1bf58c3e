/**
 * JeecgBoot's list conventions for one entity: plain field filters (value forms), `_begin`
 * / `_end` ranges, `_MultiString`, superQuery, sort (`column` / `order`, default createTime desc)
 * and paging, answering the MyBatis-Plus page `{records, total, size, current, pages}`.
 */
import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PageResult } from '../../src/domain/api';
import type { AppContext } from '../context';
import { BizError } from '../http/envelope';
import { compare, MAX_IN_VALUES, ruleOfValue } from './conditions';
import { bookmarkable, bookmarkedPage, type ListSort } from './list-bookmarks';
import { findQueryable, toRecord, type EntityTable } from './entity-table';
import { superQueryCondition } from './super-query';
import { filterValue, hasIllegalChars } from './values';

/** Parameters that are never field filters. */
const RESERVED = new Set([
  'class',
  'ids',
  'page',
  'rows',
  'sort',
  'order',
  'column',
  'pageNo',
  'pageSize',
  'field',
  'superQueryParams',
  'superQueryMatchType',
  'selections',
  '_t',
  'token',
]);

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;
const MAX_PAGE_NO = 10_000_000;

export type Query = Record<string, unknown>;

/** A request's query parameters. */
export const queryOf = (request: { query?: unknown }): Query => (request.query ?? {}) as Query;

export const EXPORT_PARAMS_MESSAGE = '导出参数格式不正确';

/**
 * An export's query: its own parameters, or — JeecgBoot's second export (大数据导出) — the list's parameters as one
 * JSON object in `paramsStr` (text, number or true/false values only), beside the token.
 */
export function exportQueryOf(request: { query?: unknown }): Query {
  const { paramsStr, ...query } = queryOf(request);
  if (paramsStr === undefined || paramsStr === '') return query;
  let parsed: unknown;
  try {
    parsed = typeof paramsStr === 'string' ? JSON.parse(paramsStr) : null;
  } catch {
    throw new BizError(EXPORT_PARAMS_MESSAGE);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BizError(EXPORT_PARAMS_MESSAGE);
  const params: Query = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (value === null || value === undefined) continue;
    if (!['string', 'number', 'boolean'].includes(typeof value)) throw new BizError(EXPORT_PARAMS_MESSAGE);
    params[key] = String(value);
  }
  return { ...params, ...query };
}

export interface ListOptions {
  /** More conditions (special filters of a screen, e.g. the user's departId). */
  where?: (SQL | undefined)[];
  /** Parameter names the caller handles itself. */
  ignore?: string[];
  /** The version of the rows' data, when they have one: deep pages then start at kept bookmarks (list-bookmarks). */
  version?: string;
}

/** First string of a query value (repeated parameters come as arrays). */
export function param(query: Query, name: string): string | undefined {
  const value = query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : typeof first === 'number' ? String(first) : undefined;
}

export function softDeleteCondition(et: EntityTable): SQL | undefined {
  const delFlag = et.columns.delFlag;
  if (!et.def.softDelete || !delFlag) return undefined;
  return eq(delFlag, delFlag.dataType === 'number' ? 0 : '0');
}

function plainFilters(et: EntityTable, query: Query, ignore: Set<string>): SQL[] {
  const out: SQL[] = [];
  for (const key of Object.keys(query)) {
    if (RESERVED.has(key) || ignore.has(key)) continue;
    const raw = param(query, key);
    if (raw === undefined || raw.trim() === '') continue;
    const range = /^(.+)_(begin|end)$/.exec(key);
    const multi = /^(.+)_MultiString$/.exec(key);
    const info = findQueryable(et, range?.[1] ?? multi?.[1] ?? key);
    // Unknown names are ignored, as JeecgBoot ignores parameters that are not entity properties.
    if (!info) continue;
    if (hasIllegalChars(raw)) throw new BizError('查询条件包含非法字符');
    let condition: SQL | undefined;
    if (range) condition = compare(info, range[2] === 'begin' ? 'ge' : 'le', raw.trim());
    else if (multi) condition = compare(info, 'in', raw);
    else {
      const { rule, value } = ruleOfValue(raw);
      if (value === '' && rule !== 'eq') continue;
      condition = compare(info, rule, value);
    }
    if (condition) out.push(condition);
  }
  return out;
}

/** The where clause of a list (or export) request. */
export function listWhere(et: EntityTable, query: Query, options: ListOptions = {}): SQL | undefined {
  const ignore = new Set(options.ignore ?? []);
  const conditions = [
    softDeleteCondition(et),
    ...plainFilters(et, query, ignore),
    superQueryCondition(et, param(query, 'superQueryParams'), param(query, 'superQueryMatchType')),
    ...(options.where ?? []),
  ].filter((c): c is SQL => c !== undefined);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** ORDER BY from `column` / `order`; unknown columns get JeecgBoot's message. */
/** A list's sort: `column` / `order`, else the definition's default; the id last, so paging is stable. */
export function listSort(et: EntityTable, query: Query): ListSort {
  const columnParam = param(query, 'column')?.trim();
  const orderParam = param(query, 'order') ?? '';
  let columns: PgColumn[];
  let ascending: boolean;
  if (columnParam) {
    ascending = orderParam.toLowerCase().includes('asc');
    columns = columnParam
      .split(',')
      .map((c) => c.trim().replace(/_dictText$/, ''))
      .filter(Boolean)
      .map((name) => {
        const info = findQueryable(et, name);
        if (!info) throw new BizError(`请注意，将要排序的列字段不存在：${name.slice(0, 40)}`);
        return info.column as PgColumn;
      });
  } else {
    const fallback = et.def.defaultSort ?? { column: et.columns.createTime ? 'createTime' : 'id', order: 'desc' };
    const info = findQueryable(et, fallback.column);
    columns = info ? [info.column as PgColumn] : [];
    ascending = fallback.order === 'asc';
  }
  if (!columns.includes(et.idColumn as PgColumn)) columns.push(et.idColumn as PgColumn);
  return { columns, ascending };
}

export function listOrder(et: EntityTable, query: Query): SQL[] {
  const { columns, ascending } = listSort(et, query);
  return columns.map((c) => (ascending ? asc(c) : desc(c)));
}

/**
 * The paging parameters of a list. A query value is text, so the schema only refuses a repeated parameter (a list);
 * text that is not a positive integer falls back to page 1 / 10 rows and larger values are capped (paging below),
 * as before. `integer` comes first because it is what the parameter means (the refusal says 应为整数).
 */
export const LIST_QUERY_SCHEMA = {
  type: 'object',
  properties: {
    pageNo: { title: '页码', type: ['integer', 'string'] },
    pageSize: { title: '每页条数', type: ['integer', 'string'] },
  },
} as const;

function positiveInt(text: string | undefined, fallback: number, max: number): number {
  const n = text === undefined ? Number.NaN : Number.parseInt(text, 10);
  if (!Number.isFinite(n) || n < 1) return fallback;
  return Math.min(n, max);
}

export function paging(query: Query): { pageNo: number; pageSize: number } {
  return {
    pageNo: positiveInt(param(query, 'pageNo'), 1, MAX_PAGE_NO),
    pageSize: positiveInt(param(query, 'pageSize'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}

export async function listPage(
  ctx: AppContext,
  et: EntityTable,
  query: Query,
  options: ListOptions = {},
): Promise<PageResult<Record<string, unknown>>> {
  const where = listWhere(et, query, options);
  const sort = listSort(et, query);
  const order = listOrder(et, query);
  const { pageNo, pageSize } = paging(query);
  const offset = (pageNo - 1) * pageSize;
  const rowsAfter = (after: SQL | undefined, skip: number) =>
    ctx.db
      .select()
      .from(et.table)
      .where(and(where, after))
      .orderBy(...order)
      .limit(pageSize)
      .offset(skip);
  let total: number;
  let rows: unknown[];
  if (options.version !== undefined && bookmarkable(where, sort)) {
    const page = { table: sql`${et.table}`, where, sort, version: options.version, offset };
    ({ total, rows } = await bookmarkedPage(ctx.db, page, rowsAfter));
  } else {
    const [totalRow] = await ctx.db.select({ n: count() }).from(et.table).where(where);
    total = Number(totalRow?.n ?? 0);
    rows = total > offset ? await rowsAfter(undefined, offset) : [];
  }
  const pages = Math.ceil(total / pageSize);
  return {
    records: rows.map((r) => toRecord(et, r as Record<string, unknown>)),
    total,
    size: pageSize,
    current: pageNo,
    pages,
  };
}

/** An export's conditions: the list's, limited to `selections` when given. */
function exportWhere(et: EntityTable, query: Query, options: ListOptions): SQL | undefined {
  const selections = (param(query, 'selections') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (selections.length > MAX_IN_VALUES * 10) throw new BizError('选择的数据过多');
  const ids = selections.map((s) => filterValue(et.idKind, s, 'ID'));
  return listWhere(et, query, {
    ...options,
    where: [...(options.where ?? []), ids.length > 0 ? inArray(et.idColumn, ids) : undefined],
  });
}

/**
 * The rows of a large export, `size` at a time in the list's order, at most `limit`: each batch starts after the
 * last row of the one before (its sort key, on the sort's index) where the sort columns are never null, else at an
 * offset. An export streams them out; memory holds one batch (docs/performance.md "National size").
 */
export async function* exportBatches(
  ctx: AppContext,
  et: EntityTable,
  query: Query,
  options: ListOptions,
  { size, limit }: { size: number; limit: number },
): AsyncGenerator<Record<string, unknown>[]> {
  const where = exportWhere(et, query, options);
  const sort = listSort(et, query);
  const order = listOrder(et, query);
  const columns = getTableColumns(et.table) as Record<string, PgColumn>;
  const props = sort.columns.map((c) => Object.keys(columns).find((p) => columns[p] === c)!);
  const keyset = sort.columns.every((c) => c.notNull);
  let after: SQL | undefined;
  for (let read = 0; read < limit;) {
    const rows = (await ctx.db
      .select()
      .from(et.table)
      .where(and(where, after))
      .orderBy(...order)
      .limit(Math.min(size, limit - read))
      .offset(keyset ? 0 : read)) as Record<string, unknown>[];
    if (rows.length === 0) return;
    read += rows.length;
    const last = rows[rows.length - 1]!;
    after = sql`(${sql.join(sort.columns, sql`, `)}) ${sort.ascending ? sql`>` : sql`<`} (${sql.join(
      sort.columns.map((c, i) => sql`${String(last[props[i]!])}::${sql.raw(c.getSQLType())}`),
      sql`, `,
    )})`;
    yield rows.map((r) => toRecord(et, r));
    if (rows.length < size) return;
  }
}

/** Rows of an export: the same filters and sort, limited to `selections` when given. */
export async function exportRows(
  ctx: AppContext,
  et: EntityTable,
  query: Query,
  options: ListOptions,
  limit: number,
): Promise<Record<string, unknown>[]> {
  const where = exportWhere(et, query, options);
  const rows = await ctx.db
    .select()
    .from(et.table)
    .where(where)
    .orderBy(...listOrder(et, query))
    .limit(limit);
  return rows.map((r) => toRecord(et, r as Record<string, unknown>));
}
