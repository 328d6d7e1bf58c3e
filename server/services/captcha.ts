/**
 * Login image captcha. Deliberate difference from JeecgBoot (a JPEG): an SVG (`data:image/svg+xml;base64,…`) that
 * a program cannot read by matching the font's outlines (services/captcha-image.ts). A code lives 2 minutes and
 * serves one check, right or wrong. The captcha slows machines down; it is not what the limits rest on: the sign-in
 * lock, the address limits and the SMS budgets count attempts whether the captcha was solved or not.
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sysCaptcha } from '../db/schema';
import { BizError } from '../http/envelope';
import { drawCaptcha } from './captcha-image';

export const CAPTCHA_TTL_MS = 2 * 60_000;

/** Stores a new code under the client's key and returns the image as a data URL. */
export async function issueCaptcha(ctx: AppContext, checkKey: string): Promise<string> {
  const now = ctx.now();
  const { code, svg } = await drawCaptcha();
  await ctx.db.delete(sysCaptcha).where(lt(sysCaptcha.expiresAt, now));
  const values = { code: code.toLowerCase(), expiresAt: now + CAPTCHA_TTL_MS };
  await ctx.db
    .insert(sysCaptcha)
    .values({ checkKey, ...values })
    .onConflictDoUpdate({ target: sysCaptcha.checkKey, set: values });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** Checks a code case-insensitively. Every check uses the code up, right or wrong: one guess per image. */
export async function consumeCaptcha(ctx: AppContext, checkKey: string, input: string): Promise<boolean> {
  if (isReservedKey(checkKey)) return false; // an SMS pass (below) is no image answer
  const deleted = await ctx.db
    .delete(sysCaptcha)
    .where(and(eq(sysCaptcha.checkKey, checkKey), gt(sysCaptcha.expiresAt, ctx.now())))
    .returning({ code: sysCaptcha.code });
  if (deleted.length === 0) await ctx.db.delete(sysCaptcha).where(eq(sysCaptcha.checkKey, checkKey));
  return deleted[0]?.code === input.trim().toLowerCase();
}

/**
 * A solved image kept for the one SMS it allows, by address: JeecgBoot 3.x clients check the image first
 * (`/sys/smsCheckCaptcha`) and then ask for the code without it. The code stored can never be drawn (letters and
 * digits only), and the key cannot be asked for an image (`#`), so only a solved image makes a pass.
 */
const SMS_PASS = '#sms-pass';
/** Keys of stored entries that are not images (an SMS pass): no image is drawn under one, none checked against one. */
export const isReservedKey = (checkKey: string) => checkKey.startsWith('#');
const smsPassKey = (ip: string) => `${SMS_PASS}:${ip}`.slice(0, 100);

export async function grantSmsPass(ctx: AppContext, ip: string): Promise<void> {
  const values = { code: SMS_PASS, expiresAt: ctx.now() + CAPTCHA_TTL_MS };
  await ctx.db
    .insert(sysCaptcha)
    .values({ checkKey: smsPassKey(ip), ...values })
    .onConflictDoUpdate({ target: sysCaptcha.checkKey, set: values });
}

/** Uses up this address's pass; false when it has none (or it expired). */
export async function takeSmsPass(ctx: AppContext, ip: string): Promise<boolean> {
  const taken = await ctx.db
    .delete(sysCaptcha)
    .where(and(eq(sysCaptcha.checkKey, smsPassKey(ip)), eq(sysCaptcha.code, SMS_PASS)))
    .returning({ expiresAt: sysCaptcha.expiresAt });
  return (taken[0]?.expiresAt ?? 0) > ctx.now();
}

/** Refuses (412) a request without the right answer to the image drawn for `checkKey`. */
export async function requireCaptcha(ctx: AppContext, answer: unknown, checkKey: unknown): Promise<void> {
  const captcha = typeof answer === 'string' ? answer.trim() : '';
  if (!captcha) throw new BizError('请输入验证码', 412);
  if (!(await consumeCaptcha(ctx, typeof checkKey === 'string' ? checkKey : '', captcha)))
    throw new BizError('验证码错误', 412);
}
