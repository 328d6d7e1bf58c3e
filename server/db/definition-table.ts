/**
 * The drizzle table of a definition-driven entity, built from its definition (issue 10: the definition is the
 * table). Column facts come from each field (ColumnFacts overrides the defaults); the migration creating it must
 * agree, which the schema drift test checks.
 */
import {
  date,
  doublePrecision,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import type { EntityDef, FieldDef } from '../../src/domain/entities/entity-types';
import { audit, ts } from './columns';

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** The column a field is stored in. */
export function fieldColumn(field: FieldDef): PgColumnBuilderBase {
  const name = field.column?.name ?? snake(field.name);
  const notNull = field.column?.notNull ?? Boolean(field.required);
  const column = (() => {
    if (field.column?.integer) return integer(name);
    switch (field.type) {
      case 'integer':
        return integer(name);
      case 'number':
        return doublePrecision(name);
      case 'date':
        return date(name, { mode: 'string' });
      case 'datetime':
        return ts(name);
      case 'textarea':
        return field.maxLength || field.column?.length
          ? varchar(name, { length: field.column?.length ?? field.maxLength })
          : text(name);
      default:
        return varchar(name, { length: field.column?.length ?? field.maxLength ?? 255 });
    }
  })();
  const withDefault = field.column?.default === undefined ? column : column.default(field.column.default as never);
  return notNull ? withDefault.notNull() : withDefault;
}

/**
 * id (varchar(32), or the definition's own id field as an integer key), the fields' columns, `extra` columns the
 * form never shows, the audit columns; a unique index `uniq_<table>_<column>` per unique field.
 */
export function definitionTable(def: EntityDef, extra: Record<string, PgColumnBuilderBase> = {}) {
  const columns: Record<string, PgColumnBuilderBase> = {};
  const idField = def.fields.find((f) => f.name === 'id');
  columns.id = idField?.type === 'integer' ? integer('id').primaryKey() : varchar('id', { length: 32 }).primaryKey();
  for (const field of def.fields) {
    if (field.virtual || field.name === 'id') continue;
    columns[field.name] = fieldColumn(field);
  }
  const unique = def.fields.filter((f) => f.unique && !f.virtual && f.name !== 'id');
  const all: Record<string, PgColumnBuilderBase> = { ...columns, ...extra, ...audit };
  return pgTable(def.table, all, (t) =>
    unique.map((f) => {
      const column = t[f.name]!;
      return uniqueIndex(`uniq_${def.table}_${column.name}`).on(column);
    }),
  );
}
