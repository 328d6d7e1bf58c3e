import { useMemo, useState } from 'react';
import type { TreeItemValue } from '@fluentui/react-components';
import { useDepartTree, type DepartNode } from '../api/fetch-depart-tree';
import { useSearchDeparts } from '../api/search-departs';

export interface DepartIndex {
  byId: ReadonlyMap<string, DepartNode>;
  branchKeys: readonly string[];
}

export function indexDeparts(roots: readonly DepartNode[]): DepartIndex {
  const byId = new Map<string, DepartNode>();
  const branchKeys: string[] = [];
  const walk = (node: DepartNode) => {
    byId.set(node.id, node);
    if (node.children?.length) branchKeys.push(node.key);
    node.children?.forEach(walk);
  };
  roots.forEach(walk);
  return { byId, branchKeys };
}

const EMPTY: DepartNode[] = [];

/**
 * The department tree of 部门管理: the whole tree, or the matches of a search (searchBy); the selected
 * department (the first root until one is chosen; kept while it exists) and the open branches (all open
 * at first, like JeecgBoot).
 */
export function useDepartTreeState() {
  const tree = useDepartTree();
  const [keyWord, setKeyWord] = useState('');
  const search = useSearchDeparts(keyWord);
  // undefined: nothing chosen yet (the first root shows); null: chosen none (e.g. after its delete).
  const [selectedId, setSelectedId] = useState<string | null | undefined>(undefined);
  const [openState, setOpenState] = useState<ReadonlySet<TreeItemValue> | null>(null);
  const roots = tree.data ?? EMPTY;
  const index = useMemo(() => indexDeparts(roots), [roots]);
  const searching = keyWord !== '';
  const shown = searching ? (search.data ?? EMPTY) : roots;
  // A search hit is not in the tree's children lists, but it is in the index (by id).
  const selected =
    selectedId === undefined ? (roots[0] ?? null) : selectedId ? (index.byId.get(selectedId) ?? null) : null;

  return {
    roots,
    index,
    shown,
    searching,
    keyWord,
    isLoading: tree.isLoading || (searching && search.isLoading),
    /** 未查询匹配数据！ and other failures, as the server said them. */
    error: (searching ? search.error : tree.error)?.message ?? null,
    selected,
    openItems: openState ?? new Set<TreeItemValue>(index.branchKeys),
    select: (id: string | null) => setSelectedId(id),
    setOpenItems: (items: ReadonlySet<TreeItemValue>) => setOpenState(items),
    expandAll: () => setOpenState(new Set(index.branchKeys)),
    collapseAll: () => setOpenState(new Set()),
    search: (text: string) => setKeyWord(text.trim()),
    refetch: () => tree.refetch(),
  };
}

export type DepartTreeState = ReturnType<typeof useDepartTreeState>;
