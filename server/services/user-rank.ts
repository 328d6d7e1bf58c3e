/**
 * Who may manage whom (issue 9, privilege escalation): an account may edit, freeze, delete, re-role or change the
 * credentials of another account only when every permission that account holds is one it holds too (so staff can
 * never take over an administrator), and may grant only roles and permissions it holds itself.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbLike } from '../crud/spec';
import { sysPermission, sysRolePermission, sysUser, sysUserRole } from '../db/schema';
import { BizError } from '../http/envelope';

export const OUTRANKED_MESSAGE = (username: string) => `无权操作用户「${username}」：该用户拥有您没有的权限`;
export const GRANT_MESSAGE = '不能授予您自己没有的权限';

/** The permission ids a user holds through their roles. */
export async function heldPermissionIds(db: DbLike, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ id: sysRolePermission.permissionId })
    .from(sysUserRole)
    .innerJoin(sysRolePermission, eq(sysRolePermission.roleId, sysUserRole.roleId))
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(and(eq(sysUserRole.userId, userId), eq(sysPermission.delFlag, 0)));
  return new Set(rows.map((r) => r.id));
}

/** Refuses when one of `targetIds` (other than the actor) holds a permission the actor does not. */
export async function assertMayManageUsers(db: DbLike, actorId: string, targetIds: readonly string[]): Promise<void> {
  const others = [...new Set(targetIds)].filter((id) => id !== actorId).slice(0, 1000);
  if (others.length === 0) return;
  const held = await heldPermissionIds(db, actorId);
  const rows = await db
    .selectDistinct({ username: sysUser.username, permissionId: sysRolePermission.permissionId })
    .from(sysUserRole)
    .innerJoin(sysUser, eq(sysUser.id, sysUserRole.userId))
    .innerJoin(sysRolePermission, eq(sysRolePermission.roleId, sysUserRole.roleId))
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(and(inArray(sysUserRole.userId, others), eq(sysPermission.delFlag, 0)));
  const above = rows.find((r) => !held.has(r.permissionId));
  if (above) throw new BizError(OUTRANKED_MESSAGE(above.username));
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
