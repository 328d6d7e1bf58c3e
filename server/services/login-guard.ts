/**
 * Sign-in throttling. Every attempt is counted in the database in one statement before
 * the password is checked, so parallel guesses cannot slip past the count: per account at most LOCK_AFTER
 * passwords are checked in WINDOW_MS, whatever the concurrency. The captcha is demanded after CAPTCHA_AFTER
 * attempts on the account, and for every account tried from an address with IP_CAPTCHA_AFTER failures (spraying
 * many accounts); an address with IP_REFUSE_AFTER failures is refused for the rest of the window.
 *
 * Deliberate choice against lockout abuse: a locked account may still sign in, with the captcha, from an
 * address it signed in from before; those attempts have their own counter of LOCK_AFTER per window. Deliberate
 * differences from JeecgBoot 3.4: the image captcha only after failures, and the lock of JeecgBoot HEAD.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sysLoginAttempt, sysLoginKnown } from '../db/schema';

export const CAPTCHA_AFTER = 3;
export const LOCK_AFTER = 5;
export const WINDOW_MS = 10 * 60 * 1000;
export const IP_CAPTCHA_AFTER = 10;
export const IP_REFUSE_AFTER = 100;

export const LOCKED_MESSAGE = '密码错误次数过多，账号已被锁定，请10分钟后再试！';
export const IP_REFUSED_MESSAGE = '登录失败次数过多，请稍后再试';
export const WRONG_CREDENTIALS_MESSAGE = '用户名或密码错误';

const accountKey = (username: string) => `u:${username.toLowerCase()}`.slice(0, 200);
const deviceKey = (username: string, ip: string) => `u:${username.toLowerCase()}@${ip}`.slice(0, 200);
const ipKey = (ip: string) => `ip:${ip}`.slice(0, 200);

/** Counts one attempt under `key` and returns how many there were in the current window, this one included. */
export async function countAttempt(ctx: AppContext, key: string): Promise<number> {
  const now = ctx.now();
  const t = sysLoginAttempt;
  const expired = sql`${now} - ${t.firstFailedAt} > ${WINDOW_MS}`;
  const [row] = await ctx.db
    .insert(t)
    .values({ username: key, failCount: 1, firstFailedAt: now, lastFailedAt: now })
    .onConflictDoUpdate({
      target: t.username,
      set: {
        failCount: sql`case when ${expired} then 1 else ${t.failCount} + 1 end`,
        firstFailedAt: sql`case when ${expired} then ${now} else ${t.firstFailedAt} end`,
        lastFailedAt: now,
      },
    })
    .returning({ count: t.failCount });
  return row?.count ?? 1;
}

/** Gives back an attempt that was stopped before its password was checked (a missing or wrong captcha). */
export async function refundAttempt(ctx: AppContext, key: string): Promise<void> {
  await ctx.db
    .update(sysLoginAttempt)
    .set({ failCount: sql`greatest(${sysLoginAttempt.failCount} - 1, 0)` })
    .where(eq(sysLoginAttempt.username, key));
}

/** Attempts under `key` in the current window, without counting one. */
export async function attemptsIn(ctx: AppContext, key: string): Promise<number> {
  const [row] = await ctx.db.select().from(sysLoginAttempt).where(eq(sysLoginAttempt.username, key)).limit(1);
  return row && ctx.now() - row.firstFailedAt <= WINDOW_MS ? row.failCount : 0;
}

export interface SignInGate {
  /** Why this attempt is refused before its password is looked at. */
  refused?: string;
  /** The captcha must come with this attempt. */
  captcha?: boolean;
  /** This attempt is the last one before the lock: a failure answers LOCKED_MESSAGE. */
  last?: boolean;
  /** The counter that let the attempt through (see refundAttempt). */
  key?: string;
}

/** Counts a sign-in attempt for the account from `ip` and says whether it may go on, and with a captcha. */
export async function openGate(ctx: AppContext, username: string, ip: string): Promise<SignInGate> {
  const ipFailures = await attemptsIn(ctx, ipKey(ip));
  if (ipFailures >= IP_REFUSE_AFTER) return { refused: IP_REFUSED_MESSAGE };
  const attempts = await countAttempt(ctx, accountKey(username));
  if (attempts <= LOCK_AFTER) {
    const captcha = attempts > CAPTCHA_AFTER || ipFailures >= IP_CAPTCHA_AFTER;
    return { captcha, last: attempts === LOCK_AFTER, key: accountKey(username) };
  }
  // A refused attempt checks no password and is given back: the counter stays at the lock however many arrive at
  // once (on PostgreSQL a burst counts in parallel before any answer; without this, the captcha refusals' give-backs
  // would leave the counter far past the lock and the owner locked out by a burst that checked nothing).
  await refundAttempt(ctx, accountKey(username));
  if (!(await isKnownAddress(ctx, username, ip))) return { refused: LOCKED_MESSAGE };
  const key = deviceKey(username, ip);
  const fromHere = await countAttempt(ctx, key);
  if (fromHere <= LOCK_AFTER) return { captcha: true, last: fromHere === LOCK_AFTER, key };
  await refundAttempt(ctx, key);
  return { refused: LOCKED_MESSAGE };
}

/** A wrong password or an unknown account: the address's failures count towards its limits. */
export async function recordFailure(ctx: AppContext, ip: string): Promise<void> {
  await countAttempt(ctx, ipKey(ip));
}

/** A successful sign-in: the account's counters start again and the address is remembered. */
export async function recordSuccess(ctx: AppContext, username: string, ip: string | null): Promise<void> {
  const now = ctx.now();
  await ctx.db
    .delete(sysLoginAttempt)
    .where(
      sql`${sysLoginAttempt.username} in (${accountKey(username)}, ${deviceKey(username, ip ?? '')}) or ${lt(sysLoginAttempt.lastFailedAt, now - WINDOW_MS)}`,
    );
  if (!ip) return;
  await ctx.db
    .insert(sysLoginKnown)
    .values({ username, ip, lastSuccessAt: now })
    .onConflictDoUpdate({ target: [sysLoginKnown.username, sysLoginKnown.ip], set: { lastSuccessAt: now } });
}

async function isKnownAddress(ctx: AppContext, username: string, ip: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ ip: sysLoginKnown.ip })
    .from(sysLoginKnown)
    .where(and(eq(sysLoginKnown.username, username), eq(sysLoginKnown.ip, ip)))
    .limit(1);
  return !!row;
}
