import { reportCellText } from '@/components/widgets/popup-field/report-cell';
import type { ReportColumn, ReportDictOptions, ReportParamInfo, ReportQueryItem, ReportRecord } from './api/report-api';

/** The runner's page sizes (JeecgBoot's online report: 10, 20, 30, 50). */
export const REPORT_PAGE_SIZES = [10, 20, 30, 50] as const;

/** The report of `/online/cgreport/<id>`: the last segment of the path. */
export function reportIdOf(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The request name of a parameter: `self_<paramName>`. */
export const paramKey = (paramName: string) => `self_${paramName}`;

/** The request names of a query item: `<field>`, or `<field>_begin` and `<field>_end` for a range. */
export const isRange = (item: ReportQueryItem) => item.mode === 'group';
export const rangeKeys = (item: ReportQueryItem) => [`${item.field}_begin`, `${item.field}_end`] as const;

/** The query form's first values: each parameter's default, or the address's `?<paramName>=` when it has one. */
export function initialQueryValues(
  params: readonly ReportParamInfo[],
  search: URLSearchParams,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const p of params) values[paramKey(p.paramName)] = search.get(p.paramName) ?? p.paramValue ?? '';
  return values;
}

/** What the query form sends: its filled values only. */
export function filledValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** A cell as the report shows it (shared with the report popup). */
export const cellText = (column: ReportColumn, record: ReportRecord, dictOptions: ReportDictOptions): string =>
  reportCellText(column, record, dictOptions);

export const isTotalled = (column: ReportColumn) => String(column.isTotal ?? '') === '1';

const decimalsOf = (value: string) => {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
};

/** The 合计 of a column over the rows shown: numbers summed (others left out), to the most decimals among them. */
export function columnTotal(records: readonly ReportRecord[], key: string): string {
  let sum = 0;
  let decimals = 0;
  for (const record of records) {
    const raw = text(record[key]).trim();
    const value = Number(raw);
    if (raw === '' || !Number.isFinite(value)) continue;
    sum += value;
    decimals = Math.max(decimals, decimalsOf(raw));
  }
  return sum.toFixed(Math.min(decimals, 20));
}

/** A header of the first row: a column alone, or a group title over its columns. */
export type HeaderCell =
  { kind: 'column'; column: ReportColumn } | { kind: 'group'; title: string; columns: ReportColumn[] };

/**
 * The header cells in order: with group titles (isGroupTitle), the columns of one `groupTitle` go under one header at
 * the place of the first of them; columns without a title stand alone.
 */
export function headerCells(columns: readonly ReportColumn[], grouped: boolean): HeaderCell[] {
  const cells: HeaderCell[] = [];
  const groups = new Map<string, ReportColumn[]>();
  for (const column of columns) {
    const title = grouped ? (column.groupTitle ?? '').trim() : '';
    if (!title) {
      cells.push({ kind: 'column', column });
      continue;
    }
    const members = groups.get(title);
    if (members) members.push(column);
    else {
      const started = [column];
      groups.set(title, started);
      cells.push({ kind: 'group', title, columns: started });
    }
  }
  return cells;
}

/** The body's columns in the header's order. */
export const bodyColumns = (cells: readonly HeaderCell[]): ReportColumn[] =>
  cells.flatMap((cell) => (cell.kind === 'column' ? [cell.column] : cell.columns));

/** A column's width in px (default 120). */
export function columnWidth(column: ReportColumn): number {
  const width = Number.parseInt(text(column.width), 10);
  return Number.isFinite(width) && width > 0 ? width : 120;
}
