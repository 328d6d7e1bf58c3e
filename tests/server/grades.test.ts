/**
 * 成绩: the demo grades, the reads (list with its filters and joined student fields, queryById, grade
 * info with rank, per-topic details, a student's grades, the quiz info), edit with recomputed total and level,
 * delete with the per-topic scores, export and import template, who sees what (staff, a national manager, contacts
 * of two institutions, a 学院联系人, unpublished tests, forged ids), the topic lock of a paper with grades, and 0021
 * on a database seeded before it.
 */
import * as XLSX from '@e965/xlsx';
import { and, count, eq, sql } from 'drizzle-orm';
import { roundScore } from '../../src/domain/rounding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRADE_LEVEL, gradeLevel } from '../../src/domain/entities/grade';
import { migrate } from '../../server/db/migrate';
import {
  cpcPaper,
  cpcPaperTopic,
  cpcStudent,
  cpcTest,
  cpcTestGrade,
  cpcTestGradeDetail,
  schemaMigrations,
} from '../../server/db/schema';
import { client, startTestServer, tokenFor, type TestServer } from './helpers';
import { demoIds, page, type Api, type Rec } from './business-helpers';

const GRADE = '/testGrade/cpcTestGrade';
const TEST = '/cpctestmanager/cpcTestManager';
const PAPER = '/papermanagement/cpcPaperManagement';
const NOT_FOUND = '未找到对应数据';

let server: TestServer;
let admin: Api;
let staff: Api;
let customer: Api;
let otherCustomer: Api;
let collegeContact: Api;
let manager: Api;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.app, await tokenFor(server.app, 'admin'));
  staff = client(server.app, await tokenFor(server.app, 'jeecg'));
  customer = client(server.app, await tokenFor(server.app, 'customer'));
  otherCustomer = client(server.app, await tokenFor(server.app, 'zhoujie'));
  collegeContact = client(server.app, await tokenFor(server.app, 'wuxia'));
  manager = client(server.app, await tokenFor(server.app, 'xuming'));
  ids = await demoIds(server);
});
afterAll(async () => server?.close());

const db = () => server.opened.db;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: T[] }).rows;

async function testByCode(code: string) {
  return (await db().select().from(cpcTest).where(eq(cpcTest.testCode, code)))[0]!;
}

/** A grade of the test at the organisation (not absent unless asked). */
async function gradeOf(testCode: string, orgCode: string, absent = 'N') {
  const test = await testByCode(testCode);
  const [grade] = await db()
    .select()
    .from(cpcTestGrade)
    .where(
      and(
        eq(cpcTestGrade.testId, test.id),
        eq(cpcTestGrade.organizationId, ids.org(orgCode)),
        eq(cpcTestGrade.absent, absent),
      ),
    )
    .orderBy(cpcTestGrade.id)
    .limit(1);
  return grade!;
}

describe('the demo grades', () => {
  it('grade about half of the participants of the marked tests, 3 % absent, with totals and levels from the scores', async () => {
    const [summary] = await rows<{ grades: number; absent: number; details: number; tests: number }>(sql`
      select count(*)::int as grades, count(*) filter (where absent = 'Y')::int as absent,
        (select count(*)::int from cpc_test_grade_detail) as details, count(distinct test_id)::int as tests
      from cpc_test_grade`);
    expect(summary!.tests).toBe(3);
    expect(summary!.grades).toBeGreaterThan(5000);
    expect(summary!.grades).toBeLessThan(7000);
    expect(summary!.details).toBeGreaterThan(150_000);
    expect(summary!.details).toBeLessThan(210_000);
    expect(summary!.absent / summary!.grades).toBeGreaterThan(0.015);
    expect(summary!.absent / summary!.grades).toBeLessThan(0.05);
    // Every total is the sum of its scores and its level follows from it; absent grades have no scores.
    const wrong = await rows<{ id: string; total: number; sum: number; level: string; full: number; absent: string }>(
      sql`select g.id, g.total_score as total, coalesce(d.sum, 0) as sum, g.level, p.total_score as full, g.absent,
            d.n
          from cpc_test_grade g
          join cpc_test t on t.id = g.test_id join cpc_paper p on p.id = t.paper_id
          left join (select grade_id, sum(score) as sum, count(*) as n from cpc_test_grade_detail group by grade_id) d
            on d.grade_id = g.id
          where abs(g.total_score - coalesce(d.sum, 0)) > 1e-6
             or (g.absent = 'Y') <> (d.n is null)`,
    );
    expect(wrong).toEqual([]);
    // An absent candidate has no level; everyone else the level of the total.
    const levels = await rows<{ total: number; level: string; full: number }>(sql`
      select g.total_score as total, g.level, p.total_score as full from cpc_test_grade g
      join cpc_test t on t.id = g.test_id join cpc_paper p on p.id = t.paper_id where g.absent = 'N'`);
    expect(await rows(sql`select id from cpc_test_grade where absent = 'Y' and level is not null`)).toEqual([]);
    expect(levels.filter((l) => l.level !== gradeLevel(l.total, l.full))).toEqual([]);
    expect(new Set(levels.map((l) => l.level))).toEqual(new Set(['1', '2', '3', '4']));
    // Scores stay within each topic's score; choice answers are letters, the right one exactly when scored.
    const [bounds] = await rows<{ over: number; letters: number; wrong: number }>(sql`
      select count(*) filter (where d.score < 0 or d.score > tp.score)::int as over,
        count(*) filter (where tp.topic_type in ('1', '2') and d.answer !~ '^[A-F]+$')::int as letters,
        count(*) filter (where tp.topic_type in ('1', '2') and (d.answer = tp.answer) <> (d.score = tp.score))::int
          as wrong
      from cpc_test_grade_detail d join cpc_paper_topic tp on tp.id = d.topic_id`);
    expect(bounds).toEqual({ over: 0, letters: 0, wrong: 0 });
  });

  it('fill the participants: planned = graded students, actual = those not absent', async () => {
    const mismatched = await rows(sql`
      select i.id from cpc_test_institution i join cpc_test t on t.id = i.test_id
      where t.status in ('4', '5') and i.actual_count <> (select count(*) from cpc_test_grade g
        where g.test_id = i.test_id and g.organization_id = i.institution_id and g.absent = 'N')`);
    expect(mismatched).toEqual([]);
  });
});

describe('reading grades', () => {
  it('lists with the student, the full score and the texts, best total first', async () => {
    const test = await testByCode('KS2024001');
    const listed = await page(staff, `${GRADE}/list`, { testId: test.id, pageSize: 20 });
    expect(listed.total).toBeGreaterThan(1000);
    const first = listed.records[0]!;
    const [student] = await db()
      .select()
      .from(cpcStudent)
      .where(eq(cpcStudent.id, String(first.studentId)));
    expect(first).toMatchObject({
      testId: test.id,
      testId_dictText: '2024年春季综合能力考试',
      studentNo: student!.studentNo,
      studentName: student!.name,
      fullScore: 100,
      organizationId: student!.organizationId,
      collegeId: student!.collegeId,
      programmeId: student!.programmeId,
    });
    expect(first.organizationId_dictText).toEqual(expect.any(String));
    expect(first.collegeId_dictText).toEqual(expect.any(String));
    expect(first.level_dictText).toEqual(expect.any(String));
    expect(first.absent_dictText).toBe('否');
    const totals = listed.records.map((r) => Number(r.totalScore));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('filters by institution, level, absence, total range, student number, name and student', async () => {
    const test = await testByCode('KS2024001');
    const jhlg = ids.org('JHLG');
    const byOrg = await page(staff, `${GRADE}/list`, { testId: test.id, organizationId: jhlg, pageSize: 1000 });
    expect(byOrg.total).toBeGreaterThan(50);
    expect(byOrg.records.every((r) => r.organizationId === jhlg)).toBe(true);

    const excellent = await page(staff, `${GRADE}/list`, { testId: test.id, level: GRADE_LEVEL.excellent });
    expect(excellent.records.every((r) => r.level === '1' && Number(r.totalScore) >= 85)).toBe(true);

    const absent = await page(staff, `${GRADE}/list`, { testId: test.id, absent: 'Y', pageSize: 1000 });
    expect(absent.total).toBeGreaterThan(0);
    expect(absent.records.every((r) => r.absent === 'Y' && r.totalScore === 0)).toBe(true);

    const range = await page(staff, `${GRADE}/list`, {
      testId: test.id,
      totalScore_begin: 70,
      totalScore_end: 75,
      pageSize: 1000,
    });
    expect(range.total).toBeGreaterThan(0);
    expect(range.records.every((r) => Number(r.totalScore) >= 70 && Number(r.totalScore) <= 75)).toBe(true);

    const one = byOrg.records[3]!;
    const byNo = await page(staff, `${GRADE}/list`, { testId: test.id, studentNo: `*${String(one.studentNo)}*` });
    expect(byNo.records.map((r) => r.id)).toContain(one.id);
    expect(byNo.records.every((r) => String(r.studentNo).includes(String(one.studentNo)))).toBe(true);
    const byName = await page(staff, `${GRADE}/list`, { testId: test.id, studentName: String(one.studentName) });
    expect(byName.records.map((r) => r.id)).toContain(one.id);
    expect(byName.records.every((r) => String(r.studentName).includes(String(one.studentName)))).toBe(true);
    const byStudent = await page(staff, `${GRADE}/list`, { studentId: String(one.studentId) });
    expect(byStudent.records.every((r) => r.studentId === one.studentId)).toBe(true);
    expect(byStudent.records.map((r) => r.id)).toContain(one.id);
  });

  it('reads one grade, its info with rank and test figures, and every topic in order', async () => {
    const grade = await gradeOf('KS2024001', 'JHLG');
    const byId = await staff.get<Rec>(`${GRADE}/queryById`, { id: grade.id });
    expect(byId.body.result).toMatchObject({ id: grade.id, studentNo: expect.any(String), fullScore: 100 });

    const info = (await staff.get<Rec>(`${GRADE}/queryGradeInfoVById`, { id: grade.id })).body.result;
    const [figures] = await rows<{ better: number; sat: number; mean: number }>(sql`
      select count(*) filter (where absent = 'N' and total_score > ${grade.totalScore})::int as better,
        count(*) filter (where absent = 'N')::int as sat, avg(total_score::numeric) filter (where absent = 'N') as mean
      from cpc_test_grade where test_id = ${grade.testId}`);
    const test = await testByCode('KS2024001');
    const [paper] = await db().select().from(cpcPaper).where(eq(cpcPaper.id, test.paperId));
    expect(info).toMatchObject({
      id: grade.id,
      testName: test.testName,
      testStatus: '5',
      paperId: paper!.id,
      paperName: paper!.paperName,
      fullScore: 100,
      rank: figures!.better + 1,
      satCount: figures!.sat,
      // The same digits as 成绩统计's mean: 2 decimals, rounded once, half up.
      testMean: roundScore(String(figures!.mean)),
    });
    expect(info.sex_dictText).toMatch(/^[男女]$/);
    expect(['本科', '硕士', '博士']).toContain(info.degreeLevel_dictText);

    const details = (await staff.get<Rec[]>(`${GRADE}/queryGradeDetailInfoById`, { id: grade.id })).body.result;
    expect(details).toHaveLength(30);
    expect(details.map((d) => d.topicNo)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(details[0]).toMatchObject({
      topicType: '1',
      topicType_dictText: '单选',
      fullScore: expect.any(Number),
      correctAnswer: 'B',
      score: expect.any(Number),
    });
    expect(details.reduce((a, d) => a + Number(d.score), 0)).toBeCloseTo(grade.totalScore, 6);
  });

  it('ranks ties alike', async () => {
    const grade = await gradeOf('KS2024001', 'JHLG');
    const [twin] = await rows<{ id: string; total: number }>(sql`
      select id, total_score as total from cpc_test_grade
      where test_id = ${grade.testId} and absent = 'N' and id <> ${grade.id} limit 1`);
    await db().update(cpcTestGrade).set({ totalScore: grade.totalScore }).where(eq(cpcTestGrade.id, twin!.id));
    try {
      const a = (await staff.get<Rec>(`${GRADE}/queryGradeInfoVById`, { id: grade.id })).body.result;
      const b = (await staff.get<Rec>(`${GRADE}/queryGradeInfoVById`, { id: twin!.id })).body.result;
      expect(a.rank).toBe(b.rank);
    } finally {
      await db().update(cpcTestGrade).set({ totalScore: twin!.total }).where(eq(cpcTestGrade.id, twin!.id));
    }
  });

  it("lists a student's grades, newest test first", async () => {
    const [student] = await rows<{ student_id: string }>(sql`
      select student_id from cpc_test_grade group by student_id having count(*) > 1 limit 1`);
    const res = await staff.get<Rec[]>(`${GRADE}/queryGradesByStudentId`, { studentId: student!.student_id });
    expect(res.body.result.length).toBeGreaterThan(1);
    const starts = await Promise.all(
      res.body.result.map(
        async (r) =>
          (
            await db()
              .select()
              .from(cpcTest)
              .where(eq(cpcTest.id, String(r.testId)))
          )[0]!,
      ),
    );
    const times = starts.map((t) => t.startTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(res.body.result[0]).toMatchObject({ studentNo: expect.any(String), fullScore: 100 });
  });
});

describe('who sees which grades', () => {
  it('a contact sees his institution only, a 学院联系人 his college only; forged ids are not found', async () => {
    const mine = await page(customer, `${GRADE}/list`, { pageSize: 1000 });
    expect(mine.total).toBeGreaterThan(100);
    expect(mine.records.every((r) => r.organizationId === ids.org('JHLG'))).toBe(true);
    const theirs = await page(otherCustomer, `${GRADE}/list`, { pageSize: 1000 });
    expect(theirs.total).toBeGreaterThan(50);
    expect(theirs.records.every((r) => r.organizationId === ids.org('HJCJ'))).toBe(true);
    // Asking for another institution changes nothing.
    const asked = await page(customer, `${GRADE}/list`, { organizationId: ids.org('HJCJ') });
    expect(asked.total).toBe(0);

    const jhlgGrade = await gradeOf('KS2024002', 'JHLG');
    for (const path of ['queryById', 'queryGradeInfoVById', 'queryGradeDetailInfoById']) {
      expect((await otherCustomer.get(`${GRADE}/${path}`, { id: jhlgGrade.id })).body.message).toBe(NOT_FOUND);
      expect((await customer.get(`${GRADE}/${path}`, { id: jhlgGrade.id })).body.success).toBe(true);
    }
    const byStudent = await otherCustomer.get<Rec[]>(`${GRADE}/queryGradesByStudentId`, {
      studentId: jhlgGrade.studentId,
    });
    expect(byStudent.body.result).toEqual([]);

    const college = (await ids.contact('wuxia')).collegeId;
    const ofCollege = await page(collegeContact, `${GRADE}/list`, { pageSize: 1000 });
    expect(ofCollege.total).toBeGreaterThan(0);
    expect(ofCollege.records.every((r) => r.collegeId === college)).toBe(true);
    expect(ofCollege.total).toBeLessThan(mine.total);
  });

  it('contacts see no grades of a test before it is published', async () => {
    const test = await testByCode('KS2024002');
    const grade = await gradeOf('KS2024002', 'JHLG');
    await db().update(cpcTest).set({ status: '4' }).where(eq(cpcTest.id, test.id));
    try {
      expect((await customer.get(`${GRADE}/queryById`, { id: grade.id })).body.message).toBe(NOT_FOUND);
      expect((await page(customer, `${GRADE}/list`, { testId: test.id })).total).toBe(0);
      const quiz = (await customer.get<Rec>(`${TEST}/queryQuizInfoById`, { id: test.id })).body.result;
      expect(quiz.gradeSummary).toBeNull();
      expect((await page(staff, `${GRADE}/list`, { testId: test.id })).total).toBeGreaterThan(0);
    } finally {
      await db().update(cpcTest).set({ status: '5' }).where(eq(cpcTest.id, test.id));
    }
  });

  it('a national manager sees his provinces only; staff everything', async () => {
    const listed = await page(manager, `${GRADE}/list`, { pageSize: 1000 });
    expect(listed.total).toBeGreaterThan(0);
    const areas = await rows<{ id: string; area: string }>(sql`select id, area from cpc_organization`);
    const area = new Map(areas.map((a) => [a.id, a.area]));
    const east = ['31', '32', '33', '34', '35', '37'];
    expect(listed.records.every((r) => east.includes(area.get(String(r.organizationId))!.slice(0, 2)))).toBe(true);
    const beijing = await gradeOf('KS2024001', 'JHLG');
    expect((await manager.get(`${GRADE}/queryById`, { id: beijing.id })).body.message).toBe(NOT_FOUND);
    const [all] = await db().select({ n: count() }).from(cpcTestGrade);
    expect((await page(staff, `${GRADE}/list`)).total).toBe(all!.n);
  });

  it('contacts cannot write grades', async () => {
    const grade = await gradeOf('KS2024001', 'JHLG');
    const res = await customer.put(`${GRADE}/edit`, { id: grade.id, absent: 'Y' });
    expect(res.body.success).toBe(false);
    expect((await customer.del(`${GRADE}/delete`, { id: grade.id })).body.success).toBe(false);
    expect((await db().select().from(cpcTestGrade).where(eq(cpcTestGrade.id, grade.id)))[0]!.absent).toBe('N');
  });
});

describe('queryQuizInfoById', () => {
  it("answers the test, its paper, the contact's participation and grade summary", async () => {
    const test = await testByCode('KS2024001');
    const mine = (await customer.get<Rec>(`${TEST}/queryQuizInfoById`, { id: test.id })).body.result;
    const [figures] = await rows<{ sat: number; absent: number; max: number; min: number; passed: number }>(sql`
      select count(*) filter (where absent = 'N')::int as sat, count(*) filter (where absent = 'Y')::int as absent,
        max(total_score) filter (where absent = 'N') as max, min(total_score) filter (where absent = 'N') as min,
        count(*) filter (where absent = 'N' and level <> '4')::int as passed
      from cpc_test_grade where test_id = ${test.id} and organization_id = ${ids.org('JHLG')}`);
    expect(mine).toMatchObject({
      test: { id: test.id, testName: test.testName, status_dictText: '成绩已发布' },
      paper: { paperName: '2024年综合能力测试（A卷）', totalScore: 100, topicCount: 30, duration: 120 },
      participation: { institutionId: ids.org('JHLG'), actualCount: figures!.sat },
      gradeSummary: {
        sat: figures!.sat,
        absent: figures!.absent,
        max: figures!.max,
        min: figures!.min,
        passRate: figures!.passed / figures!.sat,
      },
    });
    const whole = (await staff.get<Rec>(`${TEST}/queryQuizInfoById`, { id: test.id })).body.result;
    expect(whole.participation).toBeNull();
    const [all] = await db()
      .select({ n: count() })
      .from(cpcTestGrade)
      .where(and(eq(cpcTestGrade.testId, test.id), eq(cpcTestGrade.absent, 'N')));
    expect((whole.gradeSummary as Rec).sat).toBe(all!.n);
  });

  it('is not found for a test the contact does not take part in', async () => {
    const test = await testByCode('KS2024001');
    expect((await otherCustomer.get(`${TEST}/queryQuizInfoById`, { id: test.id })).body.message).toBe(NOT_FOUND);
    expect((await customer.get(`${TEST}/queryQuizInfoById`, { id: 'nope' })).body.message).toBe(NOT_FOUND);
  });
});

describe('editing and deleting grades', () => {
  it('replaces the per-topic scores and recomputes total and level; refuses scores out of range', async () => {
    const grade = await gradeOf('KS2025001', 'SDXZ');
    const details = (await staff.get<Rec[]>(`${GRADE}/queryGradeDetailInfoById`, { id: grade.id })).body.result;
    const full = details.map((d) => ({ topicId: d.topicId, score: d.fullScore }));
    const over = await staff.put(`${GRADE}/edit`, {
      id: grade.id,
      cpcTestGradeDetailList: [{ topicId: details[2]!.topicId, score: Number(details[2]!.fullScore) + 1 }],
    });
    expect(over.body.message).toBe(`第3题得分超出满分 ${String(details[2]!.fullScore)}`);
    const twice = await staff.put(`${GRADE}/edit`, {
      id: grade.id,
      cpcTestGradeDetailList: [full[0], full[0]],
    });
    expect(twice.body.message).toBe('第1题重复');
    const foreign = await staff.put(`${GRADE}/edit`, {
      id: grade.id,
      cpcTestGradeDetailList: [{ topicId: 'nope', score: 1 }],
    });
    expect(foreign.body.message).toBe('成绩明细第 1 行：题目不属于本场考试的试卷');
    expect((await db().select().from(cpcTestGrade).where(eq(cpcTestGrade.id, grade.id)))[0]!.totalScore).toBe(
      grade.totalScore,
    );

    // Full marks except the first topic, which scores half; totalScore and level sent are ignored.
    const edited = full.map((d, i) => (i === 0 ? { ...d, score: Number(d.score) / 2, answer: 'a' } : d));
    const res = await staff.put(`${GRADE}/edit`, {
      id: grade.id,
      totalScore: 1,
      level: '4',
      cpcTestGradeDetailList: edited,
    });
    expect(res.body).toMatchObject({ success: true });
    const expected = edited.reduce((a, d) => a + Number(d.score), 0);
    const [saved] = await db().select().from(cpcTestGrade).where(eq(cpcTestGrade.id, grade.id));
    expect(saved).toMatchObject({ totalScore: expected, level: gradeLevel(expected, 100), updateBy: 'jeecg' });
    const after = (await staff.get<Rec[]>(`${GRADE}/queryGradeDetailInfoById`, { id: grade.id })).body.result;
    expect(after[0]).toMatchObject({ score: Number(full[0]!.score) / 2, answer: 'A' });

    const absent = await staff.put(`${GRADE}/edit`, { id: grade.id, absent: 'Y' });
    expect(absent.body.success).toBe(true);
    const [cleared] = await db().select().from(cpcTestGrade).where(eq(cpcTestGrade.id, grade.id));
    expect(cleared).toMatchObject({ absent: 'Y', totalScore: 0, level: null });
    const [left] = await db()
      .select({ n: count() })
      .from(cpcTestGradeDetail)
      .where(eq(cpcTestGradeDetail.gradeId, grade.id));
    expect(left!.n).toBe(0);
  });

  it('deletes grades with their per-topic scores and keeps the participants’ actual count', async () => {
    const a = await gradeOf('KS2025001', 'ZKZN');
    const test = await testByCode('KS2025001');
    const actual = async () =>
      (
        await rows<{ n: number }>(sql`select actual_count as n from cpc_test_institution
          where test_id = ${test.id} and institution_id = ${ids.org('ZKZN')}`)
      )[0]!.n;
    const before = await actual();
    expect((await staff.del(`${GRADE}/delete`, { id: a.id })).body.success).toBe(true);
    expect(await actual()).toBe(before - 1);
    const [b, c] = await db()
      .select()
      .from(cpcTestGrade)
      .where(and(eq(cpcTestGrade.testId, test.id), eq(cpcTestGrade.organizationId, ids.org('SDXZ'))))
      .limit(2);
    expect((await staff.del(`${GRADE}/deleteBatch`, { ids: `${b!.id},${c!.id}` })).body.success).toBe(true);
    const [left] = await rows<{ grades: number; details: number }>(sql`
      select (select count(*)::int from cpc_test_grade where id in (${a.id}, ${b!.id}, ${c!.id})) as grades,
        (select count(*)::int from cpc_test_grade_detail where grade_id in (${a.id}, ${b!.id}, ${c!.id})) as details`);
    expect(left).toEqual({ grades: 0, details: 0 });
  });
});

describe('export and import template', () => {
  it('exports the filtered grades with a column per topic', async () => {
    const test = await testByCode('KS2024002');
    const res = await staff.raw(`${GRADE}/exportXls`, { testId: test.id, organizationId: ids.org('HJCJ') });
    expect(res.statusCode).toBe(200);
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    const choices = (
      await db()
        .select()
        .from(cpcPaperTopic)
        .where(eq(cpcPaperTopic.paperId, test.paperId))
        .orderBy(cpcPaperTopic.topicNo)
    ).filter((t) => t.topicType === '1' || t.topicType === '2');
    expect(sheet[0]).toEqual([
      '考试',
      '院校',
      '学院',
      '专业',
      '学号',
      '姓名',
      '总分',
      '等级',
      '缺考',
      ...Array.from({ length: 40 }, (_, i) => `第${i + 1}题`),
      ...choices.map((t) => `第${t.topicNo}题作答`),
    ]);
    const [n] = await db()
      .select({ n: count() })
      .from(cpcTestGrade)
      .where(and(eq(cpcTestGrade.testId, test.id), eq(cpcTestGrade.organizationId, ids.org('HJCJ'))));
    expect(sheet).toHaveLength(n!.n + 1);
    const first = sheet[1] as (string | number)[];
    expect(first[0]).toBe(test.testName);
    expect(first[1]).toBe('沪江财经大学');
    const scores = first.slice(9, 49).map(Number);
    expect(scores.reduce((x, y) => x + y, 0)).toBeCloseTo(Number(first[6]), 6);

    // Every grade without a test filter: no per-topic columns, every programme by its name.
    const all = await staff.raw(`${GRADE}/exportXls`);
    const allBook = XLSX.read(all.rawPayload, { type: 'buffer' });
    const allRows = XLSX.utils.sheet_to_json<unknown[]>(allBook.Sheets[allBook.SheetNames[0]!]!, { header: 1 });
    const [total] = await db().select({ n: count() }).from(cpcTestGrade);
    expect(allRows).toHaveLength(total!.n + 1);
    expect(allRows[0]).toHaveLength(9);
    expect(allRows.slice(1).filter((r) => /^\d{19}$/.test(String(r[3])))).toEqual([]);
  });

  it('offers the import template of a test: scores, then answers of the choice topics', async () => {
    const test = await testByCode('KS2025001');
    const res = await staff.raw(`${GRADE}/importTemplate`, { testId: test.id });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(`成绩导入模板_${test.testCode}.xlsx`));
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const [header] = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    const topics = await db()
      .select()
      .from(cpcPaperTopic)
      .where(eq(cpcPaperTopic.paperId, test.paperId))
      .orderBy(cpcPaperTopic.topicNo);
    const choices = topics.filter((t) => t.topicType === '1' || t.topicType === '2');
    expect(header).toEqual([
      '院校',
      '学号',
      '姓名',
      '缺考',
      ...topics.map((t) => `第${t.topicNo}题`),
      ...choices.map((t) => `第${t.topicNo}题作答`),
    ]);
    expect((await customer.get(`${GRADE}/importTemplate`, { testId: test.id })).body.success).toBe(false);
  });
});

describe('the topic lock', () => {
  it('keeps the topics of a paper whose tests have grades; its other fields stay editable', async () => {
    const test = await testByCode('KS2024001');
    const paper = (await admin.get<Rec>(`${PAPER}/queryById`, { id: test.paperId })).body.result;
    const topics = (await admin.get<Rec[]>(`${PAPER}/queryPaperTopicByMainId`, { id: test.paperId })).body.result;
    const LOCKED = '该试卷已有考试成绩，题目不能修改';
    const changed = topics.map((t, i) => (i === 0 ? { ...t, score: Number(t.score) + 1 } : t));
    expect((await admin.put(`${PAPER}/edit`, { ...paper, cpcPaperTopicList: changed })).body.message).toBe(LOCKED);
    expect((await admin.put(`${PAPER}/edit`, { ...paper, cpcPaperTopicList: topics.slice(1) })).body.message).toBe(
      LOCKED,
    );
    const added = [...topics, { ...topics[0], id: undefined }];
    expect((await admin.put(`${PAPER}/edit`, { ...paper, cpcPaperTopicList: added })).body.message).toBe(LOCKED);
    const reordered = [topics[1], topics[0], ...topics.slice(2)];
    expect((await admin.put(`${PAPER}/edit`, { ...paper, cpcPaperTopicList: reordered })).body.message).toBe(LOCKED);

    const renamed = await admin.put(`${PAPER}/edit`, { ...paper, paperName: '改名的试卷', cpcPaperTopicList: topics });
    expect(renamed.body.success).toBe(true);
    expect((await admin.put(`${PAPER}/edit`, { ...paper, paperName: '再改名' })).body.success).toBe(true);
    const [saved] = await db().select().from(cpcPaper).where(eq(cpcPaper.id, test.paperId));
    expect(saved!.paperName).toBe('再改名');

    // A paper without grades still changes its topics.
    const free = (await db().select().from(cpcPaper).where(eq(cpcPaper.paperCode, 'SJ2024004')))[0]!;
    const freeTopics = (await admin.get<Rec[]>(`${PAPER}/queryPaperTopicByMainId`, { id: free.id })).body.result;
    const freePaper = (await admin.get<Rec>(`${PAPER}/queryById`, { id: free.id })).body.result;
    const res = await admin.put(`${PAPER}/edit`, { ...freePaper, cpcPaperTopicList: freeTopics.slice(1) });
    expect(res.body.success).toBe(true);
  });
});

describe('0021 grade and training menus and dictionaries', () => {
  it('adds the buttons, grants and dictionaries to a database seeded without them, once', async () => {
    const like = sql`(b.perms like 'cpc:grade:%' or b.perms like 'cpc:testActivity:%' or b.perms like 'cpc:training:%')`;
    const snapshot = async () => ({
      buttons: await rows<{ perms: string; page: string; roles: string }>(sql`
        select b.perms, p.name as page,
          (select string_agg(r.role_code, ',' order by r.role_code) from sys_role_permission rp
             join sys_role r on r.id = rp.role_id where rp.permission_id = b.id) as roles
        from sys_permission b join sys_permission p on p.id = b.parent_id
        where ${like} order by b.perms`),
      leaf: await rows(sql`select url, is_leaf from sys_permission
        where url in ('/test/activity', '/grade/list', '/talent/training') and menu_type <> 2 order by url`),
      dicts: await rows<{ code: string; items: string }>(sql`
        select d.dict_code as code, string_agg(i.item_value || '=' || i.item_text, ',' order by i.sort_order) as items
        from sys_dict d join sys_dict_item i on i.dict_id = d.id
        where d.dict_code in ('activity_type', 'grade_level', 'training_type') group by d.dict_code
        order by d.dict_code`),
    });
    const seeded = await snapshot();
    expect(seeded.buttons.filter((b) => b.perms.startsWith('cpc:grade:')).map((b) => b.perms)).toEqual([
      'cpc:grade:add',
      'cpc:grade:delete',
      'cpc:grade:deleteBatch',
      'cpc:grade:edit',
      'cpc:grade:export',
      'cpc:grade:import',
    ]);
    expect(seeded.buttons).toHaveLength(18);
    expect(seeded.buttons.every((b) => b.roles === 'admin,staff')).toBe(true);
    expect(seeded.dicts).toContainEqual({ code: 'grade_level', items: '1=优秀,2=良好,3=合格,4=不合格' });

    await db().execute(sql`delete from sys_role_permission where permission_id in
      (select b.id from sys_permission b where ${like})`);
    await db().execute(sql`delete from sys_permission b where ${like}`);
    await db().execute(sql`update sys_permission set is_leaf = true
      where url in ('/test/activity', '/grade/list', '/talent/training') and menu_type <> 2`);
    await db().execute(sql`delete from sys_dict_item where dict_id in (select id from sys_dict where dict_code in
      ('activity_type', 'grade_level', 'training_type'))`);
    await db().execute(sql`delete from sys_dict where dict_code in ('activity_type', 'grade_level', 'training_type')`);
    const name = '0021_grade_training_menu_dicts.sql';
    await db().delete(schemaMigrations).where(eq(schemaMigrations.name, name));

    expect(await migrate(db())).toEqual([name]);
    const migrated = await snapshot();
    // Seeded and migrated rows differ in their ids only, which the snapshot leaves out.
    expect(migrated).toEqual(seeded);
    await db().delete(schemaMigrations).where(eq(schemaMigrations.name, name));
    await migrate(db());
    expect(await snapshot()).toEqual(seeded);
  });
});
