/**
 * The condition parameter of the dictionary calls: a JSON object of column → value, or the Chinese error.
 */
import { BizError } from '../http/envelope';

export const CONDITION_FORMAT_MESSAGE = 'condition传值有误，需要一个json字符串!';

/** A JSON object of column → value, or the Chinese error. */
export function parseCondition(text: string | undefined): Record<string, string> {
  if (!text?.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BizError(CONDITION_FORMAT_MESSAGE);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BizError(CONDITION_FORMAT_MESSAGE);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(parsed)) {
    if (v === null || v === undefined || v === '') continue;
    if (typeof v === 'object') throw new BizError(CONDITION_FORMAT_MESSAGE);
    out[k] = String(v);
  }
  return out;
}
