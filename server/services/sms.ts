/**
 * SMS codes (sign-in, change of phone, sign-up, password recovery). The reference server writes the code to its log instead of sending a message.
 *
 * Every route that sends a code goes through the image captcha and `chargeSmsBudget`: per number one code per code
 * lifetime, per address, per network (IPv4 /24, IPv6 /64) and per signed-in account a few per window, and a global
 * budget that counts only the codes actually sent. The global budget is charged last, so one address or network can
 * spend only its own share of it: blocking SMS for everyone takes many networks, not one attacker. These counts do
 * not depend on the captcha, so they hold even when a captcha is solved by a program.
 */
import { isIPv4 } from 'node:net';
import { randomInt } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sysSmsCode } from '../db/schema';
import { BizError } from '../http/envelope';
import { attemptsIn, countAttempt } from './login-guard';

export const SMS_TTL_MS = 10 * 60 * 1000;
/** A password-recovery code (smsmode 2) lives 5 minutes. */
export const RECOVERY_TTL_MS = 5 * 60 * 1000;
/** Wrong tries a code survives: the fifth wrong one ends it. */
export const SMS_MAX_TRIES = 5;
/** JeecgBoot's modes, and `3` for the third-party 绑定手机号 dialog (needs its bind ticket; routes/system/login.ts). */
export const SMS_MODE = { login: '0', register: '1', recovery: '2', bind: '3' } as const;
/** Requests per counting window (services/login-guard's WINDOW_MS). */
export const SMS_LIMITS = { perAddress: 10, perNetwork: 30, perAccount: 5, inAll: 200 } as const;
export const SMS_BUSY_MESSAGE = '短信发送过于频繁，请稍后再试';
export const SMS_STILL_VALID_MESSAGE = '验证码10分钟内，仍然有效！';
/** A code request without the image's answer and without a solved image (JeecgBoot's PHONE_SMS_FAIL_CODE). */
export const SMS_IMAGE_FIRST_MESSAGE = '请先完成图片验证码校验';
export const SMS_IMAGE_FIRST_CODE = 40002;
const GLOBAL_KEY = 'sms:all';

/** The network an address belongs to: its /24 (IPv4, also IPv4-mapped IPv6) or its /64 (IPv6). */
export function networkOf(ip: string): string {
  const v4 = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const groups = head.split(':').filter(Boolean);
  // A "::" inside the first four groups stands for zero groups.
  while (groups.length < 4 && tail !== undefined) groups.push('0');
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/**
 * Counts one code request from `ip` (and the signed-in `userId`) for `mobile`; refuses it when a budget is spent.
 * Call it after the captcha, before deciding whether a code is sent.
 */
export async function chargeSmsBudget(
  ctx: AppContext,
  request: { ip: string; userId?: string; mobile: string; smsmode?: string },
): Promise<void> {
  const budgets: [string, number][] = [
    [`sms-ip:${request.ip}`, SMS_LIMITS.perAddress],
    [`sms-net:${networkOf(request.ip)}`, SMS_LIMITS.perNetwork],
  ];
  if (request.userId) budgets.push([`sms-user:${request.userId}`, SMS_LIMITS.perAccount]);
  for (const [key, limit] of budgets)
    if ((await countAttempt(ctx, key.slice(0, 200))) > limit) throw new BizError(SMS_BUSY_MESSAGE);
  // One code per number and purpose per lifetime, counted whether a code is sent or not (the same answers).
  if ((await countAttempt(ctx, `sms-no:${request.smsmode ?? ''}:${request.mobile}`)) > 1)
    throw new BizError(SMS_STILL_VALID_MESSAGE);
  if ((await attemptsIn(ctx, GLOBAL_KEY)) >= SMS_LIMITS.inAll) throw new BizError(SMS_BUSY_MESSAGE);
}

/** Sends (logs) a code that passed `chargeSmsBudget`, charging the global budget. */
export async function sendSmsCode(
  ctx: AppContext,
  log: { info(message: string): void },
  mobile: string,
  smsmode: string,
): Promise<void> {
  const code = await issueSmsCode(ctx, mobile, smsmode);
  if (!code) return;
  await countAttempt(ctx, GLOBAL_KEY);
  // Stands in for the SMS gateway: the code is readable in the server log only.
  log.info(`短信验证码 ${mobile}: ${code}（10分钟内有效）`);
}

/** A new 6-digit code, or null while an earlier one is still valid. */
export async function issueSmsCode(ctx: AppContext, mobile: string, smsmode: string): Promise<string | null> {
  const now = ctx.now();
  const [existing] = await ctx.db.select().from(sysSmsCode).where(eq(sysSmsCode.mobile, mobile)).limit(1);
  // A live code for the same purpose stands; one for another purpose gives way (sign-in, then 找回密码).
  if (existing && existing.expiresAt > now && existing.smsmode === smsmode) return null;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const ttl = smsmode === SMS_MODE.recovery ? RECOVERY_TTL_MS : SMS_TTL_MS;
  const values = { code, smsmode, createdAt: now, expiresAt: now + ttl };
  await ctx.db
    .insert(sysSmsCode)
    .values({ mobile, ...values })
    .onConflictDoUpdate({ target: sysSmsCode.mobile, set: values });
  return code;
}

/** The unexpired code of `mobile` sent for `smsmode`, when `code` is it (any mode without one). */
function liveCode(ctx: AppContext, mobile: string, code: string, smsmode?: string) {
  return and(
    eq(sysSmsCode.mobile, mobile),
    eq(sysSmsCode.code, code),
    gt(sysSmsCode.expiresAt, ctx.now()),
    smsmode === undefined ? undefined : eq(sysSmsCode.smsmode, smsmode),
  );
}

/** Whether an unexpired code sent for `smsmode` waits for `mobile` (a wrong code and a missing one are told apart). */
export async function hasLiveCode(ctx: AppContext, mobile: string, smsmode: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ mobile: sysSmsCode.mobile })
    .from(sysSmsCode)
    .where(and(eq(sysSmsCode.mobile, mobile), eq(sysSmsCode.smsmode, smsmode), gt(sysSmsCode.expiresAt, ctx.now())))
    .limit(1);
  return row !== undefined;
}

/** A wrong code counts against the number's code: the SMS_MAX_TRIES-th wrong one deletes it. */
async function wrongTry(ctx: AppContext, mobile: string): Promise<false> {
  if ((await countAttempt(ctx, `sms-try:${mobile}`)) >= SMS_MAX_TRIES)
    await ctx.db.delete(sysSmsCode).where(eq(sysSmsCode.mobile, mobile));
  return false;
}

/** True when the code is right and unexpired (and was sent for `smsmode`, when given); a right code is used up. */
export async function consumeSmsCode(
  ctx: AppContext,
  mobile: string,
  code: string,
  smsmode?: string,
): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return wrongTry(ctx, mobile);
  const deleted = await ctx.db
    .delete(sysSmsCode)
    .where(liveCode(ctx, mobile, code, smsmode))
    .returning({ mobile: sysSmsCode.mobile });
  return deleted.length > 0 || wrongTry(ctx, mobile);
}

/** As consumeSmsCode, but a right code stays for the next step (找回密码's 手机验证). */
export async function checkSmsCode(ctx: AppContext, mobile: string, code: string, smsmode: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return wrongTry(ctx, mobile);
  const [row] = await ctx.db
    .select()
    .from(sysSmsCode)
    .where(liveCode(ctx, mobile, code, smsmode))
    .limit(1);
  return row !== undefined || wrongTry(ctx, mobile);
}
