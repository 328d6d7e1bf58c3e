/**
 * Table dictionaries (`table,text,code[,condition]`): only tables and columns named by
 * an entity definition's dictCode or by the explicit allow-list below can be read, never a secret
 * column, and soft-deleted rows never show. The optional condition is kept only in the safe form
 * `column=value` / `column!=value [and …]` on allowed columns (bound values), then an optional `order by`; anything
 * else is refused (a dropped condition would widen the answer).
 */
import { and, asc, desc, eq, getTableColumns, ilike, inArray, ne, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DictItem } from '../../src/domain/session-types';
import { ENTITIES } from '../../src/domain/entities';
import type { AppContext } from '../context';
import { columnKind, SECRET_COLUMN } from '../crud/entity-table';
import { escapeLike } from '../crud/conditions';
import { filterValue } from '../crud/values';
import {
  cpcCollege,
  cpcCollegeProgramme,
  cpcOrganization,
  cpcPaper,
  cpcFolder,
  cpcTest,
  sysCategory,
  sysDepart,
  sysDict,
  sysPermission,
  sysPosition,
  sysRole,
  sysTenant,
  sysUser,
} from '../db/schema';
import { BizError } from '../http/envelope';

export const DICT_CODE_FORMAT_MESSAGE = '字典Code格式不正确！';
export const DICT_TABLE_DENIED_MESSAGE = '该字典表或字段不允许访问！';

const TABLES: Record<string, PgTable> = {
  sys_user: sysUser,
  sys_depart: sysDepart,
  sys_position: sysPosition,
  sys_role: sysRole,
  sys_tenant: sysTenant,
  sys_category: sysCategory,
  sys_dict: sysDict,
  sys_permission: sysPermission,
  // Business pickers: only the names the definitions' dictionaries read (org_name, college_name, name).
  cpc_organization: cpcOrganization,
  cpc_college: cpcCollege,
  cpc_college_programme: cpcCollegeProgramme,
  // 试卷: the paper names of the topic list (its 试卷 column and filter).
  cpc_paper: cpcPaper,
  // 考试: the test names of activities, grades and trainings.
  cpc_test: cpcTest,
  // 文档目录: the folder names of the file list.
  cpc_folder: cpcFolder,
};

/** Explicit allow-list (JSON property names). */
const ALLOW_LIST: Record<string, string[]> = {
  sys_user: ['realname', 'username', 'id'],
  sys_depart: ['departName', 'orgCode', 'id', 'parentId'],
  sys_position: ['name', 'code', 'id'],
  sys_role: ['roleName', 'roleCode', 'id'],
  sys_tenant: ['name', 'id', 'status'],
  sys_category: ['name', 'code', 'id', 'pid', 'hasChild'],
  sys_dict: ['dictName', 'dictCode', 'id'],
  sys_permission: ['name', 'id', 'parentId', 'leaf'],
  cpc_paper: ['paperName', 'id'],
  cpc_test: ['testName', 'id'],
  cpc_folder: ['name', 'id'],
};

/** Tables a dictionary may never name, whatever the lists say. */
const DENIED_TABLES = new Set([
  'sys_session',
  'sys_captcha',
  'sys_sms_code',
  'sys_login_attempt',
  'sys_rate_limit',
  'cpc_statistics_cache',
  'schema_migrations',
]);

function propOf(table: PgTable, name: string): string | undefined {
  const columns = getTableColumns(table) as Record<string, Column>;
  if (columns[name]) return name;
  return Object.entries(columns).find(([, c]) => c.name === name)?.[0];
}

function buildAllowed(): Map<string, Set<string>> {
  const allowed = new Map<string, Set<string>>();
  const add = (table: string, prop: string) => {
    if (DENIED_TABLES.has(table) || !TABLES[table] || SECRET_COLUMN.test(prop))
      throw new Error(`table dictionary may not read ${table}.${prop}`);
    allowed.set(table, (allowed.get(table) ?? new Set()).add(prop));
  };
  for (const [table, props] of Object.entries(ALLOW_LIST)) for (const p of props) add(table, p);
  for (const entity of ENTITIES)
    for (const field of entity.fields) {
      const parts = field.dictCode?.split(',').map((s) => s.trim());
      if (!parts || parts.length < 3) continue;
      const table = TABLES[parts[0]!];
      if (!table) throw new Error(`entity ${entity.name}: unknown dictionary table ${parts[0]}`);
      for (const name of parts.slice(1, 3)) {
        const prop = propOf(table, name);
        if (!prop) throw new Error(`entity ${entity.name}: unknown dictionary column ${name}`);
        add(parts[0]!, prop);
      }
    }
  return allowed;
}

const ALLOWED = buildAllowed();

export interface TableRef {
  tableName: string;
  table: PgTable;
  columns: Record<string, PgColumn>;
}

export function allowedTable(name: string): TableRef {
  const table = TABLES[name.trim()];
  if (!table || !ALLOWED.has(name.trim())) throw new BizError(DICT_TABLE_DENIED_MESSAGE);
  return { tableName: name.trim(), table, columns: getTableColumns(table) as Record<string, PgColumn> };
}

/** An allowed column of an allowed table, by property or column name. */
export function allowedColumn(ref: TableRef, name: string): PgColumn {
  const prop = propOf(ref.table, name.trim());
  if (!prop || !ALLOWED.get(ref.tableName)?.has(prop)) throw new BizError(DICT_TABLE_DENIED_MESSAGE);
  return ref.columns[prop]!;
}

export function liveRows(ref: TableRef): SQL | undefined {
  const delFlag = ref.columns.delFlag;
  return delFlag ? eq(delFlag, delFlag.dataType === 'number' ? 0 : '0') : undefined;
}

export const DICT_CONDITION_MESSAGE =
  '字典条件不合法：只支持「字段=值」「字段!=值」，多个条件用 and 连接，可加 order by 字段';

/** A dictionary condition: what it keeps and the order it asks for. */
export interface DictCondition {
  where?: SQL;
  order?: SQL;
}

const COMPARISON = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(=|!=|<>)\s*(?:'([^'\\]*)'|"([^"\\]*)"|([A-Za-z0-9_.-]+))\s*$/;
const ORDER_BY = /\s+order\s+by\s+([A-Za-z_][A-Za-z0-9_]*)(?:\s+(asc|desc))?\s*$/i;

/**
 * `column=value` or `column!=value` (`<>`) on allowed columns, joined by `and`, optionally followed by
 * `order by column [asc|desc]` on any column of the table but a secret one (the stock 组件示例 asks for
 * `username!='admin' order by create_time`); values are bound. Anything else is refused with DICT_CONDITION_MESSAGE.
 */
export function safeCondition(ref: TableRef, text: string | undefined): DictCondition {
  const trimmed = ` ${text ?? ''}`.trimEnd();
  if (!trimmed.trim()) return {};
  const orderBy = ORDER_BY.exec(trimmed);
  const filter = orderBy ? trimmed.slice(0, orderBy.index) : trimmed;
  const out: SQL[] = [];
  if (filter.trim()) {
    for (const part of filter.split(/\s+and\s+/i)) {
      const m = COMPARISON.exec(part);
      if (!m) throw new BizError(DICT_CONDITION_MESSAGE);
      try {
        const column = allowedColumn(ref, m[1]!);
        const value = filterValue(columnKind(column), m[3] ?? m[4] ?? m[5] ?? '', m[1]!);
        out.push(m[2] === '=' ? eq(column, value) : ne(column, value));
      } catch {
        throw new BizError(DICT_CONDITION_MESSAGE);
      }
    }
  }
  let order: SQL | undefined;
  if (orderBy) {
    const prop = propOf(ref.table, orderBy[1]!);
    if (!prop || SECRET_COLUMN.test(prop)) throw new BizError(DICT_CONDITION_MESSAGE);
    order = orderBy[2]?.toLowerCase() === 'desc' ? desc(ref.columns[prop]!) : asc(ref.columns[prop]!);
  }
  return { where: out.length > 0 ? and(...out) : undefined, order };
}

export interface TableDict extends TableRef {
  text: PgColumn;
  code: PgColumn;
  condition: DictCondition;
}

/** Parses `table,text,code[,condition]`. */
export function parseTableDict(dictCode: string): TableDict {
  const parts = dictCode.split(',');
  if (parts.length < 3 || parts.slice(0, 3).some((p) => !p.trim())) throw new BizError(DICT_CODE_FORMAT_MESSAGE);
  const ref = allowedTable(parts[0]!);
  return {
    ...ref,
    text: allowedColumn(ref, parts[1]!),
    code: allowedColumn(ref, parts[2]!),
    condition: safeCondition(ref, parts.slice(3).join(',')),
  };
}

export function isTableDict(dictCode: string): boolean {
  return dictCode.includes(',');
}

function toItem(value: unknown, text: unknown): DictItem {
  const t = text === null || text === undefined ? '' : String(text);
  return { value: value === null || value === undefined ? '' : String(value), text: t, title: t, label: t };
}

export interface TableDictQuery {
  /** `text` or `code` contains it; with commas, `text` or `code` is one of the parts. */
  keyword?: string;
  /** `code` is one of these (naming stored values: the condition does not apply). */
  keys?: string[];
  /** `text` or `code` is one of these (import: texts back to values). */
  match?: string[];
  limit?: number;
  /** The rows the caller may read (services/table-reading); the server's own lookups leave it out. */
  reach?: SQL;
}

function containsText(column: PgColumn, keyword: string): SQL {
  const pattern = `%${escapeLike(keyword)}%`;
  return columnKind(column) === 'string' ? ilike(column, pattern) : sql`cast(${column} as text) ilike ${pattern}`;
}

/** Values of `list` that fit the column's type (others cannot match anyway). */
function typedValues(column: PgColumn, list: string[]): (string | number | boolean)[] {
  const kind = columnKind(column);
  const typed: (string | number | boolean)[] = [];
  for (const k of list) {
    try {
      typed.push(filterValue(kind, k, 'key'));
    } catch {
      /* a value that cannot be in this column */
    }
  }
  return typed;
}

function inValues(column: PgColumn, list: string[]): SQL | undefined {
  const typed = typedValues(column, list);
  return typed.length > 0 ? inArray(column, typed) : undefined;
}

export async function tableDictItems(ctx: AppContext, dict: TableDict, q: TableDictQuery = {}): Promise<DictItem[]> {
  // The condition chooses what may be picked; stored values (keys) are named whatever it says, as JeecgBoot does.
  const conditions: (SQL | undefined)[] = [liveRows(dict), q.reach, q.keys ? undefined : dict.condition.where];
  if (q.keys) {
    const keys = inValues(dict.code, q.keys);
    if (!keys) return [];
    conditions.push(keys);
  }
  const keyword = q.keyword?.trim();
  const matchList = q.match ?? (keyword?.includes(',') ? keyword.split(',').filter(Boolean) : undefined);
  if (matchList) {
    const match = or(inValues(dict.text, matchList), inValues(dict.code, matchList));
    if (!match) return [];
    conditions.push(match);
  } else if (keyword) {
    conditions.push(or(containsText(dict.text, keyword), containsText(dict.code, keyword)));
  }
  const rows = await ctx.db
    .select({ value: dict.code, text: dict.text })
    .from(dict.table)
    .where(and(...conditions))
    .orderBy(dict.condition.order ?? asc(dict.code), asc(dict.code))
    .limit(Math.min(q.limit ?? 1000, 1000));
  return rows.map((r) => toItem(r.value, r.text));
}
