/**
 * Check rules (sys_check_rule): `ruleJson` is a JSON array of {digits, pattern, message}.
 * As JeecgBoot's SysCheckRuleServiceImpl.checkValue: each rule looks at the next `digits` characters
 * ('*' = the whole value) and must match `pattern` entirely; the first failing rule's message wins.
 */
import { setFlagsFromString } from 'node:v8';
import { createContext, Script } from 'node:vm';
import safeRegex from 'safe-regex2';
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

// V8's linear-time regular expression engine (flag `l`) runs every pattern it can: those never backtrack, so no
// value can stall the server. It cannot run back-references, look-arounds or large counted repetitions ({2,20});
// such a pattern is accepted when saved only without nested repetition (safe-regex2's star-height analysis), and
// runs in the backtracking engine with a small time budget as a last guard.
setFlagsFromString('--enable-experimental-regexp-engine');

export const MAX_PATTERN_LENGTH = 500;
/**
 * CPU time one backtracking match may take before the value counts as not matching. Generous: only patterns without
 * nested repetition get here; an exponential pattern still answers within it.
 */
const BACKTRACKING_BUDGET_MS = 250;

/** The whole-value pattern in the linear-time engine, or null when it cannot run there. */
function linearMatcher(pattern: string): RegExp | null {
  try {
    // eslint-disable-next-line no-invalid-regexp -- 'l' is V8's linear-time engine, enabled above
    return new RegExp(`^(?:${pattern})$`, 'l');
  } catch {
    return null;
  }
}

/** Null when every pattern of a (well-formed) rule list is safe to run on any value, else the Chinese message. */
export function slowPatternError(ruleJson: string): string | null {
  const rules = JSON.parse(ruleJson) as { pattern: string }[];
  const n = rules.findIndex(
    (r) => r.pattern.length > MAX_PATTERN_LENGTH || (!linearMatcher(r.pattern) && !safeRegex(r.pattern)),
  );
  return n < 0
    ? null
    : `第${n + 1}条规则的正则表达式可能耗时过长（含嵌套重复），请简化；长度不能超过${MAX_PATTERN_LENGTH}个字符`;
}

const sandbox = createContext({ re: /$^/, value: '' });
const backtrackingTest = new Script('re.test(value)');
/** Doublings of the wall-time limit a match gets while the machine, not the pattern, keeps it from its budget. */
const STARVED_RETRIES = 2;

function fullMatch(pattern: string, value: string): boolean {
  const linear = linearMatcher(pattern);
  if (linear) return linear.test(value);
  try {
    sandbox.re = new RegExp(`^(?:${pattern})$`);
  } catch {
    return false;
  }
  sandbox.value = value;
  // The budget is CPU time, but vm's limit is wall time: under load a quick match can reach it waiting for a core
  // (a valid 职务编码 was refused once in CI). A try that used less CPU than the budget is tried again with twice
  // the time.
  for (let retry = 0; ; retry++) {
    const cpuBefore = process.cpuUsage();
    try {
      return backtrackingTest.runInContext(sandbox, { timeout: BACKTRACKING_BUDGET_MS * 2 ** retry }) === true;
    } catch {
      const cpuMs = process.cpuUsage(cpuBefore).user / 1000;
      if (cpuMs >= BACKTRACKING_BUDGET_MS * 0.8 || retry >= STARVED_RETRIES) return false;
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
