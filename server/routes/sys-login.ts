/** Captcha, account and phone sign-in, SMS codes, logout (contract §2). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { requestToken } from '../http/auth';
import { BizError, fail, ok, okMessage, plain } from '../http/envelope';
import { consumeCaptcha, issueCaptcha } from '../services/captcha';
import { CAPTCHA_AFTER, guardState, LOCKED_MESSAGE, recordFailure } from '../services/login-guard';
import { completeLogin } from '../services/login-result';
import { verifyPassword } from '../services/password';
import { revokeSession } from '../services/sessions';
import { consumeSmsCode, issueSmsCode } from '../services/sms';
import { findUserByPhone, findUserByUsername, userRefusal } from '../services/users';

const PUBLIC = { public: true } as const;

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  return request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
}

export async function sysLoginRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { key: string } }>('/sys/randomImage/:key', { config: PUBLIC }, async (request) => {
    const key = request.params.key;
    if (!key || key.length > 100) throw new BizError('获取验证码失败，请检查checkKey！');
    return plain(await issueCaptcha(ctx, key));
  });

  app.post('/sys/login', { config: PUBLIC }, async (request) => {
    const body = bodyOf(request);
    const username = text(body.username).trim();
    const password = text(body.password);
    if (!username || !password) throw new BizError('用户名或密码错误');

    const state = await guardState(ctx, username);
    if (state.locked) throw new BizError(LOCKED_MESSAGE);
    if (state.failures >= CAPTCHA_AFTER) {
      const captcha = text(body.captcha).trim();
      if (!captcha) throw new BizError('请输入验证码', 412);
      if (!(await consumeCaptcha(ctx, text(body.checkKey), captcha))) throw new BizError('验证码错误', 412);
    }

    const user = await findUserByUsername(ctx, username);
    const refusal = userRefusal(user);
    if (refusal || !user) throw new BizError(refusal ?? '用户名或密码错误');
    if (!(await verifyPassword(password, user.salt, user.password))) {
      const after = await recordFailure(ctx, username);
      throw new BizError(after.locked ? LOCKED_MESSAGE : '用户名或密码错误');
    }
    return ok(await completeLogin(ctx, user, request.ip), '登录成功');
  });

  app.post('/sys/sms', { config: PUBLIC }, async (request) => {
    const body = bodyOf(request);
    const mobile = text(body.mobile).trim();
    const smsmode = text(body.smsmode) || '0';
    if (!mobile) throw new BizError('手机号不允许为空！');
    if (!/^1[3-9]\d{9}$/.test(mobile)) throw new BizError('手机号格式不正确！');
    const user = await findUserByPhone(ctx, mobile);
    if (smsmode === '1') {
      if (user) throw new BizError('手机号已经注册，请直接登录！');
    } else {
      const refusal = userRefusal(user);
      if (refusal === '该用户不存在，请注册') throw new BizError('该用户不存在或未绑定手机号');
      if (refusal) throw new BizError(refusal);
    }
    const code = await issueSmsCode(ctx, mobile, smsmode);
    if (code === null) throw new BizError('验证码10分钟内，仍然有效！');
    // Stands in for the SMS gateway: the code is readable in the server log only.
    request.log.info(`短信验证码 ${mobile}: ${code}（10分钟内有效）`);
    return plain(null);
  });

  app.post('/sys/phoneLogin', { config: PUBLIC }, async (request) => {
    const body = bodyOf(request);
    const mobile = text(body.mobile).trim();
    const captcha = text(body.captcha).trim();
    if (!mobile) throw new BizError('手机号不允许为空！');
    const user = await findUserByPhone(ctx, mobile);
    const refusal = userRefusal(user);
    if (refusal || !user) throw new BizError(refusal ?? '该用户不存在，请注册');
    if ((await guardState(ctx, user.username)).locked) throw new BizError(LOCKED_MESSAGE);
    if (!(await consumeSmsCode(ctx, mobile, captcha))) {
      const after = await recordFailure(ctx, user.username);
      throw new BizError(after.locked ? LOCKED_MESSAGE : '手机验证码错误');
    }
    return ok(await completeLogin(ctx, user, request.ip), '登录成功');
  });

  const logout = async (request: FastifyRequest) => {
    const token = requestToken(request);
    if (!token || !(await revokeSession(ctx, token))) return fail('退出登录失败！');
    return okMessage('退出登录成功！');
  };
  app.post('/sys/logout', { config: PUBLIC }, logout);
  app.get('/sys/logout', { config: PUBLIC }, logout);
}
