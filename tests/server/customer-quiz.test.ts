/**
 * The customer portal's 测验列表, 成绩, 成绩统计, 人才列表 and 人才活动: customer (京华理工大学) against zhoujie
 * (沪江财经大学) and wuxia (学院联系人 of 京华's first college): each sees his own institution's (college's) rows only;
 * forged test and college ids answer 未找到对应数据. Expected rows come from the database, not from demo counts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';
import { demoIds, page, signedIn, type Api, type Rec } from './business-helpers';

const TEST = '/cpctestmanager/cpcTestManager';
const GRADE = '/testGrade/cpcTestGrade';
const STATS = `${GRADE}/statistics`;
const TALENT = '/cutumer/telnetTraining';
const NOT_FOUND = '未找到对应数据';

let server: TestServer;
let admin: Api;
let customer: Api;
let wuxia: Api;
let zhoujie: Api;
let songjia: Api;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  server = await startTestServer();
  ({ admin, customer, wuxia, zhoujie, songjia } = await signedIn(
    server,
    'admin',
    'customer',
    'wuxia',
    'zhoujie',
    'songjia',
  ));
  ids = await demoIds(server);
});
afterAll(async () => server?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await server.opened.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The tests an institution takes part in, newest first, with its planned and actual counts. */
const takenBy = (orgId: string) =>
  rows<{ id: string; status: string; planned: number; actual: number | null }>(sql`
    select t.id, t.status, i.planned_count as planned, i.actual_count as actual
    from cpc_test t join cpc_test_institution i on i.test_id = t.id
    where i.institution_id = ${orgId} order by t.start_time desc, t.id desc`);

/** A test the institution does not take part in. */
const notTakenBy = async (orgId: string) =>
  (
    await rows<{ id: string }>(sql`
      select id from cpc_test where id not in
        (select test_id from cpc_test_institution where institution_id = ${orgId}) limit 1`)
  )[0]?.id;

describe('测验列表 (queryQuizList)', () => {
  it("lists the tests of the contact's institution only, with its counts and gradesPublished", async () => {
    for (const [api, code] of [
      [customer, 'JHLG'],
      [zhoujie, 'HJCJ'],
    ] as const) {
      const expected = await takenBy(ids.org(code));
      expect(expected.length).toBeGreaterThan(0);
      const result = await page(api, `${TEST}/queryQuizList`, { pageNo: 1, pageSize: 100 });
      expect(result.total).toBe(expected.length);
      expect(result.records.map((r) => r.id)).toEqual(expected.map((r) => r.id));
      for (const [i, r] of result.records.entries()) {
        expect(r.plannedCount).toBe(expected[i]!.planned);
        expect(r.actualCount).toBe(expected[i]!.actual ?? 0);
        expect(r.gradesPublished).toBe(expected[i]!.status === '5');
        expect(typeof r.status_dictText).toBe('string');
      }
    }
  });

  it('filters by status and name; staff see every test; an account without a contact gets 510', async () => {
    const published = await page(customer, `${TEST}/queryQuizList`, { status: '5', pageSize: 100 });
    expect(published.records.length).toBeGreaterThan(0);
    expect(published.records.every((r) => r.status === '5' && r.gradesPublished === true)).toBe(true);
    const name = String(published.records[0]!.testName);
    const named = await page(customer, `${TEST}/queryQuizList`, { testName: name.slice(1, 4), pageSize: 100 });
    expect(named.records.map((r) => r.testName)).toContain(name);
    const [all] = await rows<{ n: number }>(sql`select count(*)::int as n from cpc_test`);
    expect((await page(admin, `${TEST}/queryQuizList`, { pageSize: 100 })).total).toBe(all!.n);
    const refused = await songjia.get(`${TEST}/queryQuizList`);
    expect(refused.body.success).toBe(false);
    expect(refused.body.code).toBe(510);
  });

  it('answers the quiz info of an own test and 未找到对应数据 for a forged one', async () => {
    const own = (await takenBy(ids.org('JHLG')))[0]!;
    const info = await customer.get<Rec>(`${TEST}/queryQuizInfoById`, { id: own.id });
    expect(info.body.success).toBe(true);
    expect((info.body.result.participation as Rec).institutionId).toBe(ids.org('JHLG'));
    // Its trainings, on the tests' path as the portal calls it: the same as on the trainings' path.
    const linked = (await customer.get<Rec[]>(`${TEST}/queryTelnetInfoByTestId`, { testId: own.id })).body.result;
    const same = (await customer.get<Rec[]>('/talnetManager/cpcTelnet/queryTelnetInfoByTestId', { testId: own.id }))
      .body.result;
    expect(linked.map((r) => r.id)).toEqual(same.map((r) => r.id));
    expect(linked.every((r) => !r.organizationId || r.organizationId === ids.org('JHLG'))).toBe(true);
    const forged = await notTakenBy(ids.org('JHLG'));
    expect(forged).toBeDefined();
    const res = await customer.get(`${TEST}/queryQuizInfoById`, { id: forged });
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe(NOT_FOUND);
  });
});

describe('成绩 and 成绩统计 for contacts', () => {
  it("lists only the own institution's grades of published tests (a 学院联系人: his college's)", async () => {
    const expected = async (where: ReturnType<typeof sql>) =>
      (
        await rows<{ n: number }>(sql`
          select count(*)::int as n from cpc_test_grade g join cpc_test t on t.id = g.test_id
          where t.status = '5' and ${where}`)
      )[0]!.n;
    const jh = await page(customer, `${GRADE}/list`, { pageSize: 50 });
    expect(jh.total).toBe(await expected(sql`g.organization_id = ${ids.org('JHLG')}`));
    expect(jh.records.every((r) => r.organizationId === ids.org('JHLG'))).toBe(true);
    const hj = await page(zhoujie, `${GRADE}/list`, { pageSize: 50 });
    expect(hj.total).toBe(await expected(sql`g.organization_id = ${ids.org('HJCJ')}`));
    const college = (await ids.contact('wuxia')).collegeId!;
    const wx = await page(wuxia, `${GRADE}/list`, { pageSize: 50 });
    expect(wx.total).toBe(await expected(sql`g.college_id = ${college}`));
    expect(wx.records.every((r) => r.collegeId === college)).toBe(true);
    // A test still being marked shows nothing, even named.
    const marking = (await takenBy(ids.org('JHLG'))).find((t) => t.status === '4');
    if (marking) expect((await page(customer, `${GRADE}/list`, { testId: marking.id })).total).toBe(0);
    // Another institution's grade id answers as not found.
    const other = hj.records[0]!;
    expect((await customer.get(`${GRADE}/queryGradeInfoVById`, { id: String(other.id) })).body.message).toBe(NOT_FOUND);
  });

  it('holds the statistics to the own institution, the national figures beside', async () => {
    const test = (await takenBy(ids.org('JHLG'))).find((t) => t.status === '5')!;
    const [own] = await rows<{ sat: number }>(sql`
      select count(*) filter (where absent = 'N')::int as sat from cpc_test_grade
      where test_id = ${test.id} and organization_id = ${ids.org('JHLG')}`);
    const [whole] = await rows<{ sat: number }>(sql`
      select count(*) filter (where absent = 'N')::int as sat from cpc_test_grade where test_id = ${test.id}`);
    const summary = (await customer.get<Rec>(`${STATS}/summary`, { testId: test.id })).body.result;
    expect(summary.sat).toBe(own!.sat);
    expect((summary.national as Rec).sat).toBe(whole!.sat);
    // Naming another institution does not widen the answer.
    const forged = await customer.get(`${STATS}/summary`, { testId: test.id, organizationId: ids.org('HJCJ') });
    expect(forged.body.success).toBe(false);
    expect(forged.body.message).toBe(NOT_FOUND);
  });
});

describe('人才列表 and 人才活动 (cutumer/telnetTraining)', () => {
  const visibleTo = (orgId: string, collegeId?: string) =>
    rows<{ id: string; title: string }>(sql`
      select id, title from cpc_training
      where (coalesce(organization_id, '') = '' or organization_id = ${orgId})
        and (${collegeId ?? null}::text is null or coalesce(college_id, '') = '' or college_id = ${collegeId ?? null})
      order by start_date desc, id desc`);

  it('getTalnet: the trainings open to all or for the own institution (a 学院联系人: and his college), newest first', async () => {
    const college = (await ids.contact('wuxia')).collegeId!;
    for (const [api, orgId, collegeId] of [
      [customer, ids.org('JHLG'), undefined],
      [zhoujie, ids.org('HJCJ'), undefined],
      [wuxia, ids.org('JHLG'), college],
    ] as const) {
      const expected = await visibleTo(orgId, collegeId);
      const result = await page(api, `${TALENT}/getTalnet`, { pageNo: 1, pageSize: 100 });
      expect(result.records.map((r) => r.id)).toEqual(expected.map((r) => r.id));
      expect(result.records.every((r) => typeof r.trainingType_dictText === 'string')).toBe(true);
    }
    const jh = await page(customer, `${TALENT}/getTalnet`, { pageSize: 100 });
    expect(jh.records.some((r) => r.organizationId === ids.org('HJCJ'))).toBe(false);
    const lectures = await page(customer, `${TALENT}/getTalnet`, { trainingType: '2', pageSize: 100 });
    expect(lectures.records.every((r) => r.trainingType === '2')).toBe(true);
    expect((await songjia.get(`${TALENT}/getTalnet`)).body.code).toBe(510);
  });

  it("selBycolId: a college of the own institution, oldest first; another institution's college is not found", async () => {
    const first = (await ids.contact('wuxia')).collegeId!;
    const expected = (await visibleTo(ids.org('JHLG'), first)).reverse();
    const result = (await customer.get<Rec[]>(`${TALENT}/selBycolId`, { collegeId: first })).body.result;
    expect(result.map((r) => r.title)).toEqual(expected.map((r) => r.title));
    // The demo training for this college shows for it, not for a sibling college.
    expect(result.some((r) => r.collegeId === first)).toBe(true);
    const sibling = ids.colleges.find((c) => c.organizationId === ids.org('JHLG') && c.id !== first)!;
    const forSibling = (await customer.get<Rec[]>(`${TALENT}/selBycolId`, { collegeId: sibling.id })).body.result;
    expect(forSibling.length).toBeGreaterThan(0);
    expect(forSibling.some((r) => r.collegeId === first)).toBe(false);
    // zhoujie naming 京华's college, wuxia naming another college of his own institution: not found.
    expect((await zhoujie.get(`${TALENT}/selBycolId`, { collegeId: first })).body.message).toBe(NOT_FOUND);
    expect((await wuxia.get(`${TALENT}/selBycolId`, { collegeId: sibling.id })).body.message).toBe(NOT_FOUND);
    expect((await wuxia.get(`${TALENT}/selBycolId`, { collegeId: 'forged' })).body.message).toBe(NOT_FOUND);
    // Without a college: wuxia's own college.
    const own = (await wuxia.get<Rec[]>(`${TALENT}/selBycolId`)).body.result;
    expect(own.map((r) => r.title)).toEqual(expected.map((r) => r.title));
  });
});
