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
import { definitionTable } from '../../server/db/definition-table';
import { databaseColumns, schemaColumns } from './schema-columns';

let opened: OpenedDb;
let dataDir: string;
let dbColumns: string[];
let dbUniqueIndexes: { table: string; name: string }[];

const tables = SCHEMA_TABLES;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'exam-drift-'));
  opened = await openDb({ dataDir, seed: false });
  await migrate(opened.db);
  dbColumns = await databaseColumns(opened.db);
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
    const inDb = [...new Set(dbColumns.map((c) => c.split('.')[0]))].sort();
    expect(inDb).toEqual(inSchema);
  });

  it('every column has the schema type, length and NOT NULL', () => {
    const fromSchema = tables.flatMap(schemaColumns);
    const fromDb = [...dbColumns];
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

  it('a table built from a definition has the columns its fields imply (ColumnFacts where they differ)', () => {
    const table = definitionTable({
      name: 'sample',
      title: '样例',
      table: 'cpc_sample',
      apiPath: '/cpc/sample',
      permissionPrefix: 'cpc:sample',
      fields: [
        { name: 'orgName', label: '名称', type: 'string', required: true, maxLength: 100 },
        {
          name: 'orgType',
          label: '类型',
          type: 'select',
          dictCode: 'org_type',
          required: true,
          column: { length: 2, notNull: false },
        },
        { name: 'studentCount', label: '人数', type: 'integer' },
        { name: 'score', label: '分数', type: 'number' },
        { name: 'foundedOn', label: '成立日期', type: 'date' },
        { name: 'checkedAt', label: '核对时间', type: 'datetime' },
        { name: 'memo', label: '备注', type: 'textarea' },
        { name: 'code', label: '代码', type: 'string', column: { name: 'org_code' } },
        { name: 'total', label: '合计', type: 'integer', virtual: true },
      ],
    });
    expect(schemaColumns(table)).toEqual([
      'cpc_sample.id character varying(32) not null',
      'cpc_sample.org_name character varying(100) not null',
      'cpc_sample.org_type character varying(2)',
      'cpc_sample.student_count integer',
      'cpc_sample.score double precision',
      'cpc_sample.founded_on date',
      'cpc_sample.checked_at timestamp(0) without time zone',
      'cpc_sample.memo text',
      'cpc_sample.org_code character varying(255)',
      'cpc_sample.create_by character varying(32)',
      'cpc_sample.create_time timestamp(0) without time zone',
      'cpc_sample.update_by character varying(32)',
      'cpc_sample.update_time timestamp(0) without time zone',
    ]);
  });
});
