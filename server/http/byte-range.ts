/**
 * One HTTP byte range (RFC 9110 §14): `bytes=a-b`, `bytes=a-` or `bytes=-n`. Several ranges, another unit, or an
 * `If-Range` (stored files carry no validator to match it) are answered with the whole file; a `bytes=` range that
 * is malformed or lies outside the file is unsatisfiable (416).
 */
import type { ByteRange } from '../lib/file-store';

export type RangeAnswer = { kind: 'whole' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

export function parseRange(header: string | undefined, size: number, ifRange?: string): RangeAnswer {
  if (!header || ifRange !== undefined) return { kind: 'whole' };
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!match) return { kind: 'whole' };
  const spec = match[1]!.trim();
  if (spec.includes(',')) return { kind: 'whole' };
  const parts = /^(\d*)\s*-\s*(\d*)$/.exec(spec);
  if (!parts || (parts[1] === '' && parts[2] === '') || size === 0) return { kind: 'unsatisfiable' };
  const [first, last] = [parts[1]!, parts[2]!];
  if (first === '') {
    // The last n bytes.
    const n = Number(last);
    if (n === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - n), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { start, end } };
}
