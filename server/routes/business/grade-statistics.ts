/**
 * 成绩统计 and 题目详情 under /testGrade/cpcTestGrade/statistics (the grades API's "Statistics" part): summary,
 * compare, topics, topic, exportXls, and tests (the tests with grades, for the screen's 考试 choice). Readers: the
 * grade screens and buttons (READERS.grade) and every valid contact, whom the service holds to his institution
 * (or college) and to published tests.
 */
import { percentCell, type PercentCell } from '../../crud/excel';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { gradeEntity } from '../../../src/domain/entities/grade';
import type { AppContext } from '../../context';
import { param, queryOf } from '../../crud/list-query';
import { NOT_FOUND_MESSAGE } from '../../crud/writes';
import { BizError, plain } from '../../http/envelope';
import {
  compareOf,
  GROUP_BY,
  groupByOf,
  statsTarget,
  summaryOf,
  testsWithGrades,
  topicDetailOf,
  topicsOf,
  withNationalTopics,
} from '../../services/grade-statistics';
import { cpcScope } from '../../services/cpc-scope';
import { READERS } from '../../services/readers';
import { contentDisposition } from '../../http/content-disposition';
import { routeSchema, text as textValue, token } from '../../http/route-schemas';

export const STATISTICS_BASE = `${gradeEntity.apiPath}/statistics`;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The test and grades of this request, within the caller's scope. */
async function target(ctx: AppContext, request: FastifyRequest) {
  const scope = await cpcScope(ctx, request);
  const query = queryOf(request);
  const value = (name: string) => param(query, name)?.trim() || undefined;
  return statsTarget(ctx.db, scope, {
    testId: value('testId') ?? '',
    organizationId: value('organizationId'),
    collegeId: value('collegeId'),
    programmeId: value('programmeId'),
  });
}

/** A sheet of a title row and the table (header + rows) as .xlsx. */
async function workbook(
  title: string,
  header: string[],
  body: (string | number | PercentCell | null)[][],
): Promise<Buffer> {
  const XLSX = await import('@e965/xlsx');
  const sheet = XLSX.utils.aoa_to_sheet([[title], header, ...body]);
  sheet['!merges'] = [{ s: { r: 0, c: 0 }, e: { r: 0, c: header.length - 1 } }];
  sheet['!cols'] = header.map((h) => ({ wch: Math.max(10, h.length * 2 + 4) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, '成绩统计');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export async function cpcGradeStatisticsRoutes(app: FastifyInstance, ctx: AppContext) {
  const filter = {
    testId: textValue('考试'),
    organizationId: textValue('院校'),
    collegeId: textValue('学院'),
    programmeId: textValue('专业'),
  };
  const reader = {
    config: { readers: READERS.grade, contacts: true },
    schema: routeSchema({ query: { ...filter, groupBy: textValue('对比范围'), topicId: textValue('题目') } }),
  } as const;

  app.get(`${STATISTICS_BASE}/tests`, reader, async (request) => {
    return plain(await testsWithGrades(ctx.db, await cpcScope(ctx, request)));
  });

  app.get(`${STATISTICS_BASE}/summary`, reader, async (request) => {
    const t = await target(ctx, request);
    const summary = await summaryOf(ctx, t);
    return plain(t.narrowed ? { ...summary, national: await summaryOf(ctx, t, true) } : summary);
  });

  app.get(`${STATISTICS_BASE}/compare`, reader, async (request) => {
    const t = await target(ctx, request);
    return plain(await compareOf(ctx, t, groupByOf(param(queryOf(request), 'groupBy'))));
  });

  app.get(`${STATISTICS_BASE}/topics`, reader, async (request) => {
    const t = await target(ctx, request);
    const topics = await topicsOf(ctx, t);
    return plain(t.narrowed ? await withNationalTopics(ctx, t, topics) : topics);
  });

  app.get(`${STATISTICS_BASE}/topic`, reader, async (request) => {
    const t = await target(ctx, request);
    const topicId = param(queryOf(request), 'topicId')?.trim();
    if (!topicId) throw new BizError(NOT_FOUND_MESSAGE);
    return plain(await topicDetailOf(ctx, t, topicId));
  });

  app.get(
    `${STATISTICS_BASE}/exportXls`,
    {
      config: { ...reader.config, queryToken: true },
      schema: routeSchema({ query: { ...filter, groupBy: textValue('对比范围'), kind: textValue('导出内容'), token } }),
    },
    async (request, reply) => {
      const t = await target(ctx, request);
      const query = queryOf(request);
      let name: string;
      let data: Buffer;
      if (param(query, 'kind') === 'topics') {
        const topics = await topicsOf(ctx, t);
        name = `${t.test.testName}_题目分析`;
        data = await workbook(
          name,
          ['题号', '题型', '知识点', '满分', '平均分', '得分率', '难度', '区分度'],
          topics.map((r) => [
            r.topicNo,
            r.topicType_dictText,
            r.knowledgePoint,
            r.fullScore,
            r.mean,
            percentCell(r.scoreRate),
            r.difficulty,
            r.discrimination,
          ]),
        );
      } else {
        const groupBy = groupByOf(param(query, 'groupBy'));
        const rows = await compareOf(ctx, t, groupBy);
        name = `${t.test.testName}_${GROUP_BY[groupBy]}对比`;
        // Colleges and programmes carry their institution: names repeat from one institution to the next.
        const withOrg = groupBy !== 'organization';
        data = await workbook(
          name,
          [
            ...(withOrg ? [GROUP_BY.organization] : []),
            GROUP_BY[groupBy],
            '参考人数',
            '缺考',
            '平均分',
            '最高分',
            '最低分',
            '及格率',
            '优秀率',
          ],
          rows.map((r) => [
            ...(withOrg ? [r.organizationName] : []),
            r.name,
            r.sat,
            r.absent,
            r.mean,
            r.max,
            r.min,
            percentCell(r.passRate),
            percentCell(r.excellentRate),
          ]),
        );
      }
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', contentDisposition('attachment', `${name}.xlsx`))
        .send(data);
    },
  );
}
