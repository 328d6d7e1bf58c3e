/**
 * 同步数据库 of an Online表单 (docs/security.md "Online forms"): the form's table is created or altered to match its
 * fields with DDL built only from checked identifiers (ONLINE_TABLE_PATTERN / ONLINE_FIELD_PATTERN, no system
 * prefix, no table of the product, no SQL keyword) and a fixed type map, each identifier quoted. `normal` never
 * loses data: a dropped column or a changed type is refused, naming them; `force` (JeecgBoot's 强制同步) drops the
 * table and creates it anew. Syncs of one table are serialised (an advisory lock), also across server instances.
 */
import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { getTableName } from 'drizzle-orm';
import type { Db } from './db-type';
import { onlCgformField, onlCgformHead } from './schema';
import { SCHEMA_TABLES } from './schema-tables';
import { BizError } from '../http/envelope';
import {
  ONLINE_FIELD_MESSAGE,
  ONLINE_FIELD_PATTERN,
  ONLINE_RESERVED_PREFIXES,
  ONLINE_TABLE_MESSAGE,
  ONLINE_TABLE_PATTERN,
} from '../../src/domain/entities/online-form';

export const SYNC_MESSAGES = {
  notFound: '表单不存在',
  badTable: ONLINE_TABLE_MESSAGE,
  reservedTable: (name: string) => `表名「${name}」为系统保留，请换一个表名`,
  badField: (name: string) => `字段「${name}」：${ONLINE_FIELD_MESSAGE}`,
  keyword: (name: string) => `字段名「${name}」是数据库关键字，请换一个字段名`,
  duplicate: (name: string) => `字段名「${name}」重复`,
  noKey: '表单须有主键字段 id',
  badType: (name: string, type: string) => `字段「${name}」的类型「${type}」不支持`,
  badLength: (name: string) => `字段「${name}」的长度不正确`,
  lossy: (lost: string[]) => `同步将丢失数据（${lost.join('；')}），如确认请选择强制同步`,
  done: '同步数据库成功!',
  view: '视图与原表共用数据库表，请同步原表单',
} as const;

const KEYWORDS = new Set(
  (
    'all and any array as asc between both by case cast check collate column constraint create cross current_date ' +
    'current_time current_timestamp current_user default delete desc distinct do else end except false fetch for ' +
    'foreign from full grant group having in inner insert intersect into is join leading left like limit localtime ' +
    'natural not null offset on only or order outer placing primary references returning right select session_user ' +
    'some symmetric table then to trailing true union unique update user using variadic when where window with'
  ).split(' '),
);

export interface SyncField {
  dbFieldName: string;
  dbFieldNameOld?: string | null;
  dbType: string;
  dbLength?: number | null;
  dbPointLength?: number | null;
  dbIsKey?: number | null;
  dbIsNull?: number | null;
  dbIsPersist?: number | null;
}

/** The column type of a field: from a fixed map, lengths checked as numbers. */
export function columnType(field: SyncField): string {
  const length = Number(field.dbLength ?? 0);
  const point = Number(field.dbPointLength ?? 0);
  switch (field.dbType) {
    case 'string':
      if (!Number.isInteger(length) || length < 1 || length > 4000)
        throw new BizError(SYNC_MESSAGES.badLength(field.dbFieldName));
      return `varchar(${length})`;
    case 'int':
      return 'integer';
    case 'long':
      return 'bigint';
    case 'double':
      return 'double precision';
    case 'BigDecimal':
      if (
        !Number.isInteger(length) ||
        length < 1 ||
        length > 38 ||
        !Number.isInteger(point) ||
        point < 0 ||
        point > length
      )
        throw new BizError(SYNC_MESSAGES.badLength(field.dbFieldName));
      return `numeric(${length},${point})`;
    case 'Date':
      return 'date';
    case 'Datetime':
      return 'timestamp(0)';
    case 'Text':
    case 'LongText':
      return 'text';
    case 'Blob':
      return 'bytea';
    default:
      throw new BizError(SYNC_MESSAGES.badType(field.dbFieldName, field.dbType));
  }
}

const PRODUCT_TABLES = new Set(SCHEMA_TABLES.map((t) => getTableName(t)));

/** The table name's problem, or null. */
export function tableNameProblem(name: string): string | null {
  if (!ONLINE_TABLE_PATTERN.test(name)) return SYNC_MESSAGES.badTable;
  if (ONLINE_RESERVED_PREFIXES.some((p) => name.startsWith(p)) || PRODUCT_TABLES.has(name) || KEYWORDS.has(name))
    return SYNC_MESSAGES.reservedTable(name);
  return null;
}

/** The fields' first problem (names, duplicates, the id key, types), or null. */
export function fieldsProblem(fields: SyncField[]): string | null {
  const seen = new Set<string>();
  for (const field of fields) {
    const name = field.dbFieldName;
    if (!ONLINE_FIELD_PATTERN.test(name)) return SYNC_MESSAGES.badField(name);
    if (KEYWORDS.has(name)) return SYNC_MESSAGES.keyword(name);
    if (seen.has(name)) return SYNC_MESSAGES.duplicate(name);
    seen.add(name);
    try {
      columnType(field);
    } catch (error) {
      return (error as Error).message;
    }
  }
  if (!fields.some((f) => f.dbFieldName === 'id')) return SYNC_MESSAGES.noKey;
  return null;
}

const quoted = (identifier: string) => `"${identifier}"`;

/** The type information_schema reports, in columnType's words (varchar lengths, numeric precision kept). */
function actualType(row: {
  data_type: string;
  character_maximum_length: number | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
}): string {
  switch (row.data_type) {
    case 'character varying':
      return `varchar(${row.character_maximum_length})`;
    case 'numeric':
      return `numeric(${row.numeric_precision},${row.numeric_scale})`;
    case 'timestamp without time zone':
      return 'timestamp(0)';
    default:
      return row.data_type;
  }
}

/** A varchar made longer keeps every value; any other type change may not. */
const widens = (from: string, to: string) => {
  const a = /^varchar\((\d+)\)$/.exec(from);
  const b = /^varchar\((\d+)\)$/.exec(to);
  return Boolean(a && b && Number(b[1]) >= Number(a[1]));
};

export interface SyncResult {
  created: boolean;
  statements: string[];
}

/** Creates or alters the table of form `headId` to match its fields (see the module comment). */
export async function syncOnlineForm(db: Db, headId: string, method: 'normal' | 'force'): Promise<SyncResult> {
  const [head] = await db.select().from(onlCgformHead).where(eq(onlCgformHead.id, headId)).limit(1);
  if (!head) throw new BizError(SYNC_MESSAGES.notFound);
  if (head.copyType === 1) throw new BizError(SYNC_MESSAGES.view);
  const tableProblem = tableNameProblem(head.tableName);
  if (tableProblem) throw new BizError(tableProblem);
  const fields = (
    await db
      .select()
      .from(onlCgformField)
      .where(eq(onlCgformField.cgformHeadId, headId))
      .orderBy(asc(onlCgformField.orderNum))
  ).filter((f) => f.dbIsPersist !== 0);
  const problem = fieldsProblem(fields);
  if (problem) throw new BizError(problem);

  const table = quoted(head.tableName);
  const definition = (f: SyncField) =>
    `${quoted(f.dbFieldName)} ${columnType(f)}${f.dbFieldName === 'id' ? ' not null' : ''}`;
  const createStatement = `create table ${table} (${fields.map(definition).join(', ')}, primary key ("id"))`;

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`onl-sync:${head.tableName}`}))`);
    const existing = (
      (await tx.execute(sql`select column_name, data_type, character_maximum_length, numeric_precision, numeric_scale
        from information_schema.columns where table_schema = current_schema() and table_name = ${head.tableName}`)) as unknown as {
        rows: {
          column_name: string;
          data_type: string;
          character_maximum_length: number | null;
          numeric_precision: number | null;
          numeric_scale: number | null;
        }[];
      }
    ).rows;
    const statements: string[] = [];
    if (existing.length === 0 || method === 'force') {
      if (existing.length > 0) statements.push(`drop table ${table}`);
      statements.push(createStatement);
    } else {
      const columns = new Map(existing.map((c) => [c.column_name, actualType(c)]));
      const lost: string[] = [];
      const kept = new Set<string>();
      for (const field of fields) {
        const name = field.dbFieldName;
        const old = field.dbFieldNameOld;
        let current = columns.get(name);
        if (current === undefined && old && old !== name && columns.has(old) && ONLINE_FIELD_PATTERN.test(old)) {
          statements.push(`alter table ${table} rename column ${quoted(old)} to ${quoted(name)}`);
          current = columns.get(old);
          kept.add(old);
        }
        kept.add(name);
        const wanted = columnType(field);
        if (current === undefined) statements.push(`alter table ${table} add column ${quoted(name)} ${wanted}`);
        else if (current !== wanted) {
          if (!widens(current, wanted)) lost.push(`字段 ${name} 类型由 ${current} 改为 ${wanted}`);
          statements.push(
            `alter table ${table} alter column ${quoted(name)} type ${wanted} using ${quoted(name)}::${wanted}`,
          );
        }
      }
      for (const column of columns.keys())
        if (!kept.has(column)) {
          lost.push(`删除字段 ${column}`);
          statements.push(`alter table ${table} drop column ${quoted(column)}`);
        }
      if (lost.length > 0) throw new BizError(SYNC_MESSAGES.lossy(lost));
    }
    const created = existing.length === 0 || method === 'force';
    statements.push(...(await indexStatements(tx, head.tableName, fields, created)));
    // Every identifier above matched its pattern and is quoted; every type comes from columnType's map.
    for (const statement of statements) await tx.execute(sql.raw(statement));
    await tx.update(onlCgformField).set({ dbFieldNameOld: null }).where(eq(onlCgformField.cgformHeadId, headId));
    await tx.update(onlCgformHead).set({ isDbSynch: 'Y' }).where(eq(onlCgformHead.id, headId));
    return { created, statements };
  });
}

/** An index's name: short (PostgreSQL keeps 63 characters) and fixed for a table and column. */
const indexName = (table: string, column: string) =>
  `onl_ix_${createHash('sha256').update(`${table}.${column}`).digest('hex').slice(0, 20)}`;

/**
 * The indexes a form's list needs, kept by each sync: one per searched or sortable field and on create_time (the
 * default order), so a list over 100,000 rows stays as fast as a coded one; one no longer wanted is dropped.
 */
async function indexStatements(
  db: Pick<Db, 'execute'>,
  table: string,
  fields: (typeof onlCgformField.$inferSelect)[],
  created: boolean,
): Promise<string[]> {
  const wanted = new Map(
    fields
      .filter(
        (f) =>
          f.dbFieldName !== 'id' &&
          !['Text', 'LongText', 'Blob'].includes(f.dbType) &&
          (f.isQuery === 1 || f.sortFlag === '1' || f.mainTable || f.dbFieldName === 'create_time'),
      )
      .map((f) => [indexName(table, f.dbFieldName), f.dbFieldName]),
  );
  const existing = created
    ? []
    : (
        (await db.execute(
          sql`select indexname from pg_indexes where schemaname = current_schema() and tablename = ${table}
        and indexname like 'onl_ix_%'`,
        )) as unknown as { rows: { indexname: string }[] }
      ).rows.map((r) => r.indexname);
  return [
    ...existing.filter((name) => !wanted.has(name)).map((name) => `drop index if exists ${quoted(name)}`),
    ...[...wanted]
      .filter(([name]) => !existing.includes(name))
      .map(([name, column]) => `create index ${quoted(name)} on ${quoted(table)} (${quoted(column)})`),
  ];
}

/** Drops the form's table (删除 of a synchronised form); its name checked as at sync. */
export async function dropOnlineTable(db: Db, tableName: string): Promise<void> {
  if (tableNameProblem(tableName)) return;
  await db.execute(sql.raw(`drop table if exists ${quoted(tableName)}`));
}
