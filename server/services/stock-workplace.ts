/**
 * The calls of a stock JeecgBoot Vue 2 client's 工作台 and 个人中心 (`/mock/api/…`, which JeecgBoot's back end
 * answers from fixed JSON files), answered in the same shapes from this system's data: the tests under way in the
 * caller's scope, his last operations, his departments, and his operations by kind against his departments' and
 * everyone's. docs/stock-jeecgboot-client.md.
 */
import { and, count, desc, eq, gte, inArray, ne } from 'drizzle-orm';
import { TEST_STATUS } from '../../src/domain/entities/test';
import type { AppContext } from '../context';
import {
  cpcTest,
  sysDepart,
  sysLog,
  sysRole,
  sysUser,
  sysUserDepart,
  sysUserRole,
  type SysUserRow,
} from '../db/schema';
import { formatDateTime } from '../time';
import type { CpcScope } from './cpc-scope';
import { dictItemsByCode } from './dicts';
import { testScopeCondition } from './grade-scoring';
import { DAY_MS, OPERATION_LOG, recentOperations } from './workplace';

const PROJECTS = 6;
/** The radar's window: the operations of the last 30 days. */
const RADAR_DAYS = 30;

/** JeecgBoot's mock pages: `{ data, pageSize, pageNo, totalPage, totalCount }`. */
function mockPage<T>(data: T[]) {
  return { data, pageSize: data.length, pageNo: 1, totalPage: data.length > 0 ? 1 : 0, totalCount: data.length };
}

async function texts(ctx: AppContext, code: string): Promise<Map<string, string>> {
  return new Map((await dictItemsByCode(ctx, code)).map((item) => [item.value, item.text]));
}

/** 进行中的项目: the tests in the caller's scope not yet published, the latest first. */
export async function stockProjects(ctx: AppContext, scope: CpcScope) {
  const status = await texts(ctx, 'test_status');
  const rows = await ctx.db
    .select({
      id: cpcTest.id,
      testName: cpcTest.testName,
      status: cpcTest.status,
      startTime: cpcTest.startTime,
      updateTime: cpcTest.updateTime,
      createTime: cpcTest.createTime,
    })
    .from(cpcTest)
    .where(and(testScopeCondition(ctx.db, scope), ne(cpcTest.status, TEST_STATUS.published)))
    .orderBy(desc(cpcTest.startTime), desc(cpcTest.id))
    .limit(PROJECTS);
  return mockPage(
    rows.map((t) => ({
      id: t.id,
      cover: '',
      title: t.testName,
      description: `${status.get(t.status ?? '') ?? ''} · 考试开始 ${t.startTime ?? ''}`,
      status: t.status,
      updatedAt: t.updateTime ?? t.createTime,
    })),
  );
}

/** 动态: the caller's last operations (those 工作台 lists). */
export async function stockActivity(ctx: AppContext, user: SysUserRow) {
  const kinds = await texts(ctx, 'operate_type');
  return (await recentOperations(ctx, user)).map((op) => ({
    id: op.id,
    user: { nickname: user.realname ?? user.username, avatar: user.avatar ?? '' },
    project: { name: kinds.get(String(op.operateType ?? '')) ?? '', action: '', event: op.logContent ?? '' },
    time: op.createTime,
  }));
}

/** 团队: the caller's departments. */
export async function stockTeams(ctx: AppContext, user: SysUserRow) {
  const rows = await ctx.db
    .select({ id: sysDepart.id, name: sysDepart.departName })
    .from(sysUserDepart)
    .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId))
    .where(and(eq(sysUserDepart.userId, user.id), eq(sysDepart.delFlag, '0')))
    .orderBy(sysDepart.departOrder, sysDepart.id);
  return rows.map((d) => ({ id: d.id, name: d.name, avatar: '' }));
}

/**
 * XX 指数: per kind of operation in the last 30 days, the caller's count (个人) against the mean per account of his
 * departments (团队) and of everyone who operated (部门). Counts only: nobody's operations are shown.
 */
export async function stockRadar(ctx: AppContext, user: SysUserRow) {
  const since = formatDateTime(new Date(ctx.now() - RADAR_DAYS * DAY_MS));
  const kinds = await dictItemsByCode(ctx, 'operate_type');
  const counts = await ctx.db
    .select({ username: sysLog.userid, kind: sysLog.operateType, n: count() })
    .from(sysLog)
    .where(and(eq(sysLog.logType, OPERATION_LOG), gte(sysLog.createTime, since)))
    .groupBy(sysLog.userid, sysLog.operateType);
  const teamDeparts = ctx.db
    .select({ id: sysUserDepart.depId })
    .from(sysUserDepart)
    .where(eq(sysUserDepart.userId, user.id));
  const team = new Set(
    (
      await ctx.db
        .select({ username: sysUser.username })
        .from(sysUserDepart)
        .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId))
        .where(inArray(sysUserDepart.depId, teamDeparts))
    ).map((u) => u.username),
  );
  team.add(user.username);
  const everyone = new Set(counts.map((c) => c.username ?? ''));
  const mean = (kind: string, who: Set<string>) => {
    const total = counts
      .filter((c) => String(c.kind) === kind && who.has(c.username ?? ''))
      .reduce((s, c) => s + c.n, 0);
    return who.size > 0 ? Math.round((total / who.size) * 10) / 10 : 0;
  };
  const own = (kind: string) =>
    counts.filter((c) => String(c.kind) === kind && c.username === user.username).reduce((s, c) => s + c.n, 0);
  return kinds.map((k) => ({
    item: k.text,
    个人: own(k.value),
    团队: mean(k.value, team),
    部门: mean(k.value, everyone),
  }));
}

/** getRoleList of the stock 工作台 (it only logs the answer): the caller's own roles. */
export async function stockRoles(ctx: AppContext, user: SysUserRow) {
  const rows = await ctx.db
    .select({ id: sysRole.id, name: sysRole.roleName, describe: sysRole.description, roleCode: sysRole.roleCode })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(eq(sysUserRole.userId, user.id));
  return mockPage(rows.map((r) => ({ ...r, status: 1, creatorId: 'system', deleted: 0 })));
}

/** getServiceList of the stock 工作台 (it only logs the answer): this system has no such services, an empty page. */
export function stockServices() {
  return mockPage([]);
}
