/** Current-user calls: departments, department choice, own password. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { BizError, ok, okMessage, plain } from '../../http/envelope';
import { text } from '../../http/text';
import { passwordProblem } from '../../../src/domain/validation';
import { verifyPassword } from '../../lib/password';
import { eq } from 'drizzle-orm';
import { sysUser } from '../../db/schema';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import { requireCaptcha } from '../../services/captcha';
import { revokeUserSessions, setPassword } from '../../services/sessions';
import { chargeSmsBudget, consumeSmsCode, sendSmsCode } from '../../services/sms';
import { findUserByPhone, setUserOrgCode, toUserInfo, userDeparts } from '../../services/users';
import { formatDateTime } from '../../time';
import { allDictItems } from '../../services/dicts';
import { NO_PARAMETERS, routeSchema, text as textValue } from '../../http/route-schemas';

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  return request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
}

/** The smsmode a change-of-phone code is stored with. */
const CHANGE_PHONE_SMS_MODE = '3';

const SCHEMA = {
  selectDepart: routeSchema({ body: { username: textValue('用户账号'), orgCode: textValue('部门编码') } }),
  password: routeSchema({
    body: {
      username: textValue('用户账号'),
      oldpassword: textValue('旧密码'),
      password: textValue('新密码'),
      confirmpassword: textValue('确认新密码'),
    },
  }),
  sms: routeSchema({
    body: { phone: textValue('手机号'), captcha: textValue('验证码'), checkKey: textValue('验证码标识') },
  }),
  phone: routeSchema({ body: { phone: textValue('手机号'), smscode: textValue('短信验证码') } }),
};

export async function sysUserRoutes(app: FastifyInstance, ctx: AppContext) {
  // The Vue 3 client's account and dictionaries after sign-in (JeecgBoot's /sys/user/getUserInfo).
  app.get('/sys/user/getUserInfo', { config: { signedIn: true }, schema: NO_PARAMETERS }, async (request) => {
    // homePath: a contact's home is the portal, screens of ours with no Vue 3 view; without it the client opens
    // /dashboard/analysis, where the hidden stock landing shows 个人设置 (docs/stock-jeecgboot-client.md).
    const userInfo = { ...toUserInfo(currentUser(request)), loginTenantId: request.tenantId, homePath: null };
    return ok({ userInfo, sysAllDictItems: await allDictItems(ctx) });
  });

  // JeecgBoot asks a user still on the default password to change it only when its firewall's enableDefaultPwdCheck
  // is on (off by default): "no".
  app.get('/sys/user/verifyIzDefaultPwd', { config: { signedIn: true }, schema: NO_PARAMETERS }, async () =>
    okMessage('no'),
  );

  app.get('/sys/user/getCurrentUserDeparts', { config: { signedIn: true }, schema: NO_PARAMETERS }, async (request) => {
    const user = currentUser(request);
    return plain({ list: await userDeparts(ctx, user.id), orgCode: user.orgCode ?? null });
  });

  const selectDepart = async (request: FastifyRequest) => {
    const user = currentUser(request);
    const body = bodyOf(request);
    const username = text(body.username);
    if (username && username !== user.username) throw new BizError('只允许切换自己的部门！');
    const orgCode = text(body.orgCode);
    const departs = await userDeparts(ctx, user.id);
    if (!orgCode || !departs.some((d) => d.orgCode === orgCode)) throw new BizError('所选部门不属于当前用户！');
    const updated = await setUserOrgCode(ctx, user, orgCode, formatDateTime(new Date(ctx.now())));
    return plain({ userInfo: toUserInfo(updated) });
  };
  app.put('/sys/selectDepart', { config: { signedIn: true }, schema: SCHEMA.selectDepart }, selectDepart);
  app.post('/sys/selectDepart', { config: { signedIn: true }, schema: SCHEMA.selectDepart }, selectDepart);

  const updatePassword = async (request: FastifyRequest) => {
    const user = currentUser(request);
    const body = bodyOf(request);
    if (text(body.username) !== user.username) throw new BizError('只允许修改自己的密码！');
    if (!(await verifyPassword(text(body.oldpassword), user.salt, user.password)))
      throw new BizError('旧密码输入错误!');
    const password = text(body.password);
    if (!password) throw new BizError('新密码不允许为空!');
    if (password !== text(body.confirmpassword)) throw new BizError('两次输入密码不一致!');
    const weak = passwordProblem(password);
    if (weak) throw new BizError(weak);
    // Other signed-in devices must sign in again with the new password.
    await setPassword(ctx, user.id, password, user.username, request.session?.tokenHash);
    return okMessage('密码重置成功!');
  };
  // One's own sign-in phone changes only with a code sent to the new number, as JeecgBoot HEAD's
  // sendChangePhoneSms / changePhone; the user form refuses it. Sending needs the image captcha and spends the
  // same SMS budgets as sign-in codes (and the account's own); a number already in use gets no code, with the same
  // answer, so the route does not tell registered numbers apart (changePhone then refuses the wrong code).
  app.post(
    '/sys/user/sendChangePhoneSms',
    { config: { signedIn: true, rateLimit: RATE_LIMITS.sms }, schema: SCHEMA.sms },
    async (request) => {
      const body = bodyOf(request);
      const phone = text(body.phone).trim();
      if (!/^1[3-9]\d{9}$/.test(phone)) throw new BizError('手机号格式不正确！');
      await requireCaptcha(ctx, body.captcha, body.checkKey);
      const smsmode = CHANGE_PHONE_SMS_MODE;
      await chargeSmsBudget(ctx, { ip: request.ip, userId: currentUser(request).id, mobile: phone, smsmode });
      if (!(await findUserByPhone(ctx, phone))) await sendSmsCode(ctx, request.log, phone, CHANGE_PHONE_SMS_MODE);
      return okMessage('验证码已发送');
    },
  );

  app.put('/sys/user/changePhone', { config: { signedIn: true }, schema: SCHEMA.phone }, async (request) => {
    const user = currentUser(request);
    const body = bodyOf(request);
    const phone = text(body.phone).trim();
    if (!(await consumeSmsCode(ctx, phone, text(body.smscode).trim()))) throw new BizError('手机验证码错误');
    if (await findUserByPhone(ctx, phone)) throw new BizError('该手机号已被其他用户使用');
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(sysUser)
        .set({ phone, updateBy: user.username, updateTime: formatDateTime(new Date(ctx.now())) })
        .where(eq(sysUser.id, user.id));
      await revokeUserSessions(tx, user.id, request.session?.tokenHash);
    });
    return okMessage('手机号修改成功');
  });

  app.put('/sys/user/updatePassword', { config: { signedIn: true }, schema: SCHEMA.password }, updatePassword);
  app.post('/sys/user/updatePassword', { config: { signedIn: true }, schema: SCHEMA.password }, updatePassword);
}
