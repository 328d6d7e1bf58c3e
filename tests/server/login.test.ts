import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WINDOW_MS } from '../../server/services/login-guard';
import { sysCaptcha, sysSmsCode } from '../../server/db/schema';
import { call, login, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function captchaCode(key: string): Promise<string> {
  const [row] = await server.opened.db.select().from(sysCaptcha).where(eq(sysCaptcha.checkKey, key));
  if (!row) throw new Error('no captcha stored');
  return row.code;
}

describe('POST /sys/login', () => {
  // Each case starts in a fresh throttling window (every injected request comes from one address).
  beforeEach(() => server.clock.advance(WINDOW_MS + 1));

  it('signs admin in with the full result and no secrets', async () => {
    const { status, body } = await login(server.app, 'admin');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(typeof body.timestamp).toBe('number');
    const r = body.result;
    expect(r.token).toMatch(/^[0-9a-f]{64}$/);
    expect(r.userInfo).toMatchObject({
      username: 'admin',
      realname: '管理员',
      orgCode: 'A01A03',
      status: 1,
      delFlag: 0,
    });
    expect(r.userInfo).not.toHaveProperty('password');
    expect(r.userInfo).not.toHaveProperty('salt');
    expect(r.multi_depart).toBe(1);
    expect(r.departs.map((d) => d.orgCode)).toEqual(['A01A03']);
    expect(r.tenantList?.map((t) => t.id)).toEqual([1]);
    expect(r.sysAllDictItems!.sex).toEqual([
      { value: '1', text: '男', title: '男', label: '男' },
      { value: '2', text: '女', title: '女', label: '女' },
    ]);
    expect(r.sysAllDictItems!.priority?.map((i) => `${i.value}${i.text}`)).toEqual(['L一般', 'M重要', 'H紧急']);
    expect(JSON.stringify(body)).not.toContain('scrypt$');
  });

  it('asks jeecg to choose among two departments and two tenants', async () => {
    const { body } = await login(server.app, 'jeecg');
    expect(body.code).toBe(200);
    expect(body.result.multi_depart).toBe(2);
    expect(body.result.departs.map((d) => d.orgCode)).toEqual(['A01A01', 'A02A01']);
    expect(body.result.userInfo.orgCode).toBeNull();
    expect(body.result.tenantList?.map((t) => t.name)).toEqual(['考试中心', '华东合作机构']);
  });

  it('gives the customer its portal as home', async () => {
    const { body } = await login(server.app, 'customer');
    expect(body.result.userInfo.homePath).toBe('/cpctest/customer');
  });

  it.each([
    // One answer for an unknown account and a wrong password (no account enumeration).
    ['nobody', '123456', '用户名或密码错误'],
    ['admin', 'wrong', '用户名或密码错误'],
    ['zhaolei', '123456', '该用户已冻结'],
    ['luoyu', '123456', '该用户已注销'],
    ['liangchen', '123456', '与该用户关联的租户均已被冻结，无法登录！'],
  ])('refuses %s / %s with "%s"', async (username, password, message) => {
    const { status, body } = await login(server.app, username, password);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, code: 500, message, result: null });
  });

  it('demands the image captcha after 3 failures and accepts the right one once', async () => {
    for (let i = 0; i < 3; i++) expect((await login(server.app, 'liuyang', 'bad')).body.code).toBe(500);
    const missing = await login(server.app, 'liuyang');
    expect(missing.body).toMatchObject({ success: false, code: 412, message: '请输入验证码' });

    const image = await call<string>(server.app, { method: 'GET', url: '/jeecg-boot/sys/randomImage/k1' });
    expect(image.body.success).toBe(true);
    expect(image.body.result).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.body.result.split(',')[1]!, 'base64').toString('utf8');
    // Outlines, not text a program could read: at least one closed contour per character.
    expect(svg).not.toContain('<text');
    expect((svg.match(/Z/g) ?? []).length).toBeGreaterThanOrEqual(4);

    const wrong = await login(server.app, 'liuyang', '123456', { captcha: 'zzzz', checkKey: 'k1' });
    expect(wrong.body).toMatchObject({ success: false, code: 412, message: '验证码错误' });

    await call(server.app, { method: 'GET', url: '/jeecg-boot/sys/randomImage/k2' });
    const code = (await captchaCode('k2')).toUpperCase();
    const right = await login(server.app, 'liuyang', '123456', { captcha: code, checkKey: 'k2' });
    expect(right.body).toMatchObject({ success: true, code: 200 });
    // Used up: the stored code is gone; and success reset the count, so no captcha next time.
    expect(await server.opened.db.select().from(sysCaptcha).where(eq(sysCaptcha.checkKey, 'k2'))).toEqual([]);
    expect((await login(server.app, 'liuyang')).body.code).toBe(200);
  });

  it('refuses an expired captcha', async () => {
    for (let i = 0; i < 3; i++) await login(server.app, 'yangfan', 'bad');
    await call(server.app, { method: 'GET', url: '/jeecg-boot/sys/randomImage/k3' });
    const code = await captchaCode('k3');
    server.clock.advance(2 * 60_000 + 1);
    const late = await login(server.app, 'yangfan', '123456', { captcha: code, checkKey: 'k3' });
    expect(late.body).toMatchObject({ code: 412, message: '验证码错误' });
  });

  it('locks an account for 10 minutes after 5 failures within 10 minutes', async () => {
    const solve = async (n: number) => {
      await call(server.app, { method: 'GET', url: `/jeecg-boot/sys/randomImage/lock${n}` });
      return { captcha: await captchaCode(`lock${n}`), checkKey: `lock${n}` };
    };
    for (let i = 0; i < 3; i++) {
      expect((await login(server.app, 'wangqiang', 'bad')).body.message).toBe('用户名或密码错误');
    }
    expect((await login(server.app, 'wangqiang', 'bad', await solve(4))).body.message).toBe('用户名或密码错误');
    const fifth = await login(server.app, 'wangqiang', 'bad', await solve(5));
    const lockedMessage = '密码错误次数过多，账号已被锁定，请10分钟后再试！';
    expect(fifth.body).toMatchObject({ success: false, code: 500, message: lockedMessage });
    // Even the right password (and a right captcha) is refused while locked.
    server.clock.advance(9 * 60_000);
    expect((await login(server.app, 'wangqiang', '123456', await solve(6))).body.message).toBe(lockedMessage);
    server.clock.advance(60_000 + 1);
    const after = await login(server.app, 'wangqiang');
    expect(after.body).toMatchObject({ success: true, code: 200 });
  });

  it('forgets failures older than 10 minutes', async () => {
    for (let i = 0; i < 2; i++) await login(server.app, 'huangli', 'bad');
    server.clock.advance(10 * 60_000 + 1);
    for (let i = 0; i < 2; i++) await login(server.app, 'huangli', 'bad');
    expect((await login(server.app, 'huangli')).body.code).toBe(200);
  });
});

describe('SMS code and phone login', () => {
  let captchas = 0;
  /** An SMS request with a solved image captcha (no SMS without one). */
  const sms = async (mobile: string, smsmode = '0') => {
    const checkKey = `sms${(captchas += 1)}`;
    await call(server.app, { method: 'GET', url: `/jeecg-boot/sys/randomImage/${checkKey}` });
    const captcha = await captchaCode(checkKey);
    return call(server.app, {
      method: 'POST',
      url: '/jeecg-boot/sys/sms',
      payload: { mobile, smsmode, captcha, checkKey },
    });
  };
  const phoneLogin = (mobile: string, captcha: string) =>
    call<{ token: string; userInfo: { username: string } }>(server.app, {
      method: 'POST',
      url: '/jeecg-boot/sys/phoneLogin',
      payload: { mobile, captcha },
    });
  const storedCode = async (mobile: string) =>
    (await server.opened.db.select().from(sysSmsCode).where(eq(sysSmsCode.mobile, mobile)))[0]?.code ?? '';

  it('sends a code once per 10 minutes and signs in with it once', async () => {
    expect((await sms('13800000002')).body).toMatchObject({ success: true });
    expect((await sms('13800000002')).body).toMatchObject({ success: false, message: '验证码10分钟内，仍然有效！' });
    const code = await storedCode('13800000002');
    expect(code).toMatch(/^\d{6}$/);

    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await phoneLogin('13800000002', wrongCode)).body).toMatchObject({
      success: false,
      code: 500,
      message: '手机验证码错误',
    });
    const ok = await phoneLogin('13800000002', code);
    expect(ok.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(ok.body.result.userInfo.username).toBe('customer');
    expect((await phoneLogin('13800000002', code)).body.message).toBe('手机验证码错误');
  });

  it('allows a new code after 10 minutes', async () => {
    await sms('13800000001');
    server.clock.advance(10 * 60_000 + 1);
    expect((await sms('13800000001')).body.success).toBe(true);
  });

  it('answers an unknown number as a known one, and sends it nothing; refuses malformed mobiles', async () => {
    expect((await sms('13999999999')).body).toMatchObject({ success: true });
    expect(await storedCode('13999999999')).toBe('');
    expect((await sms('13999999999')).body).toMatchObject({ success: false, message: '验证码10分钟内，仍然有效！' });
    expect((await sms('123')).body).toMatchObject({ success: false, message: '手机号格式不正确！' });
    expect((await phoneLogin('13999999999', '123456')).body).toMatchObject({
      success: false,
      message: '手机验证码错误',
    });
  });

  it('demands the image captcha for every SMS code: in the request, or solved just before (JeecgBoot 3.x)', async () => {
    const post = (url: string, payload: Record<string, string>, from = '10.40.0.1') =>
      call(server.app, { method: 'POST', url: `/jeecg-boot/sys/${url}`, payload, remoteAddress: from });
    const sms = (mobile: string, from?: string) => post('sms', { mobile, smsmode: '0' }, from);
    const bare = await sms('13612345608');
    expect(bare.body).toMatchObject({ success: false, code: 40002, message: '请先完成图片验证码校验' });
    expect(await storedCode('13612345608')).toBe('');

    await call(server.app, { method: 'GET', url: '/jeecg-boot/sys/randomImage/sms1' });
    const wrong = await post('smsCheckCaptcha', { captcha: 'zzzz', checkKey: 'sms1' });
    expect(wrong.body).toMatchObject({ success: false, message: '验证码错误' });
    expect((await sms('13612345608')).body.code).toBe(40002);

    await call(server.app, { method: 'GET', url: '/jeecg-boot/sys/randomImage/sms2' });
    const solved = await post('smsCheckCaptcha', { captcha: await captchaCode('sms2'), checkKey: 'sms2' });
    expect(solved.body).toMatchObject({ success: true, code: 200 });
    // A pass is no image answer.
    const asImage = await post('sms', {
      mobile: '13612345608',
      smsmode: '0',
      captcha: '#sms-pass',
      checkKey: '#sms-pass:10.40.0.1',
    });
    expect(asImage.body).toMatchObject({ success: false, message: '验证码错误' });
    // The pass belongs to the address that solved the image, and allows one code.
    expect((await sms('13612345608', '10.40.0.2')).body.code).toBe(40002);
    expect((await sms('13612345608')).body.success).toBe(true);
    expect(await storedCode('13612345608')).toMatch(/^\d{6}$/);
    expect((await sms('13612345609')).body.code).toBe(40002);
    // Nobody gets a pass by asking for an image under its key.
    const forged = await call(server.app, { method: 'GET', url: '/jeecg-boot/sys/randomImage/%23sms-pass:10.40.0.2' });
    expect(forged.body.success).toBe(false);
    expect((await sms('13612345609', '10.40.0.2')).body.code).toBe(40002);
  });

  it('counts wrong SMS codes towards the lockout', async () => {
    const mobile = '13312345611'; // xuming
    for (let i = 0; i < 4; i++) expect((await phoneLogin(mobile, '000000')).body.message).toBe('手机验证码错误');
    expect((await phoneLogin(mobile, '000000')).body.message).toBe('密码错误次数过多，账号已被锁定，请10分钟后再试！');
    expect((await login(server.app, 'xuming')).body.message).toBe('密码错误次数过多，账号已被锁定，请10分钟后再试！');
  });
});
