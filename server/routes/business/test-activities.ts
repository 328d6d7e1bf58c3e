/**
 * 考试活动 under /cpctestmanager/cpcTestActivity: the CRUD of its definition, reading by the 考试活动 and
 * 考试详情 screens or any cpc:testActivity: button, each write by its button. An activity belongs to an existing test
 * the caller may reach: a national manager sees (and writes) the activities of the tests with an institution in his
 * provinces, like the tests themselves. The list filters by `testId` (a field filter). Content is stored as sent; the
 * screens sanitise it when they show it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { registerCrud } from '../../crud/routes';
import type { CrudSpec, DbLike } from '../../crud/spec';
import { cpcTest, cpcTestActivity, cpcTestInstitution } from '../../db/schema';
import { BizError } from '../../http/envelope';
import { cpcScope, organizationCondition, OUT_OF_SCOPE_MESSAGE, type CpcScope } from '../../services/cpc-scope';
import { has, TEST_ACTIVITY_TABLE } from '../../services/cpc-tables';
import { trimmed } from '../../http/text';
import { READERS } from '../../services/readers';
import { businessAudit } from '../../services/cpc-tables';

/** Ids of the tests the scope reaches (a subquery), or undefined: every test. */
function scopedTests(db: DbLike, scope: CpcScope) {
  const org = organizationCondition(db, scope, cpcTestInstitution.institutionId);
  return org ? db.select({ id: cpcTestInstitution.testId }).from(cpcTestInstitution).where(org) : undefined;
}

async function scopeCondition(ctx: AppContext, request: FastifyRequest) {
  const tests = scopedTests(ctx.db, await cpcScope(ctx, request));
  return tests ? inArray(cpcTestActivity.testId, tests) : undefined;
}

export const testActivitySpec: CrudSpec = {
  et: TEST_ACTIVITY_TABLE,
  readers: READERS.testActivity,
  scope: scopeCondition,
  async check(w, body, existing) {
    if (existing && (!has(body, 'testId') || trimmed(body.testId) === trimmed(existing.testId))) return;
    const testId = trimmed(body.testId);
    if (!testId) return; // the definition's required rule answers
    const tests = scopedTests(w.db, await cpcScope(w.ctx, w.request));
    const [test] = await w.db
      .select({ id: cpcTest.id })
      .from(cpcTest)
      .where(and(eq(cpcTest.id, testId), tests ? inArray(cpcTest.id, tests) : undefined))
      .limit(1);
    if (!test) throw new BizError(`所选考试不存在或${OUT_OF_SCOPE_MESSAGE}`);
  },
  async beforeAdd(w, values) {
    businessAudit(w, values);
  },
};

export async function cpcTestActivityRoutes(app: FastifyInstance, ctx: AppContext) {
  await registerCrud(app, ctx, testActivitySpec);
}
