/**
 * Login image captcha (issue 9 item 4). Deliberate difference from JeecgBoot (a JPEG): an SVG
 * (`data:image/svg+xml;base64,…`) drawn by svg-captcha: each character is a distorted glyph outline (a path, no
 * text a program could read), over noise lines. A code lives 2 minutes and serves one check, right or wrong.
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sysCaptcha } from '../db/schema';
import { BizError } from '../http/envelope';

export const CAPTCHA_TTL_MS = 2 * 60_000;
/** Without look-alikes (0/O, 1/l/I). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** svg-captcha parses its font when loaded (a few MB): loaded with the first captcha, which most servers never draw. */
let library: Promise<typeof import('svg-captcha')> | undefined;

export async function captchaImage(): Promise<{ code: string; svg: string }> {
  library ??= import('svg-captcha');
  const { text, data } = (await library).create({
    size: 4,
    charPreset: ALPHABET,
    noise: 3,
    color: true,
    background: '#f3f6fa',
    width: 105,
    height: 35,
    fontSize: 38,
  });
  return { code: text, svg: data };
}

/** Stores a new code under the client's key and returns the image as a data URL. */
export async function issueCaptcha(ctx: AppContext, checkKey: string): Promise<string> {
  const now = ctx.now();
  const { code, svg } = await captchaImage();
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
  const deleted = await ctx.db
    .delete(sysCaptcha)
    .where(and(eq(sysCaptcha.checkKey, checkKey), gt(sysCaptcha.expiresAt, ctx.now())))
    .returning({ code: sysCaptcha.code });
  if (deleted.length === 0) await ctx.db.delete(sysCaptcha).where(eq(sysCaptcha.checkKey, checkKey));
  return deleted[0]?.code === input.trim().toLowerCase();
}

/** Refuses (412) a request without the right answer to the image drawn for `checkKey`. */
export async function requireCaptcha(ctx: AppContext, answer: unknown, checkKey: unknown): Promise<void> {
  const captcha = typeof answer === 'string' ? answer.trim() : '';
  if (!captcha) throw new BizError('请输入验证码', 412);
  if (!(await consumeCaptcha(ctx, typeof checkKey === 'string' ? checkKey : '', captcha)))
    throw new BizError('验证码错误', 412);
}
