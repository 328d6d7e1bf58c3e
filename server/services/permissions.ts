/** The menu tree and button permissions of a user. */
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AuthEntry, MenuItem, MenuMeta, PermissionResult } from '../../src/domain/permission-types';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { DbLike } from '../crud/spec';
import {
  cpcGrantsVersion,
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

export const HOME_NAME = '首页';

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

/** What a user holds: their grants, and the permission codes they may use (userPermissionCodes). */
interface HeldAccess {
  grants: Promise<GrantRow[]>;
  codes: Promise<Set<string>>;
}

/** Users whose access a process keeps (per database) while the grants version stays the same. */
const KEPT_USERS = 2000;

interface KeptAccess {
  version: number;
  users: Map<string, HeldAccess>;
  switchedOff?: Promise<GrantedPermission[]>;
}

const keptAccess = new WeakMap<AppContext, KeptAccess>();

/**
 * The access kept for the database's current grants version (migration 0046: triggers raise it on every write to
 * roles, department roles, departments and menus, through any instance or by hand), emptied when it moved.
 */
async function currentKept(ctx: AppContext): Promise<KeptAccess> {
  const [row] = await ctx.db
    .select({ version: cpcGrantsVersion.version })
    .from(cpcGrantsVersion)
    .where(eq(cpcGrantsVersion.id, 1));
  const version = row?.version ?? 0;
  let kept = keptAccess.get(ctx);
  if (!kept || kept.version !== version) {
    kept = { version, users: new Map() };
    keptAccess.set(ctx, kept);
  }
  return kept;
}

/** A promise kept for later callers, forgotten if it fails. */
function keep<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  promise.catch(forget);
  return promise;
}

/** The grants and permission codes of a user (kept until the grants version moves). */
async function heldAccess(ctx: AppContext, userId: string): Promise<HeldAccess> {
  const kept = await currentKept(ctx);
  let held = kept.users.get(userId);
  if (held) return held;
  const forget = () => {
    if (kept.users.get(userId) === held) kept.users.delete(userId);
  };
  const grants = keep(grantRows(ctx.db, [userId]), forget);
  const switchedOff = (kept.switchedOff ??= keep(switchedOffCodes(ctx.db), () => (kept.switchedOff = undefined)));
  const codes = keep(
    Promise.all([grants, switchedOff]).then(([g, off]) => codesOf([...g.map((r) => r.permission), ...off])),
    forget,
  );
  held = { grants, codes };
  if (kept.users.size >= KEPT_USERS) kept.users.delete(kept.users.keys().next().value!);
  kept.users.set(userId, held);
  return held;
}

const accessOfRequest = new WeakMap<FastifyRequest, Promise<HeldAccess>>();

/** The signed-in caller's access, looked up once per request (one read of the grants version). */
function callerAccess(ctx: AppContext, request: FastifyRequest): Promise<HeldAccess> {
  let access = accessOfRequest.get(request);
  if (!access) {
    access = heldAccess(ctx, request.user!.id);
    accessOfRequest.set(request, access);
  }
  return access;
}

/**
 * The signed-in caller's grants: the access check and the list's data rules share them (a write that changes
 * grants reads the database itself). Treat as read only: they are kept for later requests.
 */
export async function callerGrants(ctx: AppContext, request: FastifyRequest): Promise<GrantRow[]> {
  return (await callerAccess(ctx, request)).grants;
}

/** The signed-in caller's permission codes (userPermissionCodes), read only like callerGrants. */
export async function callerPermissionCodes(ctx: AppContext, request: FastifyRequest): Promise<Set<string>> {
  return (await callerAccess(ctx, request)).codes;
}

/** A user's grants (kept like callerGrants; read only). */
export async function userGrants(ctx: AppContext, userId: string): Promise<GrantRow[]> {
  return (await heldAccess(ctx, userId)).grants;
}

/** The permission codes a user may use: granted codes plus every code whose rule is switched off. Read only. */
export async function userPermissionCodes(ctx: AppContext, userId: string): Promise<Set<string>> {
  return (await heldAccess(ctx, userId)).codes;
}

/** Live buttons whose rule is switched off (status 0): their codes are everyone's. */
function switchedOffCodes(db: DbLike): Promise<GrantedPermission[]> {
  return db
    .select(GRANTED)
    .from(sysPermission)
    .where(and(eq(sysPermission.delFlag, 0), eq(sysPermission.status, '0'), isNotNull(sysPermission.perms)));
}

function codesOf(permissions: readonly GrantedPermission[]): Set<string> {
  const codes = new Set<string>();
  for (const p of permissions) for (const code of splitCodes(p.perms)) codes.add(code);
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

/**
 * A stock JeecgBoot Vue 2 client opens /dashboard/analysis after sign-in whatever the menu says. An account whose 首页
 * is elsewhere (a contact's portal: screens of ours, no stock view) gets a hidden entry there showing 个人中心, a
 * stock page every account can use; this client lands on the account's own home (userInfo.homePath) and never
 * lists it. docs/stock-jeecgboot-client.md.
 */
const STOCK_LANDING = '/dashboard/analysis';
function stockLanding(home: SysPermissionRow): SysPermissionRow {
  return {
    ...home,
    id: `${home.id}-landing`,
    url: STOCK_LANDING,
    component: 'account/center/Index',
    componentName: null,
    redirect: null,
    hidden: true,
  };
}

export async function permissionResult(ctx: AppContext, user: SysUserRow): Promise<PermissionResult> {
  const granted = await userPermissions(ctx, user.id);
  const found = await homeMenu(ctx, user, granted);
  const home = found && granted.length === 0 ? { ...found, component: NO_ROLE_COMPONENT, componentName: null } : found;
  let menus = granted.filter((p) => p.menuType === 0 || p.menuType === 1);
  if (home) {
    menus = [home, ...menus.filter((p) => p.id !== home.id && p.url !== home.url)];
    if (!menus.some((p) => p.url === STOCK_LANDING)) menus.push(stockLanding(home));
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
