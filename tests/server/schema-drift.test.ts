/**
 * The drizzle schema, the hand-written migrations and the entity definitions describe the same tables three
 * times. Until migrations are generated from the schema, this test migrates a fresh database and fails on any
 * difference: a table or column missing on either side, another type, length or NOT NULL, another unique index,
 * or a definition that lets a form send more characters than its column holds.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { SCHEMA_TABLES } from '../../server/db/schema-tables';
import { migrate } from '../../server/db/migrate';
import { openDb, type OpenedDb } from '../../server/db/open-db';
import { ENTITY_TABLES } from '../../server/crud/entity-tables';

interface DbColumn {
  table: string;
  column: string;
  type: string;
  not_null: boolean;
}

let opened: OpenedDb;
let dataDir: string;
let dbColumns: DbColumn[];
let dbUniqueIndexes: { table: string; name: string }[];

const tables = SCHEMA_TABLES;

/** drizzle's SQL type as PostgreSQL's format_type() spells it. */
function pgType(sqlType: string): string {
  const varchar = /^varchar(\(\d+\))?$/.exec(sqlType);
  if (varchar) return `character varying${varchar[1] ?? ''}`;
  const timestamp = /^timestamp(\(\d+\))?$/.exec(sqlType);
  if (timestamp) return `timestamp${timestamp[1] ?? ''} without time zone`;
  if (sqlType === 'serial') return 'integer';
  if (sqlType === 'bigserial') return 'bigint';
  return sqlType;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'exam-drift-'));
  opened = await openDb({ dataDir, seed: false });
  await migrate(opened.db);
  const columns = (await opened.db.execute(sql`
    select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type",
           a.attnotnull as "not_null"
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped`)) as unknown as {
    rows: DbColumn[];
  };
  dbColumns = columns.rows;
  const indexes = (await opened.db.execute(sql`
    select tablename as "table", indexname as "name" from pg_indexes
    where schemaname = 'public' and indexdef like 'CREATE UNIQUE INDEX%' and indexname not like '%_pkey'`)) as unknown as {
    rows: { table: string; name: string }[];
  };
  dbUniqueIndexes = indexes.rows;
}, 120_000);

afterAll(async () => {
  await opened?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('schema drift', () => {
  it('the migrated database has exactly the tables of the drizzle schema', () => {
    const inSchema = tables.map((t) => getTableConfig(t).name).sort();
    const inDb = [...new Set(dbColumns.map((c) => c.table))].sort();
    expect(inDb).toEqual(inSchema);
  });

  it('every column has the schema type, length and NOT NULL', () => {
    const fromSchema = tables.flatMap((t) => {
      const config = getTableConfig(t);
      return config.columns.map(
        (c) => `${config.name}.${c.name} ${pgType(c.getSQLType())}${c.notNull ? ' not null' : ''}`,
      );
    });
    const fromDb = dbColumns.map((c) => `${c.table}.${c.column} ${c.type}${c.not_null ? ' not null' : ''}`);
    expect(fromDb.sort()).toEqual(fromSchema.sort());
  });

  it('the unique indexes are the schema ones', () => {
    const fromSchema = tables.flatMap((t) => {
      const config = getTableConfig(t);
      return config.indexes.filter((i) => i.config.unique).map((i) => `${config.name}.${i.config.name}`);
    });
    expect(dbUniqueIndexes.map((i) => `${i.table}.${i.name}`).sort()).toEqual(fromSchema.sort());
  });

  it('every entity with integer ids has its id sequence', async () => {
    const result = (await opened.db.execute(
      sql`select sequence_name as name from information_schema.sequences where sequence_schema = 'public'`,
    )) as unknown as { rows: { name: string }[] };
    const sequences = result.rows.map((r) => r.name);
    const wanted = ENTITY_TABLES.filter((et) => et.idKind === 'integer').map((et) => `${et.tableName}_id_seq`);
    expect(wanted.length).toBeGreaterThan(0);
    for (const name of wanted) expect(sequences).toContain(name);
  });

  it('no definition lets a form send more characters than its column holds', () => {
    const problems: string[] = [];
    for (const et of ENTITY_TABLES) {
      for (const field of et.def.fields) {
        if (field.virtual || field.readOnly || field.writeOnly) continue; // not written as sent
        const column = et.columns[field.name];
        if (!column) {
          problems.push(`${et.def.name}.${field.name}: no column`);
          continue;
        }
        const length = /^varchar\((\d+)\)$/.exec(column.getSQLType())?.[1];
        if (!length) continue;
        if (field.maxLength === undefined && !field.dictCode && field.type !== 'switch') {
          problems.push(`${et.def.name}.${field.name}: column ${column.getSQLType()}, definition has no maxLength`);
        } else if (field.maxLength !== undefined && field.maxLength > Number(length)) {
          problems.push(`${et.def.name}.${field.name}: maxLength ${field.maxLength} > ${column.getSQLType()}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
