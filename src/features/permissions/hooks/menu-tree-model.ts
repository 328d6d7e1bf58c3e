/** Pure helpers of the menu tree (菜单管理): the rows a table shows, and the parents a menu may move under. */
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

/** A node by id anywhere in the tree. */
export function findNode(roots: readonly MenuNode[], id: string): MenuNode | undefined {
  for (const node of roots) {
    if (node.id === id) return node;
    const found = findNode(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** The menus (not buttons) a node may sit under: not itself nor anything below it. */
export function parentOptions(roots: readonly MenuNode[], selfId?: string): TreeNode[] {
  const convert = (nodes: readonly MenuNode[]): TreeNode[] =>
    nodes
      .filter((n) => n.menuType !== 2 && n.id !== selfId)
      .map((n) => {
        const children = convert(n.children ?? []);
        return { key: n.id, title: n.name, isLeaf: children.length === 0, ...(children.length ? { children } : {}) };
      });
  return convert(roots);
}

/** 菜单类型 as the list shows it (VUE2: 0 and 1 are 菜单). */
export const menuTypeText = (type: number) => (type === 2 ? '按钮/权限' : '菜单');
