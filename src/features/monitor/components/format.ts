/** How the monitor screens show figures (JeecgBoot shows memory in MB with 3 decimals). */

export const MB = 1024 * 1024;

export type Unit =
  'MB' | 'GB' | 'percent' | 'seconds' | 'milliseconds' | 'duration' | 'epochSeconds' | 'count' | 'plain';

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in local time. */
export function formatDateTime(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** 3 天 4 小时 5 分 6 秒 */
export function formatDuration(seconds: number): string {
  let s = Math.max(0, Math.floor(seconds));
  const d = Math.floor(s / 86400);
  s -= d * 86400;
  const h = Math.floor(s / 3600);
  s -= h * 3600;
  const m = Math.floor(s / 60);
  s -= m * 60;
  const parts = [d ? `${d} 天` : '', d || h ? `${h} 小时` : '', d || h || m ? `${m} 分` : '', `${s} 秒`];
  return parts.filter(Boolean).join(' ');
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * MB) return `${(bytes / (1024 * MB)).toFixed(2)} GB`;
  if (bytes >= MB) return `${(bytes / MB).toFixed(2)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(2)} KB`;
  return `${bytes} B`;
}

const trim = (n: number, digits: number) => String(Number(n.toFixed(digits)));

/** A figure in its unit; '—' when the server had none. */
export function formatValue(value: number | undefined, unit: Unit): string {
  if (value === undefined || !Number.isFinite(value)) return '—';
  switch (unit) {
    case 'MB':
      return `${(value / MB).toFixed(3)} MB`;
    case 'GB':
      return `${(value / (1024 * MB)).toFixed(2)} GB`;
    case 'percent':
      return `${(value * 100).toFixed(2)} %`;
    case 'seconds':
      return `${trim(value, 3)} 秒`;
    case 'milliseconds':
      return `${trim(value, 2)} 毫秒`;
    case 'duration':
      return formatDuration(value);
    case 'epochSeconds':
      return formatDateTime(new Date(value * 1000));
    case 'count':
      return `${Math.round(value)}`;
    case 'plain':
      return trim(value, 2);
  }
}
