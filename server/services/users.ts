import { asc, eq, inArray } from 'drizzle-orm';
import type { Tenant, UserInfo } from '../../src/domain/session-types';
import type { AppContext } from '../context';
import { sysDepart, sysTenant, sysUser, sysUserDepart, type SysDepartRow, type SysUserRow } from '../db/schema';

export async function findUserByUsername(ctx: AppContext, username: string): Promise<SysUserRow | undefined> {
  const [row] = await ctx.db.select().from(sysUser).where(eq(sysUser.username, username)).limit(1);
  return row;
}

export async function findUserByPhone(ctx: AppContext, phone: string): Promise<SysUserRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(sysUser)
    .where(eq(sysUser.phone, phone))
    .orderBy(asc(sysUser.delFlag), asc(sysUser.id))
    .limit(1);
  return row;
}

export async function findUserById(ctx: AppContext, id: string): Promise<SysUserRow | undefined> {
  const [row] = await ctx.db.select().from(sysUser).where(eq(sysUser.id, id)).limit(1);
  return row;
}

/** The user record as the API shows it: never the password or the salt. */
export function toUserInfo(row: SysUserRow): UserInfo & Record<string, unknown> {
  const { password: _password, salt: _salt, ...info } = row;
  return info;
}

/** JeecgBoot's checkUserIsEffective: the refusal message, or null for a usable account. */
export function userRefusal(row: SysUserRow | undefined): string | null {
  if (!row) return '该用户不存在，请注册';
  if (row.delFlag === 1) return '该用户已注销';
  if (row.status === 2) return '该用户已冻结';
  return null;
}

export async function userDeparts(ctx: AppContext, userId: string): Promise<SysDepartRow[]> {
  return ctx.db
    .select({ depart: sysDepart })
    .from(sysUserDepart)
    .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId))
    .where(eq(sysUserDepart.userId, userId))
    .orderBy(asc(sysDepart.orgCode))
    .then((rows) => rows.map((r) => r.depart).filter((d) => d.delFlag === '0'));
}

export function tenantIdsOf(row: SysUserRow): number[] {
  return (row.relTenantIds ?? '')
    .split(',')
    .map((s) => Number.parseInt(s.trim(), 10))
    .filter((n) => Number.isInteger(n));
}

/** The user's tenants (all of them; callers filter on status). */
export async function userTenants(ctx: AppContext, row: SysUserRow): Promise<Tenant[]> {
  const ids = tenantIdsOf(row);
  if (ids.length === 0) return [];
  return ctx.db.select().from(sysTenant).where(inArray(sysTenant.id, ids)).orderBy(asc(sysTenant.id));
}

export async function setUserOrgCode(
  ctx: AppContext,
  row: SysUserRow,
  orgCode: string,
  now: string,
): Promise<SysUserRow> {
  const [updated] = await ctx.db
    .update(sysUser)
    .set({ orgCode, updateBy: row.username, updateTime: now })
    .where(eq(sysUser.id, row.id))
    .returning();
  return updated ?? row;
}
