/**
 * Who may manage whom (privilege escalation): an account may edit, freeze, delete, re-role or change the credentials
 * of another account only when every permission that account holds is one it holds too (so staff can never take
 * over an administrator) and the other account's data scope lies within its own (a national manager manages
 * nobody outside his provinces, a contact nobody outside his institution); it may grant only roles and permissions
 * it holds itself. Another account's sign-in phone changes only by an administrator who may manage that account.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbLike } from '../crud/spec';
import { sysPermission, sysRolePermission, sysUser } from '../db/schema';
import { BizError } from '../http/envelope';
import { organizationInScope, scopeOfUser, type CpcScope } from './cpc-scope';
import { heldPermissionRows, isAdministrator } from './permissions';

export const OUTRANKED_MESSAGE = (username: string) => `无权操作用户「${username}」：该用户拥有您没有的权限`;
export const OUT_OF_SCOPE_USER_MESSAGE = (username: string) =>
  `无权操作用户「${username}」：该用户的数据范围超出了您的数据范围`;
export const GRANT_MESSAGE = '不能授予您自己没有的权限';
export const ADD_USER_SCOPE_MESSAGE = '您的数据范围有限，不能新增用户（新用户可查看全部数据）';
export const OWN_PHONE_MESSAGE = '本人的登录手机号须在「个人设置」中经短信验证后修改，不能在此直接修改';
export const PHONE_ADMIN_ONLY_MESSAGE =
  '登录手机号只能由本人经短信验证修改，或由拥有该用户全部权限和数据范围的管理员修改';

/** Does the scope `actor` contain every row of the scope `target`? */
async function scopeCovers(db: DbLike, actor: CpcScope, target: CpcScope): Promise<boolean> {
  if (actor.kind === 'all' || target.kind === 'none') return true;
  switch (target.kind) {
    case 'all':
      return false;
    case 'provinces':
      return actor.kind === 'provinces' && target.provinces.every((p) => actor.provinces.includes(p));
    case 'institution':
      return actor.kind !== 'college' && organizationInScope(db, actor, target.institutionId);
    case 'college':
      return actor.kind === 'college'
        ? actor.collegeId === target.collegeId
        : organizationInScope(db, actor, target.institutionId);
  }
}

/** May the actor add accounts? A new account sees every row until it is made a contact: only unlimited actors. */
export async function assertMayAddUsers(db: DbLike, actorId: string): Promise<void> {
  if ((await scopeOfUser(db, actorId)).kind !== 'all') throw new BizError(ADD_USER_SCOPE_MESSAGE);
}

/** The permission ids a user holds (roles and department roles). */
export async function heldPermissionIds(db: DbLike, userId: string): Promise<Set<string>> {
  return new Set((await heldPermissionRows(db, [userId])).map((r) => r.permission.id));
}

/** Refuses when one of `targetIds` (other than the actor) holds a permission the actor does not. */
export async function assertMayManageUsers(db: DbLike, actorId: string, targetIds: readonly string[]): Promise<void> {
  const others = [...new Set(targetIds)].filter((id) => id !== actorId).slice(0, 1000);
  if (others.length === 0) return;
  const held = await heldPermissionIds(db, actorId);
  const outranking = (await heldPermissionRows(db, others)).find((r) => !held.has(r.permission.id));
  const [above] = outranking
    ? await db.select({ username: sysUser.username }).from(sysUser).where(eq(sysUser.id, outranking.userId)).limit(1)
    : [];
  if (outranking) throw new BizError(OUTRANKED_MESSAGE(above?.username ?? outranking.userId));
  const actorScope = await scopeOfUser(db, actorId);
  if (actorScope.kind === 'all') return;
  for (const id of others) {
    if (await scopeCovers(db, actorScope, await scopeOfUser(db, id))) continue;
    const [user] = await db.select({ username: sysUser.username }).from(sysUser).where(eq(sysUser.id, id)).limit(1);
    throw new BizError(OUT_OF_SCOPE_USER_MESSAGE(user?.username ?? id));
  }
}

/** Why the actor may not set the sign-in phone of `targetId` directly, or null when he may. */
export async function phoneChangeRefusal(db: DbLike, actorId: string, targetId: string): Promise<string | null> {
  if (targetId === actorId) return OWN_PHONE_MESSAGE;
  if (!(await isAdministrator(db, actorId))) return PHONE_ADMIN_ONLY_MESSAGE;
  try {
    await assertMayManageUsers(db, actorId, [targetId]);
    return null;
  } catch (error) {
    if (error instanceof BizError) return error.message;
    throw error;
  }
}

/** Refuses granting a role that carries a permission the actor does not hold. */
export async function assertMayGrantRoles(db: DbLike, actorId: string, roleIds: readonly string[]): Promise<void> {
  if (roleIds.length === 0) return;
  const held = await heldPermissionIds(db, actorId);
  const rows = await db
    .selectDistinct({ id: sysRolePermission.permissionId })
    .from(sysRolePermission)
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(and(inArray(sysRolePermission.roleId, [...roleIds].slice(0, 1000)), eq(sysPermission.delFlag, 0)));
  if (rows.some((r) => !held.has(r.id))) throw new BizError(GRANT_MESSAGE);
}

/** Refuses adding permissions the actor does not hold to a role. */
export async function assertMayGrantPermissions(
  db: DbLike,
  actorId: string,
  permissionIds: readonly string[],
): Promise<void> {
  if (permissionIds.length === 0) return;
  const held = await heldPermissionIds(db, actorId);
  if (permissionIds.some((id) => !held.has(id))) throw new BizError(GRANT_MESSAGE);
}
