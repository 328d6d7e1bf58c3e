/**
 * Rounding of scores and rates, one rule for every screen, report and export: half away from zero, once, from the
 * decimal value the number stands for. `toFixed` rounds the binary approximation instead (21.15 → "21.1",
 * 1.005 → "1.00"), and rounding an already-rounded rate again moves some cells by one in the last digit.
 */

/** `n` × 10^`k`, by moving the decimal point in the number's shortest text (no binary multiplication error). */
function shift(n: number, k: number): number {
  const [mantissa, exponent = '0'] = String(n).split('e');
  return Number(`${mantissa}e${Number(exponent) + k}`);
}

/** Half-up to `digits` decimals: 62.235 → 62.24, 1.005 → 1.01, -2.5 → -3 (0 digits). */
export function roundHalfUp(value: number, digits: number): number {
  if (!Number.isFinite(value)) return value;
  const rounded = Math.sign(value) * shift(Math.round(shift(Math.abs(value), digits)), -digits);
  return rounded === 0 ? 0 : rounded;
}

/** Scores and means are shown with 2 decimals at most, rates as percentages with 1. */
export const SCORE_DIGITS = 2;
export const PERCENT_DIGITS = 1;

/** A score, mean or index rounded for display and exports (null stays null). */
export function roundScore(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? roundHalfUp(n, SCORE_DIGITS) : null;
}

/** A rate (0.2115) as the fraction the percentage shows (0.212 → 21.2%): what an export writes with a % format. */
export function roundRate(rate: number | null | undefined): number | null {
  return rate === null || rate === undefined || !Number.isFinite(rate) ? null : roundHalfUp(rate, PERCENT_DIGITS + 2);
}

/** 0.2115 → "21.2%"; null → `empty`. */
export function formatPercent(rate: number | null | undefined, empty = '–'): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return empty;
  return `${roundHalfUp(shift(rate, 2), PERCENT_DIGITS).toFixed(PERCENT_DIGITS)}%`;
}

/** The spreadsheet number format of a rate cell. */
export const PERCENT_FORMAT = '0.0%';

/** A file's size as lists show it: 800 B, 9.5 KB, 35 KB, 1.2 MB; '' when unknown or empty. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes <= 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
