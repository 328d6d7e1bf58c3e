/**
 * 报告:
 * - /cpcreport/cpcReport CRUD for staff (READERS.report, each write by its cpc:report:* button): an uploaded
 *   report (generated N; fileSize from the stored file); a national manager is held to his provinces' institutions;
 * - generateOptions (the published tests with the institutions that have grades in each), generate {testId,
 *   organizationId}, generateAll {testId}, generateProgress {testId} (cpc:report:generate;
 *   services/report-generate.ts and report-jobs.ts);
 * - reportData {id} and download {id}: staff readers, and contacts for their own institution's reports only (a
 *   学院联系人 too: a report is per institution); another institution's id answers 未找到对应数据. A generated report
 *   whose bytes are missing (the demo rows) is generated again first. A download adds one to downloadCount;
 * - cutumer/report/queryReportFileList {year?, pageNo, pageSize} and queryReportFileYearList: the signed-in contact's
 *   institution's reports (newest first) and their years; anyone who is not a contact gets 510.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REPORT_BIZ, REPORT_GENERATE_PERMISSION } from '../../../src/domain/entities/report';
import { TEST_STATUS } from '../../../src/domain/entities/test';
import type { AppContext } from '../../context';
import { param, paging, queryOf } from '../../crud/list-query';
import { listRecords, registerCrud } from '../../crud/routes';
import type { CrudSpec, Row, WriteContext } from '../../crud/spec';
import { NOT_FOUND_MESSAGE } from '../../crud/writes';
import { cpcOrganization, cpcReport, cpcTest, cpcTestGrade } from '../../db/schema';
import { currentUser } from '../../plugins/auth';
import { BizError, plain } from '../../http/envelope';
import { assertOrganizationInScope, contactScope, cpcScope, organizationCondition } from '../../services/cpc-scope';
import { has, records, REPORT_TABLE } from '../../services/cpc-tables';
import { trimmed } from '../../http/text';
import { READERS } from '../../services/readers';
import { generateReport, reportDataOf, type ReportRow } from '../../services/report-generate';
import { reportJob, startReportJob } from '../../services/report-jobs';
import { contentDisposition } from '../../http/content-disposition';
import { originalName } from '../../services/uploads';
import { servedType } from '../../lib/served-types';
import { recordFileSize, removeRecordFiles } from '../../services/upload-ledger';
import { businessAudit } from '../../services/cpc-tables';
import { id, ID_QUERY, NO_PARAMETERS, pagedQuery, routeSchema, text, token, whole } from '../../http/route-schemas';

async function check(w: WriteContext, body: Row, existing?: Row) {
  const orgId = has(body, 'organizationId') ? trimmed(body.organizationId) : trimmed(existing?.organizationId);
  if (orgId && (!existing || orgId !== trimmed(existing.organizationId)))
    await assertOrganizationInScope(w.db, await cpcScope(w.ctx, w.request), orgId, '院校');
  const testId = has(body, 'testId') ? trimmed(body.testId) : '';
  if (testId) {
    const [test] = await w.db.select({ id: cpcTest.id }).from(cpcTest).where(eq(cpcTest.id, testId)).limit(1);
    if (!test) throw new BizError('所选考试不存在');
  }
  if (has(body, 'filePath')) {
    const path = trimmed(body.filePath).split(',')[0]!.trim();
    if ((await recordFileSize(w.ctx, w.request, path, REPORT_BIZ, existing?.filePath)) === null)
      throw new BizError('报告文件不存在，请重新上传');
  }
}

/** The stored file's size (the first of a comma-separated list, as the upload widget sends). */
async function withFileSize(w: WriteContext, values: Row) {
  if (typeof values.filePath !== 'string') return;
  const path = values.filePath.split(',')[0]!.trim();
  values.filePath = path;
  values.fileSize = (await w.ctx.files.stat(path))?.size ?? 0;
}

export const reportSpec: CrudSpec = {
  et: REPORT_TABLE,
  readers: READERS.report,
  scope: async (ctx, request) => organizationCondition(ctx.db, await cpcScope(ctx, request), cpcReport.organizationId),
  check,
  // Generated reports too: a record names its own file only.
  deleted: (ctx, rows) =>
    removeRecordFiles(
      ctx,
      cpcReport.filePath,
      rows.map((r) => r.filePath),
      [REPORT_BIZ, 'reports'],
    ),
  async beforeAdd(w, values) {
    businessAudit(w, values);
    values.generated = 'N';
    values.downloadCount = 0;
    await withFileSize(w, values);
  },
  async beforeEdit(w, values) {
    await withFileSize(w, values);
  },
};

/** The report `id` as the caller may reach it (a route open to readers and contacts), else 未找到对应数据. */
async function reachableReport(ctx: AppContext, request: FastifyRequest): Promise<ReportRow> {
  const scope = await cpcScope(ctx, request);
  const id = param(queryOf(request), 'id')?.trim();
  if (!id) throw new BizError(NOT_FOUND_MESSAGE);
  const [row] = await ctx.db
    .select()
    .from(cpcReport)
    .where(and(eq(cpcReport.id, id), organizationCondition(ctx.db, scope, cpcReport.organizationId)))
    .limit(1);
  if (!row) throw new BizError(NOT_FOUND_MESSAGE);
  return row;
}

const bodyText = (request: FastifyRequest, name: string) => {
  const body = (request.body ?? {}) as Row;
  return trimmed(body[name] ?? param(queryOf(request), name)).trim();
};

export async function cpcReportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerCrud(app, ctx, reportSpec);
  const base = REPORT_TABLE.def.apiPath;
  const reportReaders = { readers: READERS.report, contacts: true } as const;
  const generator = { permission: REPORT_GENERATE_PERMISSION };
  const test = text('考试');
  const organization = text('院校');

  app.post(
    `${base}/generate`,
    {
      config: generator,
      schema: routeSchema({
        query: { testId: test, organizationId: organization },
        body: { testId: test, organizationId: organization },
      }),
    },
    async (request) => {
      const testId = bodyText(request, 'testId');
      const organizationId = bodyText(request, 'organizationId');
      if (!testId || !organizationId) throw new BizError('请选择考试和院校');
      const scope = await cpcScope(ctx, request);
      await assertOrganizationInScope(ctx.db, scope, organizationId, '院校');
      const { row } = await generateReport(ctx, testId, organizationId, currentUser(request).username, scope);
      return plain((await records(ctx, REPORT_TABLE, [row]))[0]);
    },
  );

  // The 生成报告 choices: the published tests and, of each, the institutions with grades (within the scope).
  app.get(`${base}/generateOptions`, { config: generator, schema: NO_PARAMETERS }, async (request) => {
    const scope = await cpcScope(ctx, request);
    const rows = await ctx.db
      .selectDistinct({
        testId: cpcTest.id,
        testName: cpcTest.testName,
        testCode: cpcTest.testCode,
        startTime: cpcTest.startTime,
        id: cpcOrganization.id,
        name: cpcOrganization.orgName,
      })
      .from(cpcTestGrade)
      .innerJoin(cpcTest, eq(cpcTest.id, cpcTestGrade.testId))
      .innerJoin(cpcOrganization, eq(cpcOrganization.id, cpcTestGrade.organizationId))
      .where(
        and(
          eq(cpcTest.status, TEST_STATUS.published),
          organizationCondition(ctx.db, scope, cpcTestGrade.organizationId),
        ),
      )
      .orderBy(desc(cpcTest.startTime), cpcOrganization.orgName);
    const tests = new Map<string, { id: string; testName: string; testCode: string; organizations: Row[] }>();
    for (const r of rows) {
      const test = tests.get(r.testId) ?? {
        id: r.testId,
        testName: r.testName,
        testCode: r.testCode,
        organizations: [],
      };
      test.organizations.push({ id: r.id, name: r.name });
      tests.set(r.testId, test);
    }
    return plain([...tests.values()]);
  });

  app.post(
    `${base}/generateAll`,
    { config: generator, schema: routeSchema({ query: { testId: test }, body: { testId: test } }) },
    async (request) => {
      const testId = bodyText(request, 'testId');
      if (!testId) throw new BizError('请选择考试');
      const scope = await cpcScope(ctx, request);
      return plain({ ...(await startReportJob(ctx, testId, currentUser(request).username, scope)) });
    },
  );

  app.get(
    `${base}/generateProgress`,
    { config: generator, schema: routeSchema({ query: { testId: test } }) },
    async (request) => {
      return plain({ ...reportJob(ctx, param(queryOf(request), 'testId')?.trim() ?? '') });
    },
  );

  app.get(`${base}/reportData`, { config: reportReaders, schema: ID_QUERY }, async (request) => {
    const report = await reachableReport(ctx, request);
    if (report.generated !== 'Y' || !report.testId) throw new BizError('上传的报告没有可查看的数据，请下载查看');
    const { row, data } = await reportDataOf(ctx, report, currentUser(request).username);
    return plain({ ...data, id: row.id, title: row.title });
  });

  app.get(
    `${base}/download`,
    { config: { ...reportReaders, queryToken: true }, schema: routeSchema({ query: { id, token } }) },
    async (request, reply) => {
      let report = await reachableReport(ctx, request);
      if (report.generated === 'Y' && report.testId && !(await ctx.files.stat(report.filePath)))
        report = (await generateReport(ctx, report.testId, report.organizationId, currentUser(request).username)).row;
      const file = await ctx.files.open(report.filePath);
      if (!file) throw new BizError('报告文件不存在');
      await ctx.db
        .update(cpcReport)
        .set({ downloadCount: sql`coalesce(${cpcReport.downloadCount}, 0) + 1` })
        .where(eq(cpcReport.id, report.id));
      const stored = report.filePath.slice(report.filePath.lastIndexOf('/') + 1);
      const ext = originalName(stored).match(/\.[a-z0-9]+$/i)?.[0] ?? '';
      return reply
        .header('content-type', servedType(stored).type)
        .header('content-disposition', contentDisposition('attachment', `${report.title}${ext}`))
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.get(
    '/cutumer/report/queryReportFileList',
    { config: { contacts: 'only' }, schema: routeSchema({ query: pagedQuery({ year: whole('年份') }) }) },
    async (request) => {
      const query = queryOf(request);
      const { pageNo, pageSize } = paging(query);
      const year = Number(param(query, 'year'));
      // Only paging and the year come from the request; the institution is the session's (reportSpec's scope).
      return plain(
        await listRecords(
          reportSpec,
          ctx,
          request,
          { pageNo: String(pageNo), pageSize: String(pageSize), column: 'year,createTime', order: 'desc' },
          { where: [Number.isInteger(year) && year > 0 ? eq(cpcReport.year, year) : undefined] },
        ),
      );
    },
  );

  app.get(
    '/cutumer/report/queryReportFileYearList',
    { config: { contacts: 'only' }, schema: NO_PARAMETERS },
    async (request) => {
      const scope = await contactScope(ctx, request);
      const rows = await ctx.db
        .selectDistinct({ year: cpcReport.year })
        .from(cpcReport)
        .where(organizationCondition(ctx.db, scope, cpcReport.organizationId))
        .orderBy(desc(cpcReport.year));
      return plain(rows.map((r) => r.year));
    },
  );
}
