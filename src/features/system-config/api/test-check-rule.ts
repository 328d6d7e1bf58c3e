import { getAction } from '@/lib/api-client';

export type CheckRuleTestResult = { passed: true } | { passed: false; message: string };

/** GET /sys/checkRule/checkByCode: the value encoded once more, as JeecgBoot's validateCheckRule sends it. */
export async function testCheckRule(ruleCode: string, value: string): Promise<CheckRuleTestResult> {
  const res = await getAction('/sys/checkRule/checkByCode', { ruleCode, value: encodeURIComponent(value) });
  return res.success ? { passed: true } : { passed: false, message: res.message || '校验失败' };
}
