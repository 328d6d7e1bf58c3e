/**
 * 菜单管理: the menu tree as JeecgBoot's SysPermissionTree, and the checks and normalisation of a
 * menu write (PermissionDataUtil.intelligentProcessData plus the PermissionModal's rules, in Chinese), so a saved
 * menu always makes a working getUserPermissionByToken.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbLike, Row } from '../crud/spec';
import { sysPermission, sysRolePermission, type SysPermissionRow } from '../db/schema';
import { BizError } from '../http/envelope';
import { assertMayGrantPermissions, heldPermissionIds } from './user-rank';

/** 'a,b,' → ['a', 'b'] */
const idsOf = (value: unknown) =>
  text(value)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The change a save-permission body asks for: `permissionIds` − `lastpermissionIds` to grant (only permissions
 * that exist, the actor holds, and — for a department role — are among `within`), `lastpermissionIds` −
 * `permissionIds` to revoke.
 */
export async function grantChange(
  db: DbLike,
  actorId: string,
  body: Row,
  within?: ReadonlySet<string>,
): Promise<{ granted: string[]; revoked: string[] }> {
  const wanted = new Set(idsOf(body.permissionIds));
  const before = new Set(idsOf(body.lastpermissionIds));
  const added = [...wanted].filter((id) => !before.has(id));
  if (within && added.some((id) => !within.has(id))) throw new BizError('部门角色只能拥有其部门已授权的菜单');
  await assertMayGrantPermissions(db, actorId, added);
  const granted = added.length
    ? await db.select({ id: sysPermission.id }).from(sysPermission).where(inArray(sysPermission.id, added))
    : [];
  return { granted: granted.map((p) => p.id), revoked: [...before].filter((id) => !wanted.has(id)) };
}

export const MENU_MESSAGES = {
  added: '添加成功！',
  edited: '修改成功！',
  deleted: '删除成功!',
  notFound: '未找到菜单信息',
  name: '请输入菜单标题!',
  buttonName: '请输入按钮/权限!',
  nameTooLong: '菜单名称不能超过100个字符',
  menuType: '菜单类型只能是 0（一级菜单）、1（子菜单）或 2（按钮/权限）',
  parent: '请检查你填的类型以及信息是否正确！',
  parentMissing: '上级菜单不存在',
  parentButton: '上级菜单不能是按钮/权限',
  parentLoop: '上级菜单不能是自己或自己的下级',
  url: '请输入菜单路径!',
  urlFormat: '菜单路径格式不正确：应以 / 开头（外部链接以 http:// 或 https:// 开头），不能含空格、引号或尖括号',
  redirectFormat: '默认跳转地址格式不正确：应以 / 开头，不能含空格、引号或尖括号',
  component: '请输入前端组件!',
  componentFormat: '前端组件格式不正确：应为 views 下的组件路径，如 system/UserList（只含字母、数字、-、_ 和 /）',
  perms: '请输入授权标识!',
  permsFormat: '授权标识格式不正确：只能含字母、数字、:、_、-、.，多个用逗号分隔，如 system:user:add',
  permsTaken: '授权标识已存在!',
  permsType: '授权策略只能是 1（可见/可访问）或 2（可编辑）',
  status: '状态只能是 1（有效）或 0（无效）',
  sortNo: '排序必须是数字',
  icon: '菜单图标不能超过100个字符',
  tooLong: (label: string, max: number) => `${label}不能超过${max}个字符`,
  hasChildren: '该菜单有下级，不能改为按钮/权限',
  notYours: '不能修改或删除您自己没有的菜单或按钮权限',
} as const;

const ROUTE_VIEW = 'layouts/RouteView';
const BUTTON = 2;
const URL_PATTERN = /^\/[^\s"'<>`\\]*$/;
const EXTERNAL_PATTERN = /^https?:\/\/[^\s"'<>`\\]+$/;
/** A JeecgBoot template address ({{ window._CONFIG['domianURL'] }}/…): quotes are part of it. */
const TEMPLATE_PATTERN = /^\{\{[^<>`]*\}\}[^\s"<>`\\]*$/;
const COMPONENT_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;
const PERM_CODE_PATTERN = /^[A-Za-z0-9_:.-]+$/;

/** A SysPermissionTree node. */
export type PermissionTreeNode = Omit<SysPermissionRow, 'leaf'> & {
  key: string;
  title: string;
  leaf: boolean;
  isLeaf: boolean;
  children?: PermissionTreeNode[];
};

export function treeNode(row: SysPermissionRow, leaf = row.leaf): PermissionTreeNode {
  const node: PermissionTreeNode = { ...row, key: row.id, title: row.name, leaf, isLeaf: leaf };
  if (!leaf) node.children = [];
  return node;
}

/** Every row nested under its parent, sorted by sortNo; a row whose parent is missing is a root. */
export function nestRows(rows: SysPermissionRow[]): PermissionTreeNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const byParent = new Map<string, SysPermissionRow[]>();
  for (const row of rows) {
    const parent = row.parentId && ids.has(row.parentId) ? row.parentId : '';
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const build = (row: SysPermissionRow): PermissionTreeNode => {
    const children = (byParent.get(row.id) ?? []).map(build);
    const node = treeNode(row, children.length === 0);
    if (children.length > 0) node.children = children;
    return node;
  };
  return (byParent.get('') ?? []).map(build);
}

/** The ids of `rootIds` and all their descendants. */
export function withDescendants(rows: readonly SysPermissionRow[], rootIds: readonly string[]): string[] {
  const byParent = new Map<string, string[]>();
  for (const row of rows) if (row.parentId) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row.id]);
  const out = new Set<string>();
  const stack = [...rootIds];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (out.has(id)) continue;
    out.add(id);
    stack.push(...(byParent.get(id) ?? []));
  }
  return [...out];
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

function flag(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'boolean') return value;
  return value === 1 || value === '1' || value === 'true' || value === 'Y';
}

/** PermissionDataUtil.intelligentProcessData: the component without `/`, `views/` and `.vue`. */
export function normaliseComponent(raw: string): string {
  return raw
    .replace(/^\/+/, '')
    .replace(/^src\/views\//, '')
    .replace(/^views\//, '')
    .replace(/\.vue$/, '');
}

/** The url without `.vue`, with a leading `/` unless it is external or a template. */
export function normaliseUrl(raw: string): string {
  const url = raw.replace(/\.vue$/, '');
  if (url === '' || url.startsWith('http') || url.startsWith('/') || url.startsWith('{{')) return url;
  return `/${url}`;
}

const validUrl = (url: string) => URL_PATTERN.test(url) || EXTERNAL_PATTERN.test(url) || TEMPLATE_PATTERN.test(url);

function limit(value: string, label: string, max: number): string {
  if (value.length > max) throw new BizError(MENU_MESSAGES.tooLong(label, max));
  return value;
}

/** The codes of a perms value ('a, b' → ['a', 'b']). */
export const permCodes = (perms: string | null | undefined): string[] =>
  (perms ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

type MenuValues = Partial<typeof sysPermission.$inferInsert>;

/**
 * The columns a menu add or edit stores, checked (BizError with the PermissionModal's messages) and normalised.
 * `existing` is the row an edit changes; `all` every menu row (to find the parent and loops).
 */
export function menuValues(body: Row, existing: SysPermissionRow | null, all: readonly SysPermissionRow[]): MenuValues {
  const menuType = Number(body.menuType ?? existing?.menuType ?? 0);
  if (![0, 1, 2].includes(menuType)) throw new BizError(MENU_MESSAGES.menuType);
  const isButton = menuType === BUTTON;
  const name = text(body.name);
  if (!name) throw new BizError(isButton ? MENU_MESSAGES.buttonName : MENU_MESSAGES.name);
  if (name.length > 100) throw new BizError(MENU_MESSAGES.nameTooLong);

  let parentId: string | null = null;
  if (menuType !== 0) {
    parentId = text(body.parentId) || null;
    if (!parentId) throw new BizError(MENU_MESSAGES.parent);
    const parent = all.find((r) => r.id === parentId);
    if (!parent) throw new BizError(MENU_MESSAGES.parentMissing);
    if (parent.menuType === BUTTON) throw new BizError(MENU_MESSAGES.parentButton);
    if (existing && withDescendants(all, [existing.id]).includes(parentId))
      throw new BizError(MENU_MESSAGES.parentLoop);
  }
  if (isButton && existing && all.some((r) => r.parentId === existing.id))
    throw new BizError(MENU_MESSAGES.hasChildren);

  const url = limit(normaliseUrl(text(body.url)), '菜单路径', 255);
  if (!isButton && !url) throw new BizError(MENU_MESSAGES.url);
  if (url && !validUrl(url)) throw new BizError(MENU_MESSAGES.urlFormat);

  let component = limit(normaliseComponent(text(body.component)), '前端组件', 255);
  if (menuType === 0 && !component) component = ROUTE_VIEW;
  if (menuType === 1 && !component) throw new BizError(MENU_MESSAGES.component);
  if (component && !COMPONENT_PATTERN.test(component)) throw new BizError(MENU_MESSAGES.componentFormat);

  const redirect = limit(normaliseUrl(text(body.redirect)), '默认跳转地址', 255);
  if (redirect && !validUrl(redirect)) throw new BizError(MENU_MESSAGES.redirectFormat);

  const perms = limit(text(body.perms), '授权标识', 255);
  const codes = permCodes(perms);
  if (codes.some((c) => !PERM_CODE_PATTERN.test(c))) throw new BizError(MENU_MESSAGES.permsFormat);
  if (isButton && codes.length === 0) throw new BizError(MENU_MESSAGES.perms);

  const permsType = text(body.permsType) || existing?.permsType || '1';
  if (!['1', '2'].includes(permsType)) throw new BizError(MENU_MESSAGES.permsType);
  const status = text(body.status) || existing?.status || '1';
  if (!['0', '1'].includes(status)) throw new BizError(MENU_MESSAGES.status);

  const rawSort = body.sortNo ?? existing?.sortNo ?? 1;
  const sortNo = rawSort === '' || rawSort === null ? 1 : Number(rawSort);
  if (!Number.isFinite(sortNo)) throw new BizError(MENU_MESSAGES.sortNo);

  const icon = text(body.icon);
  if (icon.length > 100) throw new BizError(MENU_MESSAGES.icon);

  return {
    parentId,
    name,
    menuType,
    url: url || null,
    component: component || null,
    componentName: limit(text(body.componentName), '组件名称', 100) || existing?.componentName || null,
    redirect: menuType === 0 ? redirect || null : null,
    perms: perms || null,
    permsType,
    status,
    sortNo,
    icon: isButton ? null : icon || null,
    route: flag(body.route, existing?.route ?? true),
    hidden: flag(body.hidden, existing?.hidden ?? false),
    keepAlive: flag(body.keepAlive, existing?.keepAlive ?? false),
    alwaysShow: flag(body.alwaysShow, existing?.alwaysShow ?? false),
    hideTab: flag(body.hideTab, existing?.hideTab ?? false),
    internalOrExternal: flag(body.internalOrExternal, existing?.internalOrExternal ?? false),
    description: limit(text(body.description), '描述', 255) || existing?.description || null,
  };
}

/** 授权标识已存在!: a code another menu or button already uses (a taken code would take over its checks). */
export async function assertCodesFree(db: DbLike, perms: string | null | undefined, selfId: string | null) {
  const codes = permCodes(perms);
  if (codes.length === 0) return;
  const others = await db
    .select({ perms: sysPermission.perms })
    .from(sysPermission)
    .where(and(eq(sysPermission.delFlag, 0), selfId ? ne(sysPermission.id, selfId) : undefined));
  const taken = new Set(others.flatMap((r) => permCodes(r.perms)));
  if (codes.some((c) => taken.has(c)) || new Set(codes).size !== codes.length)
    throw new BizError(MENU_MESSAGES.permsTaken);
}

/**
 * A menu or button some role holds may be changed or deleted only by someone who holds it too: otherwise switching
 * a button's rule off (状态 无效 lets everybody use its code) or repointing a menu would hand out what the actor lacks.
 */
export async function assertMayChange(db: DbLike, actorId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  const granted = await db
    .selectDistinct({ id: sysRolePermission.permissionId })
    .from(sysRolePermission)
    .where(inArray(sysRolePermission.permissionId, [...ids]));
  if (granted.length === 0) return;
  const held = await heldPermissionIds(db, actorId);
  if (granted.some((g) => !held.has(g.id))) throw new BizError(MENU_MESSAGES.notYours);
}

/** Sets `is_leaf` of these menus from whether they have children now. */
export async function refreshLeaf(db: DbLike, ids: readonly (string | null | undefined)[]) {
  for (const id of new Set(ids.filter((x): x is string => !!x))) {
    const [child] = await db
      .select({ id: sysPermission.id })
      .from(sysPermission)
      .where(eq(sysPermission.parentId, id))
      .limit(1);
    await db.update(sysPermission).set({ leaf: !child }).where(eq(sysPermission.id, id));
  }
}
