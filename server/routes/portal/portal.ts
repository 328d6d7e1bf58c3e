/**
 * The customer portal's index: GET /cutumer/portal/overview answers, in one call, what the signed-in
 * contact's institution (a 学院联系人: his college) looks like today — the institution and the contact, its counts, the
 * upcoming tests, the latest published results beside the national figures (the statistics' own summaryOf), the
 * user's unread notices and the newest files open to it. The institution always comes from the session; an account
 * that is no valid contact (staff, a customer nobody names) is refused with 当前账号未关联院校.
 */
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { MSG_CATEGORY } from '../../../src/domain/entities/announcement';
import { TEST_STATUS } from '../../../src/domain/entities/test';
import type { AppContext } from '../../context';
import {
  cpcCollege,
  cpcCollegeProgramme,
  cpcFile,
  cpcLinkUser,
  cpcOrganization,
  cpcStudent,
  cpcTest,
  cpcTestInstitution,
} from '../../db/schema';
import { currentUser } from '../../plugins/auth';
import { BizError, plain } from '../../http/envelope';
import { ensureBroadcastRows } from '../../services/announcements';
import { contactScope, NO_INSTITUTION_MESSAGE, type CpcScope } from '../../services/cpc-scope';
import { FILE_TABLE, LINK_USER_TABLE, records, TEST_TABLE } from '../../services/cpc-tables';
import { trimmed } from '../../http/text';
import { statsTarget, summaryOf, testsWithGrades } from '../../services/grade-statistics';
import { unread } from '../../services/unread-notices';
import { NO_PARAMETERS } from '../../http/route-schemas';

export const PORTAL_OVERVIEW_PATH = '/cutumer/portal/overview';
const UPCOMING_LIMIT = 5;
const RESULTS_LIMIT = 3;
const NOTICES_LIMIT = 3;
const FILES_LIMIT = 5;

type ContactScope = Extract<CpcScope, { kind: 'institution' | 'college' }>;

let areaLists:
  | Promise<{
      province_list: Record<string, string>;
      city_list: Record<string, string>;
      county_list: Record<string, string>;
    }>
  | undefined;

/** 省/市/区 of an area code (the code itself when unknown); the data loads on first use. */
async function areaText(code: string | null | undefined): Promise<string> {
  if (!code) return '';
  areaLists ??= import('@vant/area-data').then((m) => m.areaList);
  const lists = await areaLists;
  const names = [
    lists.province_list[`${code.slice(0, 2)}0000`],
    code.slice(2, 4) !== '00' ? lists.city_list[`${code.slice(0, 4)}00`] : undefined,
    code.slice(4) !== '00' ? lists.county_list[code] : undefined,
  ].filter(Boolean);
  return names.length > 0 ? names.join('/') : code;
}

/** A count of `table` rows where `where` holds. */
async function countWhere(ctx: AppContext, column: PgColumn, where: SQL | undefined): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(column.table).where(where);
  return Number(row?.n ?? 0);
}

/** Rows of the institution, and of the college for a 学院联系人. */
function own(scope: ContactScope, orgColumn: PgColumn, collegeColumn: PgColumn): SQL | undefined {
  return and(
    eq(orgColumn, scope.institutionId),
    scope.kind === 'college' ? eq(collegeColumn, scope.collegeId) : undefined,
  );
}

async function institutionAndContact(ctx: AppContext, scope: ContactScope) {
  const [[org], [link]] = await Promise.all([
    ctx.db
      .select({
        id: cpcOrganization.id,
        orgName: cpcOrganization.orgName,
        orgCode: cpcOrganization.orgCode,
        logo: cpcOrganization.logo,
        area: cpcOrganization.area,
      })
      .from(cpcOrganization)
      .where(eq(cpcOrganization.id, scope.institutionId)),
    ctx.db
      .select({ link: cpcLinkUser, collegeName: cpcCollege.collegeName })
      .from(cpcLinkUser)
      .leftJoin(cpcCollege, eq(cpcCollege.id, cpcLinkUser.collegeId))
      .where(eq(cpcLinkUser.id, scope.linkUserId)),
  ]);
  if (!org || !link) throw new BizError(NO_INSTITUTION_MESSAGE);
  const [contact] = await records(ctx, LINK_USER_TABLE, [link.link]);
  return {
    institution: { ...org, areaText: await areaText(org.area) },
    contact: {
      realname: contact!.realname,
      linkRole: contact!.linkRole,
      linkRole_dictText: contact!.linkRole_dictText,
      collegeId: trimmed(contact!.collegeId) || null,
      collegeName: link.collegeName ?? null,
    },
  };
}

async function countsOf(ctx: AppContext, scope: ContactScope) {
  const [colleges, programmes, students, linkUsers] = await Promise.all([
    countWhere(ctx, cpcCollege.id, own(scope, cpcCollege.organizationId, cpcCollege.id)),
    countWhere(
      ctx,
      cpcCollegeProgramme.id,
      own(scope, cpcCollegeProgramme.organizationId, cpcCollegeProgramme.collegeId),
    ),
    countWhere(ctx, cpcStudent.id, own(scope, cpcStudent.organizationId, cpcStudent.collegeId)),
    countWhere(ctx, cpcLinkUser.id, own(scope, cpcLinkUser.institutionId, cpcLinkUser.collegeId)),
  ]);
  return { colleges, programmes, students, linkUsers };
}

/** The institution's tests still to come (报名中 to 考试中), soonest first. */
async function upcomingTests(ctx: AppContext, scope: ContactScope) {
  const rows = await ctx.db
    .select({ test: cpcTest, plannedCount: cpcTestInstitution.plannedCount })
    .from(cpcTestInstitution)
    .innerJoin(cpcTest, eq(cpcTest.id, cpcTestInstitution.testId))
    .where(
      and(
        eq(cpcTestInstitution.institutionId, scope.institutionId),
        inArray(cpcTest.status, [TEST_STATUS.signUp, TEST_STATUS.waiting, TEST_STATUS.testing]),
      ),
    )
    .orderBy(asc(cpcTest.startTime), asc(cpcTest.id))
    .limit(UPCOMING_LIMIT);
  const tests = await records(
    ctx,
    TEST_TABLE,
    rows.map((r) => r.test),
  );
  return tests.map((t, i) => ({
    id: t.id,
    testName: t.testName,
    status: t.status,
    status_dictText: t.status_dictText,
    startTime: t.startTime,
    plannedCount: rows[i]!.plannedCount,
  }));
}

/** The newest published tests with grades: the institution's (college's) figures and the whole test's. */
async function latestResults(ctx: AppContext, scope: ContactScope) {
  const tests = (await testsWithGrades(ctx.db, scope)).slice(0, RESULTS_LIMIT);
  return Promise.all(
    tests.map(async (test) => {
      const target = await statsTarget(ctx.db, scope, { testId: test.id });
      const [mine, national] = await Promise.all([summaryOf(ctx, target), summaryOf(ctx, target, true)]);
      const figures = (s: typeof mine) => ({ sat: s.sat, mean: s.mean, passRate: s.passRate });
      return {
        testId: test.id,
        testName: test.testName,
        fullScore: target.fullScore,
        ...figures(mine),
        national: figures(national),
      };
    }),
  );
}

/** The user's unread notices and system messages (as the bell counts them): how many, and the newest titles. */
async function unreadNotices(ctx: AppContext, user: ReturnType<typeof currentUser>) {
  await ensureBroadcastRows(ctx.db, user);
  const [notices, system] = await Promise.all([
    unread(ctx, user.id, MSG_CATEGORY.notice, NOTICES_LIMIT),
    unread(ctx, user.id, MSG_CATEGORY.system, NOTICES_LIMIT),
  ]);
  const latest = [...notices.list, ...system.list]
    .sort((a, b) => String(b.sendTime ?? '').localeCompare(String(a.sendTime ?? '')))
    .slice(0, NOTICES_LIMIT)
    .map((a) => ({ id: a.id, titile: a.titile, sendTime: a.sendTime, msgCategory: a.msgCategory }));
  return { total: notices.total + system.total, latest };
}

/** The newest files open to every institution or to this one. */
async function newFiles(ctx: AppContext, scope: ContactScope) {
  const rows = await ctx.db
    .select()
    .from(cpcFile)
    .where(
      or(
        isNull(cpcFile.organizationId),
        eq(cpcFile.organizationId, ''),
        eq(cpcFile.organizationId, scope.institutionId),
      ),
    )
    .orderBy(desc(cpcFile.createTime), desc(cpcFile.id))
    .limit(FILES_LIMIT);
  return (await records(ctx, FILE_TABLE, rows)).map((f) => ({
    id: f.id,
    fileName: f.fileName,
    fileCategory: f.fileCategory,
    fileCategory_dictText: f.fileCategory_dictText,
    year: f.year,
    createTime: f.createTime,
  }));
}

export async function cpcCustomerPortalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(PORTAL_OVERVIEW_PATH, { config: { contacts: 'only' }, schema: NO_PARAMETERS }, async (request) => {
    const scope = await contactScope(ctx, request);
    const [who, counts, upcoming, results, notices, files] = await Promise.all([
      institutionAndContact(ctx, scope),
      countsOf(ctx, scope),
      upcomingTests(ctx, scope),
      latestResults(ctx, scope),
      unreadNotices(ctx, currentUser(request)),
      newFiles(ctx, scope),
    ]);
    return plain({ ...who, counts, upcomingTests: upcoming, latestResults: results, notices, files });
  });
}
