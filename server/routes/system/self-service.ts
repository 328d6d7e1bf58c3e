/**
 * What a visitor does without an account or without his password (docs/security.md "Sign-up and password recovery"):
 * - POST /sys/user/register {username, password, phone, smscode[, email]}: a new account, JeecgBoot's messages;
 * - POST /sys/user/phoneVerification {phone, smscode}: 找回密码's 手机验证 (the code stays for the next step);
 * - GET  /sys/user/passwordChange?username=&password=&smscode=&phone=: the new password (JeecgBoot's GET), which
 *   uses the code up and ends the account's sessions;
 * - GET  /sys/cas/client/validateLogin?ticket=&service=: CAS single sign-on (services/cas.ts).
 * Codes come from POST /sys/sms (smsmode 1 sign-up, 2 recovery; routes/system/login.ts). The code is checked before
 * anything is said about an account, so these answers tell nobody but the phone's owner which accounts exist.
 */
import { eq, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { newId } from '../../db/ids';
import { sysRole, sysUser, sysUserRole } from '../../db/schema';
import { BizError, ok, okMessage, plain } from '../../http/envelope';
import { routeSchema, text as textValue } from '../../http/route-schemas';
import { text } from '../../http/text';
import { hashPassword, newSalt } from '../../lib/password';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import { checkSmsCode, consumeSmsCode, hasLiveCode, SMS_MODE } from '../../services/sms';
import { selfRegistration } from '../../services/self-registration';
import { logAnonymousOperation } from '../../services/system-log';
import { setPassword } from '../../services/sessions';
import { findUserByPhone, findUserByUsername, userRefusal } from '../../services/users';
import { CAS_MESSAGES, casSettings, validateTicket } from '../../services/cas';
import { countAttempt } from '../../services/login-guard';
import { completeLogin } from '../../services/login-result';
import { checkRule, isMobile, passwordProblem } from '../../../src/domain/validation';
import { formatDateTime } from '../../time';

export const REGISTER_MESSAGES = {
  closed: '系统未开放注册',
  usernameTaken: '用户名已注册',
  phoneTaken: '该手机号已注册',
  emailTaken: '邮箱已被注册',
  codeMissing: '手机验证码失效，请重新获取',
  codeWrong: '手机验证码错误',
  done: '注册成功',
} as const;

export const RECOVERY_MESSAGES = {
  codeWrong: '手机验证码错误',
  incomplete: '重置密码失败！',
  codeGone: '短信验证码失效！',
  codeMismatch: '短信验证码不匹配！',
  noUser: '未找到用户！',
  done: '密码重置完成！',
} as const;

const SELF_SERVICE = { public: true, rateLimit: RATE_LIMITS.signIn } as const;
const SCHEMA = {
  register: routeSchema({
    body: {
      username: textValue('用户账号'),
      password: textValue('密码'),
      phone: textValue('手机号'),
      smscode: textValue('短信验证码'),
      email: textValue('电子邮箱'),
    },
  }),
  verify: routeSchema({ body: { phone: textValue('手机号'), smscode: textValue('短信验证码') } }),
  change: routeSchema({
    query: {
      username: textValue('用户账号'),
      password: textValue('新密码'),
      smscode: textValue('短信验证码'),
      phone: textValue('手机号'),
    },
  }),
};

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  return request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
}

/** The first problem of the sign-up form's values, as its fields say it. */
function registerProblem(username: string, password: string, phone: string, email: string): string | null {
  return (
    checkRule('userName', username) ??
    (password ? passwordProblem(password) : '请输入密码') ??
    (isMobile(phone) ? null : '请输入正确手机号') ??
    checkRule('email', email)
  );
}

export async function selfServiceRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/sys/user/register', { config: SELF_SERVICE, schema: SCHEMA.register }, async (request) => {
    const settings = selfRegistration();
    if (!settings.open) throw new BizError(REGISTER_MESSAGES.closed);
    const body = bodyOf(request);
    const username = text(body.username).trim();
    const password = text(body.password);
    const phone = text(body.phone).trim();
    const email = text(body.email).trim();
    const smscode = text(body.smscode).trim();
    const problem = registerProblem(username, password, phone, email);
    if (problem) throw new BizError(problem);
    if (!smscode || !(await hasLiveCode(ctx, phone, SMS_MODE.register)))
      throw new BizError(REGISTER_MESSAGES.codeMissing);
    if (!(await checkSmsCode(ctx, phone, smscode, SMS_MODE.register))) throw new BizError(REGISTER_MESSAGES.codeWrong);

    const taken = await ctx.db
      .select({ username: sysUser.username, phone: sysUser.phone, email: sysUser.email })
      .from(sysUser)
      .where(
        or(eq(sysUser.username, username), eq(sysUser.phone, phone), email ? eq(sysUser.email, email) : undefined),
      );
    if (taken.some((u) => u.username === username)) throw new BizError(REGISTER_MESSAGES.usernameTaken);
    if (taken.some((u) => u.phone === phone)) throw new BizError(REGISTER_MESSAGES.phoneTaken);
    if (email && taken.some((u) => u.email === email)) throw new BizError(REGISTER_MESSAGES.emailTaken);
    if (!(await consumeSmsCode(ctx, phone, smscode, SMS_MODE.register)))
      throw new BizError(REGISTER_MESSAGES.codeWrong);

    const salt = newSalt();
    const id = newId(ctx.now());
    const [role] = settings.roleCode
      ? await ctx.db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.roleCode, settings.roleCode)).limit(1)
      : [];
    await ctx.db.transaction(async (tx) => {
      await tx.insert(sysUser).values({
        id,
        username,
        realname: username,
        password: await hashPassword(password, salt),
        salt,
        phone,
        email: email || null,
        status: 1,
        delFlag: 0,
        activitiSync: 0,
        userIdentity: 1,
        createBy: username,
        createTime: formatDateTime(new Date(ctx.now())),
      });
      if (role) await tx.insert(sysUserRole).values({ id: newId(ctx.now()), userId: id, roleId: role.id });
    });
    await logAnonymousOperation(ctx, { username, realname: username }, request.ip, `用户注册：${username}`, 2);
    return okMessage(REGISTER_MESSAGES.done);
  });

  app.post('/sys/user/phoneVerification', { config: SELF_SERVICE, schema: SCHEMA.verify }, async (request) => {
    const body = bodyOf(request);
    const phone = text(body.phone).trim();
    const smscode = text(body.smscode).trim();
    if (!(await checkSmsCode(ctx, phone, smscode, SMS_MODE.recovery))) throw new BizError(RECOVERY_MESSAGES.codeWrong);
    // A recovery code is only ever sent to a usable account's phone (routes/system/login.ts).
    const user = await findUserByPhone(ctx, phone);
    if (!user || userRefusal(user)) throw new BizError(RECOVERY_MESSAGES.codeWrong);
    return plain({ smscode, username: user.username });
  });

  app.get('/sys/user/passwordChange', { config: SELF_SERVICE, schema: SCHEMA.change }, async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const [username, password, smscode, phone] = ['username', 'password', 'smscode', 'phone'].map((k) =>
      text(query[k]).trim(),
    ) as [string, string, string, string];
    if (!username || !password || !smscode || !phone) throw new BizError(RECOVERY_MESSAGES.incomplete);
    const weak = passwordProblem(password);
    if (weak) throw new BizError(weak);
    if (!(await hasLiveCode(ctx, phone, SMS_MODE.recovery))) throw new BizError(RECOVERY_MESSAGES.codeGone);
    if (!(await consumeSmsCode(ctx, phone, smscode, SMS_MODE.recovery)))
      throw new BizError(RECOVERY_MESSAGES.codeMismatch);
    const user = await findUserByPhone(ctx, phone);
    if (!user || user.username !== username || userRefusal(user)) throw new BizError(RECOVERY_MESSAGES.noUser);
    await setPassword(ctx, user.id, password, username);
    const who = { username, realname: user.realname };
    await logAnonymousOperation(ctx, who, request.ip, `重置 ${username} 的密码，操作人： ${username}`, 3);
    return okMessage(RECOVERY_MESSAGES.done);
  });
}

const CAS_SCHEMA = routeSchema({ query: { ticket: textValue('票据'), service: textValue('服务地址') } });

/**
 * CAS: GET /sys/cas/client/validateLogin?ticket=&service= (anonymous, as JeecgBoot's sso.js calls it) signs in the
 * account the CAS server names for the ticket; each ticket once.
 */
export async function casRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/sys/cas/client/validateLogin', { config: SELF_SERVICE, schema: CAS_SCHEMA }, async (request) => {
    const settings = casSettings();
    if (!settings.serverUrl || settings.serviceUrls.length === 0) throw new BizError(CAS_MESSAGES.off);
    const query = (request.query ?? {}) as Record<string, unknown>;
    const ticket = text(query.ticket).trim();
    const service = text(query.service).trim();
    if (!ticket || ticket.length > 256) throw new BizError(CAS_MESSAGES.noTicket);
    // Only this app's own address: a ticket issued to another service must not sign anyone in here.
    if (!settings.serviceUrls.includes(service)) throw new BizError(CAS_MESSAGES.badService);
    // A ticket is good for one sign-in here, whatever the CAS server says the second time.
    if ((await countAttempt(ctx, `cas-ticket:${ticket}`)) > 1) throw new BizError(CAS_MESSAGES.used);
    const answer = await validateTicket(settings.serverUrl, ticket, service, settings.timeoutMs);
    if ('failure' in answer) throw new BizError(answer.failure);
    const user = await findUserByUsername(ctx, answer.user);
    const refusal = userRefusal(user);
    if (refusal || !user) throw new BizError(refusal ?? CAS_MESSAGES.invalid);
    return ok(await completeLogin(ctx, user, request.ip), '登录成功');
  });
}
