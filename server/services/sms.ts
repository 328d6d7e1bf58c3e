/** SMS login codes. The reference server writes the code to its log instead of sending a message. */
import { randomInt } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sysSmsCode } from '../db/schema';

export const SMS_TTL_MS = 10 * 60 * 1000;

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
