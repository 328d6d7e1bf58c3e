/**
 * 人才培养 under /talnetManager/cpcTelnet:
 * - the CRUD of its definition, reading by the 人才培养 and 考试详情 screens or any cpc:training: button, each write by
 *   its button; the end date is not before the start, the enrolled never exceed the quota, the college belongs to the
 *   chosen institution (and needs one), the linked test exists;
 * - queryTelnetInfoByTestId {testId} (also under /cpctestmanager/cpcTestManager): the trainings linked to a test, for the test and training screens and for
 *   contacts (the customer portal), who get those open to all or to their institution (a 学院联系人: and to his
 *   college or to every college);
 * - cutumer/telnetTraining (the customer portal): getTalnet, the trainings open to the contact, newest first;
 *   selBycolId {collegeId}, a college's trainings (with the institution-wide and open ones) for 人才活动. The
 *   institution is the session's; another institution's college answers
 *   未找到对应数据.
 * Scoped: a national manager sees the trainings open to all or for an institution of his provinces, and may only name
 * institutions there.
 */
import { and, asc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { escapeLike } from '../../crud/conditions';
import { listPage, param, queryOf } from '../../crud/list-query';
import { registerCrud } from '../../crud/routes';
import type { CrudSpec, DbLike, Row, WriteContext } from '../../crud/spec';
import { NOT_FOUND_MESSAGE } from '../../crud/writes';
import { cpcCollege, cpcTest, cpcTraining } from '../../db/schema';
import { BizError, plain } from '../../http/envelope';
import {
  assertOrganizationInScope,
  collegeCondition,
  cpcScope,
  organizationCondition,
  type CpcScope,
} from '../../services/cpc-scope';
import { has, records, TEST_TABLE, TRAINING_TABLE } from '../../services/cpc-tables';
import { trimmed } from '../../http/text';
import { READERS } from '../../services/readers';
import { businessAudit } from '../../services/cpc-tables';
import { pagedQuery, routeSchema, text as textValue } from '../../http/route-schemas';

/** Trainings open to all or for an institution in scope; a 学院联系人 also only those for his college or any. */
function trainingCondition(db: DbLike, scope: CpcScope): SQL | undefined {
  const org = organizationCondition(db, scope, cpcTraining.organizationId);
  if (!org) return undefined;
  const open = or(isNull(cpcTraining.organizationId), eq(cpcTraining.organizationId, ''), org);
  if (scope.kind !== 'college') return open;
  return and(
    open,
    or(isNull(cpcTraining.collegeId), eq(cpcTraining.collegeId, ''), eq(cpcTraining.collegeId, scope.collegeId)),
  );
}

/** The training's rules (an edit is checked with its stored values for what it leaves out). */
async function check(w: WriteContext, body: Row, existing?: Row) {
  const value = (name: string) => (has(body, name) ? trimmed(body[name]) : trimmed(existing?.[name]));
  const start = value('startDate').slice(0, 10);
  const end = value('endDate').slice(0, 10);
  if (start && end && end < start) throw new BizError('结束日期不能早于开始日期');
  const quota = value('quota') === '' ? NaN : Number(value('quota'));
  const enrolled = Number(value('enrolled') || 0);
  // Missing or unreadable numbers are the definition's rules to answer.
  if (enrolled > quota) throw new BizError('已报名人数不能超过名额');
  const orgId = value('organizationId');
  const collegeId = value('collegeId');
  if (orgId && (!existing || orgId !== trimmed(existing.organizationId)))
    await assertOrganizationInScope(w.db, await cpcScope(w.ctx, w.request), orgId, '面向院校');
  if (collegeId) {
    const [college] = orgId
      ? await w.db
          .select({ id: cpcCollege.id })
          .from(cpcCollege)
          .where(and(eq(cpcCollege.id, collegeId), eq(cpcCollege.organizationId, orgId)))
          .limit(1)
      : [];
    if (!college) throw new BizError('所选学院不属于所选院校');
  }
  const testId = has(body, 'testId') ? trimmed(body.testId) : '';
  if (testId) {
    const [test] = await w.db.select({ id: cpcTest.id }).from(cpcTest).where(eq(cpcTest.id, testId)).limit(1);
    if (!test) throw new BizError('所选考试不存在');
  }
}

export const trainingSpec: CrudSpec = {
  et: TRAINING_TABLE,
  readers: READERS.training,
  scope: async (ctx, request: FastifyRequest) => trainingCondition(ctx.db, await cpcScope(ctx, request)),
  check,
  async beforeAdd(w, values) {
    businessAudit(w, values);
  },
};

export async function cpcTrainingRoutes(app: FastifyInstance, ctx: AppContext) {
  await registerCrud(app, ctx, trainingSpec);
  const base = TRAINING_TABLE.def.apiPath;

  // On the trainings' path and, as the customer portal calls it, on the tests' path too.
  for (const path of [base, TEST_TABLE.def.apiPath])
    app.get(
      `${path}/queryTelnetInfoByTestId`,
      {
        config: { readers: [...READERS.test, ...READERS.training], contacts: true },
        schema: routeSchema({ query: { testId: textValue('考试') } }),
      },
      async (request) => {
        const scope = await cpcScope(ctx, request);
        const testId = param(queryOf(request), 'testId')?.trim();
        if (!testId) throw new BizError('缺少参数：testId');
        const rows = await ctx.db
          .select()
          .from(cpcTraining)
          .where(and(eq(cpcTraining.testId, testId), trainingCondition(ctx.db, scope)))
          .orderBy(asc(cpcTraining.startDate), asc(cpcTraining.id));
        return plain(await records(ctx, TRAINING_TABLE, rows));
      },
    );

  const customer = '/cutumer/telnetTraining';
  const readers = READERS.training;

  app.get(
    `${customer}/getTalnet`,
    {
      config: { readers, contacts: true },
      schema: routeSchema({ query: pagedQuery({ trainingType: textValue('培养类型'), title: textValue('标题') }) }),
    },
    async (request) => {
      const scope = await cpcScope(ctx, request);
      const query = queryOf(request);
      const type = trimmed(param(query, 'trainingType'));
      const title = trimmed(param(query, 'title')).replace(/^\*|\*$/g, '');
      const page = await listPage(
        ctx,
        TRAINING_TABLE,
        { pageNo: param(query, 'pageNo'), pageSize: param(query, 'pageSize'), column: 'startDate', order: 'desc' },
        {
          where: [
            trainingCondition(ctx.db, scope),
            type ? eq(cpcTraining.trainingType, type) : undefined,
            title ? ilike(cpcTraining.title, `%${escapeLike(title)}%`) : undefined,
          ],
        },
      );
      return plain({ ...page, records: await records(ctx, TRAINING_TABLE, page.records) });
    },
  );

  app.get(
    `${customer}/selBycolId`,
    { config: { readers, contacts: true }, schema: routeSchema({ query: { collegeId: textValue('学院') } }) },
    async (request) => {
      const scope = await cpcScope(ctx, request);
      const collegeId = trimmed(param(queryOf(request), 'collegeId'));
      let forCollege: SQL | undefined;
      if (collegeId) {
        const [college] = await collegeInScope(ctx.db, scope, collegeId);
        if (!college) throw new BizError(NOT_FOUND_MESSAGE);
        forCollege = or(
          isNull(cpcTraining.organizationId),
          eq(cpcTraining.organizationId, ''),
          and(
            eq(cpcTraining.organizationId, college.organizationId),
            or(isNull(cpcTraining.collegeId), eq(cpcTraining.collegeId, ''), eq(cpcTraining.collegeId, college.id)),
          ),
        );
      }
      const rows = await ctx.db
        .select()
        .from(cpcTraining)
        .where(and(trainingCondition(ctx.db, scope), forCollege))
        .orderBy(asc(cpcTraining.startDate), asc(cpcTraining.id))
        .limit(TIMELINE_MAX);
      return plain(await records(ctx, TRAINING_TABLE, rows));
    },
  );
}

/** The most trainings a timeline shows. */
const TIMELINE_MAX = 1000;

/** The college `id` when in scope (a contact: of his institution; a 学院联系人: his own). */
function collegeInScope(db: DbLike, scope: CpcScope, id: string) {
  return db
    .select({ id: cpcCollege.id, collegeName: cpcCollege.collegeName, organizationId: cpcCollege.organizationId })
    .from(cpcCollege)
    .where(and(collegeCondition(db, scope, cpcCollege.organizationId, cpcCollege.id), eq(cpcCollege.id, id)))
    .limit(1);
}
