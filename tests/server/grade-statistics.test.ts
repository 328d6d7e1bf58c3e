/**
 * 成绩统计 and 题目详情 (/testGrade/cpcTestGrade/statistics): every figure against a small fixture computed by hand —
 * a paper of 3 topics (单选 5, 多选 5, 简答 10; full score 20), 11 grades of one published test (9 sat, 2 absent):
 *
 *   grade  institution  college  t1 (ans)  t2 (ans)  t3  total  level
 *   g1     JHLG         A        5 B       5 AC      10  20     优秀
 *   g2     JHLG         A        5 B       5 AC       8  18     优秀
 *   g3     JHLG         A        5 B       0 A        7  12     合格
 *   g4     JHLG         A        0 A       5 AC       6  11     不合格
 *   g5     JHLG         A        5 B       0 ABC      5  10     不合格
 *   g6     JHLG         B        0 C       0 B        4   4     不合格
 *   g7     JHLG         B        5 B       5 AC       6  16     良好
 *   g8     JHLG         B        absent
 *   g9     HJCJ         -        5 B       5 CA       9  19     优秀
 *   g10    HJCJ         -        0 D       0 -        3   3     不合格
 *   g11    HJCJ         -        absent
 *
 * The 27 % groups hold ceil(0.27 × n) grades: n = 9 → 3 (upper g1 g9 g2, lower g5 g6 g10).
 */
import { sql } from 'drizzle-orm';
import * as XLSX from '@e965/xlsx';
import { roundHalfUp } from '../../src/domain/rounding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpcCollegeProgramme } from '../../server/db/schema';
import { groupSize } from '../../server/services/grade-statistics';
import { apiUrl, authed, client, startTestServer, tokenFor, type TestServer } from './helpers';
import { demoIds, page, type Api, type Rec } from './business-helpers';
import { COLLEGE_NAMES, insertNationalTest } from './national-test-fixture';

const BASE = '/testGrade/cpcTestGrade/statistics';
const TEST = 'st-test';
const DRAFT_TEST = 'st-test-marking';

let server: TestServer;
let admin: Api;
let customer: Api;
let ids: Awaited<ReturnType<typeof demoIds>>;
let collegeA: string;
let collegeB: string;
let programme: string;
let national: Awaited<ReturnType<typeof insertNationalTest>>;

async function exec(query: ReturnType<typeof sql>) {
  await server.opened.db.execute(query);
}

/** [id, org, college, programme, t1, a1, t2, a2, t3, absent] */
type G = [string, string, string | null, string | null, number, string | null, number, string | null, number, boolean];

async function insertFixture() {
  const jhlg = ids.org('JHLG');
  const hjcj = ids.org('HJCJ');
  collegeA = (await ids.contact('wuxia')).collegeId!;
  collegeB = ids.colleges.find((c) => c.organizationId === jhlg && c.id !== collegeA)!.id;
  const [p] = await server.opened.db
    .select()
    .from(cpcCollegeProgramme)
    .where(sql`${cpcCollegeProgramme.collegeId} = ${collegeA}`)
    .limit(1);
  programme = p!.id;
  await exec(sql`insert into cpc_paper (id, paper_name, paper_code, subject, year, duration, total_score, status)
    values ('st-paper', '统计测试卷', 'STP001', '1', 2024, 60, 20, '1')`);
  await exec(sql`insert into cpc_paper_topic (id, paper_id, topic_no, topic_type, content, option_a, option_b,
    option_c, option_d, answer, score, knowledge_point, difficulty) values
    ('st-t1', 'st-paper', 1, '1', '<b>1+1=?</b>', '1', '2', '3', '4', 'B', 5, '算术', 1),
    ('st-t2', 'st-paper', 2, '2', '哪些是偶数？', '2', '3', '4', '5', 'AC', 5, '数论', 2),
    ('st-t3', 'st-paper', 3, '5', '简述加法交换律。', null, null, null, null, 'a+b=b+a', 10, '代数', 3)`);
  for (const [id, status] of [
    [TEST, '5'],
    [DRAFT_TEST, '4'],
  ])
    await exec(sql`insert into cpc_test (id, test_name, test_code, paper_id, sign_up_start, sign_up_end, start_time,
      end_time, mode, status) values (${id}, ${`统计测试${status}`}, ${`ST${status}`}, 'st-paper', '2024-01-01 09:00:00',
      '2024-01-10 09:00:00', '2024-02-01 09:00:00', '2024-02-01 11:00:00', '1', ${status})`);
  for (const test of [TEST, DRAFT_TEST])
    for (const [n, org] of [jhlg, hjcj].entries())
      await exec(sql`insert into cpc_test_institution (id, test_id, institution_id, planned_count)
        values (${`${test}-i${n}`}, ${test}, ${org}, 10)`);
  const grades: G[] = [
    ['g1', jhlg, collegeA, programme, 5, 'B', 5, 'AC', 10, false],
    ['g2', jhlg, collegeA, programme, 5, 'B', 5, 'AC', 8, false],
    ['g3', jhlg, collegeA, null, 5, 'B', 0, 'A', 7, false],
    ['g4', jhlg, collegeA, null, 0, 'A', 5, 'AC', 6, false],
    ['g5', jhlg, collegeA, null, 5, 'B', 0, 'ABC', 5, false],
    ['g6', jhlg, collegeB, null, 0, 'C', 0, 'B', 4, false],
    ['g7', jhlg, collegeB, null, 5, 'B', 5, 'AC', 6, false],
    ['g8', jhlg, collegeB, null, 0, null, 0, null, 0, true],
    ['g9', hjcj, null, null, 5, 'B', 5, 'CA', 9, false],
    ['g10', hjcj, null, null, 0, 'D', 0, null, 3, false],
    ['g11', hjcj, null, null, 0, null, 0, null, 0, true],
  ];
  const level = (t: number) => (t >= 17 ? '1' : t >= 15 ? '2' : t >= 12 ? '3' : '4');
  for (const test of [TEST, DRAFT_TEST])
    for (const [gid, org, college, prog, s1, a1, s2, a2, s3, absent] of grades) {
      const id = `${test}-${gid}`;
      const total = s1 + s2 + s3;
      await exec(sql`insert into cpc_test_grade (id, test_id, student_id, organization_id, college_id, programme_id,
        total_score, level, absent) values (${id}, ${test}, ${`stu-${gid}`}, ${org}, ${college}, ${prog}, ${total},
        ${level(total)}, ${absent ? 'Y' : 'N'})`);
      if (absent) continue;
      await exec(sql`insert into cpc_test_grade_detail (id, grade_id, test_id, topic_id, score, answer) values
        (${`${id}-1`}, ${id}, ${test}, 'st-t1', ${s1}, ${a1}),
        (${`${id}-2`}, ${id}, ${test}, 'st-t2', ${s2}, ${a2}),
        (${`${id}-3`}, ${id}, ${test}, 'st-t3', ${s3}, null)`);
    }
}

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.app, await tokenFor(server.app, 'admin'));
  customer = client(server.app, await tokenFor(server.app, 'customer'));
  ids = await demoIds(server);
  await insertFixture();
  national = await insertNationalTest(server.opened.db, {
    institutions: 41,
    collegesPer: 6,
    topics: 4,
    grades: 41 * 6 * 3,
  });
});
afterAll(async () => server?.close());

async function get(api: Api, path: string, params: Record<string, string | undefined> = {}) {
  const res = await api.get<Rec>(`${BASE}/${path}`, params);
  return res.body as unknown as { success: boolean; message: string; code: number; result: Rec & Rec[] };
}
async function ok(api: Api, path: string, params: Record<string, string | undefined> = {}) {
  const body = await get(api, path, params);
  if (!body.success) throw new Error(`${path}: ${body.message}`);
  return body.result;
}
const as = async (username: string) => client(server.app, await tokenFor(server.app, username));

/** The .xlsx an export answers, as rows of cells. */
async function exportTable(params: Record<string, string>) {
  const res = await server.app.inject({
    method: 'GET',
    url: apiUrl(`${BASE}/exportXls`, params),
    headers: authed(await tokenFor(server.app, 'admin')),
  });
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const book = XLSX.read(res.rawPayload, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
}

describe('the 27 % groups', () => {
  it('hold ceil(0.27 × n) grades each (27.000000000000004 for n = 100 stays 27)', () => {
    expect([2, 3, 4, 9, 10, 37, 100, 101].map(groupSize)).toEqual([1, 1, 2, 3, 3, 10, 27, 28]);
  });
});

describe('summary', () => {
  it("rounds a mean of exactly 12.235 half-up to 12.24, in the statistics and in a grade's 详情", async () => {
    const [top] = (
      (await server.opened.db.execute(
        sql`select id from cpc_test_grade where test_id = ${TEST} and absent = 'N' and total_score = 20 limit 1`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    // 113 - 20 + 17.115 = 110.115 over 9 sat.
    await exec(sql`update cpc_test_grade set total_score = 17.115 where id = ${top!.id}`);
    try {
      expect((await ok(admin, 'summary', { testId: TEST })).mean).toBe(12.24);
      const info = await admin.get<Rec>('/testGrade/cpcTestGrade/queryGradeInfoVById', { id: top!.id });
      expect(info.body.result.testMean).toBe(12.24);
    } finally {
      await exec(sql`update cpc_test_grade set total_score = 20 where id = ${top!.id}`);
    }
  });

  it('answers the whole test: counts, mean, median (odd n), population std dev, rates, levels and histogram', async () => {
    const s = await ok(admin, 'summary', { testId: TEST });
    expect(s).toMatchObject({ fullScore: 20, sat: 9, absent: 2, max: 20, min: 3, median: 12 });
    expect(s.mean).toBeCloseTo(113 / 9, 2);
    expect(s.stdDev).toBeCloseTo(Math.sqrt(2810 / 81), 2);
    expect(s.passRate).toBeCloseTo(5 / 9, 4);
    expect(s.excellentRate).toBeCloseTo(3 / 9, 4);
    expect(s.levels).toEqual([
      { level: '1', level_dictText: '优秀', count: 3 },
      { level: '2', level_dictText: '良好', count: 1 },
      { level: '3', level_dictText: '合格', count: 1 },
      { level: '4', level_dictText: '不合格', count: 4 },
    ]);
    // tenths of 20: the full score 20 falls in the last bucket with 18 and 19
    expect((s.histogram as Rec[]).map((h) => h.count)).toEqual([0, 1, 1, 0, 0, 2, 1, 0, 1, 3]);
    expect((s.histogram as Rec[])[9]).toEqual({ from: 18, to: 20, count: 3 });
    expect(s.national).toBeUndefined();
  });

  it('narrows to an institution, a college (even n: the median between the middle two) and a programme, with the national figures beside', async () => {
    const jhlg = await ok(admin, 'summary', { testId: TEST, organizationId: ids.org('JHLG') });
    expect(jhlg).toMatchObject({ sat: 7, absent: 1, mean: 13, median: 12, max: 20, min: 4 });
    expect((jhlg.national as Rec).sat).toBe(9);
    const b = await ok(admin, 'summary', { testId: TEST, organizationId: ids.org('JHLG'), collegeId: collegeB });
    expect(b).toMatchObject({ sat: 2, absent: 1, mean: 10, median: 10, stdDev: 6, passRate: 0.5 });
    const prog = await ok(admin, 'summary', { testId: TEST, collegeId: collegeA, programmeId: programme });
    expect(prog).toMatchObject({ sat: 2, absent: 0, mean: 19, median: 19, excellentRate: 1 });
  });
});

describe('absent candidates', () => {
  it('have no level: the 等级 = 不合格 filter counts what 成绩统计 counts', async () => {
    const grade = '/testGrade/cpcTestGrade';
    const demo = (await page(admin, '/cpctestmanager/cpcTestManager/list', { testCode: 'KS2024001' })).records[0]!;
    const summary = await ok(admin, 'summary', { testId: String(demo.id) });
    const failed = (summary.levels as { level: string; count: number }[]).find((l) => l.level === '4')!.count;
    const listed = await page(admin, `${grade}/list`, { testId: String(demo.id), level: '4', pageSize: 1 });
    expect(listed.total).toBe(failed);
    const absent = await page(admin, `${grade}/list`, { testId: String(demo.id), absent: 'Y', pageSize: 100 });
    expect(absent.total).toBeGreaterThan(0);
    for (const r of absent.records) expect(r.level ?? '').toBe('');
  });
});

describe('compare', () => {
  it('groups by institution, best mean first', async () => {
    const rows = await ok(admin, 'compare', { testId: TEST, groupBy: 'organization' });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      id: ids.org('JHLG'),
      name: '京华理工大学',
      sat: 7,
      absent: 1,
      mean: 13,
      max: 20,
      min: 4,
    });
    expect(rows[0]!.passRate).toBeCloseTo(4 / 7, 4);
    expect(rows[0]!.excellentRate).toBeCloseTo(2 / 7, 4);
    expect(rows[1]).toMatchObject({ id: ids.org('HJCJ'), name: '沪江财经大学', sat: 2, mean: 11, passRate: 0.5 });
  });

  it('groups by college within an institution', async () => {
    const rows = await ok(admin, 'compare', { testId: TEST, organizationId: ids.org('JHLG'), groupBy: 'college' });
    expect(rows.map((r) => [r.id, r.sat, r.mean])).toEqual([
      [collegeA, 5, 14.2],
      [collegeB, 2, 10],
    ]);
  });
});

describe('compare at national size (41 institutions, each with colleges named alike)', () => {
  it('keeps same-named colleges of different institutions apart and names their institution', async () => {
    const orgs = await ok(admin, 'compare', { testId: national.test, groupBy: 'organization' });
    expect(orgs).toHaveLength(41);
    const colleges = await ok(admin, 'compare', { testId: national.test, groupBy: 'college' });
    expect(colleges).toHaveLength(41 * 6);
    const computing = colleges.filter((r) => r.name === COLLEGE_NAMES[0]);
    expect(computing).toHaveLength(41);
    expect(new Set(computing.map((r) => r.organizationId)).size).toBe(41);
    expect(computing.find((r) => r.organizationId === national.institution(1))).toMatchObject({
      id: national.college(1),
      organizationName: '全国nt大学1',
      sat: 3,
    });
    // the mean of a college is that of its own three grades, never of 41 colleges' grades summed
    expect(colleges.every((r) => (r.mean as number) <= 10)).toBe(true);
    expect(colleges.reduce((n, r) => n + (r.sat as number) + (r.absent as number), 0)).toBe(41 * 6 * 3);
    const programmes = await ok(admin, 'compare', { testId: national.test, groupBy: 'programme' });
    expect(programmes).toHaveLength(41 * 6);
    expect(programmes.every((r) => String(r.organizationName).startsWith('全国nt大学'))).toBe(true);
  });

  it('exports the college comparison with an 院校 column', async () => {
    const table = await exportTable({ testId: national.test, kind: 'compare', groupBy: 'college' });
    expect(table[1]).toEqual(['院校', '学院', '参考人数', '缺考', '平均分', '最高分', '最低分', '及格率', '优秀率']);
    expect(table).toHaveLength(2 + 41 * 6);
    expect(table.slice(2).filter((r) => r[1] === COLLEGE_NAMES[0])).toHaveLength(41);
  });
});

describe('topics', () => {
  it('answers mean, score rate, difficulty, discrimination and option counts (多选 split into letters)', async () => {
    const rows = await ok(admin, 'topics', { testId: TEST });
    expect(rows.map((r) => [r.topicNo, r.topicType_dictText, r.knowledgePoint, r.fullScore])).toEqual([
      [1, '单选', '算术', 5],
      [2, '多选', '数论', 5],
      [3, '简答', '代数', 10],
    ]);
    const [t1, t2, t3] = rows as Rec[];
    expect(t1).toMatchObject({
      mean: 3.33,
      difficulty: roundHalfUp(t1!.scoreRate as number, 4),
      options: { A: 1, B: 6, C: 1, D: 1 },
      answered: 9,
    });
    expect(t1!.scoreRate).toBeCloseTo(30 / 45, 4);
    // upper g1 g9 g2: 15 of 15; lower g5 g6 g10: 5 of 15
    expect(t1!.discrimination).toBeCloseTo(1 - 1 / 3, 4);
    expect(t2).toMatchObject({ mean: 2.78, discrimination: 1, options: { A: 7, B: 2, C: 6, D: 0 }, answered: 8 });
    expect(t2!.scoreRate).toBeCloseTo(25 / 45, 4);
    expect(t3).toMatchObject({ mean: 6.44, discrimination: 0.5 });
    expect(t3!.scoreRate).toBeCloseTo(58 / 90, 4);
    expect(t3!.options).toBeUndefined();
  });

  it('题目详情: the topic, its score distribution and per-institution score rates', async () => {
    const t = await ok(admin, 'topic', { testId: TEST, topicId: 'st-t3' });
    expect(t).toMatchObject({ topicNo: 3, content: '简述加法交换律。', correctAnswer: 'a+b=b+a' });
    expect(t.distribution).toEqual([3, 4, 5, 6, 7, 8, 9, 10].map((score) => ({ score, count: score === 6 ? 2 : 1 })));
    const orgs = t.organizations as Rec[];
    expect(orgs.map((o) => o.name)).toEqual(['京华理工大学', '沪江财经大学']);
    expect(orgs[0]!.scoreRate).toBeCloseTo(46 / 70, 4);
    expect(orgs[1]).toMatchObject({ sat: 2, mean: 6, scoreRate: 0.6 });
    const choice = await ok(admin, 'topic', { testId: TEST, topicId: 'st-t2' });
    expect(choice).toMatchObject({ correctAnswer: 'AC', optionTexts: { A: '2', B: '3', C: '4', D: '5' } });
  });
});

describe('export', () => {
  it('exports the comparison and the topic table as .xlsx', async () => {
    const token = await tokenFor(server.app, 'admin');
    for (const [kind, header] of [
      ['compare', ['院校', '参考人数', '缺考', '平均分', '最高分', '最低分', '及格率', '优秀率']],
      ['topics', ['题号', '题型', '知识点', '满分', '平均分', '得分率', '难度', '区分度']],
    ] as const) {
      const res = await server.app.inject({
        method: 'GET',
        url: apiUrl(`${BASE}/exportXls`, { testId: TEST, kind, groupBy: 'organization' }),
        headers: authed(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const book = XLSX.read(res.rawPayload, { type: 'buffer' });
      const table = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
      expect(table[1]).toEqual(header);
      expect(table).toHaveLength(kind === 'compare' ? 4 : 5);
      if (kind === 'compare') {
        // Rates are numbers shown as percentages, rounded once (4 of 7 = 57.1%).
        expect(table[2]).toEqual(['京华理工大学', 7, 1, 13, 20, 4, 0.571, 0.286]);
        expect(book.Sheets[book.SheetNames[0]!]!.G3).toMatchObject({ t: 'n', v: 0.571, w: '57.1%' });
      }
    }
  });
});

describe('who sees what', () => {
  it('a contact is held to his institution, with the national figures beside', async () => {
    const s = await ok(customer, 'summary', { testId: TEST });
    expect(s).toMatchObject({ sat: 7, absent: 1, mean: 13 });
    expect((s.national as Rec).sat).toBe(9);
    const rows = await ok(customer, 'compare', { testId: TEST });
    expect(rows.map((r) => r.name)).toEqual(['京华理工大学']);
    const other = await ok(await as('zhoujie'), 'summary', { testId: TEST });
    expect(other).toMatchObject({ sat: 2, mean: 11 });
  });

  it('a narrowed topic table carries the whole test’s mean and score rate beside each topic', async () => {
    const [t1, , t3] = (await ok(customer, 'topics', { testId: TEST })) as Rec[];
    // 京华: t1 25 of 7 grades sat; the whole test: 30 of 9
    expect(t1).toMatchObject({ mean: 3.57, national: { mean: 3.33 } });
    expect((t1!.national as Rec).scoreRate).toBeCloseTo(30 / 45, 4);
    expect(t3).toMatchObject({ national: { mean: 6.44 } });
    expect((await ok(admin, 'topics', { testId: TEST }))[0]!.national).toBeUndefined();
  });

  it('a contact reaching his institution’s unpublished test is told 成绩尚未发布; another’s stays 未找到对应数据', async () => {
    expect(await get(customer, 'summary', { testId: DRAFT_TEST })).toMatchObject({
      success: false,
      message: '成绩尚未发布',
    });
    expect((await get(customer, 'topics', { testId: DRAFT_TEST })).message).toBe('成绩尚未发布');
    const national = await insertNationalTest(server.opened.db, {
      prefix: 'nu',
      institutions: 2,
      collegesPer: 1,
      topics: 1,
      grades: 4,
    });
    await exec(sql`update cpc_test set status = '4' where id = ${national.test}`);
    expect((await get(customer, 'summary', { testId: national.test })).message).toBe('未找到对应数据');
  });

  it('a 学院联系人 sees his college only', async () => {
    const s = await ok(await as('wuxia'), 'summary', { testId: TEST });
    expect(s).toMatchObject({ sat: 5, absent: 0 });
    expect((await get(await as('wuxia'), 'summary', { testId: TEST, collegeId: collegeB })).message).toBe(
      '未找到对应数据',
    );
  });

  it('another institution, an unpublished test, forged ids: 未找到对应数据', async () => {
    const refused = [
      [customer, { testId: TEST, organizationId: ids.org('HJCJ') }],
      [customer, { testId: 'forged' }],
      [admin, { testId: 'forged' }],
      [admin, { testId: TEST, organizationId: 'forged' }],
      [admin, { testId: TEST, organizationId: ids.org('HJCJ'), collegeId: collegeA }],
      [admin, { testId: TEST, programmeId: 'forged' }],
    ] as const;
    for (const [api, params] of refused) {
      const body = await get(api, 'summary', params);
      expect(body).toMatchObject({ success: false, message: '未找到对应数据' });
    }
    expect((await get(admin, 'topic', { testId: TEST, topicId: 'forged' })).message).toBe('未找到对应数据');
    // staff read the marking test (its grades are not yet published)
    expect((await ok(admin, 'summary', { testId: DRAFT_TEST })).sat).toBe(9);
  });

  it('a national manager sees his provinces only (沪江 in 上海, not 京华 in 北京)', async () => {
    const xuming = await as('xuming');
    const s = await ok(xuming, 'summary', { testId: TEST });
    expect(s).toMatchObject({ sat: 2 });
    expect((s.national as Rec).sat).toBe(9);
    expect((await get(xuming, 'summary', { testId: TEST, organizationId: ids.org('JHLG') })).message).toBe(
      '未找到对应数据',
    );
  });

  it('lists the tests with grades: all for staff, published only for contacts', async () => {
    const staff = (await ok(admin, 'tests')).map((t) => t.id);
    expect(staff).toEqual(expect.arrayContaining([TEST, DRAFT_TEST]));
    const mine = (await ok(customer, 'tests')).map((t) => t.id);
    expect(mine).toContain(TEST);
    expect(mine).not.toContain(DRAFT_TEST);
  });

  it('an account that is nobody’s contact reaches nothing', async () => {
    const body = await get(await as('songjia'), 'summary', { testId: TEST });
    expect(body.success).toBe(false);
  });
});

describe('kept figures', () => {
  const t1 = async () => (await ok(admin, 'topics', { testId: DRAFT_TEST }))[0] as Rec;

  it('a corrected grade shows at once, whether written through the API or straight into the database', async () => {
    expect(await t1()).toMatchObject({ mean: 3.33, options: { A: 1, B: 6, C: 1, D: 1 } });
    expect(await t1()).toMatchObject({ mean: 3.33 });
    const grade = `${DRAFT_TEST}-g1`;
    const details = (await admin.get<Rec[]>('/testGrade/cpcTestGrade/queryGradeDetailInfoById', { id: grade })).body
      .result;
    const edited = details.map((d) => (d.topicNo === 1 ? { ...d, score: 0, answer: 'A' } : d));
    const res = await admin.put('/testGrade/cpcTestGrade/edit', { id: grade, cpcTestGradeDetailList: edited });
    expect(res.body).toMatchObject({ success: true });
    // 25 of 45 over the 9 who sat; g1 now answered A
    expect(await t1()).toMatchObject({ mean: 2.78, options: { A: 2, B: 5, C: 1, D: 1 } });

    await exec(sql`update cpc_test_grade_detail set score = 5, answer = 'B' where grade_id = ${grade}
      and topic_id = 'st-t1'`);
    expect(await t1()).toMatchObject({ mean: 3.33, options: { A: 1, B: 6, C: 1, D: 1 } });
  });

  it('题目详情 names a renamed institution at once', async () => {
    const names = async () =>
      ((await ok(admin, 'topic', { testId: DRAFT_TEST, topicId: 'st-t3' })).organizations as Rec[]).map((o) => o.name);
    expect(await names()).toEqual(['京华理工大学', '沪江财经大学']);
    await exec(sql`update cpc_organization set org_name = '沪江财经大学（新）' where id = ${ids.org('HJCJ')}`);
    try {
      expect(await names()).toEqual(['京华理工大学', '沪江财经大学（新）']);
    } finally {
      await exec(sql`update cpc_organization set org_name = '沪江财经大学' where id = ${ids.org('HJCJ')}`);
    }
  });
});
