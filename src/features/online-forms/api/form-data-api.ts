import { onlineFormEntity } from '@/domain/entities/online-form';
import { fetchResult } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';

/** What the rows' screen of an Online表单 reads of its definition (docs/api.md "The rows of a form"). */
export const FORM_DATA_API = '/online/cgform/api';

/** The screen of a form's rows (OnlCgformAutoList): its id is the last segment. */
export const formDataPath = (code: string) => `/online/cgformList/${encodeURIComponent(code)}`;

/** The answer of a form that has not been synchronised (同步数据库) yet. */
export const NOT_SYNCED = 'NO_DB_SYNC';

/** The definitions' resource: a save or a 同步数据库 in 表单开发 refreshes what a rows' screen has read. */
export const formDataKeys = resourceKeys(onlineFormEntity.name);

/** A list column (getColumns): `customRender` names its dictionary (or `<field>_dictText` for a table dictionary). */
export interface OnlineColumn {
  title: string;
  dataIndex: string;
  sorter?: boolean | null;
  customRender?: string | null;
  fieldType?: string | null;
  scopedSlots?: { customRender?: string | null } | null;
}

export interface OnlineColumns {
  columns: OnlineColumn[];
  /** 'N': no row selection. */
  checkboxFlag?: string | null;
  /** 'N': every row on one page. */
  paginationFlag?: string | null;
  description: string;
  currentTableName: string;
}

/** A searched field (getQueryInfo): `mode` group searches a range. */
export interface OnlineQueryItem {
  field: string;
  label: string;
  view?: string | null;
  mode?: string | null;
  dictCode?: string | null;
  dictTable?: string | null;
  dictText?: string | null;
}

/** A field of the form (getFormItem's schema): `view` is its control, `type` number or string. */
export interface OnlineFormProperty {
  key?: string;
  title: string;
  view?: string | null;
  type?: string | null;
  order?: number | null;
  dictCode?: string | null;
  dictTable?: string | null;
  dictText?: string | null;
  maxLength?: number | null;
  defVal?: string | number | null;
  /** Shown, not editable (只读). */
  disabled?: boolean | null;
}

export interface OnlineFormItem {
  schema: { properties: Record<string, OnlineFormProperty>; required?: string[] | null };
}

const quiet = { silent: true, fallback: '表单加载失败' };
const path = (call: string, code: string) => `${FORM_DATA_API}/${call}/${encodeURIComponent(code)}`;

export async function fetchOnlineColumns(code: string): Promise<OnlineColumns> {
  const answer = await fetchResult<Partial<OnlineColumns>>(path('getColumns', code), {}, quiet);
  return {
    ...answer,
    columns: Array.isArray(answer?.columns) ? answer.columns : [],
    description: answer?.description ?? '',
    currentTableName: answer?.currentTableName ?? '',
  };
}

export async function fetchOnlineFormItem(code: string): Promise<OnlineFormItem> {
  const answer = await fetchResult<Partial<OnlineFormItem>>(path('getFormItem', code), {}, quiet);
  return {
    schema: { properties: answer?.schema?.properties ?? {}, required: answer?.schema?.required ?? [] },
  };
}

export async function fetchOnlineQueryInfo(code: string): Promise<OnlineQueryItem[]> {
  const answer = await fetchResult<OnlineQueryItem[]>(path('getQueryInfo', code), {}, quiet);
  return Array.isArray(answer) ? answer : [];
}
