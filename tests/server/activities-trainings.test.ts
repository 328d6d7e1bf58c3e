/**
 * 考试活动 and 人才培养: an activity needs an existing test in scope; a national manager sees the activities
 * and trainings of his provinces (and trainings open to all); customers are refused the manager routes; a training's
 * rules (dates, quota, college of the institution, linked test); queryTelnetInfoByTestId for staff and contacts; the
 * demo timelines and trainings.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpcTest, cpcTraining } from '../../server/db/schema';
import { startTestServer, type TestServer } from './helpers';
import { demoIds, page, signedIn, type Api, type Rec } from './business-helpers';

const ACTIVITY = '/cpctestmanager/cpcTestActivity';
const TRAINING = '/talnetManager/cpcTelnet';
const TEST = '/cpctestmanager/cpcTestManager';

let server: TestServer;
let admin: Api;
let customer: Api;
let wuxia: Api;
let zhoujie: Api;
let songjia: Api;
let manager: Api;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  server = await startTestServer();
  ({
    admin,
    customer,
    wuxia,
    zhoujie,
    songjia,
    xuming: manager,
  } = await signedIn(server, 'admin', 'customer', 'wuxia', 'zhoujie', 'songjia', 'xuming'));
  ids = await demoIds(server);
});
afterAll(async () => server?.close());

const db = () => server.opened.db;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: T[] }).rows;
const testId = async (code: string) => (await db().select().from(cpcTest).where(eq(cpcTest.testCode, code)))[0]!.id;

/** A test only for 巴蜀大学 (Sichuan), outside xuming's East China provinces. */
async function westernTest(code: string): Promise<string> {
  const res = await admin.post(`${TEST}/add`, {
    testName: '西部测试考试',
    testCode: code,
    paperId: (await rows<{ id: string }>(sql`select id from cpc_paper limit 1`))[0]!.id,
    signUpStart: '2026-05-01 09:00:00',
    signUpEnd: '2026-05-31 17:00:00',
    startTime: '2026-06-20 09:00:00',
    endTime: '2026-06-20 11:00:00',
    mode: '1',
    cpcTestInstitutionList: [{ institutionId: ids.org('BSDX'), plannedCount: 3 }],
  });
  expect(res.body.success).toBe(true);
  return testId(code);
}

describe('考试活动', () => {
  it('adds, lists by test with texts, edits and deletes an activity', async () => {
    const test = await testId('KS2025002');
    const add = await admin.post(`${ACTIVITY}/add`, {
      testId: test,
      title: '考场安排通知',
      activityType: '1',
      activityTime: '2025-11-01 10:00:00',
      content: '<p>考场<b>安排</b></p>',
    });
    expect(add.body).toMatchObject({ success: true });
    const list = await page(admin, `${ACTIVITY}/list`, { testId: test, title: '*考场安排*' });
    expect(list.records).toEqual([
      expect.objectContaining({
        title: '考场安排通知',
        testId_dictText: '2025年秋季大学英语水平考试',
        activityType_dictText: '通知',
        content: '<p>考场<b>安排</b></p>',
      }),
    ]);
    const id = String(list.records[0]!.id);
    expect((await admin.put(`${ACTIVITY}/edit`, { id, title: '考场安排（更新）' })).body.success).toBe(true);
    expect((await admin.get<Rec>(`${ACTIVITY}/queryById`, { id })).body.result.title).toBe('考场安排（更新）');
    expect((await admin.del(`${ACTIVITY}/delete`, { id })).body.success).toBe(true);
    expect((await page(admin, `${ACTIVITY}/list`, { testId: test, title: '*考场安排*' })).total).toBe(0);
  });

  it('refuses a missing test, and a test changed to one that does not exist', async () => {
    const base = { title: '无效', activityType: '1', activityTime: '2025-11-01 10:00:00' };
    const missing = await admin.post(`${ACTIVITY}/add`, { ...base, testId: 'nope' });
    expect(missing.body).toMatchObject({ success: false, message: '所选考试不存在或不在您可操作的数据范围内' });
    const none = await admin.post(`${ACTIVITY}/add`, base);
    expect(none.body.success).toBe(false);
    const [first] = (await page(admin, `${ACTIVITY}/list`, { pageSize: 1 })).records;
    const moved = await admin.put(`${ACTIVITY}/edit`, { id: first!.id, testId: 'nope' });
    expect(moved.body.success).toBe(false);
  });

  it('shows a national manager only the activities of tests in his provinces, and refuses him other tests', async () => {
    const west = await westernTest('KSA01');
    const add = await admin.post(`${ACTIVITY}/add`, {
      testId: west,
      title: '西部考试通知',
      activityType: '1',
      activityTime: '2026-04-20 10:00:00',
    });
    expect(add.body.success).toBe(true);
    const seen = await page(manager, `${ACTIVITY}/list`, { pageSize: 200 });
    expect(seen.total).toBeGreaterThan(0);
    expect(seen.records.map((r) => r.testId)).not.toContain(west);
    const expected = await rows<{ n: number }>(sql`
      select count(*)::int as n from cpc_test_activity a where a.test_id in (
        select ti.test_id from cpc_test_institution ti join cpc_organization o on o.id = ti.institution_id
        where substr(o.area, 1, 2) in ('31', '32', '33', '34', '35', '37'))`);
    expect(seen.total).toBe(expected[0]!.n);
    const hidden = (await page(admin, `${ACTIVITY}/list`, { testId: west })).records[0]!;
    expect((await manager.get(`${ACTIVITY}/queryById`, { id: String(hidden.id) })).body.success).toBe(false);
    const refused = await manager.post(`${ACTIVITY}/add`, {
      testId: west,
      title: '越权',
      activityType: '1',
      activityTime: '2026-04-20 10:00:00',
    });
    expect(refused.body).toMatchObject({ success: false, message: '所选考试不存在或不在您可操作的数据范围内' });
  });

  it('refuses customers the manager routes', async () => {
    const [first] = (await page(admin, `${ACTIVITY}/list`, { pageSize: 1 })).records;
    for (const res of [
      await customer.get(`${ACTIVITY}/list`),
      await customer.get(`${ACTIVITY}/queryById`, { id: String(first!.id) }),
      await customer.post(`${ACTIVITY}/add`, { testId: first!.testId, title: 'x', activityType: '1' }),
      await customer.del(`${ACTIVITY}/delete`, { id: String(first!.id) }),
    ])
      expect(res.body.success).toBe(false);
  });

  it('seeds each demo test a timeline in time order, as far as its status has gone', async () => {
    const timeline = await rows<{ code: string; status: string; types: string; ordered: boolean }>(sql`
      select t.test_code as code, t.status,
        string_agg(a.activity_type, '' order by a.activity_time) as types,
        bool_and(a.create_by = 'admin') as ordered
      from cpc_test t join cpc_test_activity a on a.test_id = t.id
      where t.test_code like 'KS202%' group by t.test_code, t.status order by t.test_code`);
    expect(timeline.length).toBeGreaterThanOrEqual(4);
    for (const t of timeline) {
      // 通知 and 报名 always; then one step per status reached from 考试中 on.
      expect(t.types.startsWith('12')).toBe(true);
      expect(t.types).toBe('12345'.slice(0, Math.max(2, Number(t.status))));
    }
  });
});

describe('人才培养', () => {
  const body = (extra: Rec = {}): Rec => ({
    title: '测试培训',
    trainingType: '1',
    startDate: '2026-07-01',
    endDate: '2026-07-03',
    location: '北京',
    quota: 30,
    enrolled: 10,
    status: '1',
    ...extra,
  });

  it('adds a training for one institution and college with a linked test, and lists it with texts', async () => {
    const res = await admin.post(
      `${TRAINING}/add`,
      body({
        title: '京华专项培训',
        organizationId: ids.org('JHLG'),
        collegeId: ids.college('JHLG01'),
        testId: await testId('KS2025002'),
      }),
    );
    expect(res.body).toMatchObject({ success: true });
    const list = await page(admin, `${TRAINING}/list`, { title: '*京华专项*' });
    expect(list.records).toEqual([
      expect.objectContaining({
        organizationId_dictText: '京华理工大学',
        collegeId_dictText: expect.any(String),
        testId_dictText: '2025年秋季大学英语水平考试',
        trainingType_dictText: '培训班',
        quota: 30,
        enrolled: 10,
      }),
    ]);
  });

  it('refuses dates out of order, more enrolled than the quota, a foreign college and a missing test', async () => {
    const cases: [Rec, string][] = [
      [{ endDate: '2026-06-30' }, '结束日期不能早于开始日期'],
      [{ enrolled: 31 }, '已报名人数不能超过名额'],
      [{ organizationId: ids.org('HJCJ'), collegeId: ids.college('JHLG01') }, '所选学院不属于所选院校'],
      [{ collegeId: ids.college('JHLG01') }, '所选学院不属于所选院校'],
      [{ testId: 'nope' }, '所选考试不存在'],
    ];
    for (const [change, message] of cases) {
      const res = await admin.post(`${TRAINING}/add`, body({ title: '不该保存', ...change }));
      expect(res.body).toMatchObject({ success: false, message });
    }
    expect(await db().select().from(cpcTraining).where(eq(cpcTraining.title, '不该保存'))).toHaveLength(0);
    // An edit moving only one side is checked against the stored other side.
    const [saved] = (await page(admin, `${TRAINING}/list`, { title: '*京华专项*' })).records;
    const late = await admin.put(`${TRAINING}/edit`, { id: saved!.id, startDate: '2026-08-01' });
    expect(late.body).toMatchObject({ success: false, message: '结束日期不能早于开始日期' });
    const over = await admin.put(`${TRAINING}/edit`, { id: saved!.id, quota: 5 });
    expect(over.body).toMatchObject({ success: false, message: '已报名人数不能超过名额' });
    expect((await admin.put(`${TRAINING}/edit`, { id: saved!.id, enrolled: 30 })).body.success).toBe(true);
  });

  it('shows a national manager trainings open to all or of his provinces, and refuses him other institutions', async () => {
    expect(
      (await admin.post(`${TRAINING}/add`, body({ title: '巴蜀培训', organizationId: ids.org('BSDX') }))).body.success,
    ).toBe(true);
    const seen = await page(manager, `${TRAINING}/list`, { pageSize: 200 });
    const titles = seen.records.map((r) => r.title);
    expect(titles).not.toContain('巴蜀培训');
    expect(titles).toContain('沪江财经大学考务人员培训');
    expect(titles).toContain('2025年考务工作培训班');
    expect(titles).not.toContain('京华理工大学教学评价专题培训');
    const expected = await rows<{ n: number }>(sql`
      select count(*)::int as n from cpc_training t left join cpc_organization o on o.id = t.organization_id
      where t.organization_id is null or substr(o.area, 1, 2) in ('31', '32', '33', '34', '35', '37')`);
    expect(seen.total).toBe(expected[0]!.n);
    const refused = await manager.post(`${TRAINING}/add`, body({ organizationId: ids.org('BSDX') }));
    expect(refused.body).toMatchObject({ success: false, message: '面向院校不存在或不在您可操作的数据范围内' });
    expect(
      (await manager.post(`${TRAINING}/add`, body({ title: '齐鲁培训', organizationId: ids.org('QLDX') }))).body
        .success,
    ).toBe(true);
  });

  it('refuses customers the manager routes', async () => {
    for (const res of [await customer.get(`${TRAINING}/list`), await customer.post(`${TRAINING}/add`, body())])
      expect(res.body.success).toBe(false);
  });

  it('answers queryTelnetInfoByTestId: all linked trainings for staff, open or own ones for a contact', async () => {
    const test = await testId('KS2024002');
    const linked = await rows<{ title: string }>(sql`
      select title from cpc_training where test_id = ${test} order by start_date, id`);
    expect(linked.length).toBeGreaterThanOrEqual(3);
    const staffView = (await admin.get<Rec[]>(`${TRAINING}/queryTelnetInfoByTestId`, { testId: test })).body.result;
    expect(staffView.map((r) => r.title)).toEqual(linked.map((r) => r.title));
    expect(staffView.every((r) => typeof r.trainingType_dictText === 'string')).toBe(true);
    // 沪江财经大学's own training is linked to this test: its principal sees it, 京华's does not.
    const own = (await zhoujie.get<Rec[]>(`${TRAINING}/queryTelnetInfoByTestId`, { testId: test })).body.result;
    expect(own.map((r) => r.title)).toContain('沪江财经大学考务人员培训');
    const other = (await customer.get<Rec[]>(`${TRAINING}/queryTelnetInfoByTestId`, { testId: test })).body.result;
    expect(other.map((r) => r.title)).not.toContain('沪江财经大学考务人员培训');
    expect(other.length).toBeGreaterThan(0);
    expect(other.every((r) => !r.organizationId || r.organizationId === ids.org('JHLG'))).toBe(true);
    // The training for 京华's first college: its principal and that college's contact see it.
    const jh = await testId('KS2025002');
    const forJhlg = (await customer.get<Rec[]>(`${TRAINING}/queryTelnetInfoByTestId`, { testId: jh })).body.result;
    expect(forJhlg.map((r) => r.title)).toContain('京华专项培训');
    const college = (await wuxia.get<Rec[]>(`${TRAINING}/queryTelnetInfoByTestId`, { testId: jh })).body.result;
    expect(college.map((r) => r.title)).toContain('京华专项培训');
    expect(
      (await zhoujie.get<Rec[]>(`${TRAINING}/queryTelnetInfoByTestId`, { testId: jh })).body.result.map((r) => r.title),
    ).not.toContain('京华专项培训');
    // A customer account that is nobody's contact gets nothing.
    expect((await songjia.get(`${TRAINING}/queryTelnetInfoByTestId`, { testId: test })).body.success).toBe(false);
    expect((await admin.get(`${TRAINING}/queryTelnetInfoByTestId`)).body.success).toBe(false);
  });

  it('seeds trainings over two years: open to all, for one institution, some linked to a demo test', async () => {
    const [stats] = await rows<{
      n: number;
      open: number;
      own: number;
      linked: number;
      years: number;
      bad: number;
    }>(sql`
      select count(*)::int as n, count(*) filter (where organization_id is null)::int as open,
        count(*) filter (where organization_id is not null)::int as own,
        count(*) filter (where test_id is not null)::int as linked,
        count(distinct substr(start_date::text, 1, 4))::int as years,
        count(*) filter (where enrolled > quota or end_date < start_date)::int as bad
      from cpc_training where create_by = 'admin' and create_time = '2024-03-01 09:00:00'`);
    expect(stats!.n).toBeGreaterThanOrEqual(10);
    expect(stats!.open).toBeGreaterThanOrEqual(3);
    expect(stats!.own).toBeGreaterThanOrEqual(2);
    expect(stats!.linked).toBeGreaterThanOrEqual(3);
    expect(stats!.years).toBeGreaterThanOrEqual(2);
    expect(stats!.bad).toBe(0);
  });
});
