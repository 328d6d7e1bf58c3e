import type { PermissionNode } from './fetch-grant-tree';

/** Lookups over the permission tree: parents, descendants and the branches (expandable nodes). */
export interface PermissionTreeIndex {
  parentOf: ReadonlyMap<string, string>;
  childrenOf: ReadonlyMap<string, readonly string[]>;
  branchKeys: readonly string[];
  topBranchKeys: readonly string[];
}

export function indexPermissionTree(roots: readonly PermissionNode[]): PermissionTreeIndex {
  const parentOf = new Map<string, string>();
  const childrenOf = new Map<string, string[]>();
  const branchKeys: string[] = [];
  const walk = (node: PermissionNode, parent: string | null) => {
    if (parent !== null) parentOf.set(node.key, parent);
    const children = node.children ?? [];
    if (children.length > 0) {
      branchKeys.push(node.key);
      childrenOf.set(
        node.key,
        children.map((c) => c.key),
      );
    }
    children.forEach((c) => walk(c, node.key));
  };
  roots.forEach((r) => walk(r, null));
  const topBranchKeys = roots.filter((r) => (r.children?.length ?? 0) > 0).map((r) => r.key);
  return { parentOf, childrenOf, branchKeys, topBranchKeys };
}

function descendantsOf(index: PermissionTreeIndex, key: string): string[] {
  const out: string[] = [];
  const stack = [...(index.childrenOf.get(key) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop()!;
    out.push(next);
    stack.push(...(index.childrenOf.get(next) ?? []));
  }
  return out;
}

/**
 * The checked set after (un)checking `key`. Unlinked (JeecgBoot's default checkStrictly) only that node
 * changes. Linked (父子关联), checking also checks its descendants and its ancestors (a button needs
 * its menu), unchecking also unchecks its descendants.
 */
export function toggleChecked(
  checked: ReadonlySet<string>,
  key: string,
  on: boolean,
  linked: boolean,
  index: PermissionTreeIndex,
): Set<string> {
  const next = new Set(checked);
  const affected = linked ? [key, ...descendantsOf(index, key)] : [key];
  for (const k of affected) {
    if (on) next.add(k);
    else next.delete(k);
  }
  if (linked && on) {
    for (let p = index.parentOf.get(key); p !== undefined; p = index.parentOf.get(p)) next.add(p);
  }
  return next;
}
