/** A node of the tree selects (TreeSelectModel / depart tree / category tree, normalised). */
export interface TreeNode {
  key: string;
  title: string;
  isLeaf: boolean;
  /** Present when the server sent the whole subtree; otherwise loaded on first expand. */
  children?: TreeNode[];
}

type RawNode = Record<string, unknown>;

const str = (v: unknown): string | undefined => (v === undefined || v === null ? undefined : String(v));

/**
 * Normalises the tree shapes of the API: key (or value or id), title (or label, departName, name),
 * leaf / isLeaf (true, 1, '1'), children.
 */
export function toTreeNode(raw: RawNode): TreeNode {
  const rawChildren = Array.isArray(raw.children) ? (raw.children as RawNode[]) : undefined;
  const leafFlag = raw.isLeaf ?? raw.leaf;
  const isLeaf =
    leafFlag === undefined || leafFlag === null
      ? rawChildren !== undefined && rawChildren.length === 0
      : leafFlag === true || leafFlag === 1 || leafFlag === '1' || leafFlag === 'true';
  return {
    key: str(raw.key) ?? str(raw.value) ?? str(raw.id) ?? '',
    title: str(raw.title) ?? str(raw.label) ?? str(raw.departName) ?? str(raw.name) ?? '',
    isLeaf: isLeaf || (rawChildren !== undefined && rawChildren.length === 0),
    children: rawChildren?.map(toTreeNode),
  };
}

/** A tree answer: a plain array, `{records}` or `{treeList}`. */
export function treeFromResult(result: unknown): TreeNode[] {
  const list = Array.isArray(result)
    ? result
    : result && typeof result === 'object'
      ? ((result as RawNode).treeList ?? (result as RawNode).records)
      : undefined;
  return Array.isArray(list) ? (list as RawNode[]).map(toTreeNode) : [];
}

/** Titles by key of every node of a tree. */
export function collectTitles(nodes: TreeNode[], into: Record<string, string> = {}): Record<string, string> {
  for (const node of nodes) {
    into[node.key] = node.title;
    if (node.children) collectTitles(node.children, into);
  }
  return into;
}
