/** The menu tree and button permissions of a user. */
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AuthEntry, MenuItem, MenuMeta, PermissionResult } from '../../src/domain/permission-types';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { DbLike } from '../crud/spec';
import {
  sysDepartPermission,
  sysDepartRole,
  sysDepartRolePermission,
  sysDepartRoleUser,
  sysUserDepart,
  sysPermission,
  sysRole,
  sysRolePermission,
  sysUserRole,
  type SysPermissionRow,
  type SysUserRow,
} from '../db/schema';

const HOME_NAME = '首页';

function isExternalUrl(url: string | null): boolean {
  return !!url && (url.startsWith('http://') || url.startsWith('https://') || url.startsWith('{{'));
}

/** JeecgBoot urlToRouteName: no leading slash, '/' → '-', ':' → '@'. */
export function urlToRouteName(url: string): string {
  return url.replace(/^\/+/, '').replace(/\//g, '-').replace(/:/g, '@');
}

/** What the checks read of a granted menu or button (the whole row only for the menu itself: userPermissions). */
const GRANTED = {
  id: sysPermission.id,
  component: sysPermission.component,
  url: sysPermission.url,
  perms: sysPermission.perms,
  menuType: sysPermission.menuType,
  ruleFlag: sysPermission.ruleFlag,
};
export type GrantedPermission = Pick<SysPermissionRow, keyof typeof GRANTED>;

/** One grant of a menu or button to a user, with the 数据规则 the grant chose for it. */
export interface GrantRow {
  userId: string;
  permission: GrantedPermission;
  dataRuleIds: string | null;
}

/**
 * The grants of live menus and buttons to `userIds`: through roles, and through department roles (部门角色) — those
 * count while the user is in the role's department and the department holds the menu (部门权限).
 */
export async function grantRows(db: DbLike, userIds: readonly string[]): Promise<GrantRow[]> {
  const ids = [...new Set(userIds)].slice(0, 1000);
  if (ids.length === 0) return [];
  const live = eq(sysPermission.delFlag, 0);
  // One round trip: role grants and department-role grants as one UNION ALL.
  const viaRoles = db
    .select({ userId: sysUserRole.userId, permission: GRANTED, dataRuleIds: sysRolePermission.dataRuleIds })
    .from(sysUserRole)
    .innerJoin(sysRolePermission, eq(sysRolePermission.roleId, sysUserRole.roleId))
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(and(inArray(sysUserRole.userId, ids), live));
  const viaDepartRoles = db
    .select({
      userId: sysDepartRoleUser.userId,
      permission: GRANTED,
      dataRuleIds: sysDepartRolePermission.dataRuleIds,
    })
    .from(sysDepartRoleUser)
    .innerJoin(sysDepartRole, eq(sysDepartRole.id, sysDepartRoleUser.droleId))
    .innerJoin(
      sysUserDepart,
      and(eq(sysUserDepart.userId, sysDepartRoleUser.userId), eq(sysUserDepart.depId, sysDepartRole.departId)),
    )
    .innerJoin(sysDepartRolePermission, eq(sysDepartRolePermission.roleId, sysDepartRole.id))
    .innerJoin(
      sysDepartPermission,
      and(
        eq(sysDepartPermission.departId, sysDepartRole.departId),
        eq(sysDepartPermission.permissionId, sysDepartRolePermission.permissionId),
      ),
    )
    .innerJoin(sysPermission, eq(sysPermission.id, sysDepartRolePermission.permissionId))
    .where(and(inArray(sysDepartRoleUser.userId, ids), live));
  return viaRoles.unionAll(viaDepartRoles);
}

/** The live menus and buttons each of `userIds` holds (grantRows, once each). */
export async function heldPermissionRows(db: DbLike, userIds: readonly string[]): Promise<GrantRow[]> {
  const seen = new Set<string>();
  return (await grantRows(db, userIds)).filter((r) => {
    const key = `${r.userId}:${r.permission.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every non-deleted permission the user holds (grantRows), whole rows, sorted by sortNo. */
export async function userPermissions(ctx: AppContext, userId: string): Promise<SysPermissionRow[]> {
  const ids = [...new Set((await grantRows(ctx.db, [userId])).map((g) => g.permission.id))];
  if (ids.length === 0) return [];
  const rows = await ctx.db.select().from(sysPermission).where(inArray(sysPermission.id, ids));
  return rows.sort(bySortNo);
}

function bySortNo(a: SysPermissionRow, b: SysPermissionRow): number {
  return (a.sortNo ?? 0) - (b.sortNo ?? 0) || a.id.localeCompare(b.id);
}

/** The role of administrators (JeecgBoot's `admin`, which HEAD's @RequiresRoles("admin") asks for). */
export const ADMIN_ROLE = 'admin';

/** Does the user hold the administrator role? */
export async function isAdministrator(db: DbLike, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sysRole.id })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, userId), eq(sysRole.roleCode, ADMIN_ROLE)))
    .limit(1);
  return Boolean(row);
}

const grantsOfRequest = new WeakMap<FastifyRequest, Promise<GrantRow[]>>();

/**
 * The signed-in caller's grants, read once per request: the access check and the list's data rules share them (a
 * write that changes grants reads the database itself).
 */
export function callerGrants(ctx: AppContext, request: FastifyRequest): Promise<GrantRow[]> {
  let grants = grantsOfRequest.get(request);
  if (!grants) {
    grants = grantRows(ctx.db, [request.user!.id]);
    grantsOfRequest.set(request, grants);
  }
  return grants;
}

const codesOfRequest = new WeakMap<FastifyRequest, Promise<Set<string>>>();

/** The signed-in caller's permission codes (userPermissionCodes), read once per request like callerGrants. */
export function callerPermissionCodes(ctx: AppContext, request: FastifyRequest): Promise<Set<string>> {
  let codes = codesOfRequest.get(request);
  if (!codes) {
    codes = callerGrants(ctx, request).then((grants) => userPermissionCodes(ctx, request.user!.id, grants));
    codesOfRequest.set(request, codes);
  }
  return codes;
}

/**
 * The permission codes a user may use: granted codes plus every code whose rule is switched off. `grants`: the
 * user's grants when already read (callerGrants).
 */
export async function userPermissionCodes(ctx: AppContext, userId: string, grants?: GrantRow[]): Promise<Set<string>> {
  const granted = (grants ?? (await grantRows(ctx.db, [userId]))).map((g) => g.permission);
  const inactive = await ctx.db
    .select({ perms: sysPermission.perms })
    .from(sysPermission)
    .where(and(eq(sysPermission.delFlag, 0), eq(sysPermission.status, '0'), isNotNull(sysPermission.perms)));
  const codes = new Set<string>();
  for (const p of [...granted, ...inactive]) for (const code of splitCodes(p.perms)) codes.add(code);
  return codes;
}

function splitCodes(perms: string | null): string[] {
  return (perms ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function toMenuItem(p: SysPermissionRow): MenuItem {
  const url = p.url ?? '';
  const external = isExternalUrl(url);
  const meta: MenuMeta = {
    keepAlive: p.keepAlive,
    internalOrExternal: p.internalOrExternal,
    title: p.name,
  };
  const component = p.component ?? '';
  if (p.componentName || component)
    meta.componentName = p.componentName || component.slice(component.lastIndexOf('/') + 1);
  if (p.icon) meta.icon = p.icon;
  if (external) meta.url = url;
  if (p.hideTab) meta.hideTab = true;
  const item: MenuItem = {
    id: p.id,
    route: p.route ? '1' : '0',
    path: external ? createHash('md5').update(url, 'utf8').digest('hex') : url,
    name: p.componentName || urlToRouteName(url),
    component,
    meta,
  };
  if (p.hidden) item.hidden = true;
  if (p.alwaysShow) item.alwaysShow = true;
  if (!p.parentId) item.redirect = p.redirect ?? null;
  return item;
}

function buildTree(menus: SysPermissionRow[]): MenuItem[] {
  const byParent = new Map<string, SysPermissionRow[]>();
  for (const p of menus) if (p.parentId) byParent.set(p.parentId, [...(byParent.get(p.parentId) ?? []), p]);
  const build = (p: SysPermissionRow): MenuItem => {
    const item = toMenuItem(p);
    const children = (byParent.get(p.id) ?? []).map(build);
    if (children.length > 0) item.children = children;
    return item;
  };
  return menus.filter((p) => !p.parentId).map(build);
}

/** The home entry: 首页, pointed at the user's own home page when it has one (like sys_role_index). */
async function homeMenu(
  ctx: AppContext,
  user: SysUserRow,
  granted: SysPermissionRow[],
): Promise<SysPermissionRow | null> {
  const all = await ctx.db
    .select()
    .from(sysPermission)
    .where(and(eq(sysPermission.delFlag, 0), isNotNull(sysPermission.url)))
    .orderBy(asc(sysPermission.sortNo));
  const home =
    granted.find((p) => p.name === HOME_NAME && !p.parentId) ?? all.find((p) => p.name === HOME_NAME && !p.parentId);
  if (!home) return null;
  if (!user.homePath || user.homePath === home.url) return home;
  const target = all.find((p) => p.url === user.homePath && p.menuType !== 2);
  return {
    ...home,
    url: user.homePath,
    component: target?.component ?? home.component,
    componentName: target?.componentName ?? null,
  };
}

/** 首页 of an account granted nothing yet (a new self-registered one): a page saying so instead of the dashboard. */
export const NO_ROLE_COMPONENT = 'exception/NoRole';

export async function permissionResult(ctx: AppContext, user: SysUserRow): Promise<PermissionResult> {
  const granted = await userPermissions(ctx, user.id);
  const found = await homeMenu(ctx, user, granted);
  const home = found && granted.length === 0 ? { ...found, component: NO_ROLE_COMPONENT, componentName: null } : found;
  let menus = granted.filter((p) => p.menuType === 0 || p.menuType === 1);
  if (home) {
    menus = [home, ...menus.filter((p) => p.id !== home.id && p.url !== home.url)];
  }
  const menu = buildTree(menus);
  // A top-level menu whose children are all hidden is hidden too (not an alwaysShow entry: that is a leaf).
  for (const item of menu) {
    if (!item.alwaysShow && item.children && item.children.every((c) => c.hidden)) {
      item.hidden = true;
      item.meta.hideMenu = true;
    }
  }
  const buttons = granted.filter((p) => p.menuType === 2);
  const auth: AuthEntry[] = buttons
    .filter((p) => p.status === '1')
    .map((p) => ({ action: p.perms ?? '', type: p.permsType ?? '1', describe: p.name }));
  const allButtons = await ctx.db
    .select()
    .from(sysPermission)
    .where(and(eq(sysPermission.delFlag, 0), eq(sysPermission.menuType, 2)))
    .orderBy(asc(sysPermission.parentId), asc(sysPermission.sortNo), asc(sysPermission.id));
  const allAuth: AuthEntry[] = allButtons.map((p) => ({
    action: p.perms ?? '',
    status: p.status ?? '1',
    type: p.permsType ?? '1',
    describe: p.name,
  }));
  const codeList = [...new Set(granted.flatMap((p) => splitCodes(p.perms)))];
  return { menu, auth, allAuth, sysSafeMode: false, codeList };
}
