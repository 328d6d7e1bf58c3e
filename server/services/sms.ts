/**
 * SMS codes (sign-in, change of phone). The reference server writes the code to its log instead of sending a message.
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
/** Requests per counting window (services/login-guard's WINDOW_MS). */
export const SMS_LIMITS = { perAddress: 10, perNetwork: 30, perAccount: 5, inAll: 200 } as const;
export const SMS_BUSY_MESSAGE = '短信发送过于频繁，请稍后再试';
export const SMS_STILL_VALID_MESSAGE = '验证码10分钟内，仍然有效！';
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
  request: { ip: string; userId?: string; mobile: string },
): Promise<void> {
  const budgets: [string, number][] = [
    [`sms-ip:${request.ip}`, SMS_LIMITS.perAddress],
    [`sms-net:${networkOf(request.ip)}`, SMS_LIMITS.perNetwork],
  ];
  if (request.userId) budgets.push([`sms-user:${request.userId}`, SMS_LIMITS.perAccount]);
  for (const [key, limit] of budgets)
    if ((await countAttempt(ctx, key.slice(0, 200))) > limit) throw new BizError(SMS_BUSY_MESSAGE);
  // One code per number per lifetime, counted whether a code is sent or not (the same answers).
  if ((await countAttempt(ctx, `sms-no:${request.mobile}`)) > 1) throw new BizError(SMS_STILL_VALID_MESSAGE);
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
  if (existing && existing.expiresAt > now) return null;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const values = { code, smsmode, createdAt: now, expiresAt: now + SMS_TTL_MS };
  await ctx.db
    .insert(sysSmsCode)
    .values({ mobile, ...values })
    .onConflictDoUpdate({ target: sysSmsCode.mobile, set: values });
  return code;
}

/** True when the code is right and unexpired; a right code is used up. */
export async function consumeSmsCode(ctx: AppContext, mobile: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const deleted = await ctx.db
    .delete(sysSmsCode)
    .where(and(eq(sysSmsCode.mobile, mobile), eq(sysSmsCode.code, code), gt(sysSmsCode.expiresAt, ctx.now())))
    .returning({ mobile: sysSmsCode.mobile });
  return deleted.length > 0;
}
