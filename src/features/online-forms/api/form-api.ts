import type { GridRow } from '@/components/widgets/editable-grid/grid-types';
import type { RecordOf } from '@/domain/entities';
import {
  ONLINE_RESERVED_PREFIXES,
  ONLINE_TABLE_MESSAGE,
  ONLINE_TABLE_PATTERN,
  onlineFormEntity,
  onlineFormFieldEntity,
} from '@/domain/entities/online-form';
import { fetchFound, fetchResult } from '@/lib/api-client';
import type { OutboxInput } from '@/lib/outbox';

/** The Online表单 calls beyond the platform's CRUD (docs/api.md "Online forms"). */

/** How 同步数据库 treats the table: normal keeps its rows (and refuses a change that loses data), force rebuilds it. */
export type SyncMethod = 'normal' | 'force';

/** What a write of one form needs to name it (the 待同步 list shows it when it waits). */
export interface FormRef {
  id: string;
  tableName: string;
}

const named = (form: FormRef) => `${onlineFormEntity.title}「${form.tableName || form.id}」`;

/** The fields of a saved form, by orderNum: GET /online/cgform/field/listByHeadId?headId=. */
export async function fetchFormFields(headId: string): Promise<GridRow[]> {
  const answer = await fetchResult<GridRow[]>(
    `${onlineFormFieldEntity.apiPath}/listByHeadId`,
    { headId },
    { silent: true },
  );
  return Array.isArray(answer) ? answer : [];
}

/** 同步数据库: POST /online/cgform/api/doDbSynch/{id}/{normal|force}. */
export const syncWrite = (form: FormRef, method: SyncMethod): OutboxInput => ({
  method: 'POST',
  url: `/online/cgform/api/doDbSynch/${encodeURIComponent(form.id)}/${method}`,
  meta: {
    scope: onlineFormEntity.name,
    kind: 'action',
    label: `${method === 'force' ? '强制同步' : '普通同步'} ${named(form)}`,
    recordIds: [form.id],
  },
});

/** 移除: DELETE /online/cgform/head/removeRecord?id= (the definition only; its table stays). */
export const removeWrite = (form: FormRef): OutboxInput => ({
  method: 'DELETE',
  url: `${onlineFormEntity.apiPath}/removeRecord`,
  params: { id: form.id },
  // A delete to the list: while it waits offline the row is already gone from it.
  meta: { scope: onlineFormEntity.name, kind: 'delete', label: `移除 ${named(form)}`, recordIds: [form.id] },
});

/** A form's head as the designer's list sends it (`hascopy` 1: it has views). */
export type FormHead = RecordOf<typeof onlineFormEntity> & { hascopy?: number | string | null };

/** One form's head: GET /online/cgform/head/queryById?id= (the views' page names its original). */
export const fetchFormHead = (id: string) =>
  fetchFound<FormHead>(`${onlineFormEntity.apiPath}/queryById`, { id }, { silent: true });

/** 生成视图: POST /online/cgform/head/copyOnline?code=<id> — a view of the form on the same table. */
export const copyViewWrite = (form: FormRef): OutboxInput => ({
  method: 'POST',
  url: `${onlineFormEntity.apiPath}/copyOnline`,
  params: { code: form.id },
  meta: { scope: onlineFormEntity.name, kind: 'action', label: `生成视图 ${named(form)}`, recordIds: [form.id] },
});

/** 复制表: POST /online/cgform/head/copyOnlineTable/{id}?tableName= — a new, not synchronised form. */
export const copyTableWrite = (form: FormRef, tableName: string): OutboxInput => ({
  method: 'POST',
  url: `${onlineFormEntity.apiPath}/copyOnlineTable/${encodeURIComponent(form.id)}`,
  params: { tableName },
  meta: {
    scope: onlineFormEntity.name,
    kind: 'action',
    label: `复制表 ${named(form)} 为「${tableName}」`,
    recordIds: [form.id],
  },
});

/** What is wrong with a new table's name (the rule of 表名, as the server words it), or null. */
export function tableNameProblem(name: string): string | null {
  if (!ONLINE_TABLE_PATTERN.test(name)) return ONLINE_TABLE_MESSAGE;
  if (ONLINE_RESERVED_PREFIXES.some((prefix) => name.startsWith(prefix)))
    return `表名「${name}」为系统保留，请换一个表名`;
  return null;
}
