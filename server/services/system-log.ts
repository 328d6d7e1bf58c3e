/**
 * The system log (sys_log) as JeecgBoot writes it for sign-ins and sign-outs (log_type 1), and the visit figures
 * the analysis dashboard reads from it (/sys/loginfo, /sys/visitInfo). Days are GMT+8 calendar days, as every
 * timestamp the server writes.
 */
import { and, count, countDistinct, eq, gte, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { newId } from '../db/ids';
import { sysLog, sysUser } from '../db/schema';
import { formatDateTime } from '../time';

export const LOG_TYPE_LOGIN = 1;

interface LogUser {
  username: string;
  realname: string | null;
}

async function writeLoginLog(ctx: AppContext, user: LogUser, ip: string | null, content: string): Promise<void> {
  await ctx.db.insert(sysLog).values({
    id: newId(ctx.now()),
    logType: LOG_TYPE_LOGIN,
    logContent: content,
    userid: user.username,
    username: user.realname,
    ip,
    createBy: user.username,
    createTime: formatDateTime(new Date(ctx.now())),
  });
}

export const logSignIn = (ctx: AppContext, user: LogUser, ip: string | null) =>
  writeLoginLog(ctx, user, ip, `用户名: ${user.username},登录成功！`);

/** JeecgBoot's words for a sign-in through a third-party provider. */
export const logThirdSignIn = (ctx: AppContext, user: LogUser, ip: string | null) =>
  writeLoginLog(ctx, user, ip, `用户名: ${user.username},登录成功[第三方用户]！`);

/** A sign-out of the session's user (by id: the session no longer exists). */
export async function logSignOut(ctx: AppContext, userId: string, ip: string | null): Promise<void> {
  const [user] = await ctx.db
    .select({ username: sysUser.username, realname: sysUser.realname })
    .from(sysUser)
    .where(eq(sysUser.id, userId))
    .limit(1);
  if (user) await writeLoginLog(ctx, user, ip, `用户名: ${user.realname ?? user.username},退出成功！`);
}

/** 'yyyy-MM-dd 00:00:00' of the GMT+8 day `offsetDays` from today. */
function dayStart(ctx: AppContext, offsetDays: number): string {
  return `${formatDateTime(new Date(ctx.now() + offsetDays * 86_400_000)).slice(0, 10)} 00:00:00`;
}

/** /sys/loginfo: sign-ins in all, today, and today's distinct addresses. */
export async function visitSummary(ctx: AppContext) {
  const logins = eq(sysLog.logType, LOG_TYPE_LOGIN);
  const today = and(logins, gte(sysLog.createTime, dayStart(ctx, 0)), lt(sysLog.createTime, dayStart(ctx, 1)));
  const [all] = await ctx.db.select({ n: count() }).from(sysLog).where(logins);
  const [day] = await ctx.db
    .select({ n: count(), ips: countDistinct(sysLog.ip) })
    .from(sysLog)
    .where(today);
  return { totalVisitCount: all?.n ?? 0, todayVisitCount: day?.n ?? 0, todayIp: day?.ips ?? 0 };
}

/** /sys/visitInfo: per day of the last 7 (today included) with sign-ins, oldest first; days without are absent. */
export async function weekVisits(ctx: AppContext) {
  const tian = sql<string>`to_char(${sysLog.createTime}, 'YYYY-MM-DD')`;
  const rows = await ctx.db
    .select({ tian, visit: count(), ip: countDistinct(sysLog.ip) })
    .from(sysLog)
    .where(
      and(
        eq(sysLog.logType, LOG_TYPE_LOGIN),
        gte(sysLog.createTime, dayStart(ctx, -6)),
        lt(sysLog.createTime, dayStart(ctx, 1)),
      ),
    )
    .groupBy(tian)
    .orderBy(tian);
  return rows.map((r) => ({ visit: r.visit, ip: r.ip, tian: r.tian, type: r.tian.slice(5) }));
}

/** 在线用户 强退: "强制: <realname>退出成功！", written as the forced user. */
export const logForcedSignOut = (ctx: AppContext, user: LogUser, ip: string | null) =>
  writeLoginLog(ctx, user, ip, `强制: ${user.realname ?? user.username}退出成功！`);

/** An operation nobody signed in made (sign-up, password recovery), in 操作日志 (log_type 2). */
export async function logAnonymousOperation(
  ctx: AppContext,
  user: LogUser,
  ip: string | null,
  content: string,
  operateType: number,
): Promise<void> {
  await ctx.db.insert(sysLog).values({
    id: newId(ctx.now()),
    logType: 2,
    logContent: content,
    operateType,
    userid: user.username,
    username: user.realname,
    ip,
    createBy: user.username,
    createTime: formatDateTime(new Date(ctx.now())),
  });
}
