import { getTableName } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/** Every table of the drizzle schema. */
export const SCHEMA_TABLES: readonly PgTable[] = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => value instanceof PgTable,
);

/** A schema table by its database name (sys_user), or undefined. */
export function schemaTable(name: string): PgTable | undefined {
  return SCHEMA_TABLES.find((table) => getTableName(table) === name);
}
