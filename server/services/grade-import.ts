/**
 * 成绩导入 (grades-api importExcel) and the grade workbooks (import template, export).
 *
 * One .xls/.xlsx of a test that is 阅卷中 or 成绩已发布: a header row 院校, 学号, 姓名, 缺考, 第1题 … 第N题 and, for
 * choice topics, 第k题作答. The test's participating institutions (within the caller's scope) and their students are
 * loaded once into maps; every row is checked in memory (its institution takes part, the student is one of its
 * students and named right, 缺考 is 是/Y or empty, each score 0 … the topic's score, answers are option letters, no
 * student twice). Good rows are written set-based, a transaction per 1,000: one INSERT … ON CONFLICT (test_id,
 * student_id) DO UPDATE of the grades (a re-import replaces a student's grade, never duplicates it), then the
 * batch's per-topic scores: inserted for new grades, only the changed ones updated for grades imported before.
 * Refused rows go to an error workbook (the file's columns plus 错误原因) served to the importer for a day, as the
 * other imports' error files are.
 */
import { roundScore } from '../../src/domain/rounding';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ApiEnvelope } from '../../src/domain/api';
import { gradeLevel } from '../../src/domain/entities/grade';
import { TEST_STATUS } from '../../src/domain/entities/test';
import type { AppContext } from '../context';
import {
  IMPORT_FORMAT_MESSAGE,
  IMPORT_PARSE_MESSAGE,
  isExcelFile,
  isExcelName,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  TOO_MANY_COLUMNS_MESSAGE,
} from '../crud/excel';
import { param, queryOf } from '../crud/list-query';
import type { Row } from '../crud/spec';
import { NOT_FOUND_MESSAGE } from '../crud/writes';
import { checkZipBudget } from '../crud/zip-budget';
import { newId } from '../db/ids';
import { cpcOrganization, cpcStudent, cpcTestInstitution } from '../db/schema';
import { currentUser } from '../plugins/auth';
import { BizError, envelope } from '../http/envelope';
import { formatDateTime } from '../time';
import { cpcScope, organizationCondition, OUT_OF_SCOPE_MESSAGE } from './cpc-scope';
import { trimmed } from '../http/text';
import { computeAhead } from './grade-statistics';
import {
  answerOf,
  isChoice,
  refreshActualCounts,
  scoreOf,
  testPaper,
  testScopeCondition,
  topicLabel,
  type GradeTopic,
} from './grade-scoring';

type Xlsx = typeof import('@e965/xlsx');
type Cell = string | number | null;

export const GRADE_IMPORT_STATUS_MESSAGE = '只有「阅卷中」或「成绩已发布」的考试可以导入成绩';
const BATCH = 1000;
const SHOWN_ERRORS = 100;

export interface GradeImportError {
  /** The row as the spreadsheet numbers it. */
  row: number;
  studentNo: string;
  reason: string;
}

export interface GradeImportSummary {
  totalCount: number;
  successCount: number;
  errorCount: number;
  addCount: number;
  updateCount: number;
  msg: string;
  fileUrl?: string;
  fileName?: string;
  /** The first 100 refused rows. */
  errors: GradeImportError[];
}

const xlsxModule = () => import('@e965/xlsx') as Promise<Xlsx>;

/** A workbook of one sheet: a header row and data rows. */
async function sheetBook(title: string, header: string[], rows: Cell[][]): Promise<Buffer> {
  const XLSX = await xlsxModule();
  const sheet = XLSX.utils.aoa_to_sheet([header, ...rows]);
  sheet['!cols'] = header.map((h) => ({ wch: Math.max(10, h.length * 2 + 2) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, title);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** The header the import reads: 院校, 学号, 姓名, 缺考, 第1题 … 第N题, then 第k题作答 for each choice topic. */
export function templateHeader(topics: GradeTopic[]): string[] {
  return [
    '院校',
    '学号',
    '姓名',
    '缺考',
    ...topics.map((t) => topicLabel(t.topicNo)),
    ...topics.filter((t) => isChoice(t.topicType)).map((t) => `${topicLabel(t.topicNo)}作答`),
  ];
}

export const templateWorkbook = (topics: GradeTopic[]) => sheetBook('成绩导入', templateHeader(topics), []);

/** A grade's recorded score and answer of one topic. */
export interface TopicResult {
  score: number;
  answer: string | null;
}

/**
 * The export: list columns, then, when `topics` (one test's) are given, the import template's topic columns (scores,
 * then the choice topics' answers), so an exported file imports back unchanged.
 */
export function gradeWorkbook(
  list: Row[],
  topics: GradeTopic[],
  details: Map<string, Map<string, TopicResult>>,
): Promise<Buffer> {
  const header = [
    '考试',
    '院校',
    '学院',
    '专业',
    '学号',
    '姓名',
    '总分',
    '等级',
    '缺考',
    ...templateHeader(topics).slice(4),
  ];
  const choices = topics.filter((t) => isChoice(t.topicType));
  const cell = (v: unknown): Cell => (v === null || v === undefined ? null : typeof v === 'number' ? v : String(v));
  const rows = list.map((r) => {
    const of = details.get(String(r.id));
    return [
      cell(r.testId_dictText),
      cell(r.organizationId_dictText),
      cell(r.collegeId_dictText),
      cell(r.programmeId_dictText),
      cell(r.studentNo),
      cell(r.studentName),
      cell(r.totalScore),
      cell(r.level_dictText),
      r.absent === 'Y' ? '是' : '否',
      ...topics.map((t) => of?.get(t.id)?.score ?? (r.absent === 'Y' ? null : 0)),
      ...choices.map((t) => of?.get(t.id)?.answer ?? null),
    ];
  });
  return sheetBook('成绩', header, rows);
}

/** How far a running import is: its rows, how many are checked and how many written. */
export interface GradeImportProgress {
  total: number;
  checked: number;
  written: number;
}

/** The running imports by user and the importer's id for it; an entry lives while its import runs. */
const running = new Map<string, GradeImportProgress>();
const IMPORT_ID = /^[A-Za-z0-9_-]{8,64}$/;
const progressKey = (userId: string, importId: string) => `${userId}\u0000${importId}`;

/** The progress of the caller's running import `importId`; null when none runs (not started, or finished). */
export function gradeImportProgress(userId: string, importId: string): GradeImportProgress | null {
  return running.get(progressKey(userId, importId)) ?? null;
}

/** The uploaded file and the test it is for (a form field, or the query string). */
async function readUpload(
  request: FastifyRequest,
): Promise<{ testId: string; importId: string; name: string; data: Buffer }> {
  if (!request.isMultipart()) throw new BizError('请选择要导入的文件！');
  let testId = trimmed(param(queryOf(request), 'testId'));
  let importId = '';
  let file: { name: string; data: Buffer } | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (file) throw new BizError('一次只能导入一个文件');
      if (!isExcelName(part.filename)) throw new BizError(IMPORT_FORMAT_MESSAGE);
      file = { name: part.filename, data: await part.toBuffer() };
    } else if (part.fieldname === 'testId') {
      testId = trimmed(part.value);
    } else if (part.fieldname === 'importId') {
      importId = trimmed(part.value);
    }
  }
  if (!file) throw new BizError('请选择要导入的文件！');
  if (!isExcelFile(file.name, file.data)) throw new BizError(IMPORT_FORMAT_MESSAGE);
  if (!testId) throw new BizError('请选择要导入成绩的考试');
  return { testId, importId: IMPORT_ID.test(importId) ? importId : '', ...file };
}

/** The first sheet's rows as cell values (text trimmed; empty → null). */
async function sheetRows(data: Buffer): Promise<Cell[][]> {
  if (data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) await checkZipBudget(data);
  const XLSX = await xlsxModule();
  try {
    const book = XLSX.read(data, {
      type: 'buffer',
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellDates: false,
      sheets: 0,
      dense: true,
      sheetRows: MAX_IMPORT_ROWS + 8,
    });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (!sheet) throw new BizError(IMPORT_PARSE_MESSAGE);
    const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1');
    if (range.e.c - range.s.c + 1 > MAX_IMPORT_COLUMNS) throw new BizError(TOO_MANY_COLUMNS_MESSAGE);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
    return rows.map((row) =>
      (row ?? []).map((v) => {
        if (v === null || v === undefined) return null;
        if (typeof v === 'number') return v;
        const t = String(v).trim();
        return t === '' ? null : t;
      }),
    );
  } catch (error) {
    if (error instanceof BizError) throw error;
    throw new BizError(IMPORT_PARSE_MESSAGE);
  }
}

interface Columns {
  header: Cell[];
  headerIndex: number;
  org: number;
  no: number;
  name: number;
  absent: number;
  /** By topic: the score column and the answer column (-1: none). */
  scores: number[];
  answers: number[];
}

/** Finds the header row (among the first six, the one with 学号) and each column the import reads. */
function findColumns(rows: Cell[][], topics: GradeTopic[]): Columns {
  const headerIndex = rows.slice(0, 6).findIndex((r) => r.some((c) => c === '学号'));
  if (headerIndex < 0) throw new BizError('未找到表头（应有「院校」「学号」等列），请按导入模板填写后再导入！');
  const header = rows[headerIndex]!;
  const at = (label: string) => header.findIndex((c) => c === label);
  const byNo = new Map(topics.map((t, i) => [t.topicNo, i]));
  const scores = topics.map(() => -1);
  const answers = topics.map(() => -1);
  header.forEach((c, index) => {
    const match = /^第(\d+)题(作答)?$/.exec(String(c ?? ''));
    if (!match) return;
    const topic = byNo.get(Number(match[1]));
    if (topic === undefined)
      throw new BizError(`表头「${String(c)}」不是本场考试试卷的题目（试卷共 ${topics.length} 题）`);
    (match[2] ? answers : scores)[topic] = index;
  });
  const missing = [
    ...['院校', '学号'].filter((l) => at(l) < 0),
    ...topics.filter((_, i) => scores[i]! < 0).map((t) => topicLabel(t.topicNo)),
  ];
  if (missing.length > 0)
    throw new BizError(`导入文件缺少列：${missing.slice(0, 5).join('、')}${missing.length > 5 ? ' 等' : ''}`);
  return {
    header,
    headerIndex,
    org: at('院校'),
    no: at('学号'),
    name: at('姓名'),
    absent: at('缺考'),
    scores,
    answers,
  };
}

interface GoodRow {
  studentId: string;
  organizationId: string;
  collegeId: string | null;
  programmeId: string | null;
  absent: 'Y' | 'N';
  total: number;
  level: string | null;
  scores: number[];
  answers: (string | null)[];
}

interface StudentRef {
  id: string;
  organizationId: string;
  collegeId: string | null;
  programmeId: string | null;
  name: string;
}

/** The institutions of the test (by name and code) and their students (by institution and 学号), loaded once. */
async function lookups(ctx: AppContext, request: FastifyRequest, testId: string) {
  const scope = await cpcScope(ctx, request);
  const taking = await ctx.db
    .select({ id: cpcOrganization.id, name: cpcOrganization.orgName, code: cpcOrganization.orgCode })
    .from(cpcTestInstitution)
    .innerJoin(cpcOrganization, eq(cpcOrganization.id, cpcTestInstitution.institutionId))
    .where(
      and(
        eq(cpcTestInstitution.testId, testId),
        organizationCondition(ctx.db, scope, cpcTestInstitution.institutionId),
      ),
    );
  const institutions = new Map<string, { id: string; name: string }>();
  for (const o of taking) {
    institutions.set(o.name, o);
    institutions.set(o.code, o);
  }
  const all = await ctx.db
    .select({ name: cpcOrganization.orgName, code: cpcOrganization.orgCode })
    .from(cpcOrganization);
  const known = new Set(all.flatMap((o) => [o.name, o.code]));
  const students = new Map<string, StudentRef>();
  const ids = [...new Set(taking.map((o) => o.id))];
  if (ids.length > 0) {
    const rows = await ctx.db
      .select({
        id: cpcStudent.id,
        organizationId: cpcStudent.organizationId,
        collegeId: cpcStudent.collegeId,
        programmeId: cpcStudent.programmeId,
        no: cpcStudent.studentNo,
        name: cpcStudent.name,
      })
      .from(cpcStudent)
      .where(inArray(cpcStudent.organizationId, ids));
    for (const s of rows) students.set(`${s.organizationId}\u0000${s.no}`, s);
  }
  const outOfScope = scope.kind !== 'all';
  return {
    institution(named: string): { id: string; name: string } | string {
      const found = institutions.get(named);
      if (found) return found;
      if (!known.has(named)) return `院校「${named}」不存在`;
      return `院校「${named}」未参加本场考试${outOfScope ? `或${OUT_OF_SCOPE_MESSAGE}` : ''}`;
    },
    student: (orgId: string, no: string) => students.get(`${orgId}\u0000${no}`),
  };
}

const cellText = (row: Cell[], index: number): string => (index < 0 ? '' : trimmed(row[index]));

/** Checks every row in memory: the good ones and the refused ones with their reasons. */
function checkRows(
  rows: Cell[][],
  columns: Columns,
  topics: GradeTopic[],
  fullScore: number,
  find: Awaited<ReturnType<typeof lookups>>,
) {
  const good: GoodRow[] = [];
  const bad: { row: number; cells: Cell[]; studentNo: string; reason: string }[] = [];
  const seen = new Map<string, number>();
  rows.forEach((cells, offset) => {
    if (offset <= columns.headerIndex || cells.every((c) => c === null)) return;
    const row = offset + 1;
    const reasons: string[] = [];
    const orgName = cellText(cells, columns.org);
    const no = cellText(cells, columns.no);
    let student: StudentRef | undefined;
    if (!orgName) reasons.push('院校不能为空');
    if (!no) reasons.push('学号不能为空');
    if (orgName && no) {
      const org = find.institution(orgName);
      if (typeof org === 'string') reasons.push(org);
      else {
        student = find.student(org.id, no);
        if (!student) reasons.push(`学号「${no}」不是「${org.name}」的学生`);
      }
    }
    const name = cellText(cells, columns.name);
    if (student && name && name !== student.name)
      reasons.push(`姓名「${name}」与学号「${no}」的学生「${student.name}」不一致`);
    if (student) {
      const first = seen.get(student.id);
      if (first !== undefined) reasons.push(`该学生在文件中重复（已见于第 ${first} 行）`);
      else seen.set(student.id, row);
    }
    const absentText = cellText(cells, columns.absent).toUpperCase();
    const absent = ['Y', '是'].includes(absentText);
    if (absentText && !absent && !['N', '否'].includes(absentText))
      reasons.push(`缺考「${cellText(cells, columns.absent)}」只能填写“是”或留空`);
    const scores: number[] = [];
    const answers: (string | null)[] = [];
    topics.forEach((topic, i) => {
      const raw = cells[columns.scores[i]!] ?? null;
      if (absent) {
        if (raw !== null && Number(raw) !== 0) reasons.push(`缺考的学生不能填写得分（${topicLabel(topic.topicNo)}）`);
        return;
      }
      const score = scoreOf(topic, raw);
      if (typeof score === 'string') reasons.push(score);
      else scores.push(score);
      const answer = columns.answers[i]! >= 0 ? answerOf(topic, cells[columns.answers[i]!]) : null;
      if (answer && typeof answer === 'object') reasons.push(answer.problem);
      else answers.push(answer);
    });
    if (reasons.length > 0 || !student) {
      bad.push({ row, cells, studentNo: no, reason: [...new Set(reasons)].join('；') });
      return;
    }
    const total = roundScore(scores.reduce((a, b) => a + b, 0)) ?? 0;
    good.push({
      studentId: student.id,
      organizationId: student.organizationId,
      collegeId: student.collegeId,
      programmeId: student.programmeId,
      absent: absent ? 'Y' : 'N',
      total: absent ? 0 : total,
      level: absent ? null : gradeLevel(total, fullScore),
      scores,
      answers,
    });
  });
  return { good, bad };
}

/** Writes one batch in its transaction; answers how many grades were new. */
async function writeBatch(
  ctx: AppContext,
  testId: string,
  topics: GradeTopic[],
  /** By topic: whether the file has its answer column (a column the file lacks keeps the stored answers). */
  answered: boolean[],
  batch: GoodRow[],
  who: { username: string; now: string },
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const grades = JSON.stringify(
      batch.map((g) => ({
        id: newId(now),
        student_id: g.studentId,
        organization_id: g.organizationId,
        college_id: g.collegeId,
        programme_id: g.programmeId,
        total_score: g.total,
        level: g.level,
        absent: g.absent,
      })),
    );
    const result = (await tx.execute(sql`
      insert into cpc_test_grade (id, test_id, student_id, organization_id, college_id, programme_id, total_score,
        level, absent, create_by, create_time)
      select x.id, ${testId}, x.student_id, x.organization_id, x.college_id, x.programme_id, x.total_score, x.level,
        x.absent, ${who.username}, ${who.now}::timestamp
      from json_to_recordset(${grades}::json) as x(id text, student_id text, organization_id text, college_id text,
        programme_id text, total_score float8, level text, absent text)
      on conflict (test_id, student_id) do update set organization_id = excluded.organization_id,
        college_id = excluded.college_id, programme_id = excluded.programme_id, total_score = excluded.total_score,
        level = excluded.level, absent = excluded.absent, update_by = ${who.username},
        update_time = ${who.now}::timestamp
      returning id, student_id, (xmax = 0) as inserted`)) as unknown as {
      rows: { id: string; student_id: string; inserted: boolean }[];
    };
    const gradeIds = new Map(result.rows.map((r) => [r.student_id, r.id]));
    const added = new Set(result.rows.filter((r) => r.inserted).map((r) => r.id));
    // Absent students keep no scores.
    const absent = batch.filter((g) => g.absent === 'Y').map((g) => gradeIds.get(g.studentId)!);
    if (absent.length > 0)
      await tx.execute(sql`
        delete from cpc_test_grade_detail
        where grade_id = any(array(select json_array_elements_text(${JSON.stringify(absent)}::json)))`);
    // The others' scores: one object per grade with its scores and answers in topic order, spread over the topics
    // in SQL. New grades get theirs inserted; a grade imported before gets the changed ones updated and any missing
    // one added (a re-import of the same file changes nothing). A score's id is its grade's followed by the topic's
    // 3-digit position: unique, and known without a round trip.
    const scored = batch.filter((g) => g.absent === 'N');
    const spread = (list: GoodRow[]) => sql`(
      select x.grade_id, t.n, t.topic_id, s.score, s.answer, t.answered
      from json_to_recordset(${JSON.stringify(
        list.map((g) => ({ grade_id: gradeIds.get(g.studentId)!, scores: g.scores, answers: g.answers })),
      )}::json) as x(grade_id text, scores float8[], answers text[])
      cross join lateral unnest(x.scores, x.answers) with ordinality as s(score, answer, n)
      join (select (e.value->>'id') as topic_id, (e.value->>'answered')::boolean as answered, e.n
        from json_array_elements(${JSON.stringify(
          topics.map((t, i) => ({ id: t.id, answered: answered[i] })),
        )}::json) with ordinality as e(value, n)) t on t.n = s.n)`;
    const insert = (list: GoodRow[], onConflict: SQL) => sql`
      insert into cpc_test_grade_detail (id, grade_id, test_id, topic_id, score, answer, create_by, create_time)
      select d.grade_id || lpad(d.n::text, 3, '0'), d.grade_id, ${testId}, d.topic_id, d.score, d.answer,
        ${who.username}, ${who.now}::timestamp
      from ${spread(list)} d ${onConflict}`;
    const fresh = scored.filter((g) => added.has(gradeIds.get(g.studentId)!));
    const again = scored.filter((g) => !added.has(gradeIds.get(g.studentId)!));
    if (fresh.length > 0) await tx.execute(insert(fresh, sql``));
    if (again.length > 0) {
      // The batch's grades named outright: their scores are read by index, not by scanning the table. The spread
      // scores are materialised first: joined as a subquery, the planner (guessing 10 rows from a function) redid
      // the unnest for every stored score once the table had statistics (0.8 s a batch instead of 0.08).
      await tx.execute(sql`
        with d as materialized ${spread(again)}
        update cpc_test_grade_detail g
        set score = d.score, answer = case when d.answered then d.answer else g.answer end,
          update_by = ${who.username}, update_time = ${who.now}::timestamp
        from d
        where g.grade_id = d.grade_id and g.topic_id = d.topic_id
          and (g.score <> d.score or (d.answered and g.answer is distinct from d.answer))
          and g.grade_id = any(array(select json_array_elements_text(${JSON.stringify(
            again.map((a) => gradeIds.get(a.studentId)!),
          )}::json)))`);
      await tx.execute(insert(again, sql`on conflict (grade_id, topic_id) do nothing`));
    }
    return result.rows.filter((r) => r.inserted).length;
  });
}

function stamp(now: number): { day: string; time: string } {
  const digits = formatDateTime(new Date(now)).replace(/\D/g, '');
  return { day: digits.slice(0, 8), time: digits };
}

/**
 * POST importExcel. An `importId` form field (8–64 letters, digits, - or _) lets the importer follow the rows
 * checked and written (gradeImportProgress) while the call runs; the answer is the same with or without it.
 */
export async function importGrades(ctx: AppContext, request: FastifyRequest): Promise<ApiEnvelope<GradeImportSummary>> {
  const upload = await readUpload(request);
  const progress: GradeImportProgress = { total: 0, checked: 0, written: 0 };
  const key = upload.importId ? progressKey(currentUser(request).id, upload.importId) : '';
  if (key) running.set(key, progress);
  try {
    return await importChecked(ctx, request, upload, progress);
  } finally {
    if (key) running.delete(key);
  }
}

async function importChecked(
  ctx: AppContext,
  request: FastifyRequest,
  upload: Awaited<ReturnType<typeof readUpload>>,
  progress: GradeImportProgress,
): Promise<ApiEnvelope<GradeImportSummary>> {
  const scope = await cpcScope(ctx, request);
  const found = await testPaper(ctx.db, upload.testId, testScopeCondition(ctx.db, scope));
  if (!found) throw new BizError(NOT_FOUND_MESSAGE);
  if (found.test.status !== TEST_STATUS.marking && found.test.status !== TEST_STATUS.published)
    throw new BizError(GRADE_IMPORT_STATUS_MESSAGE);
  if (found.topics.length === 0) throw new BizError('该考试的试卷还没有题目，不能导入成绩');
  const rows = await sheetRows(upload.data);
  const columns = findColumns(rows, found.topics);
  if (rows.length - columns.headerIndex - 1 > MAX_IMPORT_ROWS)
    throw new BizError(`导入的数据不能超过${MAX_IMPORT_ROWS}行`);
  progress.total = Math.max(0, rows.length - columns.headerIndex - 1);
  const find = await lookups(ctx, request, upload.testId);
  const { good, bad } = checkRows(rows, columns, found.topics, Number(found.paper.totalScore ?? 0), find);
  progress.checked = progress.total;

  const user = currentUser(request);
  const who = { username: user.username, now: formatDateTime(new Date(ctx.now())) };
  const answered = columns.answers.map((index) => index >= 0);
  let added = 0;
  for (let i = 0; i < good.length; i += BATCH) {
    const batch = good.slice(i, i + BATCH);
    added += await writeBatch(ctx, upload.testId, found.topics, answered, batch, who);
    progress.written += batch.length;
    // Lets other requests (a progress poll among them) reach the database between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (good.length > 0) {
    await refreshActualCounts(ctx.db, [upload.testId]);
    void computeAhead(ctx, upload.testId);
  }

  const counts = {
    totalCount: good.length + bad.length,
    successCount: good.length,
    errorCount: bad.length,
    addCount: added,
    updateCount: good.length - added,
  };
  if (bad.length === 0) {
    const msg = `共${good.length}行数据全部导入成功！新增 ${added} 行，更新 ${counts.updateCount} 行`;
    return envelope(true, 200, '文件导入成功！', { ...counts, msg, errors: [] });
  }
  const { day, time } = stamp(ctx.now());
  // Unguessable, in the importing user's folder; served to that user only, for a day (routes/system/files).
  const fileName = `gradeImportExcelErrorLog${time}${randomBytes(12).toString('hex')}.xlsx`;
  const path = `logs/${user.id}/${day}/${fileName}`;
  const header = [...columns.header.map((c) => (c === null ? '' : String(c))), '错误原因'];
  await ctx.files.put(
    path,
    await sheetBook(
      '错误数据',
      header,
      bad.map((b) => [...columns.header.map((_, i) => b.cells[i] ?? null), b.reason]),
    ),
  );
  return envelope(true, 201, '文件导入成功，但有错误。', {
    ...counts,
    msg: `总上传行数：${counts.totalCount}，新增 ${added} 行，更新 ${counts.updateCount} 行，失败 ${bad.length} 行`,
    fileUrl: `/sys/common/static/${path}`,
    fileName,
    errors: bad.slice(0, SHOWN_ERRORS).map((b) => ({ row: b.row, studentNo: b.studentNo, reason: b.reason })),
  });
}
