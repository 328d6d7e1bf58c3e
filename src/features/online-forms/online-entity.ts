import type { EntityUrls } from '@/components/crud';
import type { EntityDef, FieldDef, FieldType } from '@/domain/entities/entity-types';
import {
  FORM_DATA_API,
  type OnlineColumn,
  type OnlineColumns,
  type OnlineFormItem,
  type OnlineFormProperty,
  type OnlineQueryItem,
} from './api/form-data-api';

/**
 * An Online表单 as the list platform's entity definition, built from the server's answers at run time: its rows are
 * listed, searched, added, edited, deleted, exported and imported by the same list, form and widgets as every
 * coded entity. Records use the table's column names, so a field's name is its column.
 */

/** What the server answered about one form. */
export interface OnlineFormAnswers {
  columns: OnlineColumns;
  formItem: OnlineFormItem;
  queryInfo: readonly OnlineQueryItem[];
}

/** JeecgBoot's pageSize that asks for every row (a form without paging). */
export const ALL_ROWS = -521;

/** The form of `/online/cgformList/<id>`: the last segment of the path. */
export function formCodeOf(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The platform's field type of a control (`view`); a plain text box of a number field takes numbers. */
export function fieldTypeOf(view: string | null | undefined, numeric = false): FieldType {
  switch (view) {
    case 'list':
    case 'sel_search':
      return 'select';
    case 'radio':
    case 'checkbox':
    case 'switch':
    case 'date':
    case 'datetime':
    case 'time':
    case 'textarea':
    case 'markdown':
    case 'file':
    case 'image':
    case 'password':
      return view;
    case 'list_multi':
      return 'multiSelect';
    case 'umeditor':
      return 'richText';
    case 'sel_user':
      return 'user';
    case 'sel_depart':
      return 'depart';
    case 'pca':
      return 'area';
    default:
      return numeric ? 'number' : 'string';
  }
}

/** A dictionary: a code, or the table form `table,text,code`. */
function dictOf(source: { dictCode?: string | null; dictTable?: string | null; dictText?: string | null }) {
  const code = source.dictCode || undefined;
  if (source.dictTable && code) return `${source.dictTable},${source.dictText || code},${code}`;
  return code;
}

/** A column's dictionary: its `customRender`, unless that names the `_dictText` the records carry anyway. */
const columnDict = (column: OnlineColumn) =>
  column.customRender && !column.customRender.endsWith('_dictText') ? column.customRender : undefined;

/** The cell kinds getColumns names by slot (image, file, rich text, area). */
const SLOT_TYPES: Record<string, FieldType> = {
  imgSlot: 'image',
  fileSlot: 'file',
  htmlSlot: 'richText',
  pcaSlot: 'area',
};

function columnType(column: OnlineColumn): FieldType {
  const slot = SLOT_TYPES[column.scopedSlots?.customRender ?? ''];
  if (slot) return slot;
  if (columnDict(column)) return 'select';
  return column.fieldType === 'Date' ? 'date' : 'string';
}

const compact = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

function formField(name: string, p: OnlineFormProperty, required: boolean, column?: OnlineColumn): FieldDef {
  const view = p.view ?? 'text';
  // A date column shown as a text box is still a date.
  const type = view === 'text' && column?.fieldType === 'Date' ? 'date' : fieldTypeOf(view, p.type === 'number');
  return compact({
    name,
    label: p.title || name,
    type,
    dictCode: dictOf(p) ?? (column ? columnDict(column) : undefined),
    switchValues: type === 'switch' ? (['Y', 'N'] as [string, string]) : undefined,
    required: required || undefined,
    maxLength: p.maxLength || undefined,
    defaultValue: p.defVal ?? undefined,
    list: column ? (column.sorter ? { sorter: true } : true) : false,
  });
}

function listOnlyField(column: OnlineColumn): FieldDef {
  return compact({
    name: column.dataIndex,
    label: column.title || column.dataIndex,
    type: columnType(column),
    dictCode: columnDict(column),
    list: column.sorter ? { sorter: true } : true,
    form: false,
  });
}

function searchOnlyField(item: OnlineQueryItem): FieldDef {
  return compact({
    name: item.field,
    label: item.label || item.field,
    type: fieldTypeOf(item.view),
    dictCode: dictOf(item),
    list: false,
    form: false,
  });
}

const searchOf = (item: OnlineQueryItem): FieldDef['search'] =>
  item.mode === 'group' ? 'range' : (item.view ?? 'text') === 'text' ? 'like' : 'eq';

/**
 * The form's fields in one order: the form's fields by `order`, each list-only column after the column before it in
 * the list (the server orders both by the same number), then fields only searched.
 */
function fieldsOf({ columns, formItem, queryInfo }: OnlineFormAnswers): FieldDef[] {
  const required = new Set(formItem.schema.required ?? []);
  const byColumn = new Map(columns.columns.map((c) => [c.dataIndex, c]));
  const fields = Object.entries(formItem.schema.properties)
    // A 主表's sub-tables (view tab) are tabs of its form, not fields (online-sub-tables.ts).
    .filter(([, p]) => p.view !== 'tab')
    .sort(([, a], [, b]) => (a.order ?? 0) - (b.order ?? 0))
    .map(([name, p]) => formField(name, p, required.has(name), byColumn.get(name)));
  columns.columns.forEach((column, i) => {
    if (fields.some((f) => f.name === column.dataIndex)) return;
    const before = columns.columns[i - 1]?.dataIndex;
    const at = before === undefined ? -1 : fields.findIndex((f) => f.name === before);
    fields.splice(at + 1, 0, listOnlyField(column));
  });
  for (const item of queryInfo) {
    const field = fields.find((f) => f.name === item.field);
    if (field) field.search = searchOf(item);
    else fields.push({ ...searchOnlyField(item), search: searchOf(item) });
  }
  return fields;
}

/** The form's entity definition: `online_<table>`, its buttons `online:<table>:<action>`. */
export function onlineEntityOf(code: string, answers: OnlineFormAnswers): EntityDef {
  const { description, currentTableName: table } = answers.columns;
  return {
    name: `online_${table}`,
    title: description,
    table,
    apiPath: `${FORM_DATA_API}/form/${encodeURIComponent(code)}`,
    permissionPrefix: `online:${table}`,
    exportFileName: description,
    // The server's own order (create_time desc, else id): the system columns are seldom among the fields here.
    defaultSort: { column: '', order: 'desc' },
    fields: fieldsOf(answers),
  };
}

/** The form's fields shown but not editable (只读). */
export const readOnlyFieldsOf = (formItem: OnlineFormItem): string[] =>
  Object.entries(formItem.schema.properties)
    .filter(([, p]) => p.disabled)
    .map(([name]) => name);

/** The calls of a form's rows: getData lists; form/<code> reads, adds (POST), edits (PUT) and deletes (?id= / ?ids=). */
export function onlineFormUrls(code: string): EntityUrls {
  const id = encodeURIComponent(code);
  const form = `${FORM_DATA_API}/form/${id}`;
  return {
    list: `${FORM_DATA_API}/getData/${id}`,
    add: form,
    edit: form,
    delete: form,
    deleteBatch: form,
    queryById: form,
    exportXls: `${FORM_DATA_API}/exportXls/${id}`,
    importExcel: `${FORM_DATA_API}/importXls/${id}`,
  };
}

/** 表单开发's button prefix: its holders may write any form's rows (功能测试). */
const DESIGNER = 'online:form';

/**
 * The other codes the server takes for a button of the form's rows: 表单开发's button of the same action; for 批量删除
 * also the delete buttons (the server deletes several rows as it deletes one).
 */
export function onlineButtonAlternatives(entity: Pick<EntityDef, 'permissionPrefix'>) {
  const own = `${entity.permissionPrefix}:`;
  return (code: string): string[] => {
    if (!code.startsWith(own)) return [];
    const action = code.slice(own.length);
    const codes = [`${DESIGNER}:${action}`];
    if (action === 'deleteBatch') codes.push(`${own}delete`, `${DESIGNER}:delete`);
    return codes;
  };
}
