/**
 * Failed sign-ins per account. Deliberate differences from JeecgBoot 3.4: the image captcha is
 * demanded only after CAPTCHA_AFTER failures, and LOCK_AFTER failures within WINDOW_MS lock the
 * account for LOCK_MS (as JeecgBoot HEAD does).
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sysLoginAttempt } from '../db/schema';

export const CAPTCHA_AFTER = 3;
export const LOCK_AFTER = 5;
export const WINDOW_MS = 10 * 60 * 1000;
export const LOCK_MS = 10 * 60 * 1000;

export const LOCKED_MESSAGE = '密码错误次数过多，账号已被锁定，请10分钟后再试！';

export interface GuardState {
  /** Failures inside the current window. */
  failures: number;
  locked: boolean;
}

export async function guardState(ctx: AppContext, username: string): Promise<GuardState> {
  const now = ctx.now();
  const [row] = await ctx.db.select().from(sysLoginAttempt).where(eq(sysLoginAttempt.username, username)).limit(1);
  if (!row) return { failures: 0, locked: false };
  const locked = row.lockedUntil !== null && row.lockedUntil > now;
  const failures = now - row.firstFailedAt <= WINDOW_MS ? row.failCount : 0;
  return { failures: locked ? Math.max(failures, LOCK_AFTER) : failures, locked };
}

/** Counts one failure; returns the new state (locked once the limit is reached). */
export async function recordFailure(ctx: AppContext, username: string): Promise<GuardState> {
  const now = ctx.now();
  const [row] = await ctx.db.select().from(sysLoginAttempt).where(eq(sysLoginAttempt.username, username)).limit(1);
  const fresh = !row || now - row.firstFailedAt > WINDOW_MS;
  const failCount = fresh ? 1 : row.failCount + 1;
  const firstFailedAt = fresh ? now : row.firstFailedAt;
  const lockedUntil = failCount >= LOCK_AFTER ? now + LOCK_MS : null;
  const values = { failCount, firstFailedAt, lastFailedAt: now, lockedUntil };
  await ctx.db
    .insert(sysLoginAttempt)
    .values({ username, ...values })
    .onConflictDoUpdate({ target: sysLoginAttempt.username, set: values });
  return { failures: failCount, locked: lockedUntil !== null };
}

export async function resetFailures(ctx: AppContext, username: string): Promise<void> {
  await ctx.db.delete(sysLoginAttempt).where(eq(sysLoginAttempt.username, username));
}
