import type { GridRow } from '@/components/widgets/editable-grid/grid-types';
import { onlineFormEntity, onlineFormFieldEntity } from '@/domain/entities/online-form';
import { fetchResult } from '@/lib/api-client';
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
