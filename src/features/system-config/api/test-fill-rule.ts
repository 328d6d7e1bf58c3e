import { fetchResult } from '@/lib/api-client';
import { fillRuleEntity } from '@/domain/entities/fill-rule';

/** GET /sys/fillRule/testFillRule: the value the rule makes now (null: the rule gives none). */
export async function testFillRule(ruleCode: string): Promise<unknown> {
  return (
    (await fetchResult<unknown>(
      `${fillRuleEntity.apiPath}/testFillRule`,
      { ruleCode },
      { fallback: '功能测试失败' },
    )) ?? null
  );
}
