import type { GridRow } from '@/components/widgets/editable-grid/grid-types';
import { onlineReportEntity } from '@/domain/entities/online-report';
import { downloadFile, fetchResult, type QueryParams } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';
import { saveBlob } from '@/lib/save-blob';

/** The Online报表 calls (docs/api.md "Online reports"). */
const HEAD = onlineReportEntity.apiPath;
const RUN = '/online/cgreport/api';

/** The query keys of the reports: one resource, so a saved 报表配置 can invalidate what a runner shows. */
export const reportKeys = resourceKeys(onlineReportEntity.name);

/** The runner's address of a report (OnlCgreportAutoList). */
export const reportRunPath = (id: string) => `/online/cgreport/${encodeURIComponent(id)}`;

const rows = (answer: unknown): GridRow[] => (Array.isArray(answer) ? (answer as GridRow[]) : []);

/** The columns of a saved report, by orderNum: GET /online/cgreport/item/listByHeadId?headId=. */
export async function fetchReportItems(headId: string): Promise<GridRow[]> {
  return rows(await fetchResult('/online/cgreport/item/listByHeadId', { headId }, { silent: true }));
}

/** The parameters of a saved report, by orderNum: GET /online/cgreport/param/listByHeadId?headId=. */
export async function fetchReportParams(headId: string): Promise<GridRow[]> {
  return rows(await fetchResult('/online/cgreport/param/listByHeadId', { headId }, { silent: true }));
}

/** A column of the SELECT, as parseSql names it. */
export interface ParsedField {
  fieldName: string;
  fieldTxt?: string | null;
  fieldType?: string | null;
  isShow?: number | null;
  orderNum?: number | null;
}

/** A `${name}` of the SQL, as parseSql names it. */
export interface ParsedParam {
  paramName: string;
  paramTxt?: string | null;
  orderNum?: number | null;
}

export interface ParsedSql {
  fields: ParsedField[];
  params: ParsedParam[];
}

/**
 * GET /online/cgreport/head/parseSql?sql=: the columns the SELECT returns and its parameters. A refused SQL throws
 * a RefusedError with the server's reason (and shows nothing itself: the form tells it).
 */
export async function parseReportSql(sql: string): Promise<ParsedSql> {
  const answer = await fetchResult<Partial<ParsedSql>>(
    `${HEAD}/parseSql`,
    { sql },
    { silent: true, fallback: 'SQL解析失败' },
  );
  return { fields: answer?.fields ?? [], params: answer?.params ?? [] };
}

/** A parameter of a report to run (getParamsInfo). */
export interface ReportParamInfo {
  paramName: string;
  paramTxt?: string | null;
  paramValue?: string | null;
  orderNum?: number | null;
}

/** A searched column of a report (getQueryInfo): `view` text, list, date, datetime or number; `mode` single or group. */
export interface ReportQueryItem {
  field: string;
  label: string;
  view?: string | null;
  mode?: string | null;
  dictCode?: string | null;
}

/** A column of the report's table (getColumnsAndData, getRpColumns). */
export interface ReportColumn {
  title: string;
  dataIndex: string;
  fieldType?: string | null;
  width?: number | string | null;
  sorter?: boolean | null;
  /** The dictionary in `dictOptions` that shows the column's values. */
  customRender?: string | null;
  /** "1": the column gets a 合计. */
  isTotal?: string | number | null;
  groupTitle?: string | null;
}

export interface ReportDictItem {
  value: string | number;
  text?: string | null;
  title?: string | null;
}

export type ReportDictOptions = Record<string, ReportDictItem[]>;
export type ReportRecord = Record<string, unknown>;

export interface ReportPage {
  data: { total: number; records: ReportRecord[] };
  columns: ReportColumn[];
  cgreportHeadName: string;
  dictOptions: ReportDictOptions;
  isGroupTitle: boolean;
}

const quiet = { silent: true, fallback: '报表加载失败' };

export async function fetchReportParamsInfo(id: string): Promise<ReportParamInfo[]> {
  const answer = await fetchResult<ReportParamInfo[]>(`${RUN}/getParamsInfo/${encodeURIComponent(id)}`, {}, quiet);
  return Array.isArray(answer) ? answer : [];
}

export async function fetchReportQueryInfo(id: string): Promise<ReportQueryItem[]> {
  const answer = await fetchResult<ReportQueryItem[]>(`${RUN}/getQueryInfo/${encodeURIComponent(id)}`, {}, quiet);
  return Array.isArray(answer) ? answer : [];
}

/** One page of the report: GET getColumnsAndData/{id}?pageNo&pageSize&column&order&self_<param>&<field>…. */
export async function fetchReportPage(id: string, params: QueryParams): Promise<ReportPage> {
  const answer = await fetchResult<Partial<ReportPage>>(
    `${RUN}/getColumnsAndData/${encodeURIComponent(id)}`,
    params,
    quiet,
  );
  return {
    data: { total: Number(answer?.data?.total ?? 0), records: answer?.data?.records ?? [] },
    columns: answer?.columns ?? [],
    cgreportHeadName: answer?.cgreportHeadName ?? '',
    dictOptions: answer?.dictOptions ?? {},
    isGroupTitle: Boolean(answer?.isGroupTitle),
  };
}

/** 导出: GET exportXls/{id} with the report's query, saved as the server names it; false when it failed. */
export async function exportReport(id: string, params: QueryParams, fileName: string): Promise<boolean> {
  try {
    const { blob, fileName: named } = await downloadFile(`${RUN}/exportXls/${encodeURIComponent(id)}`, params, {
      silent: true,
    });
    if (!blob || blob.size === 0) return false;
    saveBlob(blob, named ?? `${fileName}.xlsx`);
    return true;
  } catch {
    return false;
  }
}
