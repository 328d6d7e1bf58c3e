/**
 * 校验规则 (SysCheckRuleController): the generic CRUD of sys_check_rule; `ruleJson` must be a list
 * of {digits, pattern, message} steps the checker can run. Each write needs its button (system:checkRule:add …);
 * reading needs the screen's menu or one of its buttons. A rule a form field checks with (an entity definition's
 * `checkRule`) keeps its code and cannot be deleted. /sys/checkRule/checkByCode stays in routes/system/files.ts.
 */
import type { FastifyInstance } from 'fastify';
import { ENTITIES } from '../../../src/domain/entities';
import { checkRuleEntity, ruleJsonError } from '../../../src/domain/entities/check-rule';
import type { AppContext } from '../../context';
import { entityTableByName } from '../../crud/entity-tables';
import { registerCrud } from '../../crud/routes';
import type { CrudSpec, Row } from '../../crud/spec';
import { BizError } from '../../http/envelope';
import { slowPatternError } from '../../services/check-rules';
import { entityReaders } from '../../services/readers';

export const CHECK_RULE_TABLE = entityTableByName(checkRuleEntity.table)!;

/** The fields that check their value with a rule, by rule code (e.g. position_code → 职务编码). */
function fieldsUsing(ruleCode: unknown): string[] {
  return ENTITIES.flatMap((def) =>
    def.fields.filter((f) => f.checkRule && f.checkRule === ruleCode).map((f) => `${def.title}·${f.label}`),
  );
}

export const checkRuleSpec: CrudSpec = {
  et: CHECK_RULE_TABLE,
  readers: entityReaders({ ...checkRuleEntity, screen: 'system/SysCheckRuleList' }),
  check: async (_w, body, existing) => {
    if (body.ruleJson !== undefined || !existing) {
      const error = ruleJsonError(body.ruleJson) ?? slowPatternError(String(body.ruleJson));
      if (error) throw new BizError(error);
    }
    if (existing && typeof body.ruleCode === 'string' && body.ruleCode.trim() !== existing.ruleCode) {
      const users = fieldsUsing(existing.ruleCode);
      if (users.length > 0) throw new BizError(`规则Code正被「${users.join('、')}」使用，不能修改`);
    }
  },
  beforeDelete: async (_ctx, rows: Row[]) => {
    for (const row of rows) {
      const users = fieldsUsing(row.ruleCode);
      if (users.length > 0)
        throw new BizError(`校验规则「${String(row.ruleName)}」正被「${users.join('、')}」使用，不能删除`);
    }
  },
};

export async function sysCheckRuleRoutes(app: FastifyInstance, ctx: AppContext) {
  await registerCrud(app, ctx, checkRuleSpec);
}
