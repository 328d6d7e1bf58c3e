/** How cells read, write and show their values (pure: no React, no DOM). */
import { roundHalfUp } from '@/domain/rounding';
import dayjs from 'dayjs';
import { cellText } from './grid-rules';
import type { GridColumn, GridOption, GridRow, StatisticsKind } from './grid-types';

/** Number cells: what may be typed — an optional minus sign, digits and one decimal point. */
export const acceptsNumberText = (text: string): boolean => /^-?\d*\.?\d*$/.test(text);

/** A number cell on blur: a valid number becomes a number, anything else empty. */
export function numberOnBlur(value: unknown): number | '' {
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  const text = cellText(value).trim();
  return /^-?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : '';
}

/** Tags cell: typed semicolons stripped, then one inserted after every 2 characters ("abcde" → "ab;cd;e"). */
export function formatTags(text: string): string {
  const chars = [...text.replace(/;/g, '')];
  let out = '';
  chars.forEach((char, index) => {
    out += char;
    if ((index + 1) % 2 === 0 && index + 1 < chars.length) out += ';';
  });
  return out;
}

export const splitTags = (value: unknown): string[] => cellText(value).split(';').filter(Boolean);

/** checkbox: the stored values of checked and unchecked (customValue, else true and false). */
export const checkboxValues = (column: Pick<GridColumn, 'customValue'>): [unknown, unknown] =>
  column.customValue ?? [true, false];

export function isChecked(value: unknown, column: Pick<GridColumn, 'customValue'>): boolean {
  if (!column.customValue) return value === true || value === 'true';
  return cellText(value) === cellText(column.customValue[0]);
}

export const checkboxValue = (checked: boolean, column: Pick<GridColumn, 'customValue'>): unknown =>
  checkboxValues(column)[checked ? 0 : 1];

/** A choice with its text resolved. */
export interface Choice {
  value: string;
  text: string;
  disabled: boolean;
}

export const toChoice = (option: GridOption): Choice => ({
  value: String(option.value),
  text: String(option.text ?? option.title ?? option.label ?? option.value),
  disabled: Boolean(option.disabled),
});

/** The column's own options, then the dictionary's items it does not have (JVxeTable's merge). */
export function mergeChoices(own: readonly GridOption[] | undefined, dict: readonly Choice[]): Choice[] {
  const merged = (own ?? []).map(toChoice);
  const seen = new Set(merged.map((c) => c.value));
  for (const item of dict) if (!seen.has(item.value)) merged.push(item);
  return merged;
}

/** A multiple choice value's parts (a comma-joined string or an array). */
export function splitMulti(value: unknown): string[] {
  const parts = Array.isArray(value) ? value.map(String) : cellText(value).split(',');
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** The texts of a (comma-joined) value; unknown values stay as they are. */
export function choiceText(choices: readonly Choice[], value: unknown): string {
  return splitMulti(value)
    .map((v) => choices.find((c) => c.value === v)?.text ?? v)
    .join(',');
}

/** date / datetime cells shown in the column's format (the stored value stays YYYY-MM-DD [HH:mm:ss]). */
export function dateText(value: unknown, format: string | undefined): string {
  const text = cellText(value);
  if (!text || !format) return text;
  const date = dayjs(text);
  return date.isValid() ? date.format(format) : text;
}

/** progress: 0 to 100. */
export function progressPercent(value: unknown): number {
  const n = Number.parseFloat(cellText(value));
  return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0;
}

/** A value as a number for the footers (what is no number counts 0, as JVxeTable sums). */
export function statNumber(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(cellText(value));
  return Number.isFinite(n) ? n : 0;
}

/** 合计 (sum) or 平均 (average) of a column over rows. */
export function statistic(rows: readonly GridRow[], key: string, kind: StatisticsKind): number {
  let sum = 0;
  for (const row of rows) sum += statNumber(row[key]);
  if (kind === 'sum') return sum;
  return rows.length === 0 ? 0 : sum / rows.length;
}

/** A footer figure: at most 2 decimals, no trailing zeros (0.1 + 0.2 shows 0.3). */
export const formatStatistic = (n: number): string => String(roundHalfUp(n, 2));

export const STATISTICS_TITLES: Record<StatisticsKind, string> = { sum: '合计', average: '平均' };

/** A new row's value of a column: its defaultValue; a checkbox starts as defaultChecked says. */
export function createCellValue(column: GridColumn): unknown {
  if (column.defaultValue !== undefined) return column.defaultValue;
  if (column.type === 'checkbox') return checkboxValue(Boolean(column.defaultChecked), column);
  return undefined;
}
