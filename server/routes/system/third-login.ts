/**
 * Third-party sign-in in JeecgBoot's shapes (docs/security.md "Third-party sign-in"; providers in
 * services/third-login.ts):
 * - GET /sys/thirdApp/getEnabledType: the sources the login page offers (JeecgBoot's two flags, plus `providers`);
 * - GET /sys/thirdLogin/render/{source}: the popup goes to the provider (state, PKCE and nonce kept, state also in
 *   an HttpOnly cookie of the popup, so a callback started elsewhere is refused);
 * - GET /sys/thirdLogin/{source}/callback: a page that hands the opener (this app's origin only, never "*") a
 *   session token, "绑定手机号,<ticket>" for an account not yet bound, or "登录失败";
 * - GET /sys/thirdLogin/getLoginUser/{token}/{thirdType}[/{tenantId}]: the sign-in answer for that token;
 * - POST /sys/thirdLogin/bindingThirdPhone {mobile, captcha, thirdUserUuid}: a phone proven by SMS binds the
 *   account to its user, or to a new one while sign-up is open.
 * The bind ticket is a random one-use handle (15 minutes), not the provider's user id, which is often public.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { CustomFetch } from 'openid-client';
import type { AppContext } from '../../context';
import { API_PREFIX } from '../../../src/domain/api';
import { newId } from '../../db/ids';
import { sysRole, sysThirdAccount, sysThirdTicket, sysUser, sysUserRole } from '../../db/schema';
import { BizError, fail, ok, plain } from '../../http/envelope';
import { NO_PARAMETERS, routeSchema, text as textValue, token as tokenValue } from '../../http/route-schemas';
import { text } from '../../http/text';
import { escapeHtml, scriptJson } from '../../lib/html';
import { hashPassword, newSalt } from '../../lib/password';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import { loginResult, openSession } from '../../services/login-result';
import { resolveSession } from '../../services/sessions';
import { selfRegistration } from '../../services/self-registration';
import { consumeSmsCode } from '../../services/sms';
import { logThirdSignIn } from '../../services/system-log';
import {
  BIND_TTL_MS,
  DEV_CLIENT_ID,
  DEV_SOURCE,
  enabledSources,
  findTicket,
  finishSignIn,
  newTicket,
  providerConfiguration,
  saveTicket,
  startSignIn,
  THIRD_MESSAGES,
  thirdAccountFor,
  thirdLoginSettings,
  type ThirdProvider,
} from '../../services/third-login';
import { findUserById, findUserByPhone, findUserByUsername, userRefusal } from '../../services/users';
import { REGISTER_MESSAGES } from './self-service';
import { DEV_CLIENT_SECRET, devIssuer, requestOrigin } from './dev-identity-provider';
import { formatDateTime } from '../../time';

const STATE_COOKIE = 'third_login_state';
const COOKIE_PATH = `${API_PREFIX}/sys/thirdLogin/`;
const SIGN_IN = { public: true, rateLimit: RATE_LIMITS.signIn } as const;

const SCHEMA = {
  render: routeSchema({ params: { source: textValue('登录方式') } }),
  callback: routeSchema({
    params: { source: textValue('登录方式') },
    query: {
      code: textValue('授权码'),
      state: textValue('state'),
      error: textValue('错误'),
      error_description: textValue('错误说明'),
      iss: textValue('签发方'),
    },
  }),
  loginUser: routeSchema({
    params: { token: tokenValue, thirdType: textValue('登录方式'), tenantId: textValue('租户') },
  }),
  bind: routeSchema({
    body: { mobile: textValue('手机号'), captcha: textValue('验证码'), thirdUserUuid: textValue('第三方用户') },
  }),
};

/** Calls the development provider in this process (it answers at this server's own address). */
function inProcess(app: FastifyInstance): CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const headers: Record<string, string> = {};
    new Headers(options.headers as HeadersInit).forEach((value, key) => (headers[key] = value));
    headers.host = target.host;
    const res = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers,
      ...(options.body === undefined || options.body === null ? {} : { payload: String(options.body) }),
    });
    const answerHeaders = new Headers();
    for (const [key, value] of Object.entries(res.headers))
      if (value !== undefined) answerHeaders.set(key, String(value));
    return new Response(new Uint8Array(res.rawPayload), { status: res.statusCode, headers: answerHeaders });
  };
}

/** The provider of `source` as the environment configures it now, or null. */
function providerOf(request: FastifyRequest, source: string): ThirdProvider | null {
  const settings = thirdLoginSettings();
  if (source === DEV_SOURCE && settings.dev)
    return {
      source,
      title: '开发测试身份源',
      clientId: DEV_CLIENT_ID,
      clientSecret: DEV_CLIENT_SECRET,
      issuer: devIssuer(requestOrigin(request)),
      scope: 'openid profile',
    };
  return settings.providers.find((p) => p.source === source) ?? null;
}

const callbackUri = (request: FastifyRequest, source: string) =>
  `${requestOrigin(request)}${API_PREFIX}/sys/thirdLogin/${source}/callback`;

function cookieOf(request: FastifyRequest, name: string): string {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return '';
}

function stateCookie(request: FastifyRequest, value: string, maxAge: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${STATE_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * The popup's last page: hands `message` to the window that opened it, at this page's own origin and the
 * configured app origins only, then closes (JeecgBoot's thirdLogin.ftl posts to "*").
 */
function relayPage(reply: FastifyReply, message: string) {
  const nonce = randomBytes(16).toString('base64');
  const origins = thirdLoginSettings().appOrigins;
  const failed = message === THIRD_MESSAGES.failed;
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors 'none'`)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>第三方登录</title></head><body>
<p>${escapeHtml(failed ? '登录失败，请关闭此窗口后重试。' : '正在登录，请稍候…')}</p>
<script nonce="${nonce}">(function(){var m=${scriptJson(message)},o=[location.origin].concat(${scriptJson(origins)}),w=window.opener;
if(w)for(var i=0;i<o.length;i++){try{w.postMessage(m,o[i])}catch(e){}}
setTimeout(function(){window.close()},${failed ? 3000 : 300});})();</script></body></html>`,
    );
}

/** A new account for a third-party sign-in with a phone nobody has: the phone as its name (as JeecgBoot, no password). */
async function createThirdUser(ctx: AppContext, phone: string, realname: string | null) {
  let username = phone;
  while (await findUserByUsername(ctx, username)) username = `${phone}_${(randomBytes(1)[0]! % 90) + 10}`;
  const salt = newSalt();
  const id = newId(ctx.now());
  const roleCode = selfRegistration().roleCode;
  const [role] = roleCode
    ? await ctx.db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.roleCode, roleCode)).limit(1)
    : [];
  await ctx.db.transaction(async (tx) => {
    await tx.insert(sysUser).values({
      id,
      username,
      realname: realname ?? username,
      // Nobody knows this password: the account signs in through its provider, or sets one with 找回密码.
      password: await hashPassword(randomBytes(32).toString('base64url'), salt),
      salt,
      phone,
      status: 1,
      delFlag: 0,
      activitiSync: 1,
      userIdentity: 1,
      createBy: username,
      createTime: formatDateTime(new Date(ctx.now())),
    });
    if (role) await tx.insert(sysUserRole).values({ id: newId(ctx.now()), userId: id, roleId: role.id });
  });
  return (await findUserById(ctx, id))!;
}

export async function thirdLoginRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/sys/thirdApp/getEnabledType', { config: { public: true }, schema: NO_PARAMETERS }, async () => {
    const providers = enabledSources(thirdLoginSettings());
    const on = (source: string) => providers.some((p) => p.source === source);
    return ok({ wechatEnterprise: on('wechat_enterprise'), dingtalk: on('dingtalk'), providers });
  });

  app.get<{ Params: { source: string } }>(
    '/sys/thirdLogin/render/:source',
    { config: SIGN_IN, schema: SCHEMA.render },
    async (request, reply) => {
      const provider = providerOf(request, request.params.source);
      if (!provider) return relayPage(reply.code(404), THIRD_MESSAGES.failed);
      try {
        const fetchImpl = provider.source === DEV_SOURCE ? inProcess(app) : undefined;
        const config = await providerConfiguration(provider, fetchImpl);
        const { url, state } = await startSignIn(ctx, provider, config, callbackUri(request, provider.source));
        return reply.header('set-cookie', stateCookie(request, state, 600)).redirect(url, 302);
      } catch (error) {
        request.log.warn({ err: error, source: provider.source }, '第三方登录：无法连接身份提供方');
        return relayPage(reply.code(502), THIRD_MESSAGES.failed);
      }
    },
  );

  app.get<{ Params: { source: string }; Querystring: Record<string, string> }>(
    '/sys/thirdLogin/:source/callback',
    { config: SIGN_IN, schema: SCHEMA.callback },
    async (request, reply) => {
      const source = request.params.source;
      const state = text(request.query.state);
      reply.header('set-cookie', stateCookie(request, '', 0));
      // The state must be the one this browser's popup started with, and unused.
      const cookie = cookieOf(request, STATE_COOKIE);
      const ticket = state && cookie === state ? await findTicket(ctx, state, 'state', true) : undefined;
      const provider = providerOf(request, source);
      if (!ticket || ticket.source !== source || !provider || request.query.error)
        return relayPage(reply, THIRD_MESSAGES.failed);
      let identity;
      try {
        const config = await providerConfiguration(provider, source === DEV_SOURCE ? inProcess(app) : undefined);
        const current = new URL(ticket.redirectUri ?? callbackUri(request, source));
        for (const [key, value] of Object.entries(request.query)) current.searchParams.set(key, text(value));
        identity = await finishSignIn(provider, config, current, { state, ...ticket });
      } catch (error) {
        request.log.warn({ err: error, source }, '第三方登录：身份提供方校验失败');
        return relayPage(reply, THIRD_MESSAGES.failed);
      }
      if (!identity) return relayPage(reply, THIRD_MESSAGES.failed);
      const account = await thirdAccountFor(ctx, source, identity);
      if (account.status !== 1 || account.delFlag !== 0) return relayPage(reply, THIRD_MESSAGES.failed);
      const user = account.sysUserId ? await findUserById(ctx, account.sysUserId) : undefined;
      if (user && !userRefusal(user)) {
        try {
          return relayPage(reply, await openSession(ctx, user, request.ip));
        } catch {
          return relayPage(reply, THIRD_MESSAGES.failed);
        }
      }
      if (user) return relayPage(reply, THIRD_MESSAGES.failed);
      const bind = newTicket();
      await saveTicket(ctx, bind, { kind: 'bind', source, thirdAccountId: account.id }, BIND_TTL_MS);
      return relayPage(reply, `${THIRD_MESSAGES.bindPrefix},${bind}`);
    },
  );

  const loginUser = async (request: FastifyRequest<{ Params: { token: string; thirdType: string } }>) => {
    const found = await resolveSession(ctx, request.params.token);
    if (!found) return fail(THIRD_MESSAGES.tokenInvalid);
    const { user } = found;
    const refusal = userRefusal(user);
    if (refusal) return fail(refusal);
    const result = await loginResult(ctx, user, request.params.token);
    if (!user.realname) {
      const [account] = await ctx.db
        .select({ realname: sysThirdAccount.realname })
        .from(sysThirdAccount)
        .where(eq(sysThirdAccount.sysUserId, user.id))
        .limit(1);
      if (account?.realname) result.userInfo = { ...result.userInfo, realname: account.realname };
    }
    await logThirdSignIn(ctx, user, request.ip);
    return ok(result);
  };
  app.get('/sys/thirdLogin/getLoginUser/:token/:thirdType', { config: SIGN_IN, schema: SCHEMA.loginUser }, loginUser);
  app.get(
    '/sys/thirdLogin/getLoginUser/:token/:thirdType/:tenantId',
    { config: SIGN_IN, schema: SCHEMA.loginUser },
    loginUser,
  );

  app.post('/sys/thirdLogin/bindingThirdPhone', { config: SIGN_IN, schema: SCHEMA.bind }, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const mobile = text(body.mobile).trim();
    const captcha = text(body.captcha).trim();
    const handle = text(body.thirdUserUuid).trim();
    const ticket = await findTicket(ctx, handle, 'bind', false);
    if (!ticket?.thirdAccountId) throw new BizError(THIRD_MESSAGES.bindExpired);
    if (!mobile || !(await consumeSmsCode(ctx, mobile, captcha))) throw new BizError(THIRD_MESSAGES.captchaWrong);
    const [account] = await ctx.db
      .select()
      .from(sysThirdAccount)
      .where(eq(sysThirdAccount.id, ticket.thirdAccountId))
      .limit(1);
    if (!account || account.sysUserId) throw new BizError(THIRD_MESSAGES.bindExpired);
    let user = await findUserByPhone(ctx, mobile);
    if (user) {
      const refusal = userRefusal(user);
      if (refusal) throw new BizError(refusal);
    } else {
      if (!selfRegistration().open) throw new BizError(REGISTER_MESSAGES.closed);
      user = await createThirdUser(ctx, mobile, account.realname);
    }
    await ctx.db
      .update(sysThirdAccount)
      .set({ sysUserId: user.id, updateBy: user.username, updateTime: formatDateTime(new Date(ctx.now())) })
      .where(eq(sysThirdAccount.id, account.id));
    await ctx.db.delete(sysThirdTicket).where(eq(sysThirdTicket.thirdAccountId, account.id));
    return plain(await openSession(ctx, user, request.ip));
  });
}
