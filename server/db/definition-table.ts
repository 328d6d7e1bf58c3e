/**
 * The drizzle table of a definition-driven entity, built from its definition (the definition is the
 * table). Column facts come from each field (ColumnFacts overrides the defaults); the migration creating it must
 * agree, which the schema drift test checks. The definition keeps its literal types (`defineEntity`), so the types
 * below map each field to its drizzle column type: route code gets typed columns and rows, as from `pgTable`.
 */
import type { BuildExtraConfigColumns, HasDefault, IsPrimaryKey, NotNull } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
  type ExtraConfigColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import type { EntityDef, FieldDef } from '../../src/domain/entities/entity-types';
import { audit, ts } from './columns';

const BUILDERS = {
  integer: (name: string) => integer(name),
  number: (name: string) => doublePrecision(name),
  date: (name: string) => date(name, { mode: 'string' }),
  datetime: (name: string) => ts(name),
  text: (name: string) => text(name),
  varchar: (name: string, length?: number) => varchar(name, { length }),
};

type Builder<K extends keyof typeof BUILDERS> = ReturnType<(typeof BUILDERS)[K]>;

type Kind<F> = F extends { column: { integer: true } }
  ? 'integer'
  : F extends { type: infer T extends 'integer' | 'number' | 'date' | 'datetime' }
    ? T
    : F extends { type: 'textarea' | 'richText' | 'markdown' | 'code' }
      ? F extends { maxLength: number } | { column: { length: number } }
        ? 'varchar'
        : 'text'
      : 'varchar';

type IsNotNull<F> = F extends { column: { notNull: infer N } } ? N : F extends { required: true } ? true : false;

type WithDefault<B extends PgColumnBuilderBase, F> = F extends { column: { default: string | number } }
  ? HasDefault<B>
  : B;

/** The column builder type of a field. */
type FieldColumn<F> =
  IsNotNull<F> extends true ? NotNull<WithDefault<Builder<Kind<F>>, F>> : WithDefault<Builder<Kind<F>>, F>;

type AuditName = keyof typeof audit;

type IdColumn<D extends EntityDef> = [Extract<D['fields'][number], { name: 'id'; type: 'integer' }>] extends [never]
  ? IsPrimaryKey<NotNull<Builder<'varchar'>>>
  : IsPrimaryKey<NotNull<Builder<'integer'>>>;

/** id, the stored fields (not virtual; audit names are the audit columns), `extra`, the audit columns. */
type DefinitionColumns<D extends EntityDef, E> = { id: IdColumn<D> } & {
  [
    F in D['fields'][number] as F extends { virtual: true } ? never : Exclude<F['name'], 'id' | AuditName>
  ]: FieldColumn<F>;
} & E &
  typeof audit;

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

const LONG_TEXT = new Set<FieldDef['type']>(['textarea', 'richText', 'markdown', 'code']);

function kind(field: FieldDef): keyof typeof BUILDERS {
  if (field.column?.integer) return 'integer';
  if (field.type === 'integer' || field.type === 'number' || field.type === 'date' || field.type === 'datetime')
    return field.type;
  // Long text (a note, an editor's HTML, markdown or code) without a stated length is a text column.
  if (LONG_TEXT.has(field.type) && !field.maxLength && !field.column?.length) return 'text';
  return 'varchar';
}

/** The column a field is stored in. */
export function fieldColumn(field: FieldDef): PgColumnBuilderBase {
  const name = field.column?.name ?? snake(field.name);
  const notNull = field.column?.notNull ?? Boolean(field.required);
  const column = BUILDERS[kind(field)](name, field.column?.length ?? field.maxLength ?? 255);
  const withDefault = field.column?.default === undefined ? column : column.default(field.column.default as never);
  return notNull ? withDefault.notNull() : withDefault;
}

/**
 * id (varchar(32), or the definition's own id field as an integer key), the fields' columns, `extra` columns the
 * form never shows, the audit columns; a unique index `uniq_<table>_<column>` per unique field (ColumnFacts
 * `uniqueIndex` names it otherwise, or leaves it out) and the indexes `indexes` returns.
 */
export function definitionTable<
  const D extends EntityDef,
  E extends Record<string, PgColumnBuilderBase> = Record<never, PgColumnBuilderBase>,
>(
  def: D,
  extra?: E,
  indexes?: (t: BuildExtraConfigColumns<D['table'], DefinitionColumns<D, E>, 'pg'>) => PgTableExtraConfigValue[],
) {
  const columns: Record<string, PgColumnBuilderBase> = {};
  const idField = def.fields.find((f) => f.name === 'id');
  columns.id = idField?.type === 'integer' ? integer('id').primaryKey() : varchar('id', { length: 32 }).primaryKey();
  for (const field of def.fields) {
    if (field.virtual || field.name === 'id' || field.name in audit) continue;
    columns[field.name] = fieldColumn(field);
  }
  const unique = def.fields.filter((f) => f.unique && !f.virtual && f.name !== 'id' && f.column?.uniqueIndex !== false);
  const all = { ...columns, ...extra, ...audit } as DefinitionColumns<D, E>;
  return pgTable(def.table, all, (t) => {
    const byName = t as Record<string, ExtraConfigColumn>;
    return [
      ...unique.map((f) => {
        const column = byName[f.name]!;
        return uniqueIndex(f.column?.uniqueIndex || `uniq_${def.table}_${column.name}`).on(column);
      }),
      ...(indexes?.(t) ?? []),
    ];
  });
}
