import { DATETIME_FORMAT } from '@/domain/constants';

const pad = (n: number) => String(n).padStart(2, '0');

/** Local time as YYYY-MM-DD HH:mm:ss. */
export function formatDateTime(at: number | Date): string {
  const d = new Date(at);
  const out = DATETIME_FORMAT.replace('YYYY', String(d.getFullYear()))
    .replace('MM', pad(d.getMonth() + 1))
    .replace('DD', pad(d.getDate()))
    .replace('HH', pad(d.getHours()))
    .replace('mm', pad(d.getMinutes()))
    .replace('ss', pad(d.getSeconds()));
  return out;
}
