/**
 * 成绩 under /testGrade/cpcTestGrade (docs/screens/grades-and-statistics.md):
 * - list, queryById, queryGradeInfoVById (with rank and the test's figures), queryGradeDetailInfoById (every topic
 *   of the paper with its score), queryGradesByStudentId: open to the grade screens and to contacts, each limited to
 *   the caller's scope (services/grade-scoring: contacts see their institution's grades of published tests only);
 * - edit replaces the per-topic scores and recomputes totalScore and level (absent clears them); delete and
 *   deleteBatch take the per-topic scores with them; exportXls (per-topic columns for one test), importTemplate and
 *   importExcel (services/grade-import) by their buttons. There is no add: grades come from imports.
 * - queryQuizInfoById on the test's path: the test as a customer sees it (paper summary, participation, grade
 *   summary once published).
 */
import { roundScore } from '../../../src/domain/rounding';
import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { permissionCode } from '../../../src/domain/entities/crud-actions';
import { GRADE_LEVEL, gradeEntity, gradeLevel } from '../../../src/domain/entities/grade';
import { TEST_STATUS } from '../../../src/domain/entities/test';
import type { AppContext } from '../../context';
import { escapeLike } from '../../crud/conditions';
import { exportBatches, exportQueryOf, LIST_QUERY_SCHEMA, param, queryOf, type Query } from '../../crud/list-query';
import { listOptions, listRecords, registerCrud } from '../../crud/routes';
import type { CrudSpec, DbLike, Row, WriteContext } from '../../crud/spec';
import { NOT_FOUND_MESSAGE } from '../../crud/writes';
import { newId } from '../../db/ids';
import { cpcPaper, cpcStudent, cpcTest, cpcTestGrade, cpcTestGradeDetail, cpcTestInstitution } from '../../db/schema';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import { currentUser } from '../../plugins/auth';
import { BizError, plain } from '../../http/envelope';
import { EXPORT_QUERY, ID_QUERY, MULTIPART_UPLOAD, routeSchema, text, token } from '../../http/route-schemas';
import { contentDisposition } from '../../http/content-disposition';
import { cpcScope } from '../../services/cpc-scope';
import { allGradesVersion } from '../../services/statistics-cache';
import { computeAhead } from '../../services/grade-statistics';
import { GRADE_TABLE, PAPER_TOPIC_TABLE, records, STUDENT_TABLE, TEST_TABLE } from '../../services/cpc-tables';
import { trimmed } from '../../http/text';
import { READERS } from '../../services/readers';
import {
  gradeImportProgress,
  importGrades,
  receiveUploadPart,
  startUploadedImport,
  uploadedBytes,
} from '../../services/grade-import';
import { columnWidths, gradeExportColumns, templateWorkbook, type TopicResult } from '../../services/grade-workbooks';
import { xlsxStream } from '../../lib/xlsx-stream';
import {
  answerOf,
  gradeScopeCondition,
  refreshActualCounts,
  scoreOf,
  testPaper,
  testScopeCondition,
  topicLabel,
  type GradeTopic,
} from '../../services/grade-scoring';

/** The body key of the per-topic scores on edit. */
export const GRADE_DETAIL_LIST = 'cpcTestGradeDetailList';
const BASE = gradeEntity.apiPath;
const GRADE_READERS = READERS.grade;

async function scopeCondition(ctx: AppContext, request: FastifyRequest) {
  return gradeScopeCondition(ctx.db, await cpcScope(ctx, request));
}

/** `*x*` or `x` → an ILIKE pattern on the student's column. */
function studentLike(db: DbLike, column: typeof cpcStudent.studentNo, value: string | undefined): SQL | undefined {
  const part = value?.replace(/^\*|\*$/g, '').trim();
  if (!part) return undefined;
  const students = db
    .select({ id: cpcStudent.id })
    .from(cpcStudent)
    .where(ilike(column, `%${escapeLike(part)}%`));
  return inArray(cpcTestGrade.studentId, students);
}

/** Each record's studentNo, studentName and fullScore (the paper's total), a thousand ids a query. */
async function addStudentAndScore(ctx: AppContext, list: Row[]): Promise<void> {
  const studentIds = [...new Set(list.map((r) => String(r.studentId)))];
  const students = new Map<string, { no: string; name: string }>();
  for (let i = 0; i < studentIds.length; i += 1000) {
    const rows = await ctx.db
      .select({ id: cpcStudent.id, no: cpcStudent.studentNo, name: cpcStudent.name })
      .from(cpcStudent)
      .where(inArray(cpcStudent.id, studentIds.slice(i, i + 1000)));
    for (const r of rows) students.set(r.id, r);
  }
  const testIds = [...new Set(list.map((r) => String(r.testId)))];
  const scores = new Map(
    testIds.length
      ? (
          await ctx.db
            .select({ id: cpcTest.id, full: cpcPaper.totalScore })
            .from(cpcTest)
            .innerJoin(cpcPaper, eq(cpcPaper.id, cpcTest.paperId))
            .where(inArray(cpcTest.id, testIds))
        ).map((r) => [r.id, r.full])
      : [],
  );
  for (const r of list) {
    const student = students.get(String(r.studentId));
    r.studentNo = student?.no ?? null;
    r.studentName = student?.name ?? null;
    r.fullScore = scores.get(String(r.testId)) ?? null;
    r.absent_dictText = r.absent === 'Y' ? '是' : '否';
  }
}

/** The per-topic scores of an edit: every topic of the paper at most once, each score 0 … the topic's score. */
function checkDetails(topics: GradeTopic[], body: Row): Row[] | undefined {
  const raw = body[GRADE_DETAIL_LIST];
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw) || raw.some((r) => !r || typeof r !== 'object' || Array.isArray(r)))
    throw new BizError('成绩明细格式不正确，应为对象数组');
  const byId = new Map(topics.map((t) => [t.id, t]));
  const seen = new Set<string>();
  return (raw as Row[]).map((row, index) => {
    const topic = byId.get(trimmed(row.topicId));
    if (!topic) throw new BizError(`成绩明细第 ${index + 1} 行：题目不属于本场考试的试卷`);
    if (seen.has(topic.id)) throw new BizError(`${topicLabel(topic.topicNo)}重复`);
    seen.add(topic.id);
    const score = scoreOf(topic, row.score);
    if (typeof score === 'string') throw new BizError(score);
    const answer = answerOf(topic, row.answer);
    if (answer && typeof answer === 'object') throw new BizError(answer.problem);
    return { topicId: topic.id, score, answer };
  });
}

async function paperOfGrade(w: WriteContext, testId: string) {
  const found = await testPaper(w.db, testId);
  if (!found) throw new BizError('成绩所属的考试不存在');
  return found;
}

export const gradeSpec: CrudSpec = {
  et: GRADE_TABLE,
  readers: GRADE_READERS,
  scope: scopeCondition,
  listParams: ['studentNo', 'studentName'],
  listWhere(ctx, query) {
    return [
      studentLike(ctx.db, cpcStudent.studentNo, param(query, 'studentNo')),
      studentLike(ctx.db, cpcStudent.name, param(query, 'studentName')),
    ];
  },
  listVersion: (ctx) => allGradesVersion(ctx.db),
  decorate: addStudentAndScore,
  async check(w, body, existing) {
    const { topics } = await paperOfGrade(w, String(existing?.testId));
    w.batch.set('details', checkDetails(topics, body));
  },
  async beforeEdit(_w, values) {
    // Only 缺考 is edited as a field; the test, student, total and level are the server's.
    for (const key of Object.keys(values)) if (!['absent', 'updateBy', 'updateTime'].includes(key)) delete values[key];
  },
  async afterEdit(w, row) {
    const gradeId = String(row.id);
    const { paper } = await paperOfGrade(w, String(row.testId));
    const details = w.batch.get('details') as Row[] | undefined;
    if (row.absent === 'Y' || details) {
      await w.db.delete(cpcTestGradeDetail).where(eq(cpcTestGradeDetail.gradeId, gradeId));
      if (row.absent !== 'Y' && details && details.length > 0)
        await w.db.insert(cpcTestGradeDetail).values(
          details.map((d) => ({
            id: newId(w.ctx.now()),
            gradeId,
            testId: String(row.testId),
            topicId: String(d.topicId),
            score: Number(d.score),
            answer: (d.answer as string | null) ?? null,
            createBy: w.user.username,
            createTime: w.now,
          })),
        );
    }
    const [sum] = await w.db
      .select({ total: sql<number>`coalesce(sum(${cpcTestGradeDetail.score}), 0)` })
      .from(cpcTestGradeDetail)
      .where(eq(cpcTestGradeDetail.gradeId, gradeId));
    const total = roundScore(Number(sum?.total ?? 0)) ?? 0;
    await w.db
      .update(cpcTestGrade)
      .set({
        totalScore: total,
        level: row.absent === 'Y' ? null : gradeLevel(total, paper.totalScore ?? 0),
      })
      .where(eq(cpcTestGrade.id, gradeId));
    await refreshActualCounts(w.db, [String(row.testId)]);
  },
  edited(ctx, record) {
    void computeAhead(ctx, String(record.testId));
  },
  async deleted(ctx, rows) {
    for (const testId of new Set(rows.map((r) => String(r.testId)))) void computeAhead(ctx, testId);
  },
  async afterDelete(db, ids) {
    const gradeIds = ids.map((id) => String(id));
    // The tests whose sitters change: those of the scores going (absent grades have none and count for nothing).
    const tests = await db
      .selectDistinct({ id: cpcTestGradeDetail.testId })
      .from(cpcTestGradeDetail)
      .where(inArray(cpcTestGradeDetail.gradeId, gradeIds));
    await db.delete(cpcTestGradeDetail).where(inArray(cpcTestGradeDetail.gradeId, gradeIds));
    await refreshActualCounts(
      db,
      tests.map((t) => t.id),
    );
  },
};

/** The grade `id` when the caller's scope reaches it. */
async function findGrade(ctx: AppContext, request: FastifyRequest, id: string | undefined): Promise<Row> {
  const [row] = id?.trim()
    ? await ctx.db
        .select()
        .from(cpcTestGrade)
        .where(and(eq(cpcTestGrade.id, id.trim()), await scopeCondition(ctx, request)))
        .limit(1)
    : [];
  if (!row) throw new BizError(NOT_FOUND_MESSAGE);
  return row;
}

/** Grade rows as the list shows them. */
async function gradeRecords(ctx: AppContext, rows: Row[]): Promise<Row[]> {
  const list = await records(ctx, GRADE_TABLE, rows);
  await addStudentAndScore(ctx, list);
  return list;
}

/** One grade with the student's facts, the test and paper, its rank and the test's figures (queryGradeInfoVById). */
async function gradeInfo(ctx: AppContext, grade: Row): Promise<Row> {
  const [record] = await gradeRecords(ctx, [grade]);
  const [student] = await ctx.db
    .select()
    .from(cpcStudent)
    .where(eq(cpcStudent.id, String(grade.studentId)));
  const [studentRecord] = student ? await records(ctx, STUDENT_TABLE, [student]) : [];
  const found = await testPaper(ctx.db, String(grade.testId));
  const result = (await ctx.db.execute(sql`
    select count(*) filter (where absent = 'N')::int as sat,
      avg(total_score::numeric) filter (where absent = 'N') as mean,
      count(*) filter (where absent = 'N' and total_score > ${Number(grade.totalScore)})::int as better
    from cpc_test_grade where test_id = ${String(grade.testId)}`)) as unknown as {
    rows: { sat: number; mean: number | null; better: number }[];
  };
  const figures = result.rows[0]!;
  return {
    ...record,
    sex_dictText: studentRecord?.sex_dictText ?? null,
    degreeLevel_dictText: studentRecord?.degreeLevel_dictText ?? null,
    testName: found?.test.testName ?? null,
    testStatus: found?.test.status ?? null,
    paperId: found?.paper.id ?? null,
    paperName: found?.paper.paperName ?? null,
    fullScore: found?.paper.totalScore ?? null,
    // Ties share a rank; an absent student has none.
    rank: grade.absent === 'Y' ? null : Number(figures.better) + 1,
    satCount: Number(figures.sat),
    testMean: roundScore(figures.mean),
  };
}

/** Every topic of the grade's paper in order, with the grade's score and answer (null where it has none). */
async function gradeDetails(ctx: AppContext, grade: Row): Promise<Row[]> {
  const found = await testPaper(ctx.db, String(grade.testId));
  if (!found) return [];
  const details = await ctx.db
    .select()
    .from(cpcTestGradeDetail)
    .where(eq(cpcTestGradeDetail.gradeId, String(grade.id)));
  const byTopic = new Map(details.map((d) => [d.topicId, d]));
  const typed = await records(
    ctx,
    PAPER_TOPIC_TABLE,
    found.topics.map((t) => ({ id: t.id, topicType: t.topicType })),
  );
  return found.topics.map((topic, index) => {
    const detail = byTopic.get(topic.id);
    return {
      id: detail?.id ?? null,
      topicId: topic.id,
      topicNo: topic.topicNo,
      topicType: topic.topicType,
      topicType_dictText: typed[index]?.topicType_dictText ?? null,
      knowledgePoint: topic.knowledgePoint,
      fullScore: topic.score,
      score: detail ? detail.score : null,
      answer: detail?.answer ?? null,
      // Customers only ever read grades of published tests, where the answers are public.
      correctAnswer: topic.answer,
    };
  });
}

/** queryQuizInfoById: the test, its paper, the caller's participation and grade summary. */
async function quizInfo(ctx: AppContext, request: FastifyRequest, id: string): Promise<Row> {
  const scope = await cpcScope(ctx, request);
  const found = id ? await testPaper(ctx.db, id, testScopeCondition(ctx.db, scope)) : undefined;
  if (!found) throw new BizError(NOT_FOUND_MESSAGE);
  const [test] = await records(ctx, TEST_TABLE, [found.test]);
  const contact = scope.kind === 'institution' || scope.kind === 'college';
  let participation: Row | null = null;
  if (contact) {
    const [row] = await ctx.db
      .select()
      .from(cpcTestInstitution)
      .where(and(eq(cpcTestInstitution.testId, id), eq(cpcTestInstitution.institutionId, scope.institutionId)))
      .limit(1);
    participation = {
      institutionId: scope.institutionId,
      plannedCount: row?.plannedCount ?? null,
      actualCount: row?.actualCount ?? null,
    };
  }
  let gradeSummary: Row | null = null;
  if (!contact || found.test.status === TEST_STATUS.published) {
    const [s] = await ctx.db
      .select({
        sat: sql<number>`count(*) filter (where ${cpcTestGrade.absent} = 'N')::int`,
        absent: sql<number>`count(*) filter (where ${cpcTestGrade.absent} = 'Y')::int`,
        mean: sql<number | null>`avg(${cpcTestGrade.totalScore}::numeric) filter (where ${cpcTestGrade.absent} = 'N')`,
        max: sql<number | null>`max(${cpcTestGrade.totalScore}) filter (where ${cpcTestGrade.absent} = 'N')`,
        min: sql<number | null>`min(${cpcTestGrade.totalScore}) filter (where ${cpcTestGrade.absent} = 'N')`,
        passed: sql<number>`count(*) filter (where ${cpcTestGrade.absent} = 'N' and ${cpcTestGrade.level} <> ${GRADE_LEVEL.fail})::int`,
      })
      .from(cpcTestGrade)
      .where(and(eq(cpcTestGrade.testId, id), gradeScopeCondition(ctx.db, scope)));
    const sat = Number(s?.sat ?? 0);
    gradeSummary = {
      sat,
      absent: Number(s?.absent ?? 0),
      mean: roundScore(s?.mean),
      max: roundScore(s?.max),
      min: roundScore(s?.min),
      passRate: sat > 0 ? Number(s?.passed) / sat : null,
    };
  }
  return {
    test,
    paper: {
      id: found.paper.id,
      paperName: found.paper.paperName,
      totalScore: found.paper.totalScore,
      topicCount: found.topics.length,
      duration: found.paper.duration,
    },
    participation,
    gradeSummary,
  };
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The export: the list's rows (same filters, scope and sort) with per-topic columns when one test is asked. */
/** The recorded score and answer of each topic of these grades, by grade. */
async function topicResults(ctx: AppContext, gradeIds: string[]): Promise<Map<string, Map<string, TopicResult>>> {
  const results = new Map<string, Map<string, TopicResult>>();
  for (let i = 0; i < gradeIds.length; i += 1000) {
    const details = await ctx.db
      .select({
        gradeId: cpcTestGradeDetail.gradeId,
        topicId: cpcTestGradeDetail.topicId,
        score: cpcTestGradeDetail.score,
        answer: cpcTestGradeDetail.answer,
      })
      .from(cpcTestGradeDetail)
      .where(inArray(cpcTestGradeDetail.gradeId, gradeIds.slice(i, i + 1000)));
    for (const d of details) {
      const of = results.get(d.gradeId) ?? new Map<string, TopicResult>();
      of.set(d.topicId, { score: d.score, answer: d.answer });
      results.set(d.gradeId, of);
    }
  }
  return results;
}

/** The most grades one export holds: a national test's. */
const GRADE_EXPORT_MAX_ROWS = 1_000_000;
const EXPORT_BATCH = 2000;

/**
 * exportXls: the filtered grades (with a column per topic when one test is chosen), streamed 2,000 at a time, so a
 * national test's 500,000 grades leave without being held in memory. Refusals (a bad filter) come before the first
 * byte, as JSON.
 */
async function exportGrades(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, query: Query) {
  const options = await listOptions(gradeSpec, ctx, request, query);
  const testId = trimmed(param(query, 'testId'));
  const found = testId ? await testPaper(ctx.db, testId) : undefined;
  const columns = gradeExportColumns(found?.topics ?? []);
  const batches = exportBatches(ctx, GRADE_TABLE, query, options, { size: EXPORT_BATCH, limit: GRADE_EXPORT_MAX_ROWS });
  const first = await batches.next();
  const book = xlsxStream('成绩', columnWidths(columns.header));
  const fill = async () => {
    await book.row(columns.header);
    for (let next = first; !next.done; next = await batches.next()) {
      const list = await gradeRecords(ctx, next.value);
      const results = found
        ? await topicResults(
            ctx,
            list.map((r) => String(r.id)),
          )
        : new Map();
      for (const r of list) await book.row(columns.cells(r, results.get(String(r.id))));
    }
    await book.end();
  };
  fill().catch((error: unknown) => {
    ctx.log.error({ err: error }, 'grade export failed');
    book.stream.destroy(error as Error);
  });
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition('attachment', `${gradeEntity.exportFileName ?? '成绩信息'}.xlsx`))
    .send(book.stream);
}

export async function cpcGradeRoutes(app: FastifyInstance, ctx: AppContext) {
  await registerCrud(app, ctx, gradeSpec, ['list', 'queryById', 'add', 'exportXls', 'importExcel']);

  // Contacts read too (the customer portal), held to their institution by the scope.
  const gradeReaders = { readers: GRADE_READERS, contacts: true } as const;
  app.get(`${BASE}/list`, { config: gradeReaders, schema: { querystring: LIST_QUERY_SCHEMA } }, async (request) =>
    plain(await listRecords(gradeSpec, ctx, request, queryOf(request))),
  );

  app.get(`${BASE}/queryById`, { config: gradeReaders, schema: ID_QUERY }, async (request) => {
    const grade = await findGrade(ctx, request, param(queryOf(request), 'id'));
    return plain((await gradeRecords(ctx, [grade]))[0]);
  });

  app.get(`${BASE}/queryGradeInfoVById`, { config: gradeReaders, schema: ID_QUERY }, async (request) => {
    const grade = await findGrade(ctx, request, param(queryOf(request), 'id'));
    return plain(await gradeInfo(ctx, grade));
  });

  app.get(`${BASE}/queryGradeDetailInfoById`, { config: gradeReaders, schema: ID_QUERY }, async (request) => {
    const grade = await findGrade(ctx, request, param(queryOf(request), 'id'));
    return plain(await gradeDetails(ctx, grade));
  });

  app.get(
    `${BASE}/queryGradesByStudentId`,
    { config: gradeReaders, schema: routeSchema({ query: { studentId: text('学生') } }) },
    async (request) => {
      const studentId = trimmed(param(queryOf(request), 'studentId'));
      if (!studentId) return plain([]);
      const rows = await ctx.db
        .select({ grade: cpcTestGrade })
        .from(cpcTestGrade)
        .innerJoin(cpcTest, eq(cpcTest.id, cpcTestGrade.testId))
        .where(and(eq(cpcTestGrade.studentId, studentId), await scopeCondition(ctx, request)))
        .orderBy(desc(cpcTest.startTime), asc(cpcTestGrade.id))
        .limit(1000);
      return plain(
        await gradeRecords(
          ctx,
          rows.map((r) => r.grade),
        ),
      );
    },
  );

  app.get(
    `${BASE}/exportXls`,
    { config: { permission: permissionCode(gradeEntity, 'export'), queryToken: true }, schema: EXPORT_QUERY },
    async (request, reply) => exportGrades(ctx, request, reply, exportQueryOf(request)),
  );

  app.get(
    `${BASE}/importTemplate`,
    {
      config: { permission: permissionCode(gradeEntity, 'import'), queryToken: true },
      schema: routeSchema({ query: { testId: text('考试'), token } }),
    },
    async (request, reply) => {
      const testId = trimmed(param(queryOf(request), 'testId'));
      const scope = await cpcScope(ctx, request);
      const found = testId ? await testPaper(ctx.db, testId, testScopeCondition(ctx.db, scope)) : undefined;
      if (!found) throw new BizError(NOT_FOUND_MESSAGE);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', contentDisposition('attachment', `成绩导入模板_${found.test.testCode}.xlsx`))
        .send(await templateWorkbook(found.topics));
    },
  );

  // The caller's running import: rows checked and written (null once it has answered).
  app.get(
    `${BASE}/importProgress`,
    {
      config: { permission: permissionCode(gradeEntity, 'import') },
      schema: routeSchema({ query: { importId: text('导入编号') } }),
    },
    async (request) =>
      plain(gradeImportProgress(currentUser(request).id, trimmed(param(queryOf(request), 'importId')))),
  );

  app.post(
    `${BASE}/importExcel`,
    {
      config: { permission: permissionCode(gradeEntity, 'import'), rateLimit: RATE_LIMITS.import },
      schema: MULTIPART_UPLOAD,
    },
    async (request) => importGrades(ctx, request),
  );

  // Large files: the file in parts (resumable: GET tells how much has arrived), then importStart runs the import in
  // the background; importProgress follows it and finally holds its answer.
  const importer = { permission: permissionCode(gradeEntity, 'import') };
  const uploadQuery = { uploadId: text('上传编号'), offset: text('位置') };
  app.register(async (parts) => {
    // The part stays a stream (Fastify's body limit does not apply to it): receiveUploadPart counts it to 8 MB.
    parts.addContentTypeParser('application/octet-stream', (_r, body, done) => done(null, body));
    parts.get(
      `${BASE}/importUpload`,
      { config: importer, schema: routeSchema({ query: { uploadId: uploadQuery.uploadId } }) },
      async (request) => {
        const uploadId = trimmed(param(queryOf(request), 'uploadId'));
        return plain({ received: await uploadedBytes(ctx, currentUser(request).id, uploadId) });
      },
    );
    parts.post(
      `${BASE}/importUpload`,
      { config: importer, schema: routeSchema({ query: uploadQuery }) },
      async (request) => {
        const query = queryOf(request);
        const offset = Number(param(query, 'offset') ?? Number.NaN);
        if (!(request.body instanceof Readable)) throw new BizError('请以 application/octet-stream 上传文件内容');
        const received = await receiveUploadPart(
          ctx,
          currentUser(request).id,
          trimmed(param(query, 'uploadId')),
          offset,
          request.body,
        );
        return plain({ received });
      },
    );
  });
  app.post(
    `${BASE}/importStart`,
    {
      config: { ...importer, rateLimit: RATE_LIMITS.import },
      schema: routeSchema({
        body: {
          uploadId: text('上传编号'),
          testId: text('考试'),
          fileName: text('文件名'),
          importId: text('导入编号'),
        },
      }),
    },
    async (request) => plain(await startUploadedImport(ctx, request, (request.body ?? {}) as Row)),
  );

  app.get(
    `${TEST_TABLE.def.apiPath}/queryQuizInfoById`,
    { config: { readers: [...READERS.test, ...GRADE_READERS], contacts: true }, schema: ID_QUERY },
    async (request) => plain(await quizInfo(ctx, request, trimmed(param(queryOf(request), 'id')))),
  );
}
