/**
 * Binds an entity definition (src/domain/entities) to its drizzle table: which properties may be
 * filtered and sorted, which are written, which are never returned. Checked once at start-up, so
 * a definition naming a missing column fails loudly instead of at request time.
 */
import { getTableColumns, getTableName, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { EntityDef, FieldDef } from '../../src/domain/entities/entity-types';

export type ColumnKind = 'string' | 'integer' | 'number' | 'date' | 'datetime' | 'boolean';

export interface ColumnInfo {
  prop: string;
  column: Column;
  kind: ColumnKind;
  label: string;
  field?: FieldDef;
}

export interface EntityTable {
  def: EntityDef;
  table: PgTable;
  tableName: string;
  columns: Record<string, Column>;
  /** Properties usable in filters, ranges, superQuery and sort: definition fields plus id and audit columns. */
  queryable: Map<string, ColumnInfo>;
  /** Columns never sent to a client (salts, password hashes, writeOnly fields). */
  hidden: Set<string>;
  idColumn: Column;
  idKind: ColumnKind;
  fields: Map<string, FieldDef>;
}

const AUDIT_LABELS: Record<string, string> = {
  id: 'ID',
  createBy: '创建人',
  createTime: '创建时间',
  updateBy: '更新人',
  updateTime: '更新时间',
};

/** Column names that are secret wherever they appear. */
export const SECRET_COLUMN = /password|salt|token|secret|captcha|sms/i;

export function columnKind(column: Column): ColumnKind {
  switch (column.columnType) {
    case 'PgInteger':
    case 'PgSmallInt':
    case 'PgBigInt53':
    case 'PgSerial':
      return 'integer';
    case 'PgDoublePrecision':
    case 'PgReal':
    case 'PgNumeric':
      return 'number';
    case 'PgDateString':
    case 'PgDate':
      return 'date';
    case 'PgTimestampString':
    case 'PgTimestamp':
      return 'datetime';
    case 'PgBoolean':
      return 'boolean';
    default:
      return 'string';
  }
}

export function bindEntity(def: EntityDef, table: PgTable): EntityTable {
  const columns = getTableColumns(table) as Record<string, Column>;
  const tableName = getTableName(table);
  if (tableName !== def.table) throw new Error(`entity ${def.name}: table ${def.table} bound to ${tableName}`);
  const idColumn = columns.id;
  if (!idColumn) throw new Error(`entity ${def.name}: table ${tableName} has no id column`);
  const queryable = new Map<string, ColumnInfo>();
  const hidden = new Set<string>();
  const fields = new Map<string, FieldDef>();
  for (const field of def.fields) {
    fields.set(field.name, field);
    if (field.virtual) {
      if (columns[field.name]) throw new Error(`entity ${def.name}: virtual field ${field.name} is a column`);
      continue;
    }
    const column = columns[field.name];
    if (!column) throw new Error(`entity ${def.name}: field ${field.name} has no column in ${tableName}`);
    if (field.writeOnly) {
      hidden.add(field.name);
      continue;
    }
    queryable.set(field.name, { prop: field.name, column, kind: columnKind(column), label: field.label, field });
  }
  for (const [prop, label] of Object.entries(AUDIT_LABELS)) {
    const column = columns[prop];
    if (column && !queryable.has(prop)) queryable.set(prop, { prop, column, kind: columnKind(column), label });
  }
  for (const prop of Object.keys(columns)) if (SECRET_COLUMN.test(prop)) hidden.add(prop);
  for (const prop of hidden) queryable.delete(prop);
  return { def, table, tableName, columns, queryable, hidden, idColumn, idKind: columnKind(idColumn), fields };
}

/** A queryable property by its JSON name or its database column name. */
export function findQueryable(et: EntityTable, name: string): ColumnInfo | undefined {
  const direct = et.queryable.get(name);
  if (direct) return direct;
  for (const info of et.queryable.values()) if (info.column.name === name) return info;
  return undefined;
}

/** A row as the API shows it: hidden columns removed. */
export function toRecord(et: EntityTable, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) if (!et.hidden.has(key)) out[key] = value;
  return out;
}
