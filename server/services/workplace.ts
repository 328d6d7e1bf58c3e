/**
 * 工作台: what needs the user today (tests closing sign-up within 7 days, tests being marked without grades, failed
 * jobs for administrators, unread notices), his last operations, and his shortcuts and memo, kept per user.
 * docs/screens/dashboards.md.
 */
import { and, desc, eq, gte, lte, notExists } from 'drizzle-orm';
import { MSG_CATEGORY } from '../../src/domain/entities/announcement';
import { TEST_STATUS } from '../../src/domain/entities/test';
import type { AppContext } from '../context';
import {
  cpcTest,
  cpcTestGrade,
  quartzJob,
  quartzJobLog,
  sysLog,
  sysUserWorkplace,
  type SysUserRow,
} from '../db/schema';
import { BizError } from '../http/envelope';
import { formatDateTime } from '../time';
import type { CpcScope } from './cpc-scope';
import { testScopeCondition } from './grade-scoring';
import { isAdministrator, userPermissions } from './permissions';
import { unread } from './unread-notices';

export const MAX_SHORTCUTS = 8;
export const MAX_MEMO = 2000;
export const DAY_MS = 86_400_000;
/** sys_log.log_type of operations. */
export const OPERATION_LOG = 2;
const RECENT = 10;

export const WORKPLACE_MESSAGES = {
  tooManyShortcuts: `快捷入口最多${MAX_SHORTCUTS}个`,
  notYourMenu: '快捷入口只能选择您自己的菜单',
  memoTooLong: `快捷备忘最多${MAX_MEMO}个字`,
};

/** The to-dos and the last operations of the user. */
export async function workplaceOf(ctx: AppContext, user: SysUserRow, scope: CpcScope) {
  const db = ctx.db;
  const now = ctx.now();
  const tests = testScopeCondition(db, scope);
  const [closing, gradeless, failedJobs, notices, recent] = await Promise.all([
    db
      .select({ id: cpcTest.id, testName: cpcTest.testName, signUpEnd: cpcTest.signUpEnd })
      .from(cpcTest)
      .where(
        and(
          tests,
          eq(cpcTest.status, TEST_STATUS.signUp),
          gte(cpcTest.signUpEnd, formatDateTime(new Date(now))),
          lte(cpcTest.signUpEnd, formatDateTime(new Date(now + 7 * DAY_MS))),
        ),
      )
      .orderBy(cpcTest.signUpEnd),
    db
      .select({ id: cpcTest.id, testName: cpcTest.testName })
      .from(cpcTest)
      .where(
        and(
          tests,
          eq(cpcTest.status, TEST_STATUS.marking),
          notExists(db.select({ id: cpcTestGrade.id }).from(cpcTestGrade).where(eq(cpcTestGrade.testId, cpcTest.id))),
        ),
      )
      .orderBy(cpcTest.startTime),
    (await isAdministrator(db, user.id))
      ? db
          .select({
            id: quartzJobLog.id,
            jobClassName: quartzJobLog.jobClassName,
            description: quartzJob.description,
            startTime: quartzJobLog.startTime,
            message: quartzJobLog.message,
          })
          .from(quartzJobLog)
          .leftJoin(quartzJob, eq(quartzJob.id, quartzJobLog.jobId))
          .where(
            and(
              eq(quartzJobLog.result, 'error'),
              gte(quartzJobLog.startTime, `${formatDateTime(new Date(now - DAY_MS)).slice(0, 10)} 00:00:00`),
            ),
          )
          .orderBy(desc(quartzJobLog.startTime))
          .limit(20)
      : Promise.resolve(null),
    Promise.all(Object.values(MSG_CATEGORY).map((category) => unread(ctx, user.id, category, 5))),
    recentOperations(ctx, user),
  ]);
  return {
    signUpClosing: closing,
    markingWithoutGrades: gradeless,
    failedJobs,
    // 通知公告 and 系统消息, as the bell counts them.
    unreadNotices: {
      total: notices.reduce((sum, n) => sum + n.total, 0),
      records: notices.flatMap((n) => n.list.map((a) => ({ id: a.id, titile: a.titile }))),
    },
    recent,
  };
}

/** The user's last operations (the operation log names its user by account: `userid` holds the username). */
export function recentOperations(ctx: AppContext, user: SysUserRow) {
  return ctx.db
    .select({
      id: sysLog.id,
      logContent: sysLog.logContent,
      operateType: sysLog.operateType,
      createTime: sysLog.createTime,
    })
    .from(sysLog)
    .where(and(eq(sysLog.logType, OPERATION_LOG), eq(sysLog.userid, user.username)))
    .orderBy(desc(sysLog.createTime), desc(sysLog.id))
    .limit(RECENT);
}

interface Settings {
  shortcuts: string[];
  memo: string;
}

export async function workplaceSettings(ctx: AppContext, userId: string): Promise<Settings> {
  const [row] = await ctx.db.select().from(sysUserWorkplace).where(eq(sysUserWorkplace.userId, userId));
  const shortcuts = row?.shortcuts ? (JSON.parse(row.shortcuts) as string[]) : [];
  return { shortcuts, memo: row?.memo ?? '' };
}

/** Saves what was sent of the user's shortcuts (menu ids of his own menu, at most 8) and memo. */
export async function saveWorkplaceSettings(ctx: AppContext, user: SysUserRow, body: Partial<Settings>) {
  const saved = await workplaceSettings(ctx, user.id);
  const next = { ...saved };
  if (body.shortcuts !== undefined) {
    const ids = [...new Set(body.shortcuts.map(String))];
    if (ids.length > MAX_SHORTCUTS) throw new BizError(WORKPLACE_MESSAGES.tooManyShortcuts);
    const mine = new Set((await userPermissions(ctx, user.id)).filter((p) => p.menuType !== 2).map((p) => p.id));
    if (ids.some((id) => !mine.has(id))) throw new BizError(WORKPLACE_MESSAGES.notYourMenu);
    next.shortcuts = ids;
  }
  if (body.memo !== undefined) {
    if ([...body.memo].length > MAX_MEMO) throw new BizError(WORKPLACE_MESSAGES.memoTooLong);
    next.memo = body.memo;
  }
  const values = {
    shortcuts: JSON.stringify(next.shortcuts),
    memo: next.memo,
    updateTime: formatDateTime(new Date(ctx.now())),
  };
  await ctx.db
    .insert(sysUserWorkplace)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: sysUserWorkplace.userId, set: values });
  return next;
}
