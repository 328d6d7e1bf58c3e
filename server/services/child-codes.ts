/**
 * Codes of tree levels (A01 … Z99 per level): the next child code and the codes generated under a parent.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** YouBianCodeUtil: A01 … A99, B01 … Z99, then Z99A01. */
export function nextCodeSegment(last: string | undefined): string {
  const match = last ? /^([A-Z])(\d{2})$/.exec(last) : null;
  if (!match) return 'A01';
  const letter = match[1]!;
  const n = Number(match[2]);
  if (n < 99) return `${letter}${String(n + 1).padStart(2, '0')}`;
  if (letter < 'Z') return `${String.fromCharCode(letter.charCodeAt(0) + 1)}01`;
  return `${last}A01`;
}

/** The next code under `parentCode` after the largest sibling code (each level adds three characters). */
export function nextChildCode(parentCode: string, maxSibling: string | undefined): string {
  if (!maxSibling || !maxSibling.startsWith(parentCode)) return `${parentCode}A01`;
  const own = maxSibling.slice(parentCode.length);
  const lastSegment = own.slice(-3);
  return `${parentCode}${own.slice(0, -3)}${nextCodeSegment(lastSegment)}`;
}

/**
 * Codes made by nextChildCode under `parentCode` (A01-style segments), not codes written otherwise (学科目录's
 * national codes). `oneLevel`: the direct children only, for tables not filtered by parent.
 */
export function generatedCodeUnder(codeColumn: PgColumn, parentCode: string, oneLevel = false): SQL {
  const escaped = parentCode.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return sql`${codeColumn} ~ ${`^${escaped}([A-Z][0-9]{2})${oneLevel ? '' : '+'}$`}`;
}
