/**
 * Calls a stock JeecgBoot client makes on sign-in and on its home page: the sign-in log and the visit
 * figures read from it, the enabled third-party apps, the header's notices, and department grants.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { sysLog } from '../../server/db/schema';
import { formatDateTime } from '../../server/time';
import { authed, call, client, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

interface Summary {
  totalVisitCount: number;
  todayVisitCount: number;
  todayIp: number;
}
interface VisitDay {
  visit: number;
  ip: number;
  tian: string;
  type: string;
}

const today = () => formatDateTime(server.clock.now()).slice(0, 10);

async function figures() {
  const admin = client(server.app, await tokenFor(server.app, 'admin'));
  const summary = await admin.get<Summary>('/sys/loginfo');
  const week = await admin.get<VisitDay[]>('/sys/visitInfo');
  return { summary: summary.body, week: week.body };
}

describe('sign-in log, /sys/loginfo and /sys/visitInfo', () => {
  it('counts sign-ins in all, today and by address, per GMT+8 day of the last week', async () => {
    const before = await figures();
    expect(before.summary).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(before.week).toMatchObject({ success: true, code: 0 });

    await tokenFor(server.app, 'jeecg');
    await tokenFor(server.app, 'jeecg');
    // figures() signs the admin in once more before it reads.
    const after = await figures();
    expect(after.summary.result).toEqual({
      totalVisitCount: before.summary.result.totalVisitCount + 3,
      todayVisitCount: before.summary.result.todayVisitCount + 3,
      todayIp: 1,
    });
    const day = after.week.result.find((d) => d.tian === today())!;
    expect(day).toEqual({ visit: after.summary.result.todayVisitCount, ip: 1, tian: today(), type: today().slice(5) });

    server.clock.advance(24 * 3600_000);
    const nextDay = await figures();
    expect(nextDay.summary.result.todayVisitCount).toBe(1);
    // (The demo seed's sign-in history lies before the first day of this test.)
    const since = (days: VisitDay[], first: string) => days.filter((d) => d.tian >= first).map((d) => d.tian);
    const secondDay = today();
    expect(since(nextDay.week.result, day.tian)).toEqual([day.tian, secondDay]);

    // Seven days on, the first day has left the window; days without sign-ins are absent.
    server.clock.advance(6 * 24 * 3600_000);
    const week = await figures();
    expect(week.week.result.map((d) => d.tian)).toEqual([secondDay, today()]);
  });

  it('writes 登录成功 and 退出成功 rows as JeecgBoot does (userid = username, username = real name)', async () => {
    const token = await tokenFor(server.app, 'jeecg');
    const out = await call(server.app, { method: 'POST', url: '/jeecg-boot/sys/logout', headers: authed(token) });
    expect(out.body).toMatchObject({ success: true, message: '退出登录成功！' });
    const rows = await server.opened.db
      .select()
      .from(sysLog)
      .where(and(eq(sysLog.userid, 'jeecg'), like(sysLog.logContent, '%退出成功！')));
    expect(rows.at(-1)).toMatchObject({ logType: 1, username: '张晓明', logContent: '用户名: 张晓明,退出成功！' });
    const signIns = await server.opened.db
      .select()
      .from(sysLog)
      .where(and(eq(sysLog.userid, 'jeecg'), eq(sysLog.logContent, '用户名: jeecg,登录成功！')));
    expect(signIns.length).toBeGreaterThan(0);
  });
});

describe('third-party apps and notices', () => {
  it('answers every signed-in user in the shapes the stock client reads', async () => {
    const customer = client(server.app, await tokenFor(server.app, 'customer'));
    expect((await customer.get('/sys/thirdApp/getEnabledType')).body).toMatchObject({
      success: true,
      result: { wechatEnterprise: false, dingtalk: false },
    });
    expect((await customer.get('/sys/annountCement/listByUser', { pageSize: 5 })).body).toMatchObject({
      success: true,
      code: 0,
      // The demo notices to everyone (tests/server/announcements.test.ts covers the rest).
      result: { anntMsgList: expect.any(Array), anntMsgTotal: 2, sysMsgList: expect.any(Array), sysMsgTotal: 1 },
    });
    // The login page asks it before anyone signs in (tests/server/third-login.test.ts).
    expect((await call(server.app, { method: 'GET', url: '/jeecg-boot/sys/thirdApp/getEnabledType' })).status).toBe(
      200,
    );
  });
});

describe('department grants', () => {
  it('saves the difference and answers the granted ids; needs system:depart:edit', async () => {
    const admin = client(server.app, await tokenFor(server.app, 'admin'));
    const departs = await admin.get<{ id: string }[]>('/sys/sysDepart/queryTreeList');
    const departId = departs.body.result[0]!.id;
    const menu = await admin.get<{ ids: string[] }>('/sys/role/queryTreeList');
    const [a, b, c] = menu.body.result.ids;
    const save = (permissionIds: string[], lastpermissionIds: string[]) =>
      admin.post('/sys/permission/saveDepartPermission', {
        departId,
        permissionIds: permissionIds.join(','),
        lastpermissionIds: lastpermissionIds.join(','),
      });
    const granted = async () =>
      (await admin.get<string[]>('/sys/permission/queryDepartPermission', { departId })).body.result.sort();

    expect(await granted()).toEqual([]);
    expect((await save([a!, b!], [])).body).toMatchObject({ success: true, message: '保存成功！' });
    expect(await granted()).toEqual([a, b].sort());
    await save([b!, c!], [a!, b!]);
    expect(await granted()).toEqual([b, c].sort());
    expect((await admin.post('/sys/permission/saveDepartPermission', { departId: 'nope' })).body.message).toBe(
      '部门不存在',
    );
    const customer = client(server.app, await tokenFor(server.app, 'customer'));
    expect((await customer.post('/sys/permission/saveDepartPermission', { departId })).body.code).toBe(510);
  });
});
