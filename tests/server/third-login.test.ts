/**
 * Third-party sign-in: the popup's whole flow through the built-in development provider (OpenID Connect), a plain
 * OAuth 2.0 provider in GitHub's shape started by the test, first use with phone binding, and what is refused.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sysLog, sysSmsCode, sysThirdAccount, sysUser } from '../../server/db/schema';
import { redactUrl } from '../../server/lib/redact-url';
import { call, solvedCaptcha, startTestServer, type TestServer } from './helpers';

type Rec = Record<string, unknown>;
let server: TestServer;
let from = 0;
const HOST = 'exam.test';
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
afterEach(() => {
  for (const key of Object.keys(process.env)) if (key.startsWith('THIRD_LOGIN_')) delete process.env[key];
  delete process.env.SELF_REGISTER;
});

const address = () => `10.45.${Math.floor(from / 200)}.${(from++ % 200) + 1}`;
const get = (url: string, cookie = '') =>
  server.app.inject({
    method: 'GET',
    url: url.replace(`http://${HOST}`, ''),
    headers: { host: HOST, ...(cookie ? { cookie } : {}) },
    remoteAddress: address(),
  });

/** The message the callback page hands to its opener. */
function relayed(html: string): string {
  const found = /var m=("(?:[^"\\]|\\.)*")/.exec(html);
  if (!found) throw new Error(`no message in ${html}`);
  return JSON.parse(found[1]!) as string;
}

/** Opens the popup at render/{source}: the provider's address and the state cookie the popup holds. */
async function start(source: string) {
  const res = await get(`/jeecg-boot/sys/thirdLogin/render/${source}`);
  expect(res.statusCode).toBe(302);
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
  return { location: new URL(String(res.headers.location)), cookie };
}

/** The development provider's sign-in form, sent. */
const answerProvider = (form: URLSearchParams) =>
  server.app.inject({
    method: 'POST',
    url: '/jeecg-boot/dev-oidc/authorize',
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });

/** Signs in at the development provider as `sub` and follows its answer to the callback page. */
async function devSignIn(sub: string, name = '开发用户') {
  const { location, cookie } = await start('dev');
  expect(location.pathname).toBe('/jeecg-boot/dev-oidc/authorize');
  const form = await get(location.pathname + location.search);
  expect(form.statusCode).toBe(200);
  expect(form.body).toContain('开发测试身份源');
  const body = new URLSearchParams(location.searchParams);
  body.set('sub', sub);
  body.set('name', name);
  body.set('decision', 'allow');
  const consent = await answerProvider(body);
  expect(consent.statusCode).toBe(302);
  const back = String(consent.headers.location);
  const page = await get(back, cookie);
  expect(page.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
  return { message: relayed(page.body), back, cookie };
}

async function sendCode(mobile: string, smsmode: string, extra: Rec = {}) {
  const ip = address();
  const res = await call(server.app, {
    method: 'POST',
    url: '/jeecg-boot/sys/sms',
    payload: { mobile, smsmode, ...extra, ...(await solvedCaptcha(server, `t${from}`, ip)) },
    remoteAddress: ip,
  });
  const [row] = await server.opened.db.select().from(sysSmsCode).where(eq(sysSmsCode.mobile, mobile));
  return { body: res.body, code: row?.code };
}

const bind = (payload: Rec) =>
  call<string>(server.app, {
    method: 'POST',
    url: '/jeecg-boot/sys/thirdLogin/bindingThirdPhone',
    payload,
    remoteAddress: address(),
  });
const loginUser = (token: string, type = 'dev') =>
  call<Rec>(server.app, { method: 'GET', url: `/jeecg-boot/sys/thirdLogin/getLoginUser/${token}/${type}/0` });

describe('development provider (OpenID Connect)', () => {
  it('is off unless THIRD_LOGIN_DEV=on, and the login page learns which sources are on', async () => {
    const off = await call<Rec>(server.app, { method: 'GET', url: '/jeecg-boot/sys/thirdApp/getEnabledType' });
    expect(off.body.result).toEqual({ wechatEnterprise: false, dingtalk: false, providers: [] });
    expect((await get('/jeecg-boot/sys/thirdLogin/render/dev')).statusCode).toBe(404);
    expect((await get('/jeecg-boot/dev-oidc/.well-known/openid-configuration')).statusCode).toBe(404);
    process.env.THIRD_LOGIN_DEV = 'on';
    const on = await call<Rec>(server.app, { method: 'GET', url: '/jeecg-boot/sys/thirdApp/getEnabledType' });
    expect(on.body.result).toMatchObject({ providers: [{ source: 'dev', title: '开发测试身份源' }] });
  });

  it('binds a first-time account to the phone of an existing user, then signs it straight in', async () => {
    process.env.THIRD_LOGIN_DEV = 'on';
    const first = await devSignIn('zhang.dev', '张开发');
    const [prefix, ticket] = first.message.split(',');
    expect(prefix).toBe('绑定手机号');
    expect(ticket).toMatch(/^[\w-]{40,}$/);
    const [account] = await server.opened.db
      .select()
      .from(sysThirdAccount)
      .where(eq(sysThirdAccount.thirdUserId, 'zhang.dev'));
    expect(account).toMatchObject({ thirdType: 'dev', realname: '张开发', sysUserId: null, status: 1 });

    // The bind code needs the ticket; the phone is jeecg's.
    const [jeecg] = await server.opened.db.select().from(sysUser).where(eq(sysUser.username, 'jeecg'));
    const phone = jeecg!.phone!;
    expect((await sendCode(phone, '3', { thirdUserUuid: 'forged' })).body.message).toBe('第三方登录已失效，请重新登录');
    const { code } = await sendCode(phone, '3', { thirdUserUuid: ticket });
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await bind({ mobile: phone, captcha: wrong, thirdUserUuid: ticket })).body.message).toBe('验证码错误');
    expect((await bind({ mobile: phone, captcha: code, thirdUserUuid: 'forged' })).body.message).toBe(
      '第三方登录已失效，请重新登录',
    );
    const bound = await bind({ mobile: phone, captcha: code, thirdUserUuid: ticket });
    expect(bound.body).toMatchObject({ success: true });
    const token = bound.body.result;
    const signedIn = await loginUser(token);
    expect(signedIn.body).toMatchObject({
      success: true,
      code: 200,
      result: { token, userInfo: { username: 'jeecg' } },
    });
    expect(signedIn.body.result).toHaveProperty('sysAllDictItems');
    const logs = await server.opened.db
      .select()
      .from(sysLog)
      .where(eq(sysLog.logContent, '用户名: jeecg,登录成功[第三方用户]！'));
    expect(logs).toHaveLength(1);
    // The ticket is used up.
    expect((await bind({ mobile: phone, captcha: code, thirdUserUuid: ticket })).body.message).toBe(
      '第三方登录已失效，请重新登录',
    );

    // Second use: straight in with a session token of jeecg.
    const again = await devSignIn('zhang.dev');
    expect(again.message).toMatch(/^[0-9a-f]{64}$/);
    expect((await loginUser(again.message)).body.result).toMatchObject({ userInfo: { username: 'jeecg' } });
    expect((await loginUser('0'.repeat(64))).body).toMatchObject({ success: false, message: 'token验证失败' });
  });

  it('makes a new account for a new phone while sign-up is open, none while it is closed', async () => {
    process.env.THIRD_LOGIN_DEV = 'on';
    const phone = '13700000031';
    process.env.SELF_REGISTER = 'off';
    const closed = (await devSignIn('li.dev', '李开发')).message.split(',')[1]!;
    expect((await sendCode(phone, '3', { thirdUserUuid: closed })).code).toBeUndefined();
    delete process.env.SELF_REGISTER;
    // Closed after the code was sent: the bind still makes no account.
    const { code } = await sendCode('13700000033', '3', { thirdUserUuid: closed });
    process.env.SELF_REGISTER = 'off';
    expect((await bind({ mobile: '13700000033', captcha: code, thirdUserUuid: closed })).body.message).toBe(
      '系统未开放注册',
    );
    delete process.env.SELF_REGISTER;

    const ticket = (await devSignIn('li.dev', '李开发')).message.split(',')[1]!;
    const second = await sendCode('13700000032', '3', { thirdUserUuid: ticket });
    const bound = await bind({ mobile: '13700000032', captcha: second.code, thirdUserUuid: ticket });
    expect(bound.body.success).toBe(true);
    const [user] = await server.opened.db.select().from(sysUser).where(eq(sysUser.phone, '13700000032'));
    expect(user).toMatchObject({ username: '13700000032', realname: '李开发', status: 1 });
    // Nobody knows its password.
    const byPassword = await call(server.app, {
      method: 'POST',
      url: '/jeecg-boot/sys/login',
      payload: { username: '13700000032', password: '123456' },
    });
    expect(byPassword.body).toMatchObject({ success: false });
  });

  it('refuses a callback whose state is forged, replayed or started by another browser', async () => {
    process.env.THIRD_LOGIN_DEV = 'on';
    const { back, cookie } = await devSignIn('wang.dev');
    // Replayed: the state is used up.
    expect(relayed((await get(back, cookie)).body)).toBe('登录失败');
    // Started by another browser: no cookie, or another popup's.
    const other = await start('dev');
    const url = new URL(back);
    url.searchParams.set('state', other.location.searchParams.get('state')!);
    expect(relayed((await get(url.href)).body)).toBe('登录失败');
    expect(relayed((await get(url.href, 'third_login_state=forged')).body)).toBe('登录失败');
    // Denied at the provider.
    const denied = await start('dev');
    const deny = new URLSearchParams(denied.location.searchParams);
    deny.set('decision', 'deny');
    const res = await answerProvider(deny);
    expect(String(res.headers.location)).toContain('error=access_denied');
    expect(relayed((await get(String(res.headers.location), denied.cookie)).body)).toBe('登录失败');
    // A code for another address is never issued.
    const elsewhere = new URLSearchParams(denied.location.searchParams);
    elsewhere.set('redirect_uri', 'https://evil.example/cb');
    expect((await get(`/jeecg-boot/dev-oidc/authorize?${elsewhere.toString()}`)).statusCode).toBe(400);
  });

  it('posts the answer to this origin and the configured app origins only, never to "*"', async () => {
    process.env.THIRD_LOGIN_DEV = 'on';
    process.env.THIRD_LOGIN_APP_ORIGINS = 'https://app.example.cn, not-an-origin';
    const { location, cookie } = await start('dev');
    const page = await get(`${new URL(location.searchParams.get('redirect_uri')!).pathname}?state=x&code=y`, cookie);
    expect(page.body).toContain('o=[location.origin].concat(["https://app.example.cn"])');
    expect(page.body).not.toContain('"*"');
  });
});

describe('plain OAuth 2.0 provider (GitHub shape)', () => {
  let provider: Server;
  let seen: Rec = {};
  beforeAll(async () => {
    provider = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        if (req.url === '/login/oauth/access_token') {
          seen = Object.fromEntries(new URLSearchParams(body));
          res.end(JSON.stringify({ access_token: 'gho_test', token_type: 'bearer', scope: 'read:user' }));
        } else if (req.url === '/user' && req.headers.authorization === 'Bearer gho_test') {
          res.end(JSON.stringify({ id: 583231, login: 'octocat', name: 'The Octocat', avatar_url: 'https://x/a.png' }));
        } else {
          res.statusCode = 401;
          res.end('{}');
        }
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

  it('exchanges the code with PKCE and reads the user from its userinfo address', async () => {
    const base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    Object.assign(process.env, {
      THIRD_LOGIN_SOURCES: 'github,broken',
      THIRD_LOGIN_GITHUB_CLIENT_ID: 'gh-client',
      THIRD_LOGIN_GITHUB_CLIENT_SECRET: 'gh-secret',
      THIRD_LOGIN_GITHUB_AUTHORIZE_URL: `${base}/login/oauth/authorize`,
      THIRD_LOGIN_GITHUB_TOKEN_URL: `${base}/login/oauth/access_token`,
      THIRD_LOGIN_GITHUB_USERINFO_URL: `${base}/user`,
      THIRD_LOGIN_BROKEN_CLIENT_ID: 'no-secret',
    });
    const enabled = await call<Rec>(server.app, { method: 'GET', url: '/jeecg-boot/sys/thirdApp/getEnabledType' });
    expect(enabled.body.result).toMatchObject({ providers: [{ source: 'github', title: 'GitHub' }] });
    const { location, cookie } = await start('github');
    expect(location.origin + location.pathname).toBe(`${base}/login/oauth/authorize`);
    expect(location.searchParams.get('client_id')).toBe('gh-client');
    expect(location.searchParams.get('redirect_uri')).toBe(`http://${HOST}/jeecg-boot/sys/thirdLogin/github/callback`);
    const state = location.searchParams.get('state')!;
    const page = await get(`/jeecg-boot/sys/thirdLogin/github/callback?code=abc&state=${state}`, cookie);
    expect(relayed(page.body)).toMatch(/^绑定手机号,/);
    const challenge = createHash('sha256').update(String(seen.code_verifier)).digest('base64url');
    expect(challenge).toBe(location.searchParams.get('code_challenge'));
    expect(seen).toMatchObject({ code: 'abc', grant_type: 'authorization_code' });
    const [account] = await server.opened.db
      .select()
      .from(sysThirdAccount)
      .where(eq(sysThirdAccount.thirdUserId, '583231'));
    expect(account).toMatchObject({ thirdType: 'github', realname: 'The Octocat', avatar: 'https://x/a.png' });
  });
});

describe('the log', () => {
  it('keeps no code, state or token of the third-party sign-in', () => {
    expect(redactUrl('/jeecg-boot/sys/thirdLogin/dev/callback?code=abc&state=xyz')).toBe(
      '/jeecg-boot/sys/thirdLogin/dev/callback?code=***&state=***',
    );
    expect(redactUrl('/jeecg-boot/sys/thirdLogin/getLoginUser/0a1b2c/dev/0')).toBe(
      '/jeecg-boot/sys/thirdLogin/getLoginUser/***/dev/0',
    );
    expect(redactUrl('/jeecg-boot/sys/user/passwordChange?username=a&password=p&smscode=1')).toBe(
      '/jeecg-boot/sys/user/passwordChange?username=a&password=***&smscode=***',
    );
  });
});
