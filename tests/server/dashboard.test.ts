/**
 * 首页 / 分析页 figures (GET /dashboard/analysis): each figure against a fixture added to the demo data (the deltas
 * are known) or an independent count, the national manager's provinces, and a customer refused.
 */
import { count, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cpcOrganization,
  cpcPaper,
  cpcTest,
  sysDepart,
  sysPosition,
  sysUser,
  sysUserDepart,
} from '../../server/db/schema';
import { formatDateTime } from '../../server/time';
import { client, startTestServer, tokenFor, type TestServer } from './helpers';
import type { Api, Rec } from './business-helpers';

const PATH = '/dashboard/analysis';
let server: TestServer;
let admin: Api;

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.app, await tokenFor(server.app, 'admin'));
});
afterAll(async () => server?.close());

async function analysis(api: Api = admin): Promise<Rec> {
  const res = await api.get<Rec>(PATH);
  if (!res.body.success) throw new Error(res.body.message);
  return res.body.result;
}
const statusCount = (a: Rec, status: string) =>
  (a.tests as { status: string; count: number }[]).find((t) => t.status === status)!.count;

describe('首页 figures', () => {
  it('count what the lists count and move with the data', async () => {
    const before = await analysis();
    const db = server.opened.db;
    const [orgs] = await db.select({ n: count() }).from(cpcOrganization);
    expect(before.institutions).toBe(orgs!.n);
    const [paper] = await db.select({ id: cpcPaper.id }).from(cpcPaper).limit(1);
    const now = server.clock.ms();
    const at = (days: number) => formatDateTime(new Date(now + days * 86_400_000));
    // Two tests in sign-up: one closes in 2 days and starts in 9, the other closes in 5 and starts in 12.
    for (const [id, closes, starts] of [
      ['dash-1', 2, 9],
      ['dash-2', 5, 12],
    ] as const)
      await db.insert(cpcTest).values({
        id,
        testName: `首页测试${id}`,
        testCode: id,
        paperId: paper!.id,
        signUpStart: at(-1),
        signUpEnd: at(closes),
        startTime: at(starts),
        endTime: at(starts + 1),
        mode: '1',
        status: '1',
      });
    try {
      const after = await analysis();
      expect(statusCount(after, '1')).toBe(statusCount(before, '1') + 2);
      // The earliest sign-up end and test start still ahead, never earlier than this fixture's when the demo has none.
      expect(String(after.nextSignUpEnd) <= at(2)).toBe(true);
      expect(String(after.nextSignUpEnd) >= formatDateTime(new Date(now))).toBe(true);
      expect(String(after.nextStart) <= at(9)).toBe(true);
      const months = after.testsPerMonth as { month: string; count: number }[];
      expect(months).toHaveLength(12);
      expect(months[11]!.month).toBe(formatDateTime(new Date(now)).slice(0, 7));
      const grew =
        months.reduce((s, m) => s + m.count, 0) -
        (before.testsPerMonth as { count: number }[]).reduce((s, m) => s + m.count, 0);
      // The fixture's starts fall in this month or the next (the chart ends with this month).
      const inChart = [9, 12].filter((d) => at(d).slice(0, 7) === months[11]!.month).length;
      expect(grew).toBe(inChart);
    } finally {
      await db.delete(cpcTest).where(like(cpcTest.id, 'dash-%'));
    }
  });

  it('names the provinces with most students, most first, and compares the latest published test', async () => {
    const a = await analysis();
    const provinces = a.studentsByProvince as { name: string; count: number }[];
    expect(provinces.length).toBeGreaterThan(0);
    expect(provinces.length).toBeLessThanOrEqual(10);
    expect(provinces.map((p) => p.count)).toEqual([...provinces.map((p) => p.count)].sort((x, y) => y - x));
    expect(provinces[0]!.name).toMatch(/[省市区]$/);
    const results = a.results as { latest: Rec; previous: Rec | null };
    const summary = await admin.get<Rec>('/testGrade/cpcTestGrade/statistics/summary', {
      testId: String(results.latest.testId),
    });
    expect(results.latest).toMatchObject({ mean: summary.body.result.mean, passRate: summary.body.result.passRate });
  });

  it('holds a national manager to his provinces and refuses a customer', async () => {
    const xuming = client(server.app, await tokenFor(server.app, 'xuming'));
    // 华东片区: 上海 江苏 浙江 安徽 福建 山东
    const east = ['31', '32', '33', '34', '35', '37'];
    const [mine] = await server.opened.db
      .select({ n: count() })
      .from(cpcOrganization)
      .where(sql`substr(${cpcOrganization.area}, 1, 2) in ${east}`);
    const a = await analysis(xuming);
    expect(a.institutions).toBe(mine!.n);
    const provinces = (a.studentsByProvince as { province: string }[]).map((p) => p.province.slice(0, 2));
    expect(provinces.length).toBeGreaterThan(0);
    expect(provinces.every((p) => east.includes(p))).toBe(true);
    const customer = client(server.app, await tokenFor(server.app, 'customer'));
    expect((await customer.get(PATH)).body).toMatchObject({ success: false, code: 510 });
  });
});

describe('工作台', () => {
  it('lists the to-dos: sign-up closing within 7 days and tests being marked without grades', async () => {
    const db = server.opened.db;
    const [paper] = await db.select({ id: cpcPaper.id }).from(cpcPaper).limit(1);
    const at = (days: number) => formatDateTime(new Date(server.clock.ms() + days * 86_400_000));
    const test = (id: string, status: string, closes: number) => ({
      id,
      testName: `工作台${id}`,
      testCode: id,
      paperId: paper!.id,
      signUpStart: at(-10),
      signUpEnd: at(closes),
      startTime: at(closes + 3),
      endTime: at(closes + 4),
      mode: '1',
      status,
    });
    await db.insert(cpcTest).values([test('work-1', '1', 3), test('work-2', '1', 9), test('work-3', '4', -5)]);
    try {
      const res = await admin.get<Rec>('/dashboard/workplace');
      const w = res.body.result;
      const ids = (list: unknown) => (list as Rec[]).map((t) => t.id);
      expect(ids(w.signUpClosing)).toContain('work-1');
      expect(ids(w.signUpClosing)).not.toContain('work-2');
      expect(ids(w.markingWithoutGrades)).toContain('work-3');
      expect(Array.isArray(w.failedJobs)).toBe(true);
      const jeecg = client(server.app, await tokenFor(server.app, 'jeecg'));
      expect((await jeecg.get<Rec>('/dashboard/workplace')).body.result.failedJobs).toBeNull();
    } finally {
      await db.delete(cpcTest).where(like(cpcTest.id, 'work-%'));
    }
  });

  it('keeps each user’s shortcuts (his own menu, at most 8) and memo', async () => {
    const settings = '/dashboard/workplace/settings';
    const menu = (
      await admin.get<{ menu: { id: string; children?: { id: string }[] }[] }>(
        '/sys/permission/getUserPermissionByToken',
      )
    ).body.result.menu;
    const pages = menu.flatMap((m) => (m.children ?? []).map((c) => c.id));
    const saved = await admin.put<Rec>(settings, { shortcuts: pages.slice(0, 2), memo: '周五前导入成绩' });
    expect(saved.body).toMatchObject({
      success: true,
      result: { shortcuts: pages.slice(0, 2), memo: '周五前导入成绩' },
    });
    expect((await admin.get<Rec>(settings)).body.result).toEqual({
      shortcuts: pages.slice(0, 2),
      memo: '周五前导入成绩',
    });
    // Only the memo: the shortcuts stay.
    await admin.put(settings, { memo: '' });
    expect((await admin.get<Rec>(settings)).body.result).toEqual({ shortcuts: pages.slice(0, 2), memo: '' });

    expect((await admin.put(settings, { shortcuts: pages.slice(0, 9) })).body.message).toBe('快捷入口最多8个');
    expect((await admin.put(settings, { memo: '字'.repeat(2001) })).body.message).toBe('快捷备忘最多2000个字');
    const customer = client(server.app, await tokenFor(server.app, 'customer'));
    expect((await customer.put(settings, { shortcuts: [pages[0]] })).body.message).toBe('快捷入口只能选择您自己的菜单');
    expect((await customer.get<Rec>(settings)).body.result).toEqual({ shortcuts: [], memo: '' });
  });
});

describe('a stock JeecgBoot client’s 工作台 and 个人中心 (/mock/api/…, from this system’s data)', () => {
  it('answers the caller’s last operations, his departments, tests under way and his operations by kind', async () => {
    const db = server.opened.db;
    const [me] = await db.select().from(sysUser).where(eq(sysUser.username, 'admin'));
    const added = await admin.post('/sys/position/add', { code: 'stock_workplace', name: '工作台职务', postRank: '1' });
    expect(added.body.success).toBe(true);
    // the operation log is written once the answer has gone
    await expect
      .poll(async () => ((await admin.get<Rec>('/dashboard/workplace')).body.result.recent as Rec[]).length)
      .toBeGreaterThan(0);
    const recent = (await admin.get<Rec>('/dashboard/workplace')).body.result.recent as Rec[];
    expect(recent[0]).toMatchObject({ operateType: 2 });

    const activity = (await admin.get<Rec[]>('/mock/api/workplace/activity')).body.result;
    expect(activity[0]).toMatchObject({
      id: recent[0]!.id,
      user: { nickname: me!.realname },
      project: { name: '添加', event: recent[0]!.logContent },
      time: recent[0]!.createTime,
    });

    const radar = (await admin.get<Rec[]>('/mock/api/workplace/radar')).body.result;
    expect(radar.map((r) => r.item)).toEqual(['查询', '添加', '修改', '删除', '导入', '导出']);
    expect(radar.find((r) => r.item === '添加')!['个人']).toBeGreaterThanOrEqual(1);

    const departs = await db
      .select({ name: sysDepart.departName })
      .from(sysUserDepart)
      .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId))
      .where(eq(sysUserDepart.userId, me!.id));
    const teams = (await admin.get<Rec[]>('/mock/api/workplace/teams')).body.result;
    expect(teams.map((t) => t.name).sort()).toEqual(departs.map((d) => d.name).sort());

    const projects = (await admin.get<Rec>('/mock/api/list/search/projects')).body.result;
    const shown = projects.data as Rec[];
    expect(shown.length).toBeGreaterThan(0);
    expect(projects.totalCount).toBe(shown.length);
    const statuses = await db
      .select({ id: cpcTest.id, status: cpcTest.status })
      .from(cpcTest)
      .where(
        inArray(
          cpcTest.id,
          shown.map((p) => String(p.id)),
        ),
      );
    expect(statuses.every((t) => t.status !== '5')).toBe(true);

    expect((await admin.get<Rec>('/mock/api/role')).body.result.data).toContainEqual(
      expect.objectContaining({ roleCode: 'admin' }),
    );
    expect((await admin.get<Rec>('/mock/api/service')).body.result).toMatchObject({ data: [], totalCount: 0 });
    await db.delete(sysPosition).where(eq(sysPosition.code, 'stock_workplace'));
  });

  it('keeps 工作台’s calls to holders of 工作台: a customer reads his teams and roles only', async () => {
    const customer = client(server.app, await tokenFor(server.app, 'customer'));
    for (const path of ['/mock/api/list/search/projects', '/mock/api/workplace/activity', '/mock/api/workplace/radar'])
      expect((await customer.get(path)).body).toMatchObject({ success: false, code: 510 });
    expect((await customer.get<Rec[]>('/mock/api/workplace/teams')).body.success).toBe(true);
    expect((await customer.get<Rec>('/mock/api/role')).body.result.data).toEqual([
      expect.objectContaining({ roleCode: 'customer' }),
    ]);
  });
});
