/**
 * Login image captcha. Deliberate difference from JeecgBoot (a JPEG): the image is an SVG
 * (`data:image/svg+xml;base64,…`) with the characters as rotated <text> elements over noise lines.
 */
import { randomInt } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sysCaptcha } from '../db/schema';

export const CAPTCHA_TTL_MS = 60_000;
/** Without look-alikes (0/O, 1/l/I). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const COLORS = ['#1f4e8c', '#8c1f3d', '#2d6a2d', '#6a3d8c', '#8c5a1f'];

export function randomCode(length = 4): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export function captchaSvg(code: string): string {
  const width = 105;
  const height = 35;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="100%" height="100%" fill="#f3f6fa"/>`,
  ];
  for (let i = 0; i < 5; i++) {
    const color = COLORS[randomInt(COLORS.length)];
    parts.push(
      `<line x1="${randomInt(width)}" y1="${randomInt(height)}" x2="${randomInt(width)}" y2="${randomInt(height)}" stroke="${color}" stroke-opacity="0.45" stroke-width="1"/>`,
    );
  }
  [...code].forEach((ch, i) => {
    const x = 14 + i * 23;
    const y = 25 + randomInt(-3, 4);
    const rotate = randomInt(-25, 26);
    const color = COLORS[randomInt(COLORS.length)];
    parts.push(
      `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" fill="${color}" font-family="Arial, sans-serif" font-size="22" font-weight="bold">${ch}</text>`,
    );
  });
  parts.push('</svg>');
  return parts.join('');
}

/** Stores a new code under the client's key and returns the image as a data URL. */
export async function issueCaptcha(ctx: AppContext, checkKey: string): Promise<string> {
  const now = ctx.now();
  const code = randomCode();
  await ctx.db.delete(sysCaptcha).where(lt(sysCaptcha.expiresAt, now));
  const values = { code: code.toLowerCase(), expiresAt: now + CAPTCHA_TTL_MS };
  await ctx.db
    .insert(sysCaptcha)
    .values({ checkKey, ...values })
    .onConflictDoUpdate({ target: sysCaptcha.checkKey, set: values });
  return `data:image/svg+xml;base64,${Buffer.from(captchaSvg(code), 'utf8').toString('base64')}`;
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
