/**
 * Every menu and button as a tree (the role's 授权 dialog, 菜单管理), and the list it is built from.
 */
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sysPermission, type SysPermissionRow } from '../db/schema';

export interface PermissionTreeNode {
  key: string;
  title: string;
  value: string;
  label: string;
  slotTitle: string;
  isLeaf: boolean;
  icon: string | null;
  ruleFlag: number;
  parentId: string | null;
  menuType: number;
  children?: PermissionTreeNode[];
}

/** Every menu and button as a tree (the role's 授权 dialog). */
export function permissionTree(rows: SysPermissionRow[]): PermissionTreeNode[] {
  const byParent = new Map<string, SysPermissionRow[]>();
  for (const p of rows) byParent.set(p.parentId ?? '', [...(byParent.get(p.parentId ?? '') ?? []), p]);
  const ids = new Set(rows.map((r) => r.id));
  const build = (p: SysPermissionRow): PermissionTreeNode => {
    const children = (byParent.get(p.id) ?? []).map(build);
    const node: PermissionTreeNode = {
      key: p.id,
      title: p.name,
      value: p.id,
      label: p.name,
      slotTitle: p.name,
      isLeaf: children.length === 0,
      icon: p.icon,
      ruleFlag: p.ruleFlag,
      parentId: p.parentId,
      menuType: p.menuType,
    };
    if (children.length > 0) node.children = children;
    return node;
  };
  return rows.filter((p) => !p.parentId || !ids.has(p.parentId)).map(build);
}

export async function allPermissions(ctx: AppContext): Promise<SysPermissionRow[]> {
  return ctx.db
    .select()
    .from(sysPermission)
    .where(eq(sysPermission.delFlag, 0))
    .orderBy(asc(sysPermission.sortNo), asc(sysPermission.id));
}
