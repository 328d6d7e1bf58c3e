/** Housekeeping: expired sign-in data (the announcements' job is services/announcements.ts). */
import { lt, lte, or } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sysCaptcha, sysLoginAttempt, sysSession, sysSmsCode } from '../db/schema';
import { WINDOW_MS } from '../services/login-guard';
import { pruneRuns } from './job-log';

/** Runs of the scheduled jobs are kept this long. */
export const RUN_LOG_KEEP_MS = 30 * 24 * 3600 * 1000;

/**
 * Deletes expired sessions (past their absolute end or idle too long), failed-sign-in counters whose window
 * and lock are over, expired image captchas and SMS codes, and run-log rows older than 30 days.
 */
export async function cleanExpiredSessions(ctx: AppContext): Promise<string> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const sessions = await tx
      .delete(sysSession)
      .where(or(lte(sysSession.expiresAt, now), lte(sysSession.lastSeenAt, now - ctx.sessionIdleMs)))
      .returning({ key: sysSession.tokenHash });
    const attempts = await tx
      .delete(sysLoginAttempt)
      .where(lt(sysLoginAttempt.firstFailedAt, now - WINDOW_MS))
      .returning({ key: sysLoginAttempt.username });
    const captchas = await tx
      .delete(sysCaptcha)
      .where(lt(sysCaptcha.expiresAt, now))
      .returning({ key: sysCaptcha.checkKey });
    const sms = await tx.delete(sysSmsCode).where(lt(sysSmsCode.expiresAt, now)).returning({ key: sysSmsCode.mobile });
    const runs = await pruneRuns(tx, now - RUN_LOG_KEEP_MS);
    const message =
      `已清理过期会话 ${sessions.length} 条、登录失败记录 ${attempts.length} 条、图形验证码 ${captchas.length} 条、` +
      `短信验证码 ${sms.length} 条、30 天前的任务日志 ${runs} 条`;
    ctx.log.info(message);
    return message;
  });
}
