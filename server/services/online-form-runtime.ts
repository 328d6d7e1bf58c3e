/**
 * An Online表单 as the list platform sees it (docs/api.md "Online forms"): its stored definition becomes an entity
 * definition and a drizzle table at run time, so the generic CRUD (allow-listed fields, bound values, validation,
 * dictionaries, export, import) serves it exactly as a coded entity. Records use the database column names
 * (JeecgBoot's online records do). One per form, rebuilt when the definition changes.
 */
import { asc, eq } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  varchar,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { customType } from 'drizzle-orm/pg-core';
import type { EntityDef, FieldDef, FieldType } from '../../src/domain/entities/entity-types';
import { ONLINE_SYSTEM_FIELDS } from '../../src/domain/entities/online-form';
import { bindEntity, type EntityTable } from '../crud/entity-table';
import type { Db } from '../db/db-type';
import { onlCgformField, onlCgformHead } from '../db/schema';
import { BizError } from '../http/envelope';
import { tableNameProblem } from '../db/online-form-ddl';

export type OnlineHead = typeof onlCgformHead.$inferSelect;
export type OnlineField = typeof onlCgformField.$inferSelect;

export const NOT_SYNCED = 'NO_DB_SYNC';
export const FORM_NOT_FOUND = '表单不存在';

const blob = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

function columnBuilder(field: OnlineField): PgColumnBuilderBase {
  const name = field.dbFieldName;
  const length = Number(field.dbLength) || 32;
  switch (field.dbType) {
    case 'int':
      return integer(name);
    case 'long':
      return bigint(name, { mode: 'number' });
    case 'double':
      return doublePrecision(name);
    case 'BigDecimal':
      return numeric(name, { precision: length, scale: Number(field.dbPointLength) || 0, mode: 'number' });
    case 'Date':
      return date(name, { mode: 'string' });
    case 'Datetime':
      return timestamp(name, { precision: 0, mode: 'string' });
    case 'Text':
    case 'LongText':
      return text(name);
    case 'Blob':
      return blob(name);
    default:
      return varchar(name, { length });
  }
}

/** The platform's field type of a control (JeecgBoot's field_show_type), the number types by the database type. */
function fieldType(field: OnlineField): FieldType {
  switch (field.fieldShowType) {
    case 'list':
    case 'sel_search':
      return 'select';
    case 'radio':
      return 'radio';
    case 'checkbox':
      return 'checkbox';
    case 'list_multi':
      return 'multiSelect';
    case 'switch':
      return 'switch';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'time':
      return 'time';
    case 'textarea':
      return 'textarea';
    case 'umeditor':
      return 'richText';
    case 'markdown':
      return 'markdown';
    case 'file':
      return 'file';
    case 'image':
      return 'image';
    case 'sel_user':
      return 'user';
    case 'sel_depart':
      return 'depart';
    case 'pca':
      return 'area';
    case 'password':
      return 'password';
    default:
      if (field.dbType === 'int' || field.dbType === 'long') return 'integer';
      if (field.dbType === 'double' || field.dbType === 'BigDecimal') return 'number';
      if (field.dbType === 'Date') return 'date';
      if (field.dbType === 'Datetime') return 'datetime';
      return 'string';
  }
}

/** The dictionary a field reads: a code, or JeecgBoot's table form `table,text,code`. */
export function dictCodeOf(field: OnlineField): string | undefined {
  if (!field.dictField) return undefined;
  return field.dictTable
    ? `${field.dictTable},${field.dictText ?? field.dictField},${field.dictField}`
    : field.dictField;
}

function fieldDef(field: OnlineField): FieldDef {
  const type = fieldType(field);
  const system = ONLINE_SYSTEM_FIELDS.includes(field.dbFieldName);
  const dictCode = dictCodeOf(field);
  return {
    name: field.dbFieldName,
    label: field.dbFieldTxt || field.dbFieldName,
    type,
    ...(dictCode ? { dictCode } : {}),
    ...(type === 'switch' ? { switchValues: ['Y', 'N'] as [string, string] } : {}),
    required: !system && (field.fieldMustInput === '1' || field.dbIsNull === 0),
    ...(field.dbType === 'string' && field.dbLength ? { maxLength: field.dbLength } : {}),
    list: field.isShowList === 1 ? { sorter: field.sortFlag === '1' } : false,
    ...(field.isQuery === 1
      ? {
          search:
            field.queryMode === 'group' ? ('range' as const) : type === 'string' ? ('like' as const) : ('eq' as const),
        }
      : {}),
    form: !system && field.isShowForm === 1,
    excel: field.isShowList === 1 || (!system && field.isShowForm === 1),
  };
}

/** The form's entity definition and table (its persisted fields; `id` is the key). */
export function buildOnlineEntity(head: OnlineHead, fields: OnlineField[]): EntityTable {
  const persisted = fields.filter((f) => f.dbIsPersist !== 0);
  const columns: Record<string, PgColumnBuilderBase> = {};
  for (const field of persisted)
    columns[field.dbFieldName] =
      field.dbFieldName === 'id'
        ? (columnBuilder(field) as ReturnType<typeof varchar>).primaryKey()
        : columnBuilder(field);
  const table = pgTable(head.tableName, columns);
  const names = new Set(persisted.map((f) => f.dbFieldName));
  const def: EntityDef = {
    name: `online_${head.tableName}`,
    title: head.tableTxt,
    table: head.tableName,
    apiPath: `/online/cgform/api/form/${head.id}`,
    permissionPrefix: `online:${head.tableName}`,
    exportFileName: head.tableTxt,
    defaultSort: { column: names.has('create_time') ? 'create_time' : 'id', order: 'desc' },
    fields: persisted.filter((f) => f.dbFieldName !== 'id').map(fieldDef),
  };
  return bindEntity(def, table);
}

const built = new Map<string, { stamp: string; et: EntityTable; head: OnlineHead; fields: OnlineField[] }>();

/** The form by id (JeecgBoot's `code`), synchronised, with its runtime entity. */
export async function onlineForm(db: Db, code: string) {
  const [head] = await db.select().from(onlCgformHead).where(eq(onlCgformHead.id, code)).limit(1);
  if (!head) throw new BizError(FORM_NOT_FOUND);
  if (head.isDbSynch !== 'Y' || tableNameProblem(head.tableName)) throw new BizError(NOT_SYNCED);
  const fields = await db
    .select()
    .from(onlCgformField)
    .where(eq(onlCgformField.cgformHeadId, head.id))
    .orderBy(asc(onlCgformField.orderNum));
  const stamp = JSON.stringify([
    head.updateTime,
    head.tableName,
    head.tableTxt,
    fields.map((f) => [f.id, f.updateTime]),
  ]);
  const cached = built.get(head.id);
  if (cached?.stamp === stamp) return cached;
  const entry = { stamp, et: buildOnlineEntity(head, fields), head, fields };
  built.set(head.id, entry);
  return entry;
}
