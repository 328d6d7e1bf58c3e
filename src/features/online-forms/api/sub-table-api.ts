import type { EntityRecord } from '@/components/crud';
import { fetchFound, fetchResult } from '@/lib/api-client';
import { FORM_DATA_API, type OnlineColumns, type OnlineFormItem } from './form-data-api';

/** The calls of a 主表 and its 附表 (ERP, inner-table and TAB themes; docs/api.md "Online forms"). */

/** A 附表's foreign key: its column `field` holds the 主表 column `key` (e.g. order_id ← id). */
export interface OnlineForeignKey {
  field: string;
  key: string;
}

/** A 附表 in getErpColumns: its getColumns answer with its head id, relation (0 一对多, 1 一对一) and foreign keys. */
export interface OnlineSubColumns extends OnlineColumns {
  id: string;
  relationType?: number | string | null;
  foreignKeys?: OnlineForeignKey[] | null;
}

/** getErpColumns: the 主表's list columns and each 附表's, by tabOrderNum. */
export interface OnlineErpColumns {
  main: OnlineColumns;
  subList: OnlineSubColumns[];
}

const quiet = { silent: true, fallback: '表单加载失败' };
const path = (call: string, code: string) => `${FORM_DATA_API}/${call}/${encodeURIComponent(code)}`;

const columnsOf = <T extends Partial<OnlineColumns>>(answer: T | undefined) => ({
  ...answer,
  columns: Array.isArray(answer?.columns) ? answer.columns : [],
  description: answer?.description ?? '',
  currentTableName: answer?.currentTableName ?? '',
});

export async function fetchErpColumns(code: string): Promise<OnlineErpColumns> {
  const answer = await fetchResult<{ main?: Partial<OnlineColumns>; subList?: Partial<OnlineSubColumns>[] }>(
    path('getErpColumns', code),
    {},
    quiet,
  );
  const subs = Array.isArray(answer?.subList) ? answer.subList : [];
  return {
    main: columnsOf(answer?.main),
    subList: subs.map((sub) => ({ ...columnsOf(sub), id: String(sub.id ?? '') })),
  };
}

/** getErpFormItem: the form of one table (never with sub-table properties). */
export async function fetchErpFormItem(code: string): Promise<OnlineFormItem> {
  const answer = await fetchResult<Partial<OnlineFormItem>>(path('getErpFormItem', code), {}, quiet);
  return { schema: { properties: answer?.schema?.properties ?? {}, required: answer?.schema?.required ?? [] } };
}

/** A 主表 record with one array of rows per sub-table (form/{code}/{id}). */
export const fetchMasterRecord = (code: string, id: string) =>
  fetchFound<EntityRecord>(`${path('form', code)}/${encodeURIComponent(id)}`, {}, { silent: true });

/** One main row's sub rows, with their dictionary texts (subform/list/{subTableName}/{mainId}). */
export async function fetchSubRows(subTableName: string, mainId: string): Promise<EntityRecord[]> {
  const answer = await fetchResult<EntityRecord[]>(
    `${FORM_DATA_API}/subform/list/${encodeURIComponent(subTableName)}/${encodeURIComponent(mainId)}`,
    {},
    { silent: true },
  );
  return Array.isArray(answer) ? answer : [];
}
