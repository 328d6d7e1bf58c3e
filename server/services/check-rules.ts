/**
 * Check rules (sys_check_rule, contract §9): `ruleJson` is a JSON array of {digits, pattern, message}.
 * As JeecgBoot's SysCheckRuleServiceImpl.checkValue: each rule looks at the next `digits` characters
 * ('*' = the whole value) and must match `pattern` entirely; the first failing rule's message wins.
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sysCheckRule } from '../db/schema';

export interface CheckRuleFailure {
  digits: string;
  pattern: string;
  message: string;
  checkValue: string;
  passed: false;
  beginIndex?: number;
  endIndex?: number;
}

/** Values longer than this are refused outright (keeps rule patterns cheap). */
export const MAX_CHECK_VALUE_LENGTH = 1000;

export async function findCheckRule(ctx: AppContext, code: string) {
  const [rule] = await ctx.db.select().from(sysCheckRule).where(eq(sysCheckRule.ruleCode, code)).limit(1);
  return rule;
}

function fullMatch(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(value);
  } catch {
    try {
      return new RegExp(`^(?:${pattern})$`).test(value);
    } catch {
      return false;
    }
  }
}

/** The first failing rule, or null when the value passes (an empty value always passes). */
export function checkValue(ruleJson: string, value: string): CheckRuleFailure | null {
  if (!value.trim()) return null;
  let rules: unknown;
  try {
    rules = JSON.parse(ruleJson);
  } catch {
    return null;
  }
  if (!Array.isArray(rules)) return null;
  const chars = [...value];
  let beginIndex = 0;
  for (const raw of rules) {
    if (!raw || typeof raw !== 'object') continue;
    const rule = raw as Record<string, unknown>;
    const digits = String(rule.digits ?? '*');
    const pattern = String(rule.pattern ?? '');
    const message = String(rule.message ?? '');
    const failure: CheckRuleFailure = { digits, pattern, message, checkValue: value, passed: false };
    if (digits !== '*') {
      const num = Number.parseInt(digits, 10) || 0;
      const endIndex = Math.min(beginIndex + num, chars.length);
      failure.checkValue = beginIndex > endIndex ? '' : chars.slice(beginIndex, endIndex).join('');
      failure.beginIndex = beginIndex;
      failure.endIndex = endIndex;
      beginIndex += num;
    }
    if (!fullMatch(pattern, failure.checkValue)) return failure;
  }
  return null;
}

/** The message of the first failing rule of `code`, or null (also when the code does not exist). */
export async function checkRuleMessage(ctx: AppContext, code: string, value: string): Promise<string | null> {
  const rule = await findCheckRule(ctx, code);
  if (!rule) return null;
  if (value.length > MAX_CHECK_VALUE_LENGTH) return `输入内容不能超过${MAX_CHECK_VALUE_LENGTH}个字符`;
  return checkValue(rule.ruleJson, value)?.message ?? null;
}
