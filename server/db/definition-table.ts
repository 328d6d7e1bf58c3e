/**
 * The drizzle table of a definition-driven entity, built from its definition (issue 10: the definition is the
 * table). Column facts come from each field (ColumnFacts overrides the defaults); the migration creating it must
 * agree, which the schema drift test checks.
 */
import { date, doublePrecision, integer, pgTable, text, varchar, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import type { EntityDef, FieldDef } from '../../src/domain/entities/entity-types';
import { audit, ts } from './columns';

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** The column a field is stored in. */
export function fieldColumn(field: FieldDef): PgColumnBuilderBase {
  const name = field.column?.name ?? snake(field.name);
  const notNull = field.column?.notNull ?? Boolean(field.required);
  const column = (() => {
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
  return notNull ? column.notNull() : column;
}

/** id (varchar(32), or the definition's own id field as an integer key), the fields' columns, the audit columns. */
export function definitionTable(def: EntityDef) {
  const columns: Record<string, PgColumnBuilderBase> = {};
  const idField = def.fields.find((f) => f.name === 'id');
  columns.id = idField?.type === 'integer' ? integer('id').primaryKey() : varchar('id', { length: 32 }).primaryKey();
  for (const field of def.fields) {
    if (field.virtual || field.name === 'id') continue;
    columns[field.name] = fieldColumn(field);
  }
  return pgTable(def.table, { ...columns, ...audit });
}
