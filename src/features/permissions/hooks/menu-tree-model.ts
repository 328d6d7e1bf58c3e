/** Pure helpers of the menu tree (菜单管理): the rows a table shows, and the parents a menu may move under. */
import type { PermissionNode } from '@/components/widgets/permission-grant';
import type { TreeNode } from '@/components/widgets/dict/tree-node';
import type { MenuNode } from '../api/menu-api';

export interface MenuRow {
  node: MenuNode;
  depth: number;
  hasChildren: boolean;
}

/** Whether a node has children, sent (the whole tree) or not (the tree loaded a level at a time). */
export const isBranch = (node: MenuNode) => node.leaf === false || (node.children?.length ?? 0) > 0;

/** The rows shown: every root, and the loaded children of each open node, in tree order. */
export function visibleRows(
  roots: readonly MenuNode[],
  open: ReadonlySet<string>,
  childrenOf: (id: string) => readonly MenuNode[] | undefined,
): MenuRow[] {
  const out: MenuRow[] = [];
  const walk = (nodes: readonly MenuNode[], depth: number) => {
    for (const node of nodes) {
      const hasChildren = isBranch(node);
      out.push({ node, depth, hasChildren });
      const children = hasChildren && open.has(node.id) ? childrenOf(node.id) : undefined;
      if (children) walk(children, depth + 1);
    }
  };
  walk(roots, 0);
  return out;
}

/** Each branch of a whole tree with its children (全部展开 fills the per-node caches from one /sys/permission/list). */
export function branchChildren(roots: readonly MenuNode[]): [string, MenuNode[]][] {
  return roots.flatMap((n) =>
    n.children?.length ? [[n.id, n.children] as [string, MenuNode[]], ...branchChildren(n.children)] : [],
  );
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
