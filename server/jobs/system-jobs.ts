/** The two housekeeping jobs: expired sign-in data, and announcements whose start time has come. */
import { lt, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sysCaptcha, sysLoginAttempt, sysSession, sysSmsCode } from '../db/schema';
import { WINDOW_MS } from '../services/login-guard';
import { formatDateTime } from '../time';
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

export const NO_ANNOUNCEMENT_TABLE = '暂无系统通告表，发布 0 条';

type Rows<T> = { rows: T[] };

/**
 * Publishes drafts (send_status '0', not deleted) whose start time has come and whose end time has not
 * passed: send_status '1', send_time now (as JeecgBoot's 发布). Until the announcements module adds its
 * sys_announcement table, the run succeeds with 暂无系统通告表.
 */
export async function publishScheduledAnnouncements(ctx: AppContext): Promise<string> {
  const found = (await ctx.db.execute(
    sql`select to_regclass('public.sys_announcement') is not null as present`,
  )) as unknown as Rows<{ present: boolean }>;
  if (!found.rows[0]?.present) return NO_ANNOUNCEMENT_TABLE;
  const now = formatDateTime(new Date(ctx.now()));
  const published = (await ctx.db.execute(sql`
    update sys_announcement
       set send_status = '1', send_time = ${now}::timestamp, update_time = ${now}::timestamp
     where send_status = '0'
       and coalesce(del_flag::text, '0') = '0'
       and start_time is not null and start_time <= ${now}::timestamp
       and (end_time is null or end_time > ${now}::timestamp)
     returning id`)) as unknown as Rows<{ id: string }>;
  const message = `已发布到点的系统通告 ${published.rows.length} 条`;
  if (published.rows.length > 0) ctx.log.info(message);
  return message;
}
