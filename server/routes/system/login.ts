/** Captcha, account and phone sign-in, SMS codes, logout. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requestToken } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import { BizError, fail, ok, okMessage, plain } from '../../http/envelope';
import { text } from '../../http/text';
import { isBlank } from '../../crud/values';
import { grantSmsPass, isReservedKey, issueCaptcha, requireCaptcha, takeSmsPass } from '../../services/captcha';
import {
  LOCKED_MESSAGE,
  openGate,
  recordFailure,
  refundAttempt,
  WRONG_CREDENTIALS_MESSAGE,
} from '../../services/login-guard';
import { completeLogin } from '../../services/login-result';
import { DECOY_HASH, DECOY_SALT, verifyPassword } from '../../lib/password';
import { revokeSession } from '../../services/sessions';
import { logSignOut } from '../../services/system-log';
import { findTicket, THIRD_MESSAGES } from '../../services/third-login';
import {
  chargeSmsBudget,
  checkSmsCode,
  consumeSmsCode,
  sendSmsCode,
  SMS_IMAGE_FIRST_CODE,
  SMS_IMAGE_FIRST_MESSAGE,
  SMS_MODE,
} from '../../services/sms';
import { selfRegistration } from '../../services/self-registration';
import { findUserByPhone, findUserByUsername, userDeparts, userRefusal } from '../../services/users';
import { isVue3Client, signInPassword } from '../../http/vue3-client';
import { NO_PARAMETERS, routeSchema, text as textValue } from '../../http/route-schemas';

const PUBLIC = { public: true } as const;
const SIGN_IN = { public: true, rateLimit: RATE_LIMITS.signIn } as const;

const captchaParam = textValue('验证码');
const checkKeyParam = textValue('验证码标识');
const mobileParam = textValue('手机号');
const SCHEMA = {
  captcha: routeSchema({ params: { key: checkKeyParam } }),
  login: routeSchema({
    body: {
      username: textValue('用户账号'),
      password: textValue('密码'),
      captcha: captchaParam,
      checkKey: checkKeyParam,
    },
  }),
  sms: routeSchema({
    body: {
      mobile: mobileParam,
      smsmode: textValue('短信类型'),
      captcha: captchaParam,
      checkKey: checkKeyParam,
      thirdUserUuid: textValue('第三方用户'),
    },
  }),
  smsCheckCaptcha: routeSchema({ body: { captcha: captchaParam, checkKey: checkKeyParam } }),
  phoneLogin: routeSchema({ body: { mobile: mobileParam, captcha: textValue('短信验证码') } }),
  loginDeparts: routeSchema({
    body: {
      username: textValue('用户账号'),
      password: textValue('密码'),
      inputCode: captchaParam,
      checkKey: checkKeyParam,
      loginOrgCode: textValue('登录部门'),
      loginType: textValue('登录方式'),
      mobile: mobileParam,
      smscode: textValue('短信验证码'),
    },
  }),
};

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  return request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
}

/** One answer for an unknown account and a wrong password (no account enumeration). */
const WRONG = WRONG_CREDENTIALS_MESSAGE;
export async function sysLoginRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { key: string } }>(
    '/sys/randomImage/:key',
    { config: { public: true, rateLimit: RATE_LIMITS.captcha }, schema: SCHEMA.captcha },
    async (request) => {
      const key = request.params.key;
      if (!key || key.length > 100 || isReservedKey(key)) throw new BizError('获取验证码失败，请检查checkKey！');
      return plain(await issueCaptcha(ctx, key));
    },
  );

  /** The account whose username and password the body gives, through the sign-in guard (lock, captcha, counts). */
  async function signInAccount(request: FastifyRequest) {
    const body = bodyOf(request);
    const username = text(body.username).trim();
    const password = signInPassword(request, text(body.password));
    if (!username || !password) throw new BizError(WRONG);

    const gate = await openGate(ctx, username, request.ip);
    if (gate.refused) throw new BizError(gate.refused);
    if (gate.captcha) {
      // A captcha problem checks no password: the attempt is given back.
      await requireCaptcha(ctx, body.captcha ?? body.inputCode, body.checkKey).catch(async (error: unknown) => {
        if (gate.key) await refundAttempt(ctx, gate.key);
        throw error;
      });
    }

    const user = await findUserByUsername(ctx, username);
    // An unknown account costs a hash too, so the answer time does not tell it apart.
    const right = await verifyPassword(password, user?.salt ?? DECOY_SALT, user?.password ?? DECOY_HASH);
    if (!user || !right) {
      await recordFailure(ctx, request.ip);
      throw new BizError(gate.last ? LOCKED_MESSAGE : WRONG);
    }
    const refusal = userRefusal(user);
    if (refusal) throw new BizError(refusal);
    return user;
  }

  app.post('/sys/login', { config: SIGN_IN, schema: SCHEMA.login }, async (request) => {
    const user = await signInAccount(request);
    // JeecgBoot leaves the dictionaries out for a Vue 3 client: it reads them from getUserInfo.
    const login = await completeLogin(ctx, user, request.ip, { dictionaries: !isVue3Client(request) });
    return ok(login, '登录成功');
  });

  /**
   * The account whose number and SMS sign-in code the request gives, through the sign-in guard: `use` spends the
   * code (signing in), `check` leaves a right one for the sign-in that follows (JeecgBoot 3.x's department lookup).
   */
  async function phoneAccount(request: FastifyRequest, mobile: string, code: string, spend: 'use' | 'check') {
    if (!mobile) throw new BizError('手机号不允许为空！');
    const user = await findUserByPhone(ctx, mobile);
    // Wrong codes count towards the account's lock (an unknown number has a counter of its own).
    const gate = await openGate(ctx, user?.username ?? `phone:${mobile}`, request.ip);
    if (gate.refused) throw new BizError(gate.refused);
    const right =
      spend === 'use'
        ? await consumeSmsCode(ctx, mobile, code, SMS_MODE.login)
        : await checkSmsCode(ctx, mobile, code, SMS_MODE.login);
    if (!user || !right) {
      await recordFailure(ctx, request.ip);
      throw new BizError(gate.last ? LOCKED_MESSAGE : '手机验证码错误');
    }
    const refusal = userRefusal(user);
    if (refusal) throw new BizError(refusal);
    return user;
  }

  // The Vue 3 login form asks, once username, password and captcha (or number and SMS code) are typed, which
  // departments it may sign in to (it offers a choice when there are several). The same guard as the sign-in.
  app.post('/sys/loginGetUserDeparts', { config: SIGN_IN, schema: SCHEMA.loginDeparts }, async (request) => {
    const body = bodyOf(request);
    const user =
      text(body.loginType) === 'phone'
        ? await phoneAccount(request, text(body.mobile).trim(), text(body.smscode).trim(), 'check')
        : await signInAccount(request);
    const departs = await userDeparts(ctx, user.id);
    return ok({
      departs: departs.map((d) => ({ orgCode: d.orgCode, departName: d.departNameAbbr || d.departName })),
      currentOrgCode: user.orgCode ?? '',
    });
  });

  app.post(
    '/sys/sms',
    { config: { public: true, rateLimit: RATE_LIMITS.sms }, schema: SCHEMA.sms },
    async (request) => {
      const body = bodyOf(request);
      const mobile = text(body.mobile).trim();
      const smsmode = text(body.smsmode) || '0';
      if (!mobile) throw new BizError('手机号不允许为空！');
      if (!/^1[3-9]\d{9}$/.test(mobile)) throw new BizError('手机号格式不正确！');
      if (isBlank(body.captcha)) {
        // JeecgBoot 3.x's clients send the code request bare and show the image on this answer (docs/security.md).
        if (!(await takeSmsPass(ctx, request.ip))) throw new BizError(SMS_IMAGE_FIRST_MESSAGE, SMS_IMAGE_FIRST_CODE);
      } else await requireCaptcha(ctx, body.captcha, body.checkKey);
      // A bind code (third-party sign-in's 绑定手机号) needs the popup's live bind ticket.
      if (smsmode === SMS_MODE.bind && !(await findTicket(ctx, text(body.thirdUserUuid), 'bind', false)))
        throw new BizError(THIRD_MESSAGES.bindExpired);
      await chargeSmsBudget(ctx, { ip: request.ip, mobile, smsmode });
      // The answer is the same whatever the number (nobody learns which numbers have accounts): a sign-up code
      // (smsmode 1) goes to a number without an account while sign-up is open, and the owner of a registered
      // number is told so instead; every other code goes to a usable account only.
      const user = await findUserByPhone(ctx, mobile);
      if (smsmode === SMS_MODE.bind) {
        // Binding links a usable account, or makes one while sign-up is open.
        if (user ? !userRefusal(user) : selfRegistration().open) await sendSmsCode(ctx, request.log, mobile, smsmode);
      } else if (smsmode !== SMS_MODE.register) {
        if (!userRefusal(user)) await sendSmsCode(ctx, request.log, mobile, smsmode);
      } else if (!selfRegistration().open) {
        // nothing is sent while sign-up is closed
      } else if (user) request.log.info(`短信 ${mobile}: 该手机号已注册，请直接登录`);
      else await sendSmsCode(ctx, request.log, mobile, smsmode);
      return plain(null);
    },
  );

  /** The image a JeecgBoot 3.x client shows before asking for an SMS code: a right answer allows one code. */
  app.post(
    '/sys/smsCheckCaptcha',
    { config: { public: true, rateLimit: RATE_LIMITS.sms }, schema: SCHEMA.smsCheckCaptcha },
    async (request) => {
      const body = bodyOf(request);
      await requireCaptcha(ctx, body.captcha, body.checkKey);
      await grantSmsPass(ctx, request.ip);
      return ok(null);
    },
  );

  app.post('/sys/phoneLogin', { config: SIGN_IN, schema: SCHEMA.phoneLogin }, async (request) => {
    const body = bodyOf(request);
    const user = await phoneAccount(request, text(body.mobile).trim(), text(body.captcha).trim(), 'use');
    return ok(await completeLogin(ctx, user, request.ip), '登录成功');
  });

  const logout = async (request: FastifyRequest) => {
    const token = requestToken(request);
    const userId = token ? await revokeSession(ctx, token) : null;
    if (!userId) return fail('退出登录失败！');
    await logSignOut(ctx, userId, request.ip);
    return okMessage('退出登录成功！');
  };
  app.post('/sys/logout', { config: PUBLIC, schema: NO_PARAMETERS }, logout);
  app.get('/sys/logout', { config: PUBLIC, schema: NO_PARAMETERS }, logout);
}
