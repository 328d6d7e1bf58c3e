/**
 * 考试: a test saved with its institutions, the date rule, the unique code, status forward
 * only (nextStatus), the paper usage count and delete refusal, the demo tests, who may call what (customers refused,
 * a national manager limited to his provinces), and 0019 on a database seeded before it.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { cpcPaper, cpcTest, cpcTestInstitution, schemaMigrations } from '../../server/db/schema';
import { client, startTestServer, tokenFor, type TestServer } from './helpers';
import { demoIds, page, type Api, type Rec } from './business-helpers';

const TEST = '/cpctestmanager/cpcTestManager';
const PAPER = '/papermanagement/cpcPaperManagement';

let server: TestServer;
let admin: Api;
let staff: Api;
let customer: Api;
let manager: Api;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.app, await tokenFor(server.app, 'admin'));
  staff = client(server.app, await tokenFor(server.app, 'jeecg'));
  customer = client(server.app, await tokenFor(server.app, 'customer'));
  manager = client(server.app, await tokenFor(server.app, 'xuming'));
  ids = await demoIds(server);
});
afterAll(async () => server?.close());

const db = () => server.opened.db;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: T[] }).rows;

async function testByCode(code: string) {
  return (await db().select().from(cpcTest).where(eq(cpcTest.testCode, code)))[0];
}
async function paperId(code: string) {
  return (await db().select().from(cpcPaper).where(eq(cpcPaper.paperCode, code)))[0]!.id;
}
const institutions = (testId: string) =>
  db().select().from(cpcTestInstitution).where(eq(cpcTestInstitution.testId, testId));

/** A valid body: sign-up in May, the test in June. */
async function body(code: string, extra: Rec = {}): Promise<Rec> {
  return {
    testName: '测试考试',
    testCode: code,
    paperId: await paperId('SJ2024004'),
    signUpStart: '2026-05-01 09:00:00',
    signUpEnd: '2026-05-31 17:00:00',
    startTime: '2026-06-20 09:00:00',
    endTime: '2026-06-20 11:00:00',
    mode: '1',
    ...extra,
  };
}

describe('a test with its institutions', () => {
  let id: string;

  it('adds the test 报名中 with its institutions in one save; lists and reads them with their texts', async () => {
    const res = await staff.post(
      `${TEST}/add`,
      await body('KST01', {
        status: '5',
        cpcTestInstitutionList: [
          { institutionId: ids.org('QLDX'), plannedCount: 30 },
          { institutionId: ids.org('BSDX'), plannedCount: 12, actualCount: 10 },
        ],
      }),
    );
    expect(res.body).toMatchObject({ success: true, message: '添加成功！' });
    const test = (await testByCode('KST01'))!;
    id = test.id;
    expect(test).toMatchObject({ status: '1', startTime: '2026-06-20 09:00:00' });
    const listed = await page(staff, `${TEST}/list`, { testCode: 'KST01' });
    expect(listed.records).toEqual([
      expect.objectContaining({
        testName: '测试考试',
        paperId_dictText: '管理学原理测试',
        mode_dictText: '线上',
        status_dictText: '报名中',
        institutionCount: 2,
      }),
    ]);
    const read = await staff.get<Rec[]>(`${TEST}/queryCpcTestInstitutionByMainId`, { id });
    expect(read.body.result.map((r) => [r.institutionId_dictText, r.plannedCount, r.actualCount])).toEqual([
      ['齐鲁大学', 30, null],
      ['巴蜀大学', 12, 10],
    ]);
  });

  it('changes and removes institutions on edit; an edit without the list keeps them; status is not edited', async () => {
    const saved = (await staff.get<Rec[]>(`${TEST}/queryCpcTestInstitutionByMainId`, { id })).body.result;
    const res = await staff.put(`${TEST}/edit`, {
      id,
      status: '4',
      cpcTestInstitutionList: [
        { ...saved[1], actualCount: 11 },
        { institutionId: ids.org('NYDX'), plannedCount: 5 },
      ],
    });
    expect(res.body).toMatchObject({ success: true });
    const after = (await staff.get<Rec[]>(`${TEST}/queryCpcTestInstitutionByMainId`, { id })).body.result;
    expect(after.map((r) => [r.institutionId, r.actualCount])).toEqual([
      [ids.org('BSDX'), 11],
      [ids.org('NYDX'), null],
    ]);
    expect(after[0]!.id).toBe(saved[1]!.id);
    await staff.put(`${TEST}/edit`, { id, description: '改了说明' });
    expect((await testByCode('KST01'))!).toMatchObject({ description: '改了说明', status: '1' });
    expect(await institutions(id)).toHaveLength(2);
  });

  it('refuses dates out of order, a taken code, a missing paper and bad institutions, saving nothing', async () => {
    const cases: [Rec, string][] = [
      [{ signUpEnd: '2026-06-20 09:00:00' }, '报名截止时间必须早于考试开始时间'],
      [{ endTime: '2026-06-20 08:00:00' }, '考试开始时间必须早于考试结束时间'],
      [{ signUpStart: '2026-06-01 09:00:00' }, '报名开始时间必须早于报名截止时间'],
      [{ paperId: 'nope' }, '所选试卷不存在'],
      [{ cpcTestInstitutionList: [{ institutionId: 'nope', plannedCount: 1 }] }, '参考机构第 1 行：机构不存在'],
      [
        {
          cpcTestInstitutionList: [
            { institutionId: ids.org('QLDX'), plannedCount: 1 },
            { institutionId: ids.org('QLDX'), plannedCount: 2 },
          ],
        },
        '参考机构第 2 行：该机构已在本场考试中',
      ],
    ];
    for (const [change, message] of cases) {
      const res = await staff.put(`${TEST}/edit`, { id, testName: '不该保存', ...change });
      expect(res.body.success).toBe(false);
      expect(res.body.message).toContain(message);
    }
    // Only the end moves: the rule reads the stored start.
    const late = await staff.put(`${TEST}/edit`, { id, startTime: '2026-06-20 12:00:00' });
    expect(late.body).toMatchObject({ success: false, message: '考试开始时间必须早于考试结束时间' });
    const missing = await staff.put(`${TEST}/edit`, {
      id,
      cpcTestInstitutionList: [{ institutionId: ids.org('QLDX') }],
    });
    expect(missing.body.success).toBe(false);
    expect(missing.body.message).toMatch(/^参考机构第 1 行：/);
    const taken = await staff.post(`${TEST}/add`, await body('KST01'));
    expect(taken.body).toMatchObject({ success: false, message: '考试编码「KST01」已存在' });
    expect((await testByCode('KST01'))!.testName).toBe('测试考试');
    expect(await institutions(id)).toHaveLength(2);
  });

  it('moves the status one step forward only, up to 成绩已发布', async () => {
    const refused = await staff.post(`${TEST}/nextStatus`, { id, status: '3' });
    expect(refused.body).toMatchObject({ success: false, message: '考试状态只能从「报名中」推进到「待考试」' });
    const steps: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await staff.post<Rec>(`${TEST}/nextStatus`, { id });
      expect(res.body.success).toBe(true);
      steps.push(String(res.body.message));
    }
    expect(steps).toEqual([
      '考试状态已更新为「待考试」',
      '考试状态已更新为「考试中」',
      '考试状态已更新为「阅卷中」',
      '考试状态已更新为「成绩已发布」',
    ]);
    expect((await testByCode('KST01'))!.status).toBe('5');
    const past = await staff.post(`${TEST}/nextStatus`, { id });
    expect(past.body).toMatchObject({ success: false, message: '考试已是「成绩已发布」，状态不能再推进' });
    expect((await staff.post(`${TEST}/nextStatus`, { id: 'nope' })).body.success).toBe(false);
  });

  it('counts the tests using a paper and refuses deleting that paper; the test goes with its institutions', async () => {
    const paper = await paperId('SJ2024004');
    expect((await staff.get(`${PAPER}/checkNumberOfUsedByid`, { id: paper })).body.result).toBe(1);
    const refused = await staff.del(`${PAPER}/delete`, { id: paper });
    expect(refused.body).toMatchObject({ success: false, message: '该试卷已被 1 场考试使用，不能删除' });
    expect((await staff.get(`${PAPER}/checkNumberOfUsedByid`, { id: await paperId('SJ2024001') })).body.result).toBe(1);
    expect((await staff.del(`${TEST}/delete`, { id })).body).toMatchObject({ success: true });
    expect(await testByCode('KST01')).toBeUndefined();
    expect(await institutions(id)).toHaveLength(0);
    expect((await staff.get(`${PAPER}/checkNumberOfUsedByid`, { id: paper })).body.result).toBe(0);
  });
});

describe('a test with grades, activities and trainings', () => {
  it('keeps its paper and cannot be deleted while it has grades', async () => {
    const graded = (await testByCode('KS2024001'))!;
    const [{ n } = { n: 0 }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from cpc_test_grade where test_id = ${graded.id}`,
    );
    expect(n).toBeGreaterThan(0);
    const refused = await staff.put(`${TEST}/edit`, { id: graded.id, paperId: await paperId('SJ2024004') });
    expect(refused.body).toMatchObject({ success: false, message: `该考试已有 ${n} 条成绩，不能更换试卷` });
    const kept = await staff.put(`${TEST}/edit`, { id: graded.id, paperId: graded.paperId, testName: graded.testName });
    expect(kept.body).toMatchObject({ success: true });
    expect((await staff.del(`${TEST}/delete`, { id: graded.id })).body).toMatchObject({
      success: false,
      message: `考试「${graded.testName}」下还有${n}条成绩，不能删除`,
    });
    expect(await testByCode('KS2024001')).toBeDefined();
  });

  it('takes its activities along when deleted and unlinks its trainings', async () => {
    expect((await staff.post(`${TEST}/add`, await body('KST09'))).body).toMatchObject({ success: true });
    const test = (await testByCode('KST09'))!;
    const activity = await staff.post('/cpctestmanager/cpcTestActivity/add', {
      testId: test.id,
      title: '考试通知',
      activityType: '1',
      activityTime: '2026-04-20 09:00:00',
    });
    expect(activity.body).toMatchObject({ success: true });
    const training = await admin.post('/talnetManager/cpcTelnet/add', {
      title: '考后培训',
      trainingType: '2',
      testId: test.id,
      startDate: '2026-07-01',
      endDate: '2026-07-02',
      quota: 30,
      status: '1',
    });
    expect(training.body).toMatchObject({ success: true });

    expect((await staff.del(`${TEST}/delete`, { id: test.id })).body).toMatchObject({ success: true });
    expect(await rows(sql`select id from cpc_test_activity where test_id = ${test.id}`)).toEqual([]);
    expect(await rows(sql`select title, test_id from cpc_training where title = '考后培训'`)).toEqual([
      { title: '考后培训', test_id: null },
    ]);
  });
});

describe('the demo tests', () => {
  it('has four tests over 2024 and 2025 on the demo papers: 报名中, 阅卷中 and two 成绩已发布', async () => {
    const list = await page(staff, `${TEST}/list`, { column: 'startTime', order: 'asc' });
    expect(list.records.map((r) => [r.testCode, String(r.startTime).slice(0, 4), r.status_dictText])).toEqual([
      ['KS2024001', '2024', '成绩已发布'],
      ['KS2024002', '2024', '成绩已发布'],
      ['KS2025001', '2025', '阅卷中'],
      ['KS2025002', '2025', '报名中'],
    ]);
    for (const r of list.records) {
      expect(r.paperId_dictText).toEqual(expect.any(String));
      expect(r.institutionCount).toBeGreaterThanOrEqual(10);
      expect(r.institutionCount).toBeLessThanOrEqual(30);
      expect(String(r.signUpEnd) < String(r.startTime)).toBe(true);
      const own = await institutions(String(r.id));
      expect(new Set(own.map((i) => i.institutionId)).size).toBe(own.length);
      // Counts are known once the test has been sat.
      expect(own.every((i) => (i.actualCount === null) === (r.status === '1'))).toBe(true);
    }
    expect(await rows(sql`select 1 from cpc_test_institution`)).toHaveLength(69);
  });

  it('lists the tests one institution takes part in (its page), and an institution of none gets none', async () => {
    const org = ids.org('JHLG');
    const taking = await rows<{ code: string }>(sql`
      select t.test_code as code from cpc_test t join cpc_test_institution i on i.test_id = t.id
      where i.institution_id = ${org} order by t.test_code`);
    expect(taking.length).toBeGreaterThan(0);
    const list = await page(staff, `${TEST}/list`, { institutionId: org, column: 'testCode', order: 'asc' });
    expect(list.records.map((r) => r.testCode)).toEqual(taking.map((t) => t.code));
    expect((await page(staff, `${TEST}/list`, { institutionId: 'no-such-institution' })).total).toBe(0);
  });
});

describe('who may call the test routes', () => {
  it('refuses a customer account every read and write', async () => {
    const test = (await testByCode('KS2025002'))!;
    for (const res of [
      await customer.get(`${TEST}/list`),
      await customer.get(`${TEST}/queryById`, { id: test.id }),
      await customer.get(`${TEST}/queryCpcTestInstitutionByMainId`, { id: test.id }),
      await customer.post(`${TEST}/add`, await body('KSC01')),
      await customer.put(`${TEST}/edit`, { id: test.id, testName: 'x' }),
      await customer.post(`${TEST}/nextStatus`, { id: test.id }),
      await customer.del(`${TEST}/delete`, { id: test.id }),
    ])
      expect(res.body.success).toBe(false);
    expect((await testByCode('KS2025002'))!).toMatchObject({ testName: test.testName, status: '1' });
    expect((await admin.get(`${TEST}/queryById`, { id: test.id })).body.result).toMatchObject({
      testCode: 'KS2025002',
    });
  });

  it('shows a national manager the tests with an institution in his provinces, and only those institutions he may name', async () => {
    // 巴蜀大学 (Sichuan) and 南粤大学 (Guangdong) are outside xuming's East China provinces; 齐鲁大学 (Shandong) is in.
    const outside = await admin.post(
      `${TEST}/add`,
      await body('KSW01', { cpcTestInstitutionList: [{ institutionId: ids.org('BSDX'), plannedCount: 3 }] }),
    );
    expect(outside.body.success).toBe(true);
    const hidden = (await testByCode('KSW01'))!;
    const seen = await page(manager, `${TEST}/list`, { pageSize: 100 });
    const codes = seen.records.map((r) => r.testCode);
    expect(codes).not.toContain('KSW01');
    const expected = await rows<{ code: string }>(sql`
      select distinct t.test_code as code from cpc_test t
      join cpc_test_institution ti on ti.test_id = t.id
      join cpc_organization o on o.id = ti.institution_id
      where substr(o.area, 1, 2) in ('31', '32', '33', '34', '35', '37') order by t.test_code`);
    expect(expected.length).toBeGreaterThan(0);
    expect([...codes].sort()).toEqual(expected.map((r) => r.code));
    expect((await manager.get(`${TEST}/queryById`, { id: hidden.id })).body.success).toBe(false);
    expect((await manager.get(`${TEST}/queryCpcTestInstitutionByMainId`, { id: hidden.id })).body.success).toBe(false);
    expect((await manager.post(`${TEST}/nextStatus`, { id: hidden.id })).body.success).toBe(false);
    const refused = await manager.post(
      `${TEST}/add`,
      await body('KSW02', { cpcTestInstitutionList: [{ institutionId: ids.org('NYDX'), plannedCount: 3 }] }),
    );
    expect(refused.body).toMatchObject({
      success: false,
      message: '参考机构第 1 行：机构不存在或不在您可操作的数据范围内',
    });
    const own = await manager.post(
      `${TEST}/add`,
      await body('KSW03', { cpcTestInstitutionList: [{ institutionId: ids.org('QLDX'), plannedCount: 3 }] }),
    );
    expect(own.body.success).toBe(true);
    expect((await page(manager, `${TEST}/list`, { testCode: 'KSW03' })).records).toHaveLength(1);
  });
});

describe('0019 test menu and dictionaries', () => {
  it('adds the buttons, grants and dictionaries to a database seeded without them, once', async () => {
    const snapshot = async () => ({
      buttons: await rows<{ perms: string; page: string; roles: string }>(sql`
        select b.perms, p.name as page,
          (select string_agg(r.role_code, ',' order by r.role_code) from sys_role_permission rp
             join sys_role r on r.id = rp.role_id where rp.permission_id = b.id) as roles
        from sys_permission b join sys_permission p on p.id = b.parent_id
        where b.perms like 'cpc:test:%' order by b.perms`),
      leaf: await rows(sql`select is_leaf from sys_permission where url = '/test/manager' and menu_type <> 2`),
      dicts: await rows<{ code: string; items: string }>(sql`
        select d.dict_code as code, string_agg(i.item_value || '=' || i.item_text, ',' order by i.sort_order) as items
        from sys_dict d join sys_dict_item i on i.dict_id = d.id
        where d.dict_code in ('test_mode', 'test_status') group by d.dict_code order by d.dict_code`),
    });
    const seeded = await snapshot();
    expect(seeded.buttons.map((b) => b.perms)).toEqual([
      'cpc:test:add',
      'cpc:test:delete',
      'cpc:test:deleteBatch',
      'cpc:test:edit',
      'cpc:test:export',
      'cpc:test:import',
      'cpc:test:status',
    ]);
    expect(seeded.buttons.every((b) => b.roles === 'admin,staff' && b.page === '考试列表')).toBe(true);
    expect(seeded.leaf).toEqual([{ is_leaf: false }]);
    expect(seeded.dicts).toEqual([
      { code: 'test_mode', items: '1=线上,2=线下' },
      { code: 'test_status', items: '1=报名中,2=待考试,3=考试中,4=阅卷中,5=成绩已发布' },
    ]);

    await db().execute(sql`delete from sys_role_permission where permission_id in
      (select id from sys_permission where perms like 'cpc:test:%')`);
    await db().execute(sql`delete from sys_permission where perms like 'cpc:test:%'`);
    await db().execute(sql`update sys_permission set is_leaf = true where url = '/test/manager' and menu_type <> 2`);
    await db().execute(sql`delete from sys_dict_item where dict_id in (select id from sys_dict where dict_code in
      ('test_mode', 'test_status'))`);
    await db().execute(sql`delete from sys_dict where dict_code in ('test_mode', 'test_status')`);
    await db().delete(schemaMigrations).where(eq(schemaMigrations.name, '0019_test_menu_dicts.sql'));

    expect(await migrate(db())).toEqual(['0019_test_menu_dicts.sql']);
    expect(await snapshot()).toEqual(seeded);
    await db().delete(schemaMigrations).where(eq(schemaMigrations.name, '0019_test_menu_dicts.sql'));
    await migrate(db());
    expect(await snapshot()).toEqual(seeded);
  });
});

describe('考试日程 (/cpctest/public/testSchedule, the open page)', () => {
  it('answers anyone, newest first, with names, windows, mode and status only', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/jeecg-boot/cpctest/public/testSchedule' });
    const body = answer.json() as { success: boolean; result: Record<string, unknown>[] };
    expect(body.success).toBe(true);
    expect(body.result.length).toBeGreaterThanOrEqual(4);
    for (const test of body.result)
      expect(Object.keys(test).sort()).toEqual(
        [
          'endTime',
          'mode',
          'mode_dictText',
          'signUpEnd',
          'signUpStart',
          'startTime',
          'status',
          'status_dictText',
          'testName',
        ].sort(),
      );
    const starts = body.result.map((t) => String(t.startTime));
    expect(starts).toEqual([...starts].sort().reverse());
    expect(body.result.map((t) => t.status_dictText)).toContain('成绩已发布');
    expect(body.result.every((t) => ['线上', '线下'].includes(String(t.mode_dictText)))).toBe(true);
  });
});
