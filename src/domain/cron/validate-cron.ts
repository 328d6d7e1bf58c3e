import { parseCron } from './parse-cron';

/**
 * `null` when Quartz would accept the expression, otherwise a Chinese message naming the field and the
 * problem, e.g. `日字段：L-n 中 n 必须在 0 到 30 之间` or `日与周必须有且只有一个为 ?`.
 */
export function validateCron(expression: string): string | null {
  const parsed = parseCron(expression);
  return parsed.ok ? null : parsed.error;
}
