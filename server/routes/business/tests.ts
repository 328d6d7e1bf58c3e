/**
 * 考试 under /cpctestmanager/cpcTestManager:
 * - the CRUD of its definition, reading by the 考试管理 screens or any cpc:test: button, each write by its button;
 *   `testCode` is unique; sign-up ends before the start and the start is before the end; the paper must exist; new
 *   tests start 报名中; add and edit save `cpcTestInstitutionList` (an institution once per test) in the same
 *   transaction; a test's institutions go with it;
 * - a test with grades keeps its paper and cannot be deleted; deleting one takes its activities along and unlinks
 *   its trainings;
 * - nextStatus {id}: the status one step forward (button cpc:test:status), never back nor past 成绩已发布;
 * - queryCpcTestInstitutionByMainId: a test's institutions;
 * - queryQuizList: the customer portal's 测验列表 (any contact, his institution's tests; staff readers all of theirs).
 * Scoped like the other cpc routes: a national manager sees the tests with an institution in his provinces and may
 * only name institutions there.
 */
import { and, asc, desc, eq, ilike, inArray, not, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TEST_INSTITUTION_LIST, TEST_STATUS, TEST_STATUS_PERMISSION } from '../../../src/domain/entities/test';
import type { AppContext } from '../../context';
import { escapeLike } from '../../crud/conditions';
import { listPage, param, queryOf } from '../../crud/list-query';
import { registerCrud } from '../../crud/routes';
import type { CrudSpec, DbLike, Row, WriteContext } from '../../crud/spec';
import { bodyOf, NOT_FOUND_MESSAGE, writeContext } from '../../crud/writes';
import {
  cpcOrganization,
  cpcPaper,
  cpcTest,
  cpcTestActivity,
  cpcTestGrade,
  cpcTestInstitution,
  cpcTraining,
} from '../../db/schema';
import { BizError, plain } from '../../http/envelope';
import { id, ID_QUERY, NO_PARAMETERS, pagedQuery, routeSchema, text } from '../../http/route-schemas';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import { dictItemsByCode } from '../../services/dicts';
import {
  checkDetailRows,
  deleteDetailRows,
  detailRows,
  refuseDeleteWhileUsed,
  saveDetailRows,
  type DetailTable,
} from '../../services/cpc-details';
import { cpcScope, organizationCondition, OUT_OF_SCOPE_MESSAGE, type CpcScope } from '../../services/cpc-scope';
import { countBy, has, records, TEST_INSTITUTION_TABLE, TEST_TABLE } from '../../services/cpc-tables';
import { trimmed } from '../../http/text';
import { READERS } from '../../services/readers';
import { businessAudit } from '../../services/cpc-tables';

export const TEST_INSTITUTIONS: DetailTable = {
  et: TEST_INSTITUTION_TABLE,
  key: TEST_INSTITUTION_LIST,
  parent: 'testId',
  title: '参考机构',
  max: 500,
};

const STATUS_TEXT: Record<string, string> = { 1: '报名中', 2: '待考试', 3: '考试中', 4: '阅卷中', 5: '成绩已发布' };

/** Tests with an institution the scope reaches (all tests for staff). */
function testCondition(db: DbLike, scope: CpcScope) {
  const org = organizationCondition(db, scope, cpcTestInstitution.institutionId);
  if (!org) return undefined;
  return inArray(cpcTest.id, db.select({ id: cpcTestInstitution.testId }).from(cpcTestInstitution).where(org));
}

/** The scope's tests; `institutionId` (an institution's page) keeps those it takes part in. */
async function scopeCondition(ctx: AppContext, request: FastifyRequest) {
  const scoped = testCondition(ctx.db, await cpcScope(ctx, request));
  const institutionId = trimmed(queryOf(request).institutionId);
  if (!institutionId) return scoped;
  const taking = inArray(
    cpcTest.id,
    ctx.db
      .select({ id: cpcTestInstitution.testId })
      .from(cpcTestInstitution)
      .where(eq(cpcTestInstitution.institutionId, institutionId)),
  );
  return scoped ? and(scoped, taking) : taking;
}

/** A datetime as milliseconds (NaN when absent or unreadable: the definition's rules answer for those). */
const time = (value: unknown) => Date.parse(trimmed(value).replace(' ', 'T'));

/** Sign-up opens before it closes, closes before the test starts, which is before it ends. */
function checkDates(body: Row, existing?: Row) {
  const value = (name: string) => time(has(body, name) ? body[name] : existing?.[name]);
  const rules: [string, string, string][] = [
    ['signUpStart', 'signUpEnd', '报名开始时间必须早于报名截止时间'],
    ['signUpEnd', 'startTime', '报名截止时间必须早于考试开始时间'],
    ['startTime', 'endTime', '考试开始时间必须早于考试结束时间'],
  ];
  for (const [before, after, message] of rules) if (value(before) >= value(after)) throw new BizError(message);
}

/** Institution rows: the definition's rules, each institution once, existing and in the caller's scope. */
async function checkInstitutions(w: WriteContext, rows: Row[], testId?: string) {
  checkDetailRows(TEST_INSTITUTIONS, rows, testId);
  const ids = rows.map((r) => trimmed(r.institutionId));
  const scope = await cpcScope(w.ctx, w.request);
  const found = new Set(
    ids.length
      ? (
          await w.db
            .select({ id: cpcOrganization.id })
            .from(cpcOrganization)
            .where(and(inArray(cpcOrganization.id, ids), organizationCondition(w.db, scope, cpcOrganization.id)))
        ).map((r) => r.id)
      : [],
  );
  ids.forEach((id, index) => {
    const where = `参考机构第 ${index + 1} 行：`;
    if (ids.indexOf(id) !== index) throw new BizError(`${where}该机构已在本场考试中`);
    if (!found.has(id)) throw new BizError(`${where}机构不存在或${OUT_OF_SCOPE_MESSAGE}`);
  });
}

/** The rows of a test's institutions the caller's scope reaches (a national manager's: his provinces'). */
async function institutionRows(db: DbLike, scope: CpcScope, testId: string, outside = false) {
  const inScope = organizationCondition(db, scope, cpcTestInstitution.institutionId);
  if (outside && !inScope) return [];
  return db
    .select()
    .from(cpcTestInstitution)
    .where(and(eq(cpcTestInstitution.testId, testId), inScope && (outside ? not(inScope) : inScope)))
    .orderBy(asc(cpcTestInstitution.createTime), asc(cpcTestInstitution.id));
}

async function saveInstitutions(w: WriteContext, testId: string, body: Row) {
  const rows = detailRows(TEST_INSTITUTIONS, body);
  if (!rows) return;
  // The institutions outside the caller's scope were never shown to him: they stay as they are.
  const outside = await institutionRows(w.db, await cpcScope(w.ctx, w.request), testId, true);
  await saveDetailRows(w, TEST_INSTITUTIONS, testId, [...rows, ...outside]);
}

export const testSpec: CrudSpec = {
  et: TEST_TABLE,
  readers: READERS.test,
  contacts: true,
  scope: scopeCondition,
  async decorate(ctx, list) {
    const counts = await countBy(
      ctx.db,
      cpcTestInstitution.testId,
      list.map((r) => String(r.id)),
    );
    for (const r of list) r.institutionCount = counts.get(String(r.id)) ?? 0;
  },
  async check(w, body, existing) {
    checkDates(body, existing);
    const paperId = has(body, 'paperId') ? trimmed(body.paperId) : '';
    if (existing && paperId && paperId !== String(existing.paperId)) {
      const graded = (await countBy(w.db, cpcTestGrade.testId, [String(existing.id)])).get(String(existing.id));
      if (graded) throw new BizError(`该考试已有 ${graded} 条成绩，不能更换试卷`);
    }
    if (paperId) {
      const [paper] = await w.db.select({ id: cpcPaper.id }).from(cpcPaper).where(eq(cpcPaper.id, paperId)).limit(1);
      if (!paper) throw new BizError('所选试卷不存在');
    }
    const rows = detailRows(TEST_INSTITUTIONS, body);
    if (rows) await checkInstitutions(w, rows, existing ? String(existing.id) : undefined);
  },
  async beforeAdd(w, values) {
    businessAudit(w, values);
    values.status = TEST_STATUS.signUp;
  },
  async beforeEdit(_w, values) {
    delete values.status;
  },
  async afterAdd(w, row, body) {
    await saveInstitutions(w, String(row.id), body);
  },
  async afterEdit(w, row, body) {
    await saveInstitutions(w, String(row.id), body);
  },
  async beforeDelete(ctx, rows) {
    const graded = await countBy(
      ctx.db,
      cpcTestGrade.testId,
      rows.map((r) => String(r.id)),
    );
    for (const r of rows) refuseDeleteWhileUsed('考试', String(r.testName), [[graded.get(String(r.id)), '条成绩']]);
  },
  async afterDelete(db, ids) {
    await deleteDetailRows(db, TEST_INSTITUTIONS, ids);
    // Its timeline goes with it; trainings that followed it stay, no longer linked.
    const testIds = ids.map(String);
    await db.delete(cpcTestActivity).where(inArray(cpcTestActivity.testId, testIds));
    await db.update(cpcTraining).set({ testId: null }).where(inArray(cpcTraining.testId, testIds));
  },
};

/** The test `id` when the scope reaches it. */
async function findTest(ctx: AppContext, request: FastifyRequest, id: string | undefined): Promise<Row> {
  const [row] = id?.trim()
    ? await ctx.db
        .select()
        .from(cpcTest)
        .where(and(eq(cpcTest.id, id.trim()), await scopeCondition(ctx, request)))
        .limit(1)
    : [];
  if (!row) throw new BizError(NOT_FOUND_MESSAGE);
  return row;
}

/** A test's institutions in the caller's scope, oldest first. */
export async function institutionsOf(ctx: AppContext, testId: string, scope: CpcScope): Promise<Row[]> {
  return records(ctx, TEST_INSTITUTION_TABLE, await institutionRows(ctx.db, scope, testId));
}

/** How many tests 考试日程 lists: the newest by start time. */
export const SCHEDULE_SIZE = 50;

/**
 * 考试日程 (the open page /cpctest/test): what anyone may know of the programme's tests — name, sign-up and test
 * windows, mode and status, the newest SCHEDULE_SIZE — and nothing else: no id, code, paper, institution or figure.
 */
async function testSchedule(ctx: AppContext) {
  const rows = await ctx.db
    .select({
      testName: cpcTest.testName,
      signUpStart: cpcTest.signUpStart,
      signUpEnd: cpcTest.signUpEnd,
      startTime: cpcTest.startTime,
      endTime: cpcTest.endTime,
      mode: cpcTest.mode,
      status: cpcTest.status,
    })
    .from(cpcTest)
    .orderBy(desc(cpcTest.startTime))
    .limit(SCHEDULE_SIZE);
  const modes = new Map((await dictItemsByCode(ctx, 'test_mode')).map((i) => [i.value, i.text]));
  return rows.map((row) => ({
    ...row,
    mode_dictText: modes.get(String(row.mode ?? '')) ?? null,
    status_dictText: STATUS_TEXT[String(row.status ?? '')] ?? null,
  }));
}

export async function cpcTestRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/cpctest/public/testSchedule',
    { config: { public: true, rateLimit: RATE_LIMITS.publicRead }, schema: NO_PARAMETERS },
    async () => plain(await testSchedule(ctx)),
  );
  await registerCrud(app, ctx, testSpec);
  const base = TEST_TABLE.def.apiPath;

  app.get(
    `${base}/queryCpcTestInstitutionByMainId`,
    { config: { readers: READERS.test }, schema: ID_QUERY },
    async (request) => {
      const test = await findTest(ctx, request, param(queryOf(request), 'id'));
      return plain(await institutionsOf(ctx, String(test.id), await cpcScope(ctx, request)));
    },
  );

  app.post(
    `${base}/nextStatus`,
    {
      config: { permission: TEST_STATUS_PERMISSION },
      schema: routeSchema({ body: { id, status: text('考试状态') } }),
    },
    async (request) => {
      const body = bodyOf(request);
      const w = writeContext(ctx, request, 'edit');
      const test = await findTest(ctx, request, trimmed(body.id));
      const current = Number(test.status);
      if (current >= Number(TEST_STATUS.published))
        throw new BizError(`考试已是「${STATUS_TEXT[TEST_STATUS.published]}」，状态不能再推进`);
      const next = String(current + 1);
      // A screen may name the status it expects next; anything but the one step forward is refused.
      if (has(body, 'status') && trimmed(body.status) !== next)
        throw new BizError(`考试状态只能从「${STATUS_TEXT[String(current)]}」推进到「${STATUS_TEXT[next]}」`);
      const [updated] = await ctx.db
        .update(cpcTest)
        .set({ status: next, updateBy: w.user.username, updateTime: w.now })
        .where(and(eq(cpcTest.id, String(test.id)), eq(cpcTest.status, String(test.status))))
        .returning({ id: cpcTest.id });
      if (!updated) throw new BizError('考试状态已被他人修改，请刷新后重试');
      return plain({ id: updated.id, status: next }, `考试状态已更新为「${STATUS_TEXT[next]}」`);
    },
  );

  app.get(
    `${base}/queryQuizList`,
    {
      config: { readers: READERS.test, contacts: true },
      schema: routeSchema({ query: pagedQuery({ status: text('考试状态'), testName: text('考试名称') }) }),
    },
    async (request) => plain(await quizList(ctx, request)),
  );
}

/**
 * 测验列表: the tests the caller's institution takes part in (staff: those their scope reaches), newest first, with
 * the status text, the institution's 计划 / 实际人数 (staff: the sums over all institutions) and gradesPublished.
 */
async function quizList(ctx: AppContext, request: FastifyRequest) {
  const scope = await cpcScope(ctx, request);
  const query = queryOf(request);
  const status = trimmed(param(query, 'status'));
  const name = trimmed(param(query, 'testName')).replace(/^\*|\*$/g, '');
  const page = await listPage(
    ctx,
    TEST_TABLE,
    { pageNo: param(query, 'pageNo'), pageSize: param(query, 'pageSize'), column: 'startTime', order: 'desc' },
    {
      where: [
        testCondition(ctx.db, scope),
        status ? eq(cpcTest.status, status) : undefined,
        name ? ilike(cpcTest.testName, `%${escapeLike(name)}%`) : undefined,
      ],
    },
  );
  const list = await records(ctx, TEST_TABLE, page.records);
  const ids = list.map((r) => String(r.id));
  const org = organizationCondition(ctx.db, scope, cpcTestInstitution.institutionId);
  const counts = ids.length
    ? await ctx.db
        .select({
          testId: cpcTestInstitution.testId,
          institutions: sql<number>`count(*)::int`,
          planned: sql<number>`coalesce(sum(${cpcTestInstitution.plannedCount}), 0)::int`,
          actual: sql<number>`coalesce(sum(${cpcTestInstitution.actualCount}), 0)::int`,
        })
        .from(cpcTestInstitution)
        .where(and(inArray(cpcTestInstitution.testId, ids), org))
        .groupBy(cpcTestInstitution.testId)
    : [];
  const byTest = new Map(counts.map((c) => [c.testId, c]));
  return {
    ...page,
    records: list.map((r) => {
      const c = byTest.get(String(r.id));
      return {
        ...r,
        status_dictText: STATUS_TEXT[String(r.status)] ?? r.status_dictText ?? null,
        plannedCount: c?.planned ?? 0,
        actualCount: c?.actual ?? 0,
        gradesPublished: String(r.status) === TEST_STATUS.published,
      };
    }),
  };
}
