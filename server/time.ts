/** Wall-clock formatting in GMT+8 (China has no daylight saving), the zone JeecgBoot serialises in. */
const OFFSET_MS = 8 * 3600 * 1000;

/** 'yyyy-MM-dd HH:mm:ss' in GMT+8. */
export function formatDateTime(date: Date): string {
  return new Date(date.getTime() + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Parses 'yyyyMMddHHmmss' read as GMT+8; NaN when malformed. */
export function parseCompactDateTime(text: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s) - OFFSET_MS;
}
