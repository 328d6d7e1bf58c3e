import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../server/db/db-type';

/** drizzle's SQL type as PostgreSQL's format_type() spells it. */
export function pgType(sqlType: string): string {
  const varchar = /^varchar(\(\d+\))?$/.exec(sqlType);
  if (varchar) return `character varying${varchar[1] ?? ''}`;
  const timestamp = /^timestamp(\(\d+\))?$/.exec(sqlType);
  if (timestamp) return `timestamp${timestamp[1] ?? ''} without time zone`;
  if (sqlType === 'serial') return 'integer';
  if (sqlType === 'bigserial') return 'bigint';
  return sqlType;
}

/** `table.column type [not null]` of every column a drizzle table declares. */
export function schemaColumns(table: PgTable): string[] {
  const config = getTableConfig(table);
  return config.columns.map((c) => `${config.name}.${c.name} ${pgType(c.getSQLType())}${c.notNull ? ' not null' : ''}`);
}

/** The same for the tables of the database's public schema (one table when `only` is given). */
export async function databaseColumns(db: Db, only?: string): Promise<string[]> {
  const result = (await db.execute(sql`
    select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type",
           a.attnotnull as "not_null"
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      and (${only ?? null}::text is null or c.relname = ${only ?? null})`)) as unknown as {
    rows: { table: string; column: string; type: string; not_null: boolean }[];
  };
  return result.rows.map((c) => `${c.table}.${c.column} ${c.type}${c.not_null ? ' not null' : ''}`);
}
