/**
 * An Online表单 as the list platform sees it (docs/api.md "Online forms"): its stored definition becomes an entity
 * definition and a drizzle table at run time, so the generic CRUD (allow-listed fields, bound values, validation,
 * dictionaries, export, import) serves it exactly as a coded entity. Records use the database column names
 * (JeecgBoot's online records do). One per form, rebuilt when the definition changes.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
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

/** The table a form's rows live in: a view (复制视图, copyType 1, `<table>$<n>`) reads its original's table. */
export const physicalTableOf = (head: Pick<OnlineHead, 'tableName' | 'copyType'>) =>
  head.copyType === 1 ? head.tableName.replace(/\$\d+$/, '') : head.tableName;

/** A 附表's link to its 主表: the sub-table's column `field` holds the main table's column `key` (usually id). */
export interface ForeignKey {
  field: string;
  mainTable: string;
  key: string;
}

export const foreignKeyOf = (fields: OnlineField[]): ForeignKey | undefined => {
  const f = fields.find((x) => x.mainTable && x.mainField);
  return f ? { field: f.dbFieldName, mainTable: f.mainTable!, key: f.mainField! } : undefined;
};

/** A tree form's columns (JeecgBoot: 树父ID字段, 是否有子节点字段, 树显示字段). */
export interface TreeColumns {
  pid: string;
  hasChild: string;
  text: string;
}

export const treeColumnsOf = (head: OnlineHead): TreeColumns | undefined =>
  head.isTree === 'Y' && head.treeParentIdField && head.treeIdField && head.treeFieldname
    ? { pid: head.treeParentIdField, hasChild: head.treeIdField, text: head.treeFieldname }
    : undefined;

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

function fieldDef(field: OnlineField, head: OnlineHead): FieldDef {
  const type = fieldType(field);
  // The server keeps a tree's 是否有子节点 column.
  const kept = treeColumnsOf(head)?.hasChild === field.dbFieldName;
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
    form: !system && !kept && field.isShowForm === 1,
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
  const table = pgTable(physicalTableOf(head), columns);
  const names = new Set(persisted.map((f) => f.dbFieldName));
  const def: EntityDef = {
    name: `online_${head.tableName}`,
    title: head.tableTxt,
    table: physicalTableOf(head),
    apiPath: `/online/cgform/api/form/${head.id}`,
    permissionPrefix: `online:${head.tableName}`,
    exportFileName: head.tableTxt,
    defaultSort: { column: names.has('create_time') ? 'create_time' : 'id', order: 'desc' },
    fields: persisted.filter((f) => f.dbFieldName !== 'id').map((f) => fieldDef(f, head)),
  };
  return bindEntity(def, table);
}

const built = new Map<string, { stamp: string; et: EntityTable; head: OnlineHead; fields: OnlineField[] }>();

/** A view is as synchronised as its original. */
async function synced(db: Db, head: OnlineHead): Promise<boolean> {
  if (head.copyType !== 1) return head.isDbSynch === 'Y';
  const [original] = await db
    .select({ isDbSynch: onlCgformHead.isDbSynch })
    .from(onlCgformHead)
    .where(eq(onlCgformHead.id, head.physicId ?? ''))
    .limit(1);
  return original?.isDbSynch === 'Y';
}

export type OnlineFormEntry = Awaited<ReturnType<typeof onlineForm>>;

/** The synchronised 附表 of a 主表 (originals), by 附表排序, each with its foreign key. */
export async function subFormsOf(db: Db, main: OnlineHead) {
  if (main.tableType !== 2) return [];
  const fks = await db
    .select({ headId: onlCgformField.cgformHeadId })
    .from(onlCgformField)
    .where(eq(onlCgformField.mainTable, physicalTableOf(main)));
  if (fks.length === 0) return [];
  const heads = await db
    .select()
    .from(onlCgformHead)
    .where(
      and(
        inArray(onlCgformHead.id, [...new Set(fks.map((f) => f.headId))]),
        eq(onlCgformHead.tableType, 3),
        eq(onlCgformHead.copyType, 0),
        eq(onlCgformHead.isDbSynch, 'Y'),
      ),
    )
    .orderBy(asc(onlCgformHead.tabOrderNum), asc(onlCgformHead.tableName));
  const subs = [];
  for (const head of heads) {
    const form = await onlineForm(db, head.id);
    const fk = foreignKeyOf(form.fields);
    if (fk) subs.push({ ...form, fk });
  }
  return subs;
}

/** The 主表 forms (originals) whose 附表 this form is. */
export async function mainFormsOf(db: Db, sub: OnlineHead, fields: OnlineField[]): Promise<OnlineHead[]> {
  const fk = sub.tableType === 3 ? foreignKeyOf(fields) : undefined;
  if (!fk) return [];
  return db
    .select()
    .from(onlCgformHead)
    .where(and(eq(onlCgformHead.tableName, fk.mainTable), eq(onlCgformHead.tableType, 2)));
}

/** The form by id (JeecgBoot's `code`), synchronised, with its runtime entity. */
export async function onlineForm(db: Db, code: string) {
  const [head] = await db.select().from(onlCgformHead).where(eq(onlCgformHead.id, code)).limit(1);
  if (!head) throw new BizError(FORM_NOT_FOUND);
  if (!(await synced(db, head)) || tableNameProblem(physicalTableOf(head))) throw new BizError(NOT_SYNCED);
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
