/**
 * Excel export and import through SheetJS (@e965/xlsx, the maintained 0.20 build).
 * Export: a BIFF8 .xls in AutoPoi's layout — row 1 the title, row 2 `导出人:<name>`, row 3 the
 * Chinese column labels, data from row 4 with dictionary texts as the list shows them.
 * Import: .xls / .xlsx only (checked by extension and by file signature); the header row is found
 * among the first rows by its labels, so files with or without the two title rows are read.
 */
import { PERCENT_FORMAT, roundRate } from '../../src/domain/rounding';
import type { FieldDef } from '../../src/domain/entities/entity-types';
import { fieldDictCode } from '../../src/domain/entities/field-dict';
import { BizError } from '../http/envelope';
import type { EntityTable } from './entity-table';
import { checkZipBudget } from './zip-budget';

type Xlsx = typeof import('@e965/xlsx');
let xlsx: Promise<Xlsx> | undefined;
/** SheetJS is loaded on the first export or import (it costs start-up time and memory otherwise). */
function loadXlsx(): Promise<Xlsx> {
  xlsx ??= import('@e965/xlsx');
  return xlsx;
}

export const MAX_IMPORT_ROWS = 10_000;
/** Wider sheets are refused before their cells are spread into rows. */
export const MAX_IMPORT_COLUMNS = 200;
export const TOO_MANY_COLUMNS_MESSAGE = `导入文件的列数不能超过${MAX_IMPORT_COLUMNS}列`;
export const IMPORT_FORMAT_MESSAGE = '文件格式不正确，只能导入.xls或.xlsx文件！';
export const IMPORT_PARSE_MESSAGE = '文件解析失败，请检查文件内容！';

/** Columns of exports and imports: `excel`, else the list columns. */
export function excelFields(et: EntityTable): FieldDef[] {
  return et.def.fields.filter((f) => !f.writeOnly && (f.excel ?? !!f.list));
}

const ENTITIES_IN_TEXT: Record<string, string> = { nbsp: ' ', lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' };

/** The text of rich-text HTML: blocks apart, inline tags dropped, the common entities decoded (a spreadsheet cell is never HTML). */
export const htmlCellText = (html: string): string =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|lt|gt|quot|#39|amp);/g, (_, name: string) => ENTITIES_IN_TEXT[name]!)
    .replace(/\s+/g, ' ')
    .trim();

function cellValue(field: FieldDef, record: Record<string, unknown>): string | number | null {
  const dictText = record[`${field.name}_dictText`];
  if (fieldDictCode(field) && dictText !== undefined) return dictText === null ? null : String(dictText);
  const value = record[field.name];
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (field.type === 'richText') return htmlCellText(String(value));
  return String(value);
}

export async function buildWorkbook(
  et: EntityTable,
  records: Record<string, unknown>[],
  exporter: string,
): Promise<Buffer> {
  const XLSX = await loadXlsx();
  const fields = excelFields(et);
  const rows: (string | number | null)[][] = [
    [`${et.def.title}列表`],
    [`导出人:${exporter}`],
    fields.map((f) => f.label),
    ...records.map((r) => fields.map((f) => cellValue(f, r))),
  ];
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  const lastCol = Math.max(fields.length - 1, 0);
  sheet['!merges'] = [
    { s: { r: 0, c: 0 }, e: { r: 0, c: lastCol } },
    { s: { r: 1, c: 0 }, e: { r: 1, c: lastCol } },
  ];
  sheet['!cols'] = fields.map((f) => ({ wch: Math.max(12, f.label.length * 2 + 4) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, et.def.title.slice(0, 31));
  return XLSX.write(book, { type: 'buffer', bookType: 'xls' }) as Buffer;
}

const XLS_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function isExcelFile(fileName: string, data: Buffer): boolean {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.xls')) return data.subarray(0, 8).equals(XLS_MAGIC);
  if (lower.endsWith('.xlsx')) return data.subarray(0, 4).equals(ZIP_MAGIC);
  return false;
}

export function isExcelName(fileName: string): boolean {
  return /\.xlsx?$/i.test(fileName);
}

export interface ImportRow {
  /** 1-based position among the data rows (JeecgBoot's 第 N 行). */
  line: number;
  /** Field name → cell text (empty cells left out). */
  cells: Record<string, string>;
  /** Fields whose column is in the file but whose cell is empty in this row. */
  blank: string[];
}

const pad = (n: number) => String(n).padStart(2, '0');

function cellText(field: FieldDef | undefined, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    const day = `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
    if (field?.type === 'date') return day;
    return `${day} ${pad(value.getHours())}:${pad(value.getMinutes())}:${pad(value.getSeconds())}`;
  }
  const text = String(value).trim();
  return text === '' ? null : text;
}

/**
 * The data rows of the first sheet, keyed by field name; `importable` decides which columns count. `extra` are
 * columns recognised besides the definition's fields (by label or name), e.g. an `ID` column.
 */
export async function readImportRows(
  data: Buffer,
  et: EntityTable,
  importable: (f: FieldDef) => boolean,
  extra: FieldDef[] = [],
): Promise<ImportRow[]> {
  if (data.subarray(0, 4).equals(ZIP_MAGIC)) await checkZipBudget(data);
  const XLSX = await loadXlsx();
  let rows: unknown[][];
  try {
    // The first sheet only, and only as many rows as an import may have (plus the title and header rows).
    const book = XLSX.read(data, {
      type: 'buffer',
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      sheets: 0,
      sheetRows: MAX_IMPORT_ROWS + 8,
    });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (!sheet) throw new BizError(IMPORT_PARSE_MESSAGE);
    const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1');
    if (range.e.c - range.s.c + 1 > MAX_IMPORT_COLUMNS) throw new BizError(TOO_MANY_COLUMNS_MESSAGE);
    rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
  } catch (error) {
    if (error instanceof BizError) throw error;
    throw new BizError(IMPORT_PARSE_MESSAGE);
  }
  const byLabel = new Map<string, FieldDef>();
  for (const f of [...extra, ...et.def.fields]) {
    byLabel.set(f.label, f);
    byLabel.set(f.name, f);
  }
  const headerIndex = rows.slice(0, 6).findIndex((row) => {
    const cells = (row ?? []).map((c) => cellText(undefined, c)).filter((c): c is string => c !== null);
    const known = cells.filter((c) => byLabel.has(c)).length;
    return known > 0 && known * 2 >= cells.length;
  });
  if (headerIndex < 0) throw new BizError('未找到表头，请按导出文件的格式填写后再导入！');
  const columns = (rows[headerIndex] ?? []).map((c) => {
    const field = byLabel.get(cellText(undefined, c) ?? '');
    return field && importable(field) ? field : undefined;
  });
  const out: ImportRow[] = [];
  for (const row of rows.slice(headerIndex + 1)) {
    const cells: Record<string, string> = {};
    let any = false;
    columns.forEach((field, index) => {
      const text = cellText(field, row?.[index]);
      if (field && text !== null) cells[field.name] = text;
    });
    for (const value of row ?? []) if (cellText(undefined, value) !== null) any = true;
    if (!any) continue;
    const blank = columns.filter((f): f is FieldDef => !!f && cells[f.name] === undefined).map((f) => f.name);
    out.push({ line: out.length + 1, cells, blank: [...new Set(blank)] });
    if (out.length > MAX_IMPORT_ROWS) throw new BizError(`导入的数据不能超过${MAX_IMPORT_ROWS}行`);
  }
  return out;
}

/** A spreadsheet cell holding a rate as a number shown as a percentage (21.2%), rounded once; empty for none. */
export interface PercentCell {
  t: 'n';
  v: number;
  z: string;
}
export function percentCell(rate: number | null | undefined): PercentCell | null {
  const v = roundRate(rate);
  return v === null ? null : { t: 'n', v, z: PERCENT_FORMAT };
}
