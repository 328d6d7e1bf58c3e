/** Pure helpers of the menu tree (菜单管理): the rows a table shows, and the parents a menu may move under. */
import type { PermissionNode } from '@/components/widgets/permission-grant';
import type { TreeNode } from '@/components/widgets/dict/tree-node';
import type { MenuNode } from '../api/menu-api';

export interface MenuRow {
  node: MenuNode;
  depth: number;
  hasChildren: boolean;
}

/** The rows shown: every root, and the children of each open node, in tree order. */
export function visibleRows(roots: readonly MenuNode[], open: ReadonlySet<string>): MenuRow[] {
  const out: MenuRow[] = [];
  const walk = (nodes: readonly MenuNode[], depth: number) => {
    for (const node of nodes) {
      const children = node.children ?? [];
      out.push({ node, depth, hasChildren: children.length > 0 });
      if (children.length > 0 && open.has(node.id)) walk(children, depth + 1);
    }
  };
  walk(roots, 0);
  return out;
}

/** Every node's id with children (展开全部). */
export function branchIds(roots: readonly MenuNode[]): string[] {
  return roots.flatMap((n) => (n.children?.length ? [n.id, ...branchIds(n.children)] : []));
}

/** The menus (not buttons) a node may sit under, from the 上级菜单 tree (/sys/permission/queryTreeList): not itself nor
 * anything below it. */
export function parentOptions(roots: readonly PermissionNode[], selfId?: string): TreeNode[] {
  const convert = (nodes: readonly PermissionNode[]): TreeNode[] =>
    nodes
      .filter((n) => n.menuType !== 2 && n.key !== selfId)
      .map((n) => {
        const children = convert(n.children ?? []);
        return { key: n.key, title: n.title, isLeaf: children.length === 0, ...(children.length ? { children } : {}) };
      });
  return convert(roots);
}

/** A node of the 上级菜单 tree by id. */
export function findParent(roots: readonly PermissionNode[], id: string): PermissionNode | undefined {
  for (const node of roots) {
    if (node.key === id) return node;
    const found = findParent(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** 菜单类型 as the list shows it (VUE2: 0 and 1 are 菜单). */
export const menuTypeText = (type: number) => (type === 2 ? '按钮/权限' : '菜单');
