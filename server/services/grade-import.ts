/**
 * 成绩导入 (grades-api importExcel, and the resumable upload of large files): one .xlsx, .xls or .csv of a test that
 * is 阅卷中 or 成绩已发布, with a header row 院校, 学号, 姓名, 缺考, 第1题 … 第N题 and, for choice topics, 第k题作答.
 *
 * The file is read as a stream (lib/sheet-stream) and handled 1,000 rows at a time, so memory stays flat however
 * long the file: each batch's students are looked up by (institution, 学号) in one query, its rows are checked (the
 * institution takes part and is within the caller's scope, the student is one of its students and named right, 缺考
 * is 是/Y or empty, each score 0 … the topic's score, answers are option letters, no student twice in the file) and
 * its good rows written in one transaction: an INSERT … ON CONFLICT (test_id, student_id) DO UPDATE of the grades
 * (a re-import replaces a student's grade, never duplicates it), then the per-topic scores: inserted for new grades,
 * only the changed ones updated for grades imported before. Refused rows go to an error workbook (the file's columns
 * plus 错误原因), written as they come and served to the importer for a day.
 *
 * Two ways in: importExcel (multipart, answered when done, at most MAX_IMPORT_ROWS rows: what JeecgBoot clients
 * send), and for large files importUpload (the file in parts; a part that did not arrive is sent again from where
 * the server says it stands) then importStart, which runs the import in the background and answers at once; its
 * progress and finally its answer come from importProgress. Re-running an import that stopped half way (a restart)
 * writes the same grades: every row is an upsert. docs/screens/grades-and-statistics.md.
 */
import { roundScore } from '../../src/domain/rounding';
import { randomBytes } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Transform, type Readable } from 'node:stream';
import type { ApiEnvelope } from '../../src/domain/api';
import { gradeLevel } from '../../src/domain/entities/grade';
import { TEST_STATUS } from '../../src/domain/entities/test';
import type { AppContext } from '../context';
import { IMPORT_PARSE_MESSAGE, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS, TOO_MANY_COLUMNS_MESSAGE } from '../crud/excel';
import { param, queryOf } from '../crud/list-query';
import { NOT_FOUND_MESSAGE } from '../crud/writes';
import { MAX_UNZIPPED_BYTES, ZIP_TOO_LARGE_MESSAGE } from '../crud/zip-budget';
import { newId } from '../db/ids';
import { sharedPool } from '../db/shared-pool';
import { cpcOrganization, cpcTestInstitution } from '../db/schema';
import { currentUser } from '../plugins/auth';
import { BizError, envelope } from '../http/envelope';
import { trimmed } from '../http/text';
import type { FileStore } from '../lib/file-store';
import { SheetError, sheetRows, type Cell, type SheetRow, type SheetSource } from '../lib/sheet-stream';
import { xlsxStream, type XlsxStream } from '../lib/xlsx-stream';
import { formatDateTime } from '../time';
import { cpcScope, organizationCondition, OUT_OF_SCOPE_MESSAGE, type CpcScope } from './cpc-scope';
import { computeAhead } from './grade-statistics';
import { columnWidths } from './grade-workbooks';
import { raiseGradeVersion } from './statistics-cache';
import {
  answerOf,
  refreshActualCounts,
  scoreOf,
  testPaper,
  testScopeCondition,
  topicLabel,
  type GradeTopic,
} from './grade-scoring';

export const GRADE_IMPORT_STATUS_MESSAGE = '只有「阅卷中」或「成绩已发布」的考试可以导入成绩';
export const GRADE_FILE_MESSAGE = '文件格式不正确，只能导入.xls、.xlsx或.csv文件！';
const BATCH = 1000;
/** Batches written at once on PostgreSQL (each a transaction on its own connection). */
const WRITERS = 2;
const SHOWN_ERRORS = 100;
/** The most rows of one file through the resumable upload (a national test: 500,000 candidates). */
export const MAX_LARGE_IMPORT_ROWS = 1_000_000;
/** The largest file through the resumable upload, and the largest part of it in one request. */
export const MAX_UPLOAD_BYTES = 1024 * 1024 * 1024;
export const MAX_UPLOAD_PART_BYTES = 8 * 1024 * 1024;
/** An .xlsx through the resumable upload may inflate to this much (the multipart import keeps the 100 MB budget). */
const MAX_LARGE_UNZIPPED_BYTES = 8 * 1024 * 1024 * 1024;
/** How long a finished background import's answer is kept for importProgress. */
const RESULT_KEPT_MS = 60 * 60 * 1000;

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

/**
 * How far an import is: its rows (a file of the import dialog is counted first; 0 until then, and for a large file,
 * which is read once, whose progress is `share`, the part of it read), how many are checked and written; its answer
 * once done.
 */
export interface GradeImportProgress {
  total: number;
  share?: number;
  checked: number;
  written: number;
  done?: boolean;
  answer?: ApiEnvelope<GradeImportSummary | null>;
}

/** The imports of this process by user and the importer's id for them: running, or finished within the hour. */
const imports = new Map<string, GradeImportProgress>();
const IMPORT_ID = /^[A-Za-z0-9_-]{8,64}$/;
const progressKey = (userId: string, importId: string) => `${userId}\u0000${importId}`;

/** The progress of the caller's import `importId`; null when there is none (not started, or long finished). */
export function gradeImportProgress(userId: string, importId: string): GradeImportProgress | null {
  return imports.get(progressKey(userId, importId)) ?? null;
}

type FileKind = 'xlsx' | 'xls' | 'csv';

const kindOf = (name: string): FileKind | undefined => {
  const match = /\.(xlsx|xls|csv)$/i.exec(name);
  return match ? (match[1]!.toLowerCase() as FileKind) : undefined;
};

const XLS_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

async function headBytes(source: SheetSource, count: number): Promise<Buffer> {
  if (source.size === 0) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  for await (const chunk of await source.open({ start: 0, end: Math.min(source.size, count) - 1 }))
    chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stored file as a sheet source. */
export async function storedSource(files: FileStore, path: string): Promise<SheetSource | undefined> {
  const found = await files.stat(path);
  if (!found) return undefined;
  return {
    size: found.size,
    async open(range) {
      const file = await files.open(path, range);
      if (!file) throw new SheetError('broken');
      return file.stream;
    },
  };
}

/** The rows of an .xls (the old binary format, at most 65,536 rows): read whole by SheetJS. */
async function* xlsRows(source: SheetSource): AsyncGenerator<SheetRow> {
  const XLSX = await import('@e965/xlsx');
  const data = await headBytes(source, source.size);
  let book;
  try {
    book = XLSX.read(data, {
      type: 'buffer',
      cellFormula: false,
      cellHTML: false,
      cellDates: false,
      sheets: 0,
      dense: true,
    });
  } catch {
    throw new SheetError('broken');
  }
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) throw new SheetError('broken');
  const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1');
  if (range.e.c - range.s.c + 1 > MAX_IMPORT_COLUMNS) throw new SheetError('tooManyColumns');
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
  let n = 0;
  for (const row of rows) {
    n += 1;
    yield {
      n,
      cells: (row ?? []).map((v) => {
        if (v === null || v === undefined) return null;
        if (typeof v === 'number') return v;
        const t = String(v).trim();
        return t === '' ? null : t;
      }),
    };
  }
}

/** The file's rows, whatever its kind; refuses a file whose bytes are not of the kind its name says. */
async function fileRows(
  source: SheetSource,
  name: string,
  large: boolean,
  onRead?: (share: number) => void,
): Promise<AsyncGenerator<SheetRow>> {
  const kind = kindOf(name);
  if (!kind) throw new BizError(GRADE_FILE_MESSAGE);
  const head = await headBytes(source, 8);
  if (kind === 'xls' && !head.equals(XLS_MAGIC)) throw new BizError(GRADE_FILE_MESSAGE);
  if (kind === 'xlsx' && !head.subarray(0, 4).equals(ZIP_MAGIC)) throw new BizError(GRADE_FILE_MESSAGE);
  if (kind === 'xls') return xlsRows(source);
  const limits = {
    maxUnzippedBytes: large ? MAX_LARGE_UNZIPPED_BYTES : MAX_UNZIPPED_BYTES,
    maxColumns: MAX_IMPORT_COLUMNS,
    onRead,
  };
  return sheetRows(source, kind, limits);
}

/** A sheet reader's refusal as the message the importer reads. */
function readFailure(error: unknown): unknown {
  if (!(error instanceof SheetError)) return error;
  if (error.kind === 'tooLarge') return new BizError(ZIP_TOO_LARGE_MESSAGE);
  if (error.kind === 'tooManyColumns') return new BizError(TOO_MANY_COLUMNS_MESSAGE);
  return new BizError(IMPORT_PARSE_MESSAGE);
}

/** `rows` with the sheet reader's refusals turned into the importer's messages. */
async function* readable(rows: AsyncGenerator<SheetRow>): AsyncGenerator<SheetRow> {
  try {
    yield* rows;
  } catch (error) {
    throw readFailure(error);
  }
}

interface Columns {
  header: Cell[];
  headerRow: number;
  org: number;
  no: number;
  name: number;
  absent: number;
  /** By topic: the score column and the answer column (-1: none). */
  scores: number[];
  answers: number[];
}

/** Reads the first rows of a file up to its header (at most six) and finds the columns in it. */
async function headerOf(rows: AsyncIterator<SheetRow>, topics: GradeTopic[]): Promise<Columns> {
  const first: SheetRow[] = [];
  while (first.length < 6) {
    const next = await rows.next();
    if (next.done) break;
    first.push(next.value);
    if (next.value.cells.includes('学号')) break;
  }
  return findColumns(first, topics);
}

/** Finds the header row (among the first six, the one with 学号) and each column the import reads. */
function findColumns(first: SheetRow[], topics: GradeTopic[]): Columns {
  const headerAt = first.findIndex((r) => r.cells.some((c) => c === '学号'));
  if (headerAt < 0) throw new BizError('未找到表头（应有「院校」「学号」等列），请按导入模板填写后再导入！');
  const header = first[headerAt]!.cells;
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
    headerRow: first[headerAt]!.n,
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
  organization_id: string;
  college_id: string | null;
  programme_id: string | null;
  student_no: string;
  name: string;
}

/** The institutions of the test within the scope (by name and code), loaded once; students are looked up by batch. */
async function institutionsOf(ctx: AppContext, scope: CpcScope, testId: string) {
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
  const outOfScope = scope.kind !== 'all';
  return async (named: string): Promise<{ id: string; name: string } | string> => {
    const found = institutions.get(named);
    if (found) return found;
    const [known] = await ctx.db
      .select({ id: cpcOrganization.id })
      .from(cpcOrganization)
      .where(sql`${cpcOrganization.orgName} = ${named} or ${cpcOrganization.orgCode} = ${named}`)
      .limit(1);
    if (!known) return `院校「${named}」不存在`;
    return `院校「${named}」未参加本场考试${outOfScope ? `或${OUT_OF_SCOPE_MESSAGE}` : ''}`;
  };
}

/** The students of (institution, 学号) pairs, in one query. */
async function studentsOf(ctx: AppContext, keys: { o: string; n: string }[]): Promise<Map<string, StudentRef>> {
  const found = new Map<string, StudentRef>();
  if (keys.length === 0) return found;
  const result = (await ctx.db.execute(sql`
    select s.id, s.organization_id, s.college_id, s.programme_id, s.student_no, s.name
    from json_to_recordset(${JSON.stringify(keys)}::json) as k(o text, n text)
    join cpc_student s on s.organization_id = k.o and s.student_no = k.n`)) as unknown as { rows: StudentRef[] };
  for (const s of result.rows) found.set(`${s.organization_id}\u0000${s.student_no}`, s);
  return found;
}

const cellText = (row: Cell[], index: number): string => (index < 0 ? '' : trimmed(row[index]));

interface BadRow {
  row: number;
  cells: Cell[];
  studentNo: string;
  reason: string;
}

/** Checks one batch of rows: the good ones and the refused ones with their reasons. */
async function checkBatch(
  ctx: AppContext,
  batch: SheetRow[],
  columns: Columns,
  topics: GradeTopic[],
  fullScore: number,
  institution: Awaited<ReturnType<typeof institutionsOf>>,
  /** The students already seen in the file, with their row. */
  seen: Map<string, number>,
) {
  const orgs = new Map<string, { id: string; name: string } | string>();
  for (const { cells } of batch) {
    const named = cellText(cells, columns.org);
    if (named && !orgs.has(named)) orgs.set(named, await institution(named));
  }
  const keys = batch.flatMap(({ cells }) => {
    const org = orgs.get(cellText(cells, columns.org));
    const no = cellText(cells, columns.no);
    return org && typeof org !== 'string' && no ? [{ o: org.id, n: no }] : [];
  });
  const students = await studentsOf(ctx, keys);
  const good: GoodRow[] = [];
  const bad: BadRow[] = [];
  for (const { n: row, cells } of batch) {
    const reasons: string[] = [];
    const orgName = cellText(cells, columns.org);
    const no = cellText(cells, columns.no);
    let student: StudentRef | undefined;
    if (!orgName) reasons.push('院校不能为空');
    if (!no) reasons.push('学号不能为空');
    if (orgName && no) {
      const org = orgs.get(orgName)!;
      if (typeof org === 'string') reasons.push(org);
      else {
        student = students.get(`${org.id}\u0000${no}`);
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
      continue;
    }
    const total = roundScore(scores.reduce((a, b) => a + b, 0)) ?? 0;
    good.push({
      studentId: student.id,
      organizationId: student.organization_id,
      collegeId: student.college_id,
      programmeId: student.programme_id,
      absent: absent ? 'Y' : 'N',
      total: absent ? 0 : total,
      level: absent ? null : gradeLevel(total, fullScore),
      scores,
      answers,
    });
  }
  return { good, bad };
}

/** A PostgreSQL array literal of texts (null: NULL), bound as one value. */
function pgArray(values: readonly (string | null)[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (i > 0) out += ',';
    if (v === null) out += 'NULL';
    else out += `"${/["\\]/.test(v) ? v.replace(/\\/g, '\\\\').replace(/"/g, '\\"') : v}"`;
  }
  return `${out}}`;
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
    // A batch's commit need not wait for the disk: a crash loses at most the last batches of an import that had not
    // answered, and importing the file again writes them (every row is an upsert).
    await tx.execute(sql`set local synchronous_commit = off`);
    // The test's grade version is raised once, last (migration 0045): the two writers do not queue on its row.
    await tx.execute(sql`set local cpc.grade_version_deferred = 'on'`);
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
    // New grades' scores: the scores and answers as flat arrays in grade then topic order, one bound value each,
    // spread over the grades and topics in SQL (no per-score id or grade sent: a third of the JSON path's cost).
    if (fresh.length > 0) {
      const count = topics.length;
      const scores = new Float64Array(fresh.length * count);
      const answers: (string | null)[] = [];
      fresh.forEach((g, i) => {
        scores.set(g.scores, i * count);
        for (let n = 0; n < count; n++) answers.push(g.answers[n] ?? null);
      });
      await tx.execute(sql`
        insert into cpc_test_grade_detail (id, grade_id, test_id, topic_id, score, answer, create_by, create_time)
        select g.id || lpad(t.n::text, 3, '0'), g.id, ${testId}, t.id, s.score, s.answer, ${who.username},
          ${who.now}::timestamp
        from unnest(${`{${scores.join(',')}}`}::float8[], ${pgArray(answers)}::text[]) with ordinality as s(score, answer, k)
        join unnest(${pgArray(fresh.map((g) => gradeIds.get(g.studentId)!))}::text[]) with ordinality as g(id, i)
          on g.i = (s.k - 1) / ${count} + 1
        join unnest(${pgArray(topics.map((t) => t.id))}::text[]) with ordinality as t(id, n)
          on t.n = (s.k - 1) % ${count} + 1`);
    }
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
    await raiseGradeVersion(tx, testId);
    return result.rows.filter((r) => r.inserted).length;
  });
}

function stamp(now: number): { day: string; time: string } {
  const digits = formatDateTime(new Date(now)).replace(/\D/g, '');
  return { day: digits.slice(0, 8), time: digits };
}

/** Who imports: the account and the rows its scope reaches. */
interface Importer {
  user: { id: string; username: string };
  scope: CpcScope;
}

/** The refused rows' workbook, opened at the first refusal and written as rows are refused. */
function errorWorkbook(ctx: AppContext, userId: string, header: Cell[]) {
  const { day, time } = stamp(ctx.now());
  // Unguessable, in the importing user's folder; served to that user only, for a day (routes/system/files).
  const fileName = `gradeImportExcelErrorLog${time}${randomBytes(12).toString('hex')}.xlsx`;
  const path = `logs/${userId}/${day}/${fileName}`;
  const titles = [...header.map((c) => (c === null ? '' : String(c))), '错误原因'];
  let book: { sheet: XlsxStream; saved: Promise<void> } | undefined;
  return {
    fileName,
    path,
    async add(bad: BadRow[]) {
      if (bad.length === 0) return;
      if (!book) {
        const sheet = xlsxStream('错误数据', columnWidths(titles));
        book = { sheet, saved: ctx.files.write(path, sheet.stream) };
        await sheet.row(titles);
      }
      for (const b of bad) await book.sheet.row([...header.map((_, i) => b.cells[i] ?? null), b.reason]);
    },
    async close(): Promise<boolean> {
      if (!book) return false;
      await book.sheet.end();
      await book.saved;
      return true;
    },
  };
}

/** Data rows: not the header nor above it, not blank. */
const isData = (row: SheetRow, columns: Columns) => row.n > columns.headerRow && row.cells.some((c) => c !== null);

/** Reads, checks and writes `source` into the test; answers what importExcel answers. */
async function runImport(
  ctx: AppContext,
  who: Importer,
  file: { testId: string; name: string; source: SheetSource; large: boolean },
  progress: GradeImportProgress,
): Promise<ApiEnvelope<GradeImportSummary>> {
  const found = await testPaper(ctx.db, file.testId, testScopeCondition(ctx.db, who.scope));
  if (!found) throw new BizError(NOT_FOUND_MESSAGE);
  if (found.test.status !== TEST_STATUS.marking && found.test.status !== TEST_STATUS.published)
    throw new BizError(GRADE_IMPORT_STATUS_MESSAGE);
  if (found.topics.length === 0) throw new BizError('该考试的试卷还没有题目，不能导入成绩');
  const maxRows = file.large ? MAX_LARGE_IMPORT_ROWS : MAX_IMPORT_ROWS;
  const rowsOf = async (onRead?: (share: number) => void) =>
    readable(await fileRows(file.source, file.name, file.large, onRead))[Symbol.asyncIterator]();
  const overLimit = () => new BizError(`导入的数据不能超过${maxRows}行`);

  // A large file is read once, a batch at a time; its progress is the share of it read. A file of importExcel (at most
  // 10,000 rows) is read whole first: over the limit, nothing is written.
  const rows = await rowsOf(file.large ? (share) => (progress.share = share) : undefined);
  const columns = await headerOf(rows, found.topics);
  let data: AsyncIterator<SheetRow> = rows;
  if (!file.large) {
    const held: SheetRow[] = [];
    for (let next = await rows.next(); !next.done; next = await rows.next())
      if (isData(next.value, columns) && held.push(next.value) > maxRows) throw overLimit();
    progress.total = held.length;
    data = (async function* () {
      yield* held;
    })();
  }

  const institution = await institutionsOf(ctx, who.scope, file.testId);
  const fullScore = Number(found.paper.totalScore ?? 0);
  const who2 = { username: who.user.username, now: formatDateTime(new Date(ctx.now())) };
  const answered = columns.answers.map((index) => index >= 0);
  const seen = new Map<string, number>();
  const errors = errorWorkbook(ctx, who.user.id, columns.header);
  const shown: GradeImportError[] = [];
  let good = 0;
  let refused = 0;
  let added = 0;
  // Batches are checked in file order (a student seen twice is refused at his second row) and written up to
  // WRITERS at a time on their own connections: their students differ, so their writes never meet.
  const writing = new Set<Promise<void>>();
  // The embedded database has one connection: a second writer would only wait, and keep other requests waiting.
  const writers = sharedPool(ctx.db) ? WRITERS : 1;
  const write = (rows: GoodRow[]) => {
    const done: Promise<void> = writeBatch(ctx, file.testId, found.topics, answered, rows, who2)
      .then((count) => {
        added += count;
        progress.written += rows.length;
      })
      .finally(() => writing.delete(done));
    writing.add(done);
    return done;
  };
  const handle = async (batch: SheetRow[]) => {
    const checked = await checkBatch(ctx, batch, columns, found.topics, fullScore, institution, seen);
    progress.checked += batch.length;
    good += checked.good.length;
    refused += checked.bad.length;
    if (checked.good.length > 0) void write(checked.good).catch(() => undefined);
    await errors.add(checked.bad);
    for (const b of checked.bad.slice(0, SHOWN_ERRORS - shown.length))
      shown.push({ row: b.row, studentNo: b.studentNo, reason: b.reason });
    if (writing.size >= writers) await Promise.race(writing);
    // Lets other requests (a progress poll among them) reach the database between batches.
    await new Promise((resolve) => setImmediate(resolve));
  };
  let batch: SheetRow[] = [];
  let read = 0;
  let failure: unknown;
  try {
    for (let next = await data.next(); !next.done; next = await data.next()) {
      const row = next.value;
      if (!isData(row, columns)) continue;
      if (++read > maxRows) throw overLimit();
      batch.push(row);
      if (batch.length === BATCH) {
        await handle(batch);
        batch = [];
      }
    }
    await handle(batch);
    progress.total = read;
  } catch (error) {
    failure = error;
  }
  // What was written stays written (every row an upsert): the counts and the figures follow it, failed or not.
  await rows.return?.(undefined);
  const written = await Promise.allSettled(writing);
  await errors.close();
  if (good > 0) {
    await refreshActualCounts(ctx.db, [file.testId]);
    void computeAhead(ctx, file.testId);
  }
  failure ??= written.find((w): w is PromiseRejectedResult => w.status === 'rejected')?.reason;
  if (failure) throw failure;

  const counts = {
    totalCount: good + refused,
    successCount: good,
    errorCount: refused,
    addCount: added,
    updateCount: good - added,
  };
  if (refused === 0) {
    const msg = `共${good}行数据全部导入成功！新增 ${added} 行，更新 ${counts.updateCount} 行`;
    return envelope(true, 200, '文件导入成功！', { ...counts, msg, errors: [] });
  }
  return envelope(true, 201, '文件导入成功，但有错误。', {
    ...counts,
    msg: `总上传行数：${counts.totalCount}，新增 ${added} 行，更新 ${counts.updateCount} 行，失败 ${refused} 行`,
    fileUrl: `/sys/common/static/${errors.path}`,
    fileName: errors.fileName,
    errors: shown,
  });
}

/** An id the importer chose (8–64 letters, digits, - or _), or '' when it is not one. */
const importIdOf = (value: unknown) => {
  const id = trimmed(value);
  return IMPORT_ID.test(id) ? id : '';
};

/** Where the parts of a resumable upload are kept: the importer's folder, never served (routes/system/files). */
export const uploadPath = (userId: string, uploadId: string) => `imports/${userId}/${uploadId}.part`;

/**
 * POST importExcel: the file (multipart), stored aside while the request reads it and then imported. An
 * `importId` form field lets the importer follow the rows checked and written (importProgress) while it runs; the
 * answer is the same with or without it.
 */
export async function importGrades(ctx: AppContext, request: FastifyRequest): Promise<ApiEnvelope<GradeImportSummary>> {
  if (!request.isMultipart()) throw new BizError('请选择要导入的文件！');
  const user = currentUser(request);
  let testId = trimmed(param(queryOf(request), 'testId'));
  let importId = '';
  let stored: { name: string; path: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (stored) throw new BizError('一次只能导入一个文件');
        if (!kindOf(part.filename)) throw new BizError(GRADE_FILE_MESSAGE);
        stored = { name: part.filename, path: uploadPath(user.id, `excel-${randomBytes(12).toString('hex')}`) };
        await ctx.files.write(stored.path, part.file as Readable);
        if ((part.file as { truncated?: boolean }).truncated) throw new BizError('文件过大，请使用大文件导入');
      } else if (part.fieldname === 'testId') testId = trimmed(part.value);
      else if (part.fieldname === 'importId') importId = importIdOf(part.value);
    }
    if (!stored) throw new BizError('请选择要导入的文件！');
    if (!testId) throw new BizError('请选择要导入成绩的考试');
    const source = await storedSource(ctx.files, stored.path);
    if (!source) throw new BizError('请选择要导入的文件！');
    const progress: GradeImportProgress = { total: 0, checked: 0, written: 0 };
    const key = importId ? progressKey(user.id, importId) : '';
    if (key) imports.set(key, progress);
    try {
      const who = { user, scope: await cpcScope(ctx, request) };
      return await runImport(ctx, who, { testId, name: stored.name, source, large: false }, progress);
    } finally {
      if (key) imports.delete(key);
    }
  } finally {
    if (stored) await ctx.files.remove(stored.path);
  }
}

/** How many bytes of the caller's upload `uploadId` the server holds (0: none). */
export async function uploadedBytes(ctx: AppContext, userId: string, uploadId: string): Promise<number> {
  if (!importIdOf(uploadId)) throw new BizError('上传编号不正确');
  return (await ctx.files.stat(uploadPath(userId, uploadId)))?.size ?? 0;
}

/** POST importUpload: the next part of an upload, at `offset`; answers how many bytes the server now holds. */
export async function receiveUploadPart(
  ctx: AppContext,
  userId: string,
  uploadId: string,
  offset: number,
  part: Readable,
): Promise<number> {
  if (!importIdOf(uploadId)) throw new BizError('上传编号不正确');
  if (!Number.isSafeInteger(offset) || offset < 0 || offset >= MAX_UPLOAD_BYTES)
    throw new BizError(`文件不能超过${MAX_UPLOAD_BYTES / 1024 / 1024}MB`);
  let size = 0;
  const counted = part.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(size > MAX_UPLOAD_PART_BYTES ? new BizError('每次上传的文件内容不能超过8MB') : null, chunk);
      },
    }),
  );
  part.on('error', (error) => counted.destroy(error));
  return ctx.files.append(uploadPath(userId, uploadId), counted, offset);
}

/**
 * POST importStart: imports the caller's finished upload into the test in the background; answers at once. The
 * progress, then the answer, are importProgress's under `importId`; the upload is removed when the import ends.
 */
export async function startUploadedImport(
  ctx: AppContext,
  request: FastifyRequest,
  body: { uploadId?: unknown; testId?: unknown; fileName?: unknown; importId?: unknown },
): Promise<{ importId: string }> {
  const user = currentUser(request);
  const uploadId = importIdOf(body.uploadId);
  const importId = importIdOf(body.importId) || uploadId;
  const testId = trimmed(body.testId);
  const name = trimmed(body.fileName);
  if (!uploadId) throw new BizError('上传编号不正确');
  if (!testId) throw new BizError('请选择要导入成绩的考试');
  if (!kindOf(name)) throw new BizError(GRADE_FILE_MESSAGE);
  const path = uploadPath(user.id, uploadId);
  const source = await storedSource(ctx.files, path);
  if (!source) throw new BizError('上传的文件不存在，请重新上传');
  const key = progressKey(user.id, importId);
  if (imports.get(key) && !imports.get(key)!.done) throw new BizError('该导入正在进行中');
  const who = { user, scope: await cpcScope(ctx, request) };
  // Refusals that need no reading come back at once (a forged test, a test not being marked).
  const found = await testPaper(ctx.db, testId, testScopeCondition(ctx.db, who.scope));
  if (!found) throw new BizError(NOT_FOUND_MESSAGE);
  const progress: GradeImportProgress = { total: 0, checked: 0, written: 0 };
  imports.set(key, progress);
  void runImport(ctx, who, { testId, name, source, large: true }, progress)
    .then(
      (answer) => answer as ApiEnvelope<GradeImportSummary | null>,
      (error: unknown) => {
        if (!(error instanceof BizError)) ctx.log.error({ err: error, testId }, 'grade import failed');
        return envelope<GradeImportSummary | null>(
          false,
          500,
          error instanceof BizError ? error.message : '导入失败，请稍后重试',
          null,
        );
      },
    )
    .then(async (answer) => {
      await ctx.files.remove(path).catch(() => false);
      Object.assign(progress, { done: true, answer });
      setTimeout(() => imports.get(key) === progress && imports.delete(key), RESULT_KEPT_MS).unref();
    });
  return { importId };
}
