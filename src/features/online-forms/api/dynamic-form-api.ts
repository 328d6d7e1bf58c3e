import type { EntityRecord } from '@/components/crud';
import { fetchResult, RefusedError } from '@/lib/api-client';
import { FORM_DATA_API, type OnlineFormItem } from './form-data-api';

/** The calls of 动态表单 (`/online/df/<table>/<id>`): one record of a form found by its table. */

/** What 动态表单 says of a form or a record that is not there. */
export const DF_MESSAGES = { noForm: '表单不存在', noRecord: '未找到对应数据' } as const;

/** getFormItem's answer with the form's head: its `id` is the form's code. */
export interface OnlineFormItemWithHead extends OnlineFormItem {
  head: { id: string; tableName?: string | null; tableTxt?: string | null };
}

const path = (...parts: string[]) => [FORM_DATA_API, ...parts.map(encodeURIComponent)].join('/');
const missing = (message: string) => new RefusedError(message, { success: false, code: 404 });

/** GET /online/cgform/api/getFormItemBytbname/{table}: the form (the original) on that table. */
export async function fetchFormItemByTable(table: string): Promise<OnlineFormItemWithHead> {
  const answer = await fetchResult<Partial<OnlineFormItemWithHead>>(
    path('getFormItemBytbname', table),
    {},
    { silent: true, fallback: DF_MESSAGES.noForm },
  );
  const id = answer?.head?.id;
  if (!id) throw missing(DF_MESSAGES.noForm);
  return {
    head: { ...answer.head, id: String(id) },
    schema: { properties: answer.schema?.properties ?? {}, required: answer.schema?.required ?? [] },
  };
}

/** GET /online/cgform/api/form/{code}/{id}: one record of the form. */
export async function fetchFormRecord(code: string, id: string): Promise<EntityRecord> {
  const record = await fetchResult<EntityRecord>(
    path('form', code, id),
    {},
    { silent: true, fallback: DF_MESSAGES.noRecord },
  );
  if (!record) throw missing(DF_MESSAGES.noRecord);
  return record;
}
