/**
 * 生成报告: an institution's report on a published test — its figures beside the national ones, per
 * college and per topic — built from the statistics service (grade-statistics.ts, the same numbers the 成绩统计 screen
 * shows), written as a workbook (概况, 学院对比, 题目分析) plus the data it was written from (a .json beside it, read by
 * the printable page), both in the file store under reports/<testId>/<orgCode>_<16 hex>: the random part keeps the
 * path unguessable, since /sys/common/static serves any stored path to any signed-in user. The cpc_report row
 * (generated Y) is inserted or updated.
 */
import { percentCell, type PercentCell } from '../crud/excel';
import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { TEST_STATUS } from '../../src/domain/entities/test';
import type { AppContext } from '../context';
import { NOT_FOUND_MESSAGE } from '../crud/writes';
import { newId } from '../db/ids';
import { cpcOrganization, cpcReport, cpcTest, cpcTestGrade } from '../db/schema';
import { BizError } from '../http/envelope';
import { formatDateTime } from '../time';
import type { CpcScope } from './cpc-scope';
import { compareOf, statsTarget, summaryOf, topicsOf, type Summary } from './grade-statistics';

export const REPORT_MESSAGES = {
  notPublished: '只有成绩已发布的考试才能生成报告',
  noGrades: '该院校没有该考试的成绩',
} as const;

const ALL: CpcScope = { kind: 'all' };

interface TopicFigures {
  mean: number | null;
  scoreRate: number | null;
  difficulty: number | null;
  discrimination: number | null;
}

export interface ReportData {
  title: string;
  organization: { id: string; name: string; code: string };
  test: { id: string; testName: string; testCode: string; year: number };
  generatedAt: string;
  summary: { institution: Summary; national: Summary };
  colleges: Awaited<ReturnType<typeof compareOf>>;
  topics: {
    topicNo: number;
    topicType: string;
    knowledgePoint: string | null;
    fullScore: number;
    institution: TopicFigures;
    national: TopicFigures;
  }[];
}

export const reportTitle = (orgName: string, testName: string) => `${orgName}《${testName}》成绩分析报告`;

/** The report's figures; refuses an unpublished test or an institution without grades (scope: the caller's). */
export async function buildReportData(
  ctx: AppContext,
  testId: string,
  organizationId: string,
  scope: CpcScope = ALL,
): Promise<ReportData> {
  const [test] = await ctx.db
    .select({ status: cpcTest.status, startTime: cpcTest.startTime })
    .from(cpcTest)
    .where(eq(cpcTest.id, testId))
    .limit(1);
  if (!test) throw new BizError(NOT_FOUND_MESSAGE);
  if (test.status !== TEST_STATUS.published) throw new BizError(REPORT_MESSAGES.notPublished);
  const [org] = await ctx.db
    .select({ name: cpcOrganization.orgName, code: cpcOrganization.orgCode })
    .from(cpcOrganization)
    .where(eq(cpcOrganization.id, organizationId))
    .limit(1);
  if (!org) throw new BizError(NOT_FOUND_MESSAGE);
  const [graded] = await ctx.db
    .select({ n: count() })
    .from(cpcTestGrade)
    .where(and(eq(cpcTestGrade.testId, testId), eq(cpcTestGrade.organizationId, organizationId)));
  if (!graded || Number(graded.n) === 0) throw new BizError(REPORT_MESSAGES.noGrades);

  const target = await statsTarget(ctx.db, scope, { testId, organizationId });
  const whole = { ...target, where: target.whole, narrowed: false };
  const [institution, national, colleges, topics, nationalTopics] = await Promise.all([
    summaryOf(ctx, target),
    summaryOf(ctx, target, true),
    compareOf(ctx, target, 'college'),
    topicsOf(ctx, target),
    topicsOf(ctx, whole),
  ]);
  const figures = (t: TopicFigures | undefined): TopicFigures => ({
    mean: t?.mean ?? null,
    scoreRate: t?.scoreRate ?? null,
    difficulty: t?.difficulty ?? null,
    discrimination: t?.discrimination ?? null,
  });
  const nationalById = new Map(nationalTopics.map((t) => [t.topicId, t]));
  return {
    title: reportTitle(org.name, target.test.testName),
    organization: { id: organizationId, name: org.name, code: org.code ?? organizationId },
    test: {
      id: testId,
      testName: target.test.testName,
      testCode: target.test.testCode,
      year: Number(String(test.startTime ?? '').slice(0, 4)) || new Date(ctx.now()).getFullYear(),
    },
    generatedAt: formatDateTime(new Date(ctx.now())),
    summary: { institution, national },
    colleges,
    topics: topics.map((t) => ({
      topicNo: t.topicNo,
      topicType: t.topicType_dictText,
      knowledgePoint: t.knowledgePoint,
      fullScore: t.fullScore,
      institution: figures(t),
      national: figures(nationalById.get(t.topicId)),
    })),
  };
}

export const WORKBOOK_HEADERS = {
  概况: ['指标', '本校', '全国'],
  学院对比: ['学院', '参考人数', '缺考', '平均分', '最高分', '最低分', '及格率', '优秀率'],
  题目分析: [
    '题号',
    '题型',
    '知识点',
    '满分',
    '本校平均分',
    '本校得分率',
    '全国得分率',
    '本校难度',
    '全国难度',
    '本校区分度',
    '全国区分度',
  ],
} as const;

type Cell = string | number | PercentCell | null;

/** The workbook of a report: three sheets, each a title row, the header row and the table. */
export async function reportWorkbook(data: ReportData): Promise<Buffer> {
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.utils.book_new();
  const add = (name: keyof typeof WORKBOOK_HEADERS, body: Cell[][]) => {
    const header = WORKBOOK_HEADERS[name];
    const sheet = XLSX.utils.aoa_to_sheet([[`${data.title}（${name}）`], [...header], ...body]);
    sheet['!merges'] = [{ s: { r: 0, c: 0 }, e: { r: 0, c: header.length - 1 } }];
    sheet['!cols'] = header.map((h) => ({ wch: Math.max(10, h.length * 2 + 4) }));
    XLSX.utils.book_append_sheet(book, sheet, name);
  };
  const { institution: i, national: n } = data.summary;
  const levels: Cell[][] = i.levels.map((l, k) => [`${l.level_dictText}人数`, l.count, n.levels[k]?.count ?? 0]);
  add('概况', [
    ['院校', data.organization.name, ''],
    ['考试', data.test.testName, ''],
    ['满分', i.fullScore, n.fullScore],
    ['参考人数', i.sat, n.sat],
    ['缺考人数', i.absent, n.absent],
    ['平均分', i.mean, n.mean],
    ['中位数', i.median, n.median],
    ['标准差', i.stdDev, n.stdDev],
    ['最高分', i.max, n.max],
    ['最低分', i.min, n.min],
    ['及格率', percentCell(i.passRate), percentCell(n.passRate)],
    ['优秀率', percentCell(i.excellentRate), percentCell(n.excellentRate)],
    ...levels,
  ]);
  add(
    '学院对比',
    data.colleges.map((c) => [
      c.name,
      c.sat,
      c.absent,
      c.mean,
      c.max,
      c.min,
      percentCell(c.passRate),
      percentCell(c.excellentRate),
    ]),
  );
  add(
    '题目分析',
    data.topics.map((t) => [
      t.topicNo,
      t.topicType,
      t.knowledgePoint,
      t.fullScore,
      t.institution.mean,
      percentCell(t.institution.scoreRate),
      percentCell(t.national.scoreRate),
      t.institution.difficulty,
      t.national.difficulty,
      t.institution.discrimination,
      t.national.discrimination,
    ]),
  );
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** The data file written beside a generated workbook. */
export const dataPathOf = (workbookPath: string) => workbookPath.replace(/\.xlsx$/, '.json');
const GENERATED_PATH = /^reports\/[^/]+\/[^/]+_[0-9a-f]{16}\.xlsx$/;

/**
 * Generates (or generates again) the report of `organizationId` on `testId`: writes the workbook and its data, and
 * upserts the generated cpc_report row. Answers the row and the data.
 */
export async function generateReport(
  ctx: AppContext,
  testId: string,
  organizationId: string,
  by: string,
  scope: CpcScope = ALL,
) {
  const data = await buildReportData(ctx, testId, organizationId, scope);
  const [existing] = await ctx.db
    .select()
    .from(cpcReport)
    .where(
      and(eq(cpcReport.testId, testId), eq(cpcReport.organizationId, organizationId), eq(cpcReport.generated, 'Y')),
    )
    .limit(1);
  const path =
    existing && GENERATED_PATH.test(existing.filePath)
      ? existing.filePath
      : `reports/${testId}/${data.organization.code.replace(/[^\w-]/g, '_')}_${randomBytes(8).toString('hex')}.xlsx`;
  const bytes = await reportWorkbook(data);
  await ctx.files.put(dataPathOf(path), JSON.stringify(data));
  await ctx.files.put(path, bytes);
  const now = formatDateTime(new Date(ctx.now()));
  const values = { title: data.title, year: data.test.year, filePath: path, fileSize: bytes.length };
  if (existing) {
    const [row] = await ctx.db
      .update(cpcReport)
      .set({ ...values, updateBy: by, updateTime: now })
      .where(eq(cpcReport.id, existing.id))
      .returning();
    return { row: row!, data };
  }
  const [row] = await ctx.db
    .insert(cpcReport)
    .values({
      id: newId(ctx.now()),
      ...values,
      organizationId,
      testId,
      generated: 'Y',
      downloadCount: 0,
      createBy: by,
      createTime: now,
    })
    .returning();
  return { row: row!, data };
}

async function readText(ctx: AppContext, path: string): Promise<string | null> {
  const stored = await ctx.files.open(path);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export type ReportRow = typeof cpcReport.$inferSelect;

/** A generated report's data: read from its file, or generated again when the bytes are missing (the demo rows). */
export async function reportDataOf(ctx: AppContext, report: ReportRow, by: string) {
  const text = (await ctx.files.stat(report.filePath)) ? await readText(ctx, dataPathOf(report.filePath)) : null;
  if (text) return { row: report, data: JSON.parse(text) as ReportData };
  return generateReport(ctx, report.testId ?? '', report.organizationId, by);
}
