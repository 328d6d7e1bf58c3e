/**
 * Who may read a system table (once a zero-permission account could read every user, role, department and job).
 * Reading needs one of the screens that show the rows (its menu, by url) or any button of the entity (a
 * `prefix:` code). The lists are the screens' own menus plus the screens that pick from them (users in 角色用户,
 * departments and roles in the user form).
 */
import { and, eq } from 'drizzle-orm';
import type { EntityDef } from '../../src/domain/entities/entity-types';
import type { AppContext } from '../context';
import { MENU, menuPages } from '../db/seed-menu';
import { sysPermission, sysRolePermission, sysUserRole } from '../db/schema';

export const READERS = {
  user: [
    '/isystem/user',
    '/isystem/role',
    '/isystem/depart',
    '/isystem/roleUserList',
    '/isystem/departUserList',
    'system:user:',
  ],
  role: ['/isystem/role', '/isystem/user', '/isystem/roleUserList', 'system:role:'],
  depart: ['/isystem/depart', '/isystem/user', '/isystem/departUserList', '/isystem/addressList', 'system:depart:'],
  position: ['/isystem/position', '/isystem/user', '/isystem/addressList', 'system:position:'],
  tenant: ['/isystem/tenant', '/isystem/user', 'system:tenant:'],
  dict: ['/isystem/dict', '/isystem/dictItem', 'system:dict:', 'system:dictItem:'],
  quartzJob: ['/isystem/quartzJob', 'system:quartzJob:'],
} as const satisfies Record<string, readonly string[]>;

/** Who may read a plain entity: its screen's menu (by the definition's `screen`) or any of its buttons. */
export function entityReaders(def: EntityDef): string[] {
  const urls = menuPages(MENU)
    .filter((page) => def.screen && page.component === def.screen)
    .map((page) => page.url);
  return [...urls, `${def.permissionPrefix}:`];
}

/** Does the user hold one of the menus (urls) or a code starting with one of the prefixes (ending in ':')? */
export async function mayRead(ctx: AppContext, userId: string, readers: readonly string[]): Promise<boolean> {
  const held = await ctx.db
    .selectDistinct({ url: sysPermission.url, perms: sysPermission.perms })
    .from(sysUserRole)
    .innerJoin(sysRolePermission, eq(sysRolePermission.roleId, sysUserRole.roleId))
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(and(eq(sysUserRole.userId, userId), eq(sysPermission.delFlag, 0)));
  const prefixes = readers.filter((r) => r.endsWith(':'));
  return held.some(
    (p) =>
      readers.includes(p.url ?? '') ||
      (p.perms ?? '').split(',').some((code) => prefixes.some((prefix) => code.trim().startsWith(prefix))),
  );
}
