/**
 * 首页 / 分析页: how the testing work stands, in few SQL aggregates, each scoped as the list it counts (a national
 * manager sees his provinces; everyone else with the screen sees all). docs/screens/dashboards.md.
 */
import { and, count, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { TEST_STATUS } from '../../src/domain/entities/test';
import type { AppContext } from '../context';
import { plainDictTexts } from '../crud/dict-text';
import { cpcOrganization, cpcPaper, cpcStudent, cpcTest, cpcTestGrade } from '../db/schema';
import { PROVINCES, provinceOf } from '../db/seed-areas';
import { formatDateTime } from '../time';
import { collegeCondition, organizationCondition, type CpcScope } from './cpc-scope';
import { gradeScopeCondition, testScopeCondition } from './grade-scoring';
import { statsTarget, summaryOf } from './grade-statistics';

const PROVINCE_NAMES = new Map(PROVINCES);
const MONTHS = 12;
const TOP_PROVINCES = 10;

/** A published test's figures beside the previous published test of the same subject. */
async function latestResults(ctx: AppContext, scope: CpcScope) {
  const published = await ctx.db
    .select({ id: cpcTest.id, testName: cpcTest.testName, startTime: cpcTest.startTime, subject: cpcPaper.subject })
    .from(cpcTest)
    .innerJoin(cpcPaper, eq(cpcPaper.id, cpcTest.paperId))
    .where(and(eq(cpcTest.status, TEST_STATUS.published), testScopeCondition(ctx.db, scope)))
    .orderBy(desc(cpcTest.startTime), desc(cpcTest.id))
    .limit(50);
  const latest = published[0];
  if (!latest) return null;
  const previous = published.slice(1).find((t) => t.subject === latest.subject);
  const figures = async (testId: string) => {
    const target = await statsTarget(ctx.db, scope, { testId });
    const summary = await summaryOf(ctx, target);
    return { testId, testName: target.test.testName, ...summary };
  };
  return {
    latest: await figures(latest.id),
    previous: previous ? await figures(previous.id) : null,
  };
}

/** The figures, charts' numbers and next dates of the analysis page. */
export async function analysisOf(ctx: AppContext, scope: CpcScope) {
  const db = ctx.db;
  // Dates as the server's users read them (time.ts): this year and the last 12 months, this month included.
  const nowText = formatDateTime(new Date(ctx.now()));
  const year = Number(nowText.slice(0, 4));
  const month = Number(nowText.slice(5, 7));
  const months = Array.from({ length: MONTHS }, (_, i) => {
    const m = year * 12 + month - MONTHS + i;
    return `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
  });
  const nextMonth = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  const tests = testScopeCondition(db, scope);

  const [[institutions], [students], byStatus, [nextSignUpEnd], [nextStart], [gradesThisYear], perMonth, perProvince] =
    await Promise.all([
      db
        .select({ n: count() })
        .from(cpcOrganization)
        .where(organizationCondition(db, scope, cpcOrganization.id)),
      db
        .select({ n: count() })
        .from(cpcStudent)
        .where(collegeCondition(db, scope, cpcStudent.organizationId, cpcStudent.collegeId)),
      db.select({ status: cpcTest.status, n: count() }).from(cpcTest).where(tests).groupBy(cpcTest.status),
      db
        .select({ at: sql<string>`min(${cpcTest.signUpEnd})` })
        .from(cpcTest)
        .where(and(tests, eq(cpcTest.status, TEST_STATUS.signUp), gte(cpcTest.signUpEnd, nowText))),
      db
        .select({ at: sql<string>`min(${cpcTest.startTime})` })
        .from(cpcTest)
        .where(
          and(
            tests,
            inArray(cpcTest.status, [TEST_STATUS.signUp, TEST_STATUS.waiting]),
            gte(cpcTest.startTime, nowText),
          ),
        ),
      db
        .select({ n: count() })
        .from(cpcTestGrade)
        .where(and(gradeScopeCondition(db, scope), gte(cpcTestGrade.createTime, `${year}-01-01 00:00:00`))),
      db
        .select({ month: sql<string>`substr(${cpcTest.startTime}::text, 1, 7)`, n: count() })
        .from(cpcTest)
        .where(
          and(
            tests,
            gte(cpcTest.startTime, `${months[0]}-01 00:00:00`),
            lt(cpcTest.startTime, `${nextMonth}-01 00:00:00`),
          ),
        )
        .groupBy(sql`1`),
      db
        .select({ province: sql<string>`substr(${cpcOrganization.area}, 1, 2)`, n: count() })
        .from(cpcStudent)
        .innerJoin(cpcOrganization, eq(cpcOrganization.id, cpcStudent.organizationId))
        .where(
          and(
            isNotNull(cpcOrganization.area),
            collegeCondition(db, scope, cpcStudent.organizationId, cpcStudent.collegeId),
          ),
        )
        .groupBy(sql`1`)
        .orderBy(desc(count()), sql`1`)
        .limit(TOP_PROVINCES),
    ]);

  const statusTexts = (await plainDictTexts(ctx, ['test_status'])).get('test_status');
  const counted = new Map(byStatus.map((r) => [r.status, Number(r.n)]));
  const monthCounts = new Map(perMonth.map((r) => [r.month, Number(r.n)]));
  return {
    institutions: Number(institutions?.n ?? 0),
    students: Number(students?.n ?? 0),
    tests: Object.values(TEST_STATUS).map((status) => ({
      status,
      status_dictText: statusTexts?.get(status) ?? status,
      count: counted.get(status) ?? 0,
    })),
    nextSignUpEnd: nextSignUpEnd?.at ?? null,
    nextStart: nextStart?.at ?? null,
    gradesThisYear: Number(gradesThisYear?.n ?? 0),
    testsPerMonth: months.map((m) => ({ month: m, count: monthCounts.get(m) ?? 0 })),
    studentsByProvince: perProvince.map((r) => {
      const code = provinceOf(r.province);
      return { province: code, name: (code && PROVINCE_NAMES.get(code)) || r.province, count: Number(r.n) };
    }),
    results: await latestResults(ctx, scope),
  };
}

export type Analysis = Awaited<ReturnType<typeof analysisOf>>;
