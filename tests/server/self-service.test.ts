/** Sign-up, password recovery by phone and CAS sign-on: JeecgBoot's calls and messages, and what nobody may learn. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sysLog, sysSmsCode, sysUser, sysUserRole } from '../../server/db/schema';
import { RECOVERY_TTL_MS, SMS_MAX_TRIES } from '../../server/services/sms';
import { WINDOW_MS } from '../../server/services/login-guard';
import { call, login, solvedCaptcha, startTestServer, type TestServer } from './helpers';

type Rec = Record<string, unknown>;
let server: TestServer;
let from = 0;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
afterEach(() => {
  delete process.env.SELF_REGISTER;
  delete process.env.REGISTER_ROLE;
});

/** Each request of a case from an address of its own, so the per-address budgets of other cases do not count. */
const address = () => `10.44.${Math.floor(from / 200)}.${(from++ % 200) + 1}`;

async function sendCode(mobile: string, smsmode: string) {
  const ip = address();
  const res = await call(server.app, {
    method: 'POST',
    url: '/jeecg-boot/sys/sms',
    payload: { mobile, smsmode, ...(await solvedCaptcha(server, `k${from}`, ip)) },
    remoteAddress: ip,
  });
  const [row] = await server.opened.db.select().from(sysSmsCode).where(eq(sysSmsCode.mobile, mobile));
  return { body: res.body, code: row?.code };
}

const register = (payload: Rec) =>
  call<string>(server.app, { method: 'POST', url: '/jeecg-boot/sys/user/register', payload, remoteAddress: address() });
const verify = (payload: Rec) =>
  call<Rec>(server.app, {
    method: 'POST',
    url: '/jeecg-boot/sys/user/phoneVerification',
    payload,
    remoteAddress: address(),
  });
const change = (params: Record<string, string>) =>
  call<string>(server.app, {
    method: 'GET',
    url: `/jeecg-boot/sys/user/passwordChange?${new URLSearchParams(params).toString()}`,
    remoteAddress: address(),
  });

describe('sign-up', () => {
  it('registers with a sign-up code and signs in; taken accounts and numbers are refused after the code', async () => {
    const { body, code } = await sendCode('13600000001', '1');
    expect(body).toMatchObject({ success: true });
    expect(code).toMatch(/^\d{6}$/);
    const form = { username: 'newbie_01', password: 'Passw0rd!', phone: '13600000001' };
    expect((await register({ ...form, smscode: '000000' === code ? '111111' : '000000' })).body.message).toBe(
      '手机验证码错误',
    );
    expect((await register({ ...form, username: 'admin', smscode: code })).body.message).toBe('用户名已注册');
    expect((await register({ ...form, smscode: code })).body).toMatchObject({ success: true, message: '注册成功' });
    const [user] = await server.opened.db.select().from(sysUser).where(eq(sysUser.username, 'newbie_01'));
    expect(user).toMatchObject({ realname: 'newbie_01', phone: '13600000001', status: 1, delFlag: 0 });
    expect(await server.opened.db.select().from(sysUserRole).where(eq(sysUserRole.userId, user!.id))).toEqual([]);
    const signedIn = await login(server.app, 'newbie_01', 'Passw0rd!');
    expect(signedIn.body).toMatchObject({ success: true, code: 200 });
    // Granted nothing yet: 首页 only, showing why (exception/NoRole), and no codes.
    const permissions = await call<{ menu: Rec[]; codeList: string[] }>(server.app, {
      method: 'GET',
      url: '/jeecg-boot/sys/permission/getUserPermissionByToken',
      headers: { 'X-Access-Token': signedIn.body.result.token },
    });
    expect(permissions.body.result.menu.map((m) => m.component)).toEqual(['exception/NoRole']);
    expect(permissions.body.result.codeList).toEqual([]);
    const logs = await server.opened.db.select().from(sysLog).where(eq(sysLog.logContent, '用户注册：newbie_01'));
    expect(logs).toHaveLength(1);
    // The code is used up; a registered number gets no code, and says so only to its owner.
    expect((await register({ ...form, username: 'newbie_02', smscode: code })).body.message).toBe(
      '手机验证码失效，请重新获取',
    );
    server.clock.advance(WINDOW_MS + 1);
    const again = await sendCode('13600000001', '1');
    expect(again.body).toMatchObject({ success: true });
    expect(again.code).toBeUndefined();
  });

  it('checks the form first, and gives the role REGISTER_ROLE names; SELF_REGISTER=off closes it', async () => {
    const bad = [
      [{ username: 'ab', password: 'Passw0rd!', phone: '13600000002' }, '长度6到18个字符'],
      [{ username: 'bad name', password: 'Passw0rd!', phone: '13600000002' }, '只允许字母、数字、下划线'],
      [{ username: 'newbie_03', password: 'short', phone: '13600000002' }, '密码至少8位，且须同时包含字母和数字'],
      [{ username: 'newbie_03', password: 'Passw0rd!', phone: '12345' }, '请输入正确手机号'],
    ] as const;
    for (const [form, message] of bad)
      expect((await register({ ...form, smscode: '123456' })).body.message).toBe(message);

    process.env.REGISTER_ROLE = 'customer';
    const { code } = await sendCode('13600000003', '1');
    const ok = await register({ username: 'newbie_03', password: 'Passw0rd!', phone: '13600000003', smscode: code });
    expect(ok.body.success).toBe(true);
    const [user] = await server.opened.db.select().from(sysUser).where(eq(sysUser.username, 'newbie_03'));
    expect(await server.opened.db.select().from(sysUserRole).where(eq(sysUserRole.userId, user!.id))).toHaveLength(1);

    process.env.SELF_REGISTER = 'off';
    const closed = await sendCode('13600000004', '1');
    expect(closed.code).toBeUndefined();
    expect(
      (await register({ username: 'newbie_04', password: 'Passw0rd!', phone: '13600000004', smscode: '123456' })).body
        .message,
    ).toBe('系统未开放注册');
  });
});

describe('password recovery', () => {
  // wangqiang's number in the demo data.
  const phoneOf = async (username: string) =>
    (await server.opened.db.select().from(sysUser).where(eq(sysUser.username, username)))[0]!.phone!;

  it('手机验证 keeps the code; passwordChange uses it, sets the password and ends the sessions', async () => {
    const phone = await phoneOf('wangqiang');
    const session = (await login(server.app, 'wangqiang', '123456')).body.result.token;
    const { code } = await sendCode(phone, '2');
    expect((await verify({ phone, smscode: code })).body).toMatchObject({
      success: true,
      result: { smscode: code, username: 'wangqiang' },
    });
    const params = { username: 'wangqiang', password: 'NewPass123', smscode: code!, phone };
    expect((await change({ ...params, username: 'liuyang' })).body.message).toBe('未找到用户！');
    // That try used the code up: a new one is needed.
    server.clock.advance(WINDOW_MS + 1);
    const next = (await sendCode(phone, '2')).code!;
    expect((await change({ ...params, password: 'weak', smscode: next })).body.message).toBe(
      '密码至少8位，且须同时包含字母和数字',
    );
    expect((await change({ ...params, smscode: next === '000000' ? '111111' : '000000' })).body.message).toBe(
      '短信验证码不匹配！',
    );
    expect((await change({ ...params, smscode: next })).body).toMatchObject({
      success: true,
      message: '密码重置完成！',
    });
    expect((await change({ ...params, smscode: next })).body.message).toBe('短信验证码失效！');
    expect((await login(server.app, 'wangqiang', 'NewPass123')).body.success).toBe(true);
    const old = await call(server.app, {
      method: 'GET',
      url: '/jeecg-boot/sys/permission/getUserPermissionByToken',
      headers: { 'X-Access-Token': session },
    });
    expect(old.status).toBe(401);
  });

  it('a code dies after 5 minutes or 5 wrong tries; an empty step and a code of another kind are refused', async () => {
    const phone = await phoneOf('liuyang');
    server.clock.advance(WINDOW_MS + 1);
    const { code } = await sendCode(phone, '2');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < SMS_MAX_TRIES; i += 1)
      expect((await verify({ phone, smscode: wrong })).body.message).toBe('手机验证码错误');
    expect((await verify({ phone, smscode: code })).body.message).toBe('手机验证码错误');

    server.clock.advance(WINDOW_MS + 1);
    const late = (await sendCode(phone, '2')).code!;
    server.clock.advance(RECOVERY_TTL_MS + 1);
    expect((await verify({ phone, smscode: late })).body.message).toBe('手机验证码错误');

    server.clock.advance(WINDOW_MS + 1);
    const signIn = (await sendCode(phone, '0')).code!;
    expect((await verify({ phone, smscode: signIn })).body.message).toBe('手机验证码错误');
    expect((await change({ username: 'liuyang', password: '', smscode: signIn, phone })).body.message).toBe(
      '重置密码失败！',
    );
    // A live sign-in code gives way to a recovery code at once.
    const recovery = (await sendCode(phone, '2')).code!;
    expect((await verify({ phone, smscode: recovery })).body).toMatchObject({ success: true });
    // An unknown number gets no code and the same answer.
    const unknown = await sendCode('13600000099', '2');
    expect(unknown.body).toMatchObject({ success: true });
    expect(unknown.code).toBeUndefined();
  });
});

describe('CAS single sign-on', () => {
  const SERVICE = 'https://exam.example.cn/';
  let cas: Server;
  let casUrl = '';
  const asked: string[] = [];
  /** A CAS server: ST-<username> is good once for SERVICE, anything else fails; ST-slow never answers in time. */
  const used = new Set<string>();
  beforeAll(async () => {
    cas = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://cas.test');
      asked.push(`${url.pathname} ${url.searchParams.get('ticket')}`);
      const ticket = url.searchParams.get('ticket') ?? '';
      if (ticket === 'ST-slow') return;
      const good = ticket.startsWith('ST-') && !used.has(ticket) && url.searchParams.get('service') === SERVICE;
      used.add(ticket);
      res.setHeader('Content-Type', 'application/xml; charset=utf-8');
      res.end(
        good
          ? `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>${ticket.slice(3)}</cas:user></cas:authenticationSuccess></cas:serviceResponse>`
          : `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">未能够识别出目标 &apos;${ticket}&apos;票根</cas:authenticationFailure></cas:serviceResponse>`,
      );
    });
    await new Promise<void>((resolve) => cas.listen(0, '127.0.0.1', resolve));
    casUrl = `http://127.0.0.1:${(cas.address() as AddressInfo).port}/cas`;
  });
  afterAll(() => new Promise<void>((resolve) => cas.close(() => resolve())));
  afterEach(() => {
    delete process.env.CAS_SERVER_URL;
    delete process.env.CAS_SERVICE_URL;
    delete process.env.CAS_TIMEOUT_MS;
  });

  const validate = (ticket: string, service = SERVICE) =>
    call<{ token: string; userInfo: Rec }>(server.app, {
      method: 'GET',
      url: `/jeecg-boot/sys/cas/client/validateLogin?${new URLSearchParams({ ticket, service }).toString()}`,
      remoteAddress: address(),
    });

  it('signs in the account a good ticket names, once; bad, foreign-service and replayed tickets are refused', async () => {
    expect((await validate('ST-wangqiang')).body.message).toBe('CAS单点登录未启用');
    process.env.CAS_SERVER_URL = casUrl;
    process.env.CAS_SERVICE_URL = SERVICE;
    const good = await validate('ST-wangqiang');
    expect(good.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(good.body.result.userInfo).toMatchObject({ username: 'wangqiang' });
    expect(good.body.result.token).toMatch(/^[0-9a-f]{64}$/);
    // Replayed: refused here before the CAS server is asked again.
    const before = asked.length;
    expect((await validate('ST-wangqiang')).body.message).toBe('票据已使用，请重新登录');
    expect(asked).toHaveLength(before);
    expect((await validate('TGT-bogus')).body.message).toBe("未能够识别出目标 'TGT-bogus'票根");
    expect((await validate('ST-liuyang', 'https://evil.example.com/')).body.message).toBe('登录服务地址不正确');
    expect((await validate('ST-nobody')).body.message).toBe('该用户不存在，请注册');
  });

  it('a CAS server that does not answer in time is said so', async () => {
    process.env.CAS_SERVER_URL = casUrl;
    process.env.CAS_SERVICE_URL = SERVICE;
    process.env.CAS_TIMEOUT_MS = '300';
    expect((await validate('ST-slow')).body.message).toBe('CAS服务器无法访问，请稍后再试');
  });
});
