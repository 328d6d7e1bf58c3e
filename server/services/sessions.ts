/** Server-side sessions: random tokens, stored as SHA-256, sliding idle expiry plus an absolute end. */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, lt, ne, notInArray, or } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { DbLike } from '../crud/spec';
import { formatDateTime } from '../time';
import { hashPassword, newSalt } from '../lib/password';
import { sysSession, sysUser, type SysUserRow } from '../db/schema';

export type SessionRow = typeof sysSession.$inferSelect;

/** Live sessions per account: a new sign-in beyond them ends the oldest. */
export const MAX_SESSIONS_PER_USER = 10;

/** Avoids one write per request: last_seen_at moves at most once a minute. */
const TOUCH_INTERVAL_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export async function createSession(
  ctx: AppContext,
  userId: string,
  tenantId: number,
  ip: string | null,
): Promise<string> {
  const now = ctx.now();
  await ctx.db
    .delete(sysSession)
    .where(or(lt(sysSession.expiresAt, now), lt(sysSession.lastSeenAt, now - ctx.sessionIdleMs)));
  const token = randomBytes(32).toString('hex');
  await ctx.db.insert(sysSession).values({
    tokenHash: hashToken(token),
    userId,
    tenantId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + ctx.sessionMaxMs,
    ip,
  });
  const newest = ctx.db
    .select({ tokenHash: sysSession.tokenHash })
    .from(sysSession)
    .where(eq(sysSession.userId, userId))
    .orderBy(desc(sysSession.seq))
    .limit(MAX_SESSIONS_PER_USER);
  await ctx.db.delete(sysSession).where(and(eq(sysSession.userId, userId), notInArray(sysSession.tokenHash, newest)));
  return token;
}

/** The live session and its (active) user for a token, or null. */
export async function resolveSession(
  ctx: AppContext,
  token: string | null | undefined,
): Promise<{ session: SessionRow; user: SysUserRow } | null> {
  if (!token || token.length > 200) return null;
  const [row] = await ctx.db
    .select({ session: sysSession, user: sysUser })
    .from(sysSession)
    .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
    .where(eq(sysSession.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return null;
  const now = ctx.now();
  const { session, user } = row;
  if (now >= session.expiresAt || now - session.lastSeenAt >= ctx.sessionIdleMs) {
    await ctx.db.delete(sysSession).where(eq(sysSession.tokenHash, session.tokenHash));
    return null;
  }
  if (user.delFlag !== 0 || user.status !== 1) return null;
  if (now - session.lastSeenAt >= TOUCH_INTERVAL_MS) {
    await ctx.db.update(sysSession).set({ lastSeenAt: now }).where(eq(sysSession.tokenHash, session.tokenHash));
    session.lastSeenAt = now;
  }
  return { session, user };
}

/** Ends the session of `token`; its user's id, or null when there was none. */
export async function revokeSession(ctx: AppContext, token: string): Promise<string | null> {
  const [deleted] = await ctx.db
    .delete(sysSession)
    .where(eq(sysSession.tokenHash, hashToken(token)))
    .returning({ userId: sysSession.userId });
  return deleted?.userId ?? null;
}

/** Ends every session of a user except `keepTokenHash` (a new password or phone, a freeze). */
export async function revokeUserSessions(db: DbLike, userId: string, keepTokenHash?: string): Promise<void> {
  const condition = keepTokenHash
    ? and(eq(sysSession.userId, userId), ne(sysSession.tokenHash, keepTokenHash))
    : eq(sysSession.userId, userId);
  await db.delete(sysSession).where(condition);
}

/** Sets a user's password and ends their other sessions, in one transaction. */
export async function setPassword(
  ctx: AppContext,
  userId: string,
  password: string,
  updateBy: string,
  keepTokenHash?: string,
): Promise<void> {
  const salt = newSalt();
  const hashed = await hashPassword(password, salt);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(sysUser)
      .set({ password: hashed, salt, updateBy, updateTime: formatDateTime(new Date(ctx.now())) })
      .where(eq(sysUser.id, userId));
    await revokeUserSessions(tx, userId, keepTokenHash);
  });
}
