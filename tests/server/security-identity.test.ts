/**
 * Accounts, sign-in and realtime: the attacks a second probe of the server found (a peer taken over through a phone
 * change, self-granted tenants, SMS pumping, notices re-pushed to everyone, monitoring details), each shown to fail.
 */
import { release } from 'node:os';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG_TYPE, SEND_STATUS } from '../../src/domain/entities/announcement';
import { sysAnnouncement, sysCaptcha, sysLoginAttempt, sysSmsCode, sysUser } from '../../server/db/schema';
import { NOTICE_REPUSHES } from '../../server/routes/system/announcements';
import { CAPTCHA_ALPHABET, CAPTCHA_SIZE } from '../../server/services/captcha-image';
import { TENANT_GRANT_MESSAGE } from '../../server/services/user-crud';
import { WINDOW_MS } from '../../server/services/login-guard';
import { SMS_BUSY_MESSAGE, SMS_LIMITS } from '../../server/services/sms';
import {
  OUT_OF_SCOPE_USER_MESSAGE,
  OWN_PHONE_MESSAGE,
  PHONE_ADMIN_ONLY_MESSAGE,
} from '../../server/services/user-rank';
import { solveByOutlines } from './captcha-solver';
import { call, client, solvedCaptcha, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
const as: Record<string, ReturnType<typeof client>> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['admin', 'wangqiang', 'jeecg', 'xuming', 'yangfan'])
    as[name] = client(server.app, await tokenFor(server.app, name));
});
afterAll(async () => {
  await server?.close();
});

const userRow = async (username: string) =>
  (await server.opened.db.select().from(sysUser).where(eq(sysUser.username, username)))[0]!;

const captcha = (checkKey: string, from = '10.20.0.1') => solvedCaptcha(server, checkKey, from);

/** The SMS sign-in of whoever holds `mobile`: asks for a code, reads it where the gateway would deliver it. */
async function smsSignIn(mobile: string, from: string) {
  await call(server.app, {
    method: 'POST',
    url: '/jeecg-boot/sys/sms',
    payload: { mobile, smsmode: '0', ...(await captcha(`sms-${mobile}`, from)) },
    remoteAddress: from,
  });
  const [code] = await server.opened.db.select().from(sysSmsCode).where(eq(sysSmsCode.mobile, mobile));
  return call<{ userInfo: { username: string } }>(server.app, {
    method: 'POST',
    url: '/jeecg-boot/sys/phoneLogin',
    payload: { mobile, captcha: code?.code ?? '000000' },
    remoteAddress: from,
  });
}

describe('taking over a peer through a phone change', () => {
  it('a user editor cannot set another account’s phone to one he holds and sign in as that account', async () => {
    server.clock.advance(WINDOW_MS + 1);
    const wang = await userRow('wangqiang');
    const attackerPhone = '13900000077';
    const edit = await as.jeecg!.put('/sys/user/edit', { id: wang.id, phone: attackerPhone });
    expect(edit.body).toMatchObject({ success: false, message: PHONE_ADMIN_ONLY_MESSAGE });
    expect((await userRow('wangqiang')).phone).toBe(wang.phone);
    const signIn = await smsSignIn(attackerPhone, '10.20.1.1');
    expect(signIn.body.success).toBe(false);
  });

  it('a national manager manages nobody outside his provinces (xuming cannot become jeecg)', async () => {
    server.clock.advance(WINDOW_MS + 1);
    const jeecg = await userRow('jeecg');
    const phone = await as.xuming!.put('/sys/user/edit', { id: jeecg.id, phone: '13900000078' });
    expect(phone.body).toMatchObject({ success: false, message: OUT_OF_SCOPE_USER_MESSAGE('jeecg') });
    const name = await as.xuming!.put('/sys/user/edit', { id: jeecg.id, realname: '改名' });
    expect(name.body).toMatchObject({ success: false, message: OUT_OF_SCOPE_USER_MESSAGE('jeecg') });
    expect(await userRow('jeecg')).toMatchObject({ phone: jeecg.phone, realname: jeecg.realname });
    expect((await smsSignIn('13900000078', '10.20.2.1')).body.success).toBe(false);
  });

  it('one’s own phone only through the verified flow; an administrator changes another’s, and the owner is told', async () => {
    const own = await as.jeecg!.put('/sys/user/edit', { id: (await userRow('jeecg')).id, phone: '13900000079' });
    expect(own.body).toMatchObject({ success: false, message: OWN_PHONE_MESSAGE });

    const liu = await userRow('liuyang');
    const liuToken = await tokenFor(server.app, 'liuyang');
    const changed = await as.admin!.put('/sys/user/edit', { id: liu.id, phone: '13900000080' });
    expect(changed.body.success).toBe(true);
    expect((await userRow('liuyang')).phone).toBe('13900000080');
    // His sessions ended; signed in again, his bell holds the system message.
    expect((await client(server.app, liuToken).get('/sys/user/getCurrentUserDeparts')).status).toBe(401);
    const bell = await client(server.app, await tokenFor(server.app, 'liuyang')).get<{
      sysMsgList: { titile: string }[];
    }>('/sys/annountCement/listByUser');
    expect(bell.body.result.sysMsgList.map((m) => m.titile)).toContain('您的登录手机号已被管理员修改');
  });

  it('the user form learns whether and why the phone may be changed', async () => {
    const wang = await userRow('wangqiang');
    expect((await as.jeecg!.get('/sys/user/phoneEditable', { id: wang.id })).body.result).toEqual({
      editable: false,
      reason: PHONE_ADMIN_ONLY_MESSAGE,
    });
    expect((await as.admin!.get('/sys/user/phoneEditable', { id: wang.id })).body.result).toEqual({
      editable: true,
      reason: null,
    });
  });
});

describe('self-granted tenants', () => {
  it('an editor cannot add himself (or anyone) to a tenant he is not a member of', async () => {
    const yang = await userRow('yangfan');
    const self = await as.yangfan!.put('/sys/user/edit', { id: yang.id, relTenantIds: '1,2' });
    expect(self.body).toMatchObject({ success: false, message: TENANT_GRANT_MESSAGE });
    const chen = await userRow('chenjing');
    const other = await as.yangfan!.put('/sys/user/edit', { id: chen.id, relTenantIds: ['1', 2] });
    expect(other.body).toMatchObject({ success: false, message: TENANT_GRANT_MESSAGE });
    expect((await userRow('yangfan')).relTenantIds).toBe('1');
    // Tenant 2's users stay out of his reach.
    const tenant2 = await call<{ records: { username: string }[] }>(server.app, {
      method: 'GET',
      url: '/jeecg-boot/sys/user/list?pageSize=100',
      headers: { 'x-access-token': await tokenFor(server.app, 'yangfan'), 'tenant-id': '2' },
    });
    expect(tenant2.body.result.records.map((r) => r.username)).not.toContain('customer');
  });

  it('a member of a tenant may add others to it; one who manages every tenant to any', async () => {
    const chen = await userRow('chenjing');
    expect((await as.jeecg!.put('/sys/user/edit', { id: chen.id, relTenantIds: '1,2' })).body.success).toBe(true);
    expect((await as.admin!.put('/sys/user/edit', { id: chen.id, relTenantIds: '1,2,3' })).body.success).toBe(true);
    expect((await as.admin!.put('/sys/user/edit', { id: chen.id, relTenantIds: '1' })).body.success).toBe(true);
  });
});

describe('a captcha a program cannot read by matching outlines', () => {
  const solves = (svg: string, code: string) =>
    solveByOutlines(svg, CAPTCHA_ALPHABET, CAPTCHA_SIZE.length).toLowerCase() === code.toLowerCase();

  it('the outline solver reads svg-captcha’s own drawing (the captcha as it was) every time', async () => {
    const { create } = await import('svg-captcha');
    let solved = 0;
    for (let i = 0; i < 20; i += 1) {
      // The options the server drew its captcha with before.
      const { text, data } = create({
        size: 4,
        charPreset: CAPTCHA_ALPHABET,
        noise: 3,
        color: true,
        background: '#f3f6fa',
        width: 105,
        height: 35,
        fontSize: 38,
      });
      if (solves(data, text)) solved += 1;
    }
    expect(solved).toBe(20);
  });

  it('reads fewer than 5 of 100 captchas the server draws now', async () => {
    let solved = 0;
    for (let i = 0; i < 100; i += 1) {
      const key = `ocr${i}`;
      const image = await call<string>(server.app, {
        method: 'GET',
        url: `/jeecg-boot/sys/randomImage/${key}`,
        remoteAddress: `10.50.${i}.1`,
      });
      const svg = Buffer.from(image.body.result.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString();
      expect(svg).not.toMatch(/<text/);
      const [row] = await server.opened.db.select().from(sysCaptcha).where(eq(sysCaptcha.checkKey, key));
      if (solves(svg, row!.code)) solved += 1;
    }
    expect(solved).toBeLessThan(5);
  });
});

describe('SMS pumping', () => {
  const codeFor = async (mobile: string) =>
    (await server.opened.db.select().from(sysSmsCode).where(eq(sysSmsCode.mobile, mobile)))[0]?.code;
  const sms = async (mobile: string, from: string, smsmode = '0') =>
    call(server.app, {
      method: 'POST',
      url: '/jeecg-boot/sys/sms',
      payload: { mobile, smsmode, ...(await captcha(`s${from}${mobile}`, from)) },
      remoteAddress: from,
    });
  const changePhoneSms = (token: string, phone: string, from: string, extra: Record<string, unknown> = {}) =>
    call(server.app, {
      method: 'POST',
      url: '/jeecg-boot/sys/user/sendChangePhoneSms',
      headers: { 'x-access-token': token },
      payload: { phone, ...extra },
      remoteAddress: from,
    });

  it('a sign-up code (smsmode 1) goes only to a number without an account, and to none while sign-up is closed', async () => {
    server.clock.advance(WINDOW_MS + 1);
    // A registered number: the same answer, no code (its owner is told by message to sign in).
    expect((await sms('13800000000', '10.30.0.1', '1')).body.success).toBe(true);
    expect(await codeFor('13800000000')).toBeUndefined();
    process.env.SELF_REGISTER = 'off';
    try {
      expect((await sms('13700001001', '10.30.0.2', '1')).body.success).toBe(true);
      expect(await codeFor('13700001001')).toBeUndefined();
    } finally {
      delete process.env.SELF_REGISTER;
    }
    server.clock.advance(WINDOW_MS + 1);
    expect((await sms('13700001001', '10.30.0.3', '1')).body.success).toBe(true);
    expect(await codeFor('13700001001')).toMatch(/^\d{6}$/);
  });

  it('sendChangePhoneSms needs the captcha, does not tell registered numbers apart, and keeps the account’s budget', async () => {
    server.clock.advance(WINDOW_MS + 1);
    const token = await tokenFor(server.app, 'huangli');
    const bare = await changePhoneSms(token, '13700002000', '10.31.0.1');
    expect(bare.body).toMatchObject({ success: false, code: 412, message: '请输入验证码' });
    expect(await codeFor('13700002000')).toBeUndefined();

    // A registered number and a free one get the same answer; only the free one gets a code.
    const taken = await changePhoneSms(token, '13800000000', '10.31.0.2', await captcha('cp-taken', '10.31.0.2'));
    const free = await changePhoneSms(token, '13700002001', '10.31.0.3', await captcha('cp-free', '10.31.0.3'));
    expect(taken.body).toMatchObject({ success: true, message: '验证码已发送' });
    expect(free.body).toMatchObject({ success: true, message: '验证码已发送' });
    expect(await codeFor('13700002001')).toMatch(/^\d{6}$/);

    // Per account: a few codes per window (two spent above), from any address.
    const answers = [];
    for (let i = 0; i < SMS_LIMITS.perAccount; i += 1) {
      const from = `10.${40 + i}.0.1`;
      answers.push((await changePhoneSms(token, `1370000210${i}`, from, await captcha(`cp${i}`, from))).body);
    }
    expect(answers.map((a) => a.success)).toEqual([...Array(SMS_LIMITS.perAccount - 2).fill(true), false, false]);
    expect(answers.at(-1)!.message).toBe(SMS_BUSY_MESSAGE);
  });

  it('one network cannot spend the global budget: it is refused past its share, others still sign in', async () => {
    server.clock.advance(WINDOW_MS + 1);
    const globalCount = async () =>
      (await server.opened.db.select().from(sysLoginAttempt).where(eq(sysLoginAttempt.username, 'sms:all')))[0];
    const before = await globalCount();
    const answers = [];
    for (let i = 1; i <= SMS_LIMITS.perNetwork + 5; i += 1)
      answers.push((await sms(`137000030${String(i).padStart(2, '0')}`, `10.32.0.${i}`)).body);
    expect(answers.slice(0, SMS_LIMITS.perNetwork).every((a) => a.success)).toBe(true);
    expect(answers.slice(SMS_LIMITS.perNetwork).map((a) => a.message)).toEqual(Array(5).fill(SMS_BUSY_MESSAGE));
    // Codes never sent (unregistered numbers) spend none of the global budget.
    expect(await globalCount()).toEqual(before);
    expect((await smsSignIn('17712345612', '10.33.0.1')).body).toMatchObject({ success: true });
  });
});

describe('re-pushing a notice to everyone (syncNotic)', () => {
  it('a recipient’s sync reaches only his own sockets; the sender re-pushes to all, a few times per notice', async () => {
    const [notice] = await server.opened.db
      .select()
      .from(sysAnnouncement)
      .where(and(eq(sysAnnouncement.msgType, MSG_TYPE.all), eq(sysAnnouncement.sendStatus, SEND_STATUS.published)))
      .limit(1);
    const broadcast = vi.spyOn(server.app.realtime, 'broadcast');
    const toUsers = vi.spyOn(server.app.realtime, 'sendToUsers');
    try {
      for (let i = 0; i < 20; i += 1) await as.wangqiang!.get('/sys/annountCement/syncNotic', { anntId: notice!.id });
      expect(broadcast).not.toHaveBeenCalled();
      expect(toUsers).toHaveBeenCalledTimes(20);
      for (const [userIds] of toUsers.mock.calls) expect(userIds).toHaveLength(1);

      // The sender (admin) re-pushes it to everyone, NOTICE_REPUSHES times per window, then only to himself.
      for (let i = 0; i < NOTICE_REPUSHES + 3; i += 1)
        await as.admin!.get('/sys/annountCement/syncNotic', { anntId: notice!.id });
      expect(broadcast).toHaveBeenCalledTimes(NOTICE_REPUSHES);
    } finally {
      broadcast.mockRestore();
      toUsers.mockRestore();
    }
  });
});

describe('monitoring details', () => {
  const details = (text: string) =>
    [process.version, process.versions.v8, release(), `"${process.pid}"`, process.cwd()].filter((d) =>
      text.includes(d),
    );

  it('staff see the monitoring figures without paths, exact versions or the process id; administrators see them', async () => {
    for (const path of ['/sys/actuator/redis/info', '/sys/actuator/redis/queryDiskInfo']) {
      const staff = await as.wangqiang!.get(path);
      expect(staff.body.success).toBe(true);
      expect(details(JSON.stringify(staff.body.result))).toEqual([]);
    }
    const admin = JSON.stringify([
      (await as.admin!.get('/sys/actuator/redis/info')).body,
      (await as.admin!.get('/sys/actuator/redis/queryDiskInfo')).body,
    ]);
    expect(details(admin).length).toBeGreaterThanOrEqual(4);
  });
});
