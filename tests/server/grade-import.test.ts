/**
 * 成绩导入 (POST /testGrade/cpcTestGrade/importExcel): a good file, a file with bad rows of every kind
 * (the 201 answer and its error workbook), re-importing the same file (same grades, all rows updates), a test that is
 * not 阅卷中 / 成绩已发布, a student of an institution outside the test, and a file of 5,000 rows.
 */
import * as XLSX from '@e965/xlsx';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gradeLevel } from '../../src/domain/entities/grade';
import {
  cpcOrganization,
  cpcPaperTopic,
  cpcStudent,
  cpcTest,
  cpcStatisticsCache,
  cpcTestGrade,
  cpcTestGradeDetail,
  cpcTestInstitution,
} from '../../server/db/schema';
import { gradeVersion, keptResults } from '../../server/services/statistics-cache';
import { authed, client, startTestServer, tokenFor, type TestServer } from './helpers';
import type { Api } from './business-helpers';

const GRADE = '/testGrade/cpcTestGrade';

let server: TestServer;
let token: string;
let staff: Api;

beforeAll(async () => {
  // 成绩统计 computed ahead after every import, however small the test (the default is from 20,000 grades).
  server = await startTestServer({ statisticsAheadFrom: 0 });
  token = await tokenFor(server.app, 'jeecg');
  staff = client(server.app, token);
});
afterAll(async () => server?.close());

const db = () => server.opened.db;
type Cell = string | number | null;

interface ImportAnswer {
  totalCount: number;
  successCount: number;
  errorCount: number;
  addCount: number;
  updateCount: number;
  msg: string;
  fileUrl?: string;
  errors: { row: number; studentNo: string; reason: string }[];
}

function workbook(rows: Cell[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '成绩');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

let imports = 0;

/**
 * multipart/form-data: the `testId` field, then the file. Each import comes from an address of its own, so the
 * per-address import rate (tested with the other rate limits) does not refuse the many imports of this file.
 */
async function importFile(testId: string, rows: Cell[][] | Buffer, name = '成绩.xlsx', importId = '') {
  const boundary = `----grades${Date.now().toString(16)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="testId"\r\n\r\n${testId}\r\n`),
    Buffer.from(
      importId ? `--${boundary}\r\nContent-Disposition: form-data; name="importId"\r\n\r\n${importId}\r\n` : '',
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${encodeURIComponent(name)}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.isBuffer(rows) ? rows : workbook(rows),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await server.app.inject({
    method: 'POST',
    url: `/jeecg-boot${GRADE}/importExcel`,
    headers: authed(token, { 'content-type': `multipart/form-data; boundary=${boundary}` }),
    payload,
    remoteAddress: `10.9.${++imports >> 8}.${imports & 255}`,
  });
  return res.json() as { success: boolean; code: number; message: string; result: ImportAnswer };
}

async function testByCode(code: string) {
  return (await db().select().from(cpcTest).where(eq(cpcTest.testCode, code)))[0]!;
}

/** The marking demo test, its topics, one taking institution and students of it with and without a grade. */
async function fixture() {
  const test = await testByCode('KS2025001');
  const topics = await db()
    .select()
    .from(cpcPaperTopic)
    .where(eq(cpcPaperTopic.paperId, test.paperId))
    .orderBy(cpcPaperTopic.topicNo);
  const header = (
    await staff.raw(`${GRADE}/importTemplate`, { testId: test.id }).then((r) => {
      const book = XLSX.read(r.rawPayload, { type: 'buffer' });
      return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    })
  )[0]!;
  const taking = await db()
    .select({ id: cpcOrganization.id, name: cpcOrganization.orgName, code: cpcOrganization.orgCode })
    .from(cpcTestInstitution)
    .innerJoin(cpcOrganization, eq(cpcOrganization.id, cpcTestInstitution.institutionId))
    .where(eq(cpcTestInstitution.testId, test.id))
    .orderBy(cpcOrganization.orgCode);
  // The taking institution with the most students.
  const all = await db()
    .select()
    .from(cpcStudent)
    .where(
      inArray(
        cpcStudent.organizationId,
        taking.map((o) => o.id),
      ),
    );
  const sizes = taking.map((o) => all.filter((s) => s.organizationId === o.id).length);
  const org = taking[sizes.indexOf(Math.max(...sizes))]!;
  const students = all.filter((s) => s.organizationId === org.id).sort((a, b) => a.id.localeCompare(b.id));
  const graded = new Set(
    (await db().select({ id: cpcTestGrade.studentId }).from(cpcTestGrade).where(eq(cpcTestGrade.testId, test.id))).map(
      (g) => g.id,
    ),
  );
  return {
    test,
    topics,
    header,
    org,
    taking,
    fresh: students.filter((s) => !graded.has(s.id)),
    graded: students.filter((s) => graded.has(s.id)),
  };
}

/** A row of the template: scores by topic (default: full marks), answers for choice topics (default: right). */
function row(
  f: Awaited<ReturnType<typeof fixture>>,
  org: string,
  no: string,
  name: string,
  options: { absent?: string; scores?: Record<number, Cell>; answers?: Record<number, Cell> } = {},
): Cell[] {
  const choices = f.topics.filter((t) => t.topicType === '1' || t.topicType === '2');
  return [
    org,
    no,
    name,
    options.absent ?? null,
    ...f.topics.map((t) =>
      options.scores && t.topicNo in options.scores ? options.scores[t.topicNo]! : options.absent ? null : t.score,
    ),
    ...choices.map((t) => (options.answers && t.topicNo in options.answers ? options.answers[t.topicNo]! : t.answer)),
  ];
}

async function gradesOf(testId: string, studentIds: string[]) {
  return db()
    .select()
    .from(cpcTestGrade)
    .where(and(eq(cpcTestGrade.testId, testId), inArray(cpcTestGrade.studentId, studentIds)));
}

describe('importing a grade file', () => {
  it('adds new grades, replaces existing ones, computes totals and levels, and keeps the actual count', async () => {
    const f = await fixture();
    const [a, b] = f.fresh;
    const c = f.graded[0]!;
    const full = f.topics.reduce((s, t) => s + t.score, 0);
    const first = f.topics[0]!;
    const res = await importFile(f.test.id, [
      f.header,
      row(f, f.org.name, a!.studentNo, a!.name),
      // By the institution's code, with one topic at 0 and a wrong single choice (lower-case: stored upper-case).
      row(f, f.org.code, b!.studentNo, '', { scores: { 1: 0, 2: '' }, answers: { 1: 'c' } }),
      row(f, f.org.name, c.studentNo, c.name, { absent: '是' }),
    ]);
    expect(res).toMatchObject({
      success: true,
      code: 200,
      message: '文件导入成功！',
      result: { totalCount: 3, successCount: 3, errorCount: 0, addCount: 2, updateCount: 1, errors: [] },
    });
    const saved = new Map((await gradesOf(f.test.id, [a!.id, b!.id, c.id])).map((g) => [g.studentId, g]));
    const bTotal = full - first.score - f.topics[1]!.score;
    expect(saved.get(a!.id)).toMatchObject({ totalScore: full, level: '1', absent: 'N', createBy: 'jeecg' });
    expect(saved.get(b!.id)).toMatchObject({ totalScore: bTotal, level: gradeLevel(bTotal, full) });
    expect(saved.get(c.id)).toMatchObject({ totalScore: 0, level: null, absent: 'Y', updateBy: 'jeecg' });
    expect(saved.get(a!.id)).toMatchObject({
      organizationId: a!.organizationId,
      collegeId: a!.collegeId,
      programmeId: a!.programmeId,
    });
    const details = await db()
      .select()
      .from(cpcTestGradeDetail)
      .where(
        inArray(
          cpcTestGradeDetail.gradeId,
          [...saved.values()].map((g) => g.id),
        ),
      );
    expect(details.filter((d) => d.gradeId === saved.get(a!.id)!.id)).toHaveLength(f.topics.length);
    expect(details.filter((d) => d.gradeId === saved.get(c.id)!.id)).toHaveLength(0);
    const bFirst = details.find((d) => d.gradeId === saved.get(b!.id)!.id && d.topicId === first.id)!;
    expect(bFirst).toMatchObject({ score: 0, answer: 'C', testId: f.test.id });
    const [actual] = await db()
      .select()
      .from(cpcTestInstitution)
      .where(and(eq(cpcTestInstitution.testId, f.test.id), eq(cpcTestInstitution.institutionId, f.org.id)));
    const [sat] = await db()
      .select({ n: count() })
      .from(cpcTestGrade)
      .where(
        and(
          eq(cpcTestGrade.testId, f.test.id),
          eq(cpcTestGrade.organizationId, f.org.id),
          eq(cpcTestGrade.absent, 'N'),
        ),
      );
    expect(actual!.actualCount).toBe(sat!.n);
  });

  it('raises the test’s grade version and computes its 成绩统计 ahead (summary, 院校 comparison, 题目分析, national means) for every instance', async () => {
    const f = await fixture();
    const c = f.graded[1]!;
    const before = await gradeVersion(db(), f.test.id);
    expect((await importFile(f.test.id, [f.header, row(f, f.org.name, c.studentNo, c.name)])).success).toBe(true);
    // The import raises the version itself, last in each batch's transaction (the triggers stand aside for it).
    expect(await gradeVersion(db(), f.test.id)).toBeGreaterThan(before);
    // Kept for the grades as they are after the import (another test's earlier import may still be computing).
    await vi.waitFor(async () => expect(await keptResults(db(), f.test.id)).toBe(4), { timeout: 10_000 });
    const version = await gradeVersion(db(), f.test.id);
    const stored = await db()
      .select({ version: cpcStatisticsCache.version })
      .from(cpcStatisticsCache)
      .where(eq(cpcStatisticsCache.testId, f.test.id));
    expect(stored.map((r) => r.version)).toEqual([version, version, version, version]);
    for (const path of ['summary', 'compare', 'topics'])
      expect((await staff.get(`/testGrade/cpcTestGrade/statistics/${path}`, { testId: f.test.id })).body.success).toBe(
        true,
      );
    expect(await keptResults(db(), f.test.id)).toBe(4);
  });

  it('re-importing the same file gives the same grades: every row an update, nothing duplicated', async () => {
    const f = await fixture();
    const picked = f.fresh.slice(0, 4);
    const rows = [f.header, ...picked.map((s, i) => row(f, f.org.name, s.studentNo, s.name, { scores: { 1: i % 2 } }))];
    const once = await importFile(f.test.id, rows);
    expect(once.result).toMatchObject({ successCount: 4, addCount: 4, updateCount: 0 });
    const snapshot = async () => {
      const grades = await gradesOf(
        f.test.id,
        picked.map((s) => s.id),
      );
      const [details] = await db()
        .select({ n: count() })
        .from(cpcTestGradeDetail)
        .where(
          inArray(
            cpcTestGradeDetail.gradeId,
            grades.map((g) => g.id),
          ),
        );
      return {
        grades: grades.map((g) => [g.id, g.totalScore, g.level, g.absent]).sort(),
        details: details!.n,
      };
    };
    const before = await snapshot();
    const [total] = await db().select({ n: count() }).from(cpcTestGrade);
    const again = await importFile(f.test.id, rows);
    expect(again).toMatchObject({ code: 200, result: { successCount: 4, addCount: 0, updateCount: 4 } });
    expect(await snapshot()).toEqual(before);
    expect(before.details).toBe(4 * f.topics.length);
    expect((await db().select({ n: count() }).from(cpcTestGrade))[0]!.n).toBe(total!.n);

    // Corrections: one score changed, one student now absent, then present again with every score.
    const changed = rows.map((r) => [...r]);
    changed[1]![5] = 0; // 第2题 of the first student
    changed[2] = row(f, f.org.name, picked[1]!.studentNo, picked[1]!.name, { absent: '是' });
    expect((await importFile(f.test.id, changed)).result).toMatchObject({ successCount: 4, updateCount: 4 });
    const [first, second] = await Promise.all(
      [picked[0]!, picked[1]!].map(async (p) => (await gradesOf(f.test.id, [p.id]))[0]!),
    );
    const full = f.topics.reduce((a, t) => a + t.score, 0);
    // Its 第1题 was 0 already (i % 2 above).
    expect(first!.totalScore).toBe(full - f.topics[0]!.score - f.topics[1]!.score);
    const [second2] = await db()
      .select({ score: cpcTestGradeDetail.score })
      .from(cpcTestGradeDetail)
      .where(and(eq(cpcTestGradeDetail.gradeId, first!.id), eq(cpcTestGradeDetail.topicId, f.topics[1]!.id)));
    expect(second2!.score).toBe(0);
    expect(second).toMatchObject({ absent: 'Y', totalScore: 0 });
    expect((await snapshot()).details).toBe(3 * f.topics.length);
    await importFile(f.test.id, rows);
    expect(await snapshot()).toEqual(before);
  });

  it('saves the good rows and refuses every bad one with its reason, in the answer and the error workbook', async () => {
    const f = await fixture();
    const [good, dup, over, neg, nan, absentScored, badAnswer, badAbsent, wrongName] = f.fresh.slice(10);
    const choice = f.topics.find((t) => t.topicType === '1')!;
    const third = f.topics[2]!;
    const outsider = (
      await db()
        .select()
        .from(cpcOrganization)
        .where(
          sql`${cpcOrganization.id} not in (select institution_id from cpc_test_institution where test_id = ${f.test.id})`,
        )
        .limit(1)
    )[0]!;
    const [outsiderStudent] = await db()
      .select()
      .from(cpcStudent)
      .where(eq(cpcStudent.organizationId, outsider.id))
      .limit(1);
    const rows = [
      ['成绩导入'],
      f.header,
      row(f, f.org.name, good!.studentNo, good!.name),
      row(f, '', good!.studentNo, good!.name),
      row(f, '不存在的大学', good!.studentNo, good!.name),
      row(f, outsider.orgName, outsiderStudent!.studentNo, outsiderStudent!.name),
      row(f, f.org.name, 'X0000', ''),
      row(f, f.org.name, wrongName!.studentNo, '张冒名'),
      row(f, f.org.name, dup!.studentNo, dup!.name),
      row(f, f.org.code, dup!.studentNo, dup!.name),
      row(f, f.org.name, over!.studentNo, over!.name, { scores: { 3: third.score + 1 } }),
      row(f, f.org.name, neg!.studentNo, neg!.name, { scores: { 1: -1 } }),
      row(f, f.org.name, nan!.studentNo, nan!.name, { scores: { 2: 'abc' } }),
      row(f, f.org.name, absentScored!.studentNo, absentScored!.name, { absent: 'Y', scores: { 1: 2 } }),
      row(f, f.org.name, badAnswer!.studentNo, badAnswer!.name, { answers: { [choice.topicNo]: 'Z' } }),
      row(f, f.org.name, badAbsent!.studentNo, badAbsent!.name, { absent: '可能' }),
    ];
    const res = await importFile(f.test.id, rows);
    expect(res).toMatchObject({
      success: true,
      code: 201,
      message: '文件导入成功，但有错误。',
      result: { totalCount: 14, successCount: 2, errorCount: 12, addCount: 2, updateCount: 0 },
    });
    // Rows as the spreadsheet numbers them: the title is row 1, the header row 2.
    expect(res.result.errors).toEqual([
      { row: 4, studentNo: good!.studentNo, reason: '院校不能为空' },
      { row: 5, studentNo: good!.studentNo, reason: '院校「不存在的大学」不存在' },
      { row: 6, studentNo: outsiderStudent!.studentNo, reason: `院校「${outsider.orgName}」未参加本场考试` },
      { row: 7, studentNo: 'X0000', reason: `学号「X0000」不是「${f.org.name}」的学生` },
      {
        row: 8,
        studentNo: wrongName!.studentNo,
        reason: `姓名「张冒名」与学号「${wrongName!.studentNo}」的学生「${wrongName!.name}」不一致`,
      },
      { row: 10, studentNo: dup!.studentNo, reason: '该学生在文件中重复（已见于第 9 行）' },
      { row: 11, studentNo: over!.studentNo, reason: `第3题得分超出满分 ${third.score}` },
      { row: 12, studentNo: neg!.studentNo, reason: '第1题得分不能小于0' },
      { row: 13, studentNo: nan!.studentNo, reason: '第2题得分「abc」不是数字' },
      { row: 14, studentNo: absentScored!.studentNo, reason: '缺考的学生不能填写得分（第1题）' },
      { row: 15, studentNo: badAnswer!.studentNo, reason: `第${choice.topicNo}题作答「Z」应为选项字母 A–F` },
      { row: 16, studentNo: badAbsent!.studentNo, reason: '缺考「可能」只能填写“是”或留空' },
    ]);
    expect(res.result.msg).toBe('总上传行数：14，新增 2 行，更新 0 行，失败 12 行');

    const file = await staff.raw(String(res.result.fileUrl));
    expect(file.statusCode).toBe(200);
    const book = XLSX.read(file.rawPayload, { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<Cell[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: null });
    expect(sheet[0]).toEqual([...f.header, '错误原因']);
    expect(sheet).toHaveLength(13);
    expect(sheet.slice(1).map((r) => r[r.length - 1])).toEqual(res.result.errors.map((e) => e.reason));
    expect(sheet[1]!.slice(0, 4)).toEqual([null, good!.studentNo, good!.name, null]);
    expect(sheet[7]!.slice(0, 3)).toEqual([f.org.name, over!.studentNo, over!.name]);
    // Only the importer may fetch it.
    const other = client(server.app, await tokenFor(server.app, 'admin'));
    expect((await other.raw(String(res.result.fileUrl))).statusCode).toBe(404);

    const saved = await gradesOf(f.test.id, [good!.id, dup!.id, wrongName!.id, over!.id, badAbsent!.id]);
    expect(saved.map((g) => g.studentId).sort()).toEqual([good!.id, dup!.id].sort());
  });

  it('refuses tests that are not being marked or published, and files of another paper', async () => {
    const f = await fixture();
    const signUp = await testByCode('KS2025002');
    const res = await importFile(signUp.id, [f.header]);
    expect(res).toMatchObject({ success: false, message: '只有「阅卷中」或「成绩已发布」的考试可以导入成绩' });
    const short = await importFile(f.test.id, [f.header.filter((h) => h !== '第5题')]);
    expect(res.success).toBe(false);
    expect(short.message).toBe('导入文件缺少列：第5题');
    const extra = await importFile(f.test.id, [[...f.header, '第99题']]);
    expect(extra.message).toBe(`表头「第99题」不是本场考试试卷的题目（试卷共 ${f.topics.length} 题）`);
    const none = await importFile('nope', [f.header]);
    expect(none.message).toBe('未找到对应数据');
  });

  it('imports 5,000 rows (five batches)', { timeout: 240_000 }, async () => {
    const f = await fixture();
    const org = f.taking.find((o) => o.id !== f.org.id)!;
    const [college] = await db()
      .execute(sql`select id from cpc_college where organization_id = ${org.id} limit 1`)
      .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
    await db().execute(sql`
      insert into cpc_student (id, organization_id, college_id, student_no, name, status)
      select 'bulk' || n, ${org.id}, ${college!.id}, 'B' || lpad(n::text, 5, '0'), '学生' || n, '1'
      from generate_series(1, 5000) n`);
    const rows: Cell[][] = [f.header];
    for (let n = 1; n <= 5_000; n++)
      rows.push(
        row(f, org.name, `B${String(n).padStart(5, '0')}`, `学生${n}`, {
          scores: Object.fromEntries(f.topics.map((t) => [t.topicNo, (n + t.topicNo) % (t.score + 1)])),
        }),
      );
    const res = await importFile(f.test.id, rows);
    expect(res).toMatchObject({ code: 200, result: { successCount: 5_000, addCount: 5_000, errorCount: 0 } });
    const [grades] = await db()
      .select({ n: count() })
      .from(cpcTestGrade)
      .where(and(eq(cpcTestGrade.testId, f.test.id), sql`${cpcTestGrade.studentId} like 'bulk%'`));
    expect(grades!.n).toBe(5_000);
    const [details] = await db()
      .execute(
        sql`
      select count(*)::int as n, sum(score) as total from cpc_test_grade_detail d
      join cpc_test_grade g on g.id = d.grade_id where g.test_id = ${f.test.id} and g.student_id like 'bulk%'`,
      )
      .then((r) => (r as unknown as { rows: { n: number; total: number }[] }).rows);
    expect(details!.n).toBe(5_000 * f.topics.length);
    let expectedTotal = 0;
    for (let n = 1; n <= 5_000; n++) for (const t of f.topics) expectedTotal += (n + t.topicNo) % (t.score + 1);
    expect(Number(details!.total)).toBeCloseTo(expectedTotal, 3);

    // Importing 3,000 of the rows again with an import id (three batches): its progress (rows counted, then checked
    // and written batch by batch) is readable while it runs, and nothing once it has answered.
    const importId = 'progress-test-1';
    const again = rows.slice(0, 3_001);
    const seen: { total: number; checked: number; written: number }[] = [];
    let finished = false;
    const running = importFile(f.test.id, again, '成绩.xlsx', importId).finally(() => (finished = true));
    while (!finished) {
      const now = (
        await staff.get<{ total: number; checked: number; written: number } | null>(`${GRADE}/importProgress`, {
          importId,
        })
      ).body.result;
      if (now) seen.push(now);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await running).toMatchObject({ code: 200, result: { successCount: 3_000, updateCount: 3_000 } });
    // Read first (total 0 until then), then checked and written a batch at a time.
    expect(seen.every((p) => p.total === 3_000 || (p.total === 0 && p.checked === 0))).toBe(true);
    expect(seen.every((p) => p.checked >= p.written)).toBe(true);
    // Seen while it ran, with the rows read; written only grows.
    expect(seen.some((p) => p.total === 3_000)).toBe(true);
    expect(seen.every((p, i) => i === 0 || p.written >= seen[i - 1]!.written)).toBe(true);
    expect((await staff.get(`${GRADE}/importProgress`, { importId })).body.result).toBeNull();

    // Memory: importing the same file ten times more keeps nothing; the server's RSS ends within 50 MB of where it
    // was after warming up (the database's memory has grown to what such an import needs by then). A
    // tenth of the rows (500) keeps the suite short; `npm run bench` measures ten imports of the whole file.
    const file = workbook(rows.slice(0, 501));
    const gc = (globalThis as { gc?: () => void }).gc;
    // vitest.config.ts starts the server workers with --expose-gc: without it garbage would count as kept.
    expect(gc).toBeTypeOf('function');
    const rss = () => {
      gc!();
      return process.memoryUsage().rss;
    };
    // Three imports first: the embedded database's memory grows (and never shrinks) to what such an import needs, and
    // on a busy machine that growth can come later than the first two.
    for (let k = 0; k < 3; k++) await importFile(f.test.id, file);
    const start = rss();
    for (let k = 0; k < 10; k++)
      expect((await importFile(f.test.id, file)).result).toMatchObject({ updateCount: 500, errorCount: 0 });
    const grownMb = (rss() - start) / 1e6;
    console.info(`RSS after ten more imports: ${grownMb.toFixed(1)} MB over the start`);
    expect(grownMb).toBeLessThan(50);
  });
});

describe('export and import round trip', () => {
  async function details(testId: string) {
    const rows = await db()
      .select({
        gradeId: cpcTestGradeDetail.gradeId,
        topicId: cpcTestGradeDetail.topicId,
        score: cpcTestGradeDetail.score,
        answer: cpcTestGradeDetail.answer,
      })
      .from(cpcTestGradeDetail)
      .where(eq(cpcTestGradeDetail.testId, testId));
    return rows.sort((a, b) => `${a.gradeId}${a.topicId}`.localeCompare(`${b.gradeId}${b.topicId}`));
  }
  async function grades(testId: string) {
    const rows = await db()
      .select({
        studentId: cpcTestGrade.studentId,
        totalScore: cpcTestGrade.totalScore,
        level: cpcTestGrade.level,
        absent: cpcTestGrade.absent,
      })
      .from(cpcTestGrade)
      .where(eq(cpcTestGrade.testId, testId));
    return rows.sort((a, b) => a.studentId.localeCompare(b.studentId));
  }

  it('importing the file 成绩列表 exports changes no grade, score or answer', async () => {
    const { test } = await fixture();
    // The institution with the fewest grades (the 5,000-row test above added its own students to one).
    const [org] = await db()
      .select({ id: cpcTestGrade.organizationId, n: count() })
      .from(cpcTestGrade)
      .where(eq(cpcTestGrade.testId, test.id))
      .groupBy(cpcTestGrade.organizationId)
      .orderBy(count());
    const beforeDetails = await details(test.id);
    expect(beforeDetails.filter((d) => d.answer).length).toBeGreaterThan(0);
    const beforeGrades = await grades(test.id);
    const exported = await staff.raw(`${GRADE}/exportXls`, { testId: test.id, organizationId: org!.id });
    const book = XLSX.read(exported.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Cell[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: null });
    expect(rows[0]).toContain('第1题作答');
    const answer = await importFile(test.id, rows);
    expect(answer.message).toBe('文件导入成功！');
    expect(answer.result.errorCount).toBe(0);
    expect(answer.result.updateCount).toBe(rows.length - 1);
    expect(await grades(test.id)).toEqual(beforeGrades);
    expect(await details(test.id)).toEqual(beforeDetails);
  });

  it('a file without the 作答 columns keeps the recorded answers', async () => {
    const f = await fixture();
    const before = (await details(f.test.id)).filter((d) => d.answer);
    expect(before.length).toBeGreaterThan(0);
    const scoreColumns = f.header.filter((h) => !String(h).endsWith('作答'));
    const graded = await db()
      .select({ studentNo: cpcStudent.studentNo, name: cpcStudent.name, org: cpcOrganization.orgName })
      .from(cpcTestGrade)
      .innerJoin(cpcStudent, eq(cpcStudent.id, cpcTestGrade.studentId))
      .innerJoin(cpcOrganization, eq(cpcOrganization.id, cpcTestGrade.organizationId))
      .where(and(eq(cpcTestGrade.testId, f.test.id), eq(cpcTestGrade.absent, 'N')))
      .limit(20);
    const rows: Cell[][] = [
      scoreColumns,
      ...graded.map((g) => [g.org, g.studentNo, g.name, null, ...f.topics.map((t) => t.score)]),
    ];
    const answer = await importFile(f.test.id, rows);
    expect(answer.result.errorCount).toBe(0);
    const after = new Map((await details(f.test.id)).map((d) => [`${d.gradeId}${d.topicId}`, d.answer]));
    for (const d of before) expect(after.get(`${d.gradeId}${d.topicId}`)).toBe(d.answer);
  });
});
