/** The sign-in attacks found when the server was probed, each shown to fail now. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sysSmsCode } from '../../server/db/schema';
import { IP_CAPTCHA_AFTER, LOCKED_MESSAGE, WINDOW_MS } from '../../server/services/login-guard';
import { MAX_SESSIONS_PER_USER } from '../../server/services/sessions';
import { SMS_LIMITS } from '../../server/services/sms';
import { call, solvedCaptcha as solvedServerCaptcha, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => server.clock.advance(WINDOW_MS + 1));

const signIn = (username: string, password: string, from = '10.1.0.1', extra: Record<string, unknown> = {}) =>
  call(server.app, {
    method: 'POST',
    url: '/jeecg-boot/sys/login',
    payload: { username, password, ...extra },
    remoteAddress: from,
  });

const solvedCaptcha = (checkKey: string, from = '10.1.0.1') => solvedServerCaptcha(server, checkKey, from);

describe('parallel guesses cannot pass the lockout', () => {
  it.each(['gaolin', 'linfeng', 'sunli'])(
    '100 simultaneous sign-ins for %s, each with a solved captcha, the right password last: none gets in, at most 5 passwords checked',
    async (username) => {
      const guesses = Array.from({ length: 100 }, (_, i) => (i === 99 ? '123456' : `wrong${i}`));
      const captchas = await Promise.all(guesses.map((_, i) => solvedCaptcha(`${username}${i}`, `10.2.${i}.1`)));
      const answers = await Promise.all(
        guesses.map((password, i) => signIn(username, password, `10.2.${i}.1`, captchas[i])),
      );
      expect(answers.filter((a) => a.body.success)).toHaveLength(0);
      const wrong = answers.filter((a) => a.body.message === '用户名或密码错误').length;
      const locked = answers.filter((a) => a.body.message === LOCKED_MESSAGE).length;
      // Passwords checked: the wrong ones plus the fifth (it answers the lock); the other 95 are refused unchecked.
      expect(wrong).toBeLessThanOrEqual(4);
      expect(wrong + locked).toBe(100);
      expect(
        (await signIn(username, '123456', '10.2.0.9', await solvedCaptcha(`${username}-after`))).body.message,
      ).toBe(LOCKED_MESSAGE);
    },
  );

  it('without captchas the burst is stopped at the captcha, and nothing is used up by it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signIn('guoying', i === 49 ? '123456' : `w${i}`, `10.8.${i}.1`)),
    );
    expect(answers.filter((a) => a.body.success)).toHaveLength(0);
    expect(answers.filter((a) => a.body.message === '用户名或密码错误').length).toBeLessThanOrEqual(3);
    // The owner, with the captcha, still gets in: the refused attempts were given back.
    const owner = await signIn('guoying', '123456', '10.8.0.99', await solvedCaptcha('gy', '10.8.0.99'));
    expect(owner.body.success).toBe(true);
  });
});

describe('spraying many accounts from one address', () => {
  it('one message for an unknown account and a wrong password', async () => {
    expect((await signIn('no_such_user', '123456', '10.3.0.1')).body.message).toBe('用户名或密码错误');
    expect((await signIn('wuxia', 'wrong', '10.3.0.2')).body.message).toBe('用户名或密码错误');
  });

  it('after 10 failures from an address, every account tried from it needs the captcha', async () => {
    const accounts = ['wangqiang', 'liuyang', 'chenjing', 'yangfan', 'huangli', 'zhoujie', 'xuming', 'maqiang'];
    let failures = 0;
    for (const username of accounts)
      for (let i = 0; i < 2; i += 1) {
        const res = await signIn(username, `guess${i}`, '10.4.0.1');
        if (res.body.message === '用户名或密码错误') failures += 1;
      }
    expect(failures).toBeGreaterThanOrEqual(IP_CAPTCHA_AFTER);
    const fresh = await signIn('heping', '123456', '10.4.0.1');
    expect(fresh.body).toMatchObject({ success: false, code: 412, message: '请输入验证码' });
    // Another address is not affected.
    expect((await signIn('heping', '123456', '10.4.0.2')).body.success).toBe(true);
  });
});

describe('a locked account still signs in from a known address, with the captcha', () => {
  it('locks attackers out, not the owner', async () => {
    const home = '10.5.0.1';
    expect((await signIn('zhuhong', '123456', home)).body.success).toBe(true);
    for (let i = 0; i < 5; i += 1) await signIn('zhuhong', `x${i}`, `10.6.0.${i + 1}`, await solvedCaptcha(`l${i}`));
    expect((await signIn('zhuhong', '123456', '10.6.0.9', await solvedCaptcha('l9', '10.6.0.9'))).body.message).toBe(
      LOCKED_MESSAGE,
    );
    const noCaptcha = await signIn('zhuhong', '123456', home);
    expect(noCaptcha.body).toMatchObject({ code: 412, message: '请输入验证码' });
    const owner = await signIn('zhuhong', '123456', home, await solvedCaptcha('own', home));
    expect(owner.body).toMatchObject({ success: true, code: 200 });
  });
});

describe('SMS pumping', () => {
  const sms = async (mobile: string, from: string, key: string) =>
    call(server.app, {
      method: 'POST',
      url: '/jeecg-boot/sys/sms',
      payload: { mobile, smsmode: '0', ...(await solvedCaptcha(key, from)) },
      remoteAddress: from,
    });

  it(`sends at most ${SMS_LIMITS.perAddress} codes per address in 10 minutes, registered numbers or not`, async () => {
    const answers = [];
    for (let i = 0; i < SMS_LIMITS.perAddress + 3; i += 1)
      answers.push((await sms(`1390000${String(1000 + i)}`, '10.7.0.1', `p${i}`)).body);
    expect(answers.slice(0, SMS_LIMITS.perAddress).every((a) => a.success)).toBe(true);
    expect(answers.slice(SMS_LIMITS.perAddress).map((a) => a.message)).toEqual(
      Array(3).fill('短信发送过于频繁，请稍后再试'),
    );
    // Unregistered numbers got no code; a registered one from another address does.
    expect(await server.opened.db.select().from(sysSmsCode).where(eq(sysSmsCode.mobile, '13900001000'))).toEqual([]);
    expect((await sms('13512345610', '10.7.0.2', 'reg')).body.success).toBe(true);
    expect(await server.opened.db.select().from(sysSmsCode).where(eq(sysSmsCode.mobile, '13512345610'))).toHaveLength(
      1,
    );
  });
});

describe('rate limits and live sessions', () => {
  it('answers 429 with the envelope past 60 sign-ins a minute from one address', async () => {
    const answers = [];
    for (let i = 0; i < 62; i += 1) answers.push(await signIn(`nobody${i}`, 'x', '10.9.0.1'));
    expect(answers.slice(0, 60).every((a) => a.status === 200)).toBe(true);
    expect(answers[61]).toMatchObject({
      status: 429,
      body: { success: false, code: 429, message: '操作过于频繁，请稍后再试' },
    });
    expect((await signIn('admin', '123456', '10.9.0.2')).status).toBe(200);
  });

  it(`keeps at most ${MAX_SESSIONS_PER_USER} live sessions per account, ending the oldest`, async () => {
    const tokens: string[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_USER + 2; i += 1) {
      server.clock.advance(1);
      const res = await signIn('wuxia', '123456', `10.10.0.${i + 1}`);
      tokens.push((res.body.result as { token: string }).token);
    }
    const alive = async (token: string) =>
      (
        await call(server.app, {
          method: 'GET',
          url: '/jeecg-boot/sys/user/getCurrentUserDeparts',
          headers: { 'x-access-token': token },
        })
      ).status;
    expect(await alive(tokens[0]!)).toBe(401);
    expect(await alive(tokens[1]!)).toBe(401);
    expect(await alive(tokens[2]!)).toBe(200);
    expect(await alive(tokens.at(-1)!)).toBe(200);
  });
});
