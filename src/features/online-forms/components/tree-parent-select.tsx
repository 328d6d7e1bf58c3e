import { useQuery, useQueryClient } from '@tanstack/react-query';
import { shownText, type EntityRecord, type FieldInputProps } from '@/components/crud';
import { TreePicker } from '@/components/widgets/dict/tree-picker';
import type { TreeNode } from '@/components/widgets/dict/tree-node';
import { resourceKeys } from '@/lib/resource-keys';
import {
  cachedRow,
  fetchTreeRow,
  hasChildren,
  isRootPid,
  treeChildrenQuery,
  treeRootsQuery,
  type TreeSettings,
} from '../api/tree-data-api';

/** The choice of no parent (JeecgBoot's words). */
export const ROOT_TEXT = '根节点';
// The 根节点 entry's key in the picker (its value is empty).
const ROOT_KEY = '\u0000root';

export interface TreeParentSelectProps extends FieldInputProps {
  code: string;
  entityName: string;
  tree: TreeSettings;
  /** The node being edited: it and its branch are not offered. */
  self?: string;
}

/** The text of the chosen parent: from a row already read, else GET form/{code}/{id}. */
function useParentText(code: string, entityName: string, tree: TreeSettings, id: string) {
  const client = useQueryClient();
  const known = id ? cachedRow(client, entityName, id) : undefined;
  const row = useQuery({
    queryKey: resourceKeys(entityName).detail(id),
    queryFn: async () => (await fetchTreeRow(code, id)) ?? null,
    enabled: id !== '',
    initialData: known,
    staleTime: known ? Infinity : 0,
  });
  return row.data ? shownText(row.data, tree.textField) || undefined : undefined;
}

/**
 * The parent of a tree form's node (the `sel_tree` control): 根节点, then the roots and each node's children on demand
 * from getTreeData. An empty value is a root.
 */
export function TreeParentSelect({ code, entityName, tree, self, ...props }: TreeParentSelectProps) {
  const client = useQueryClient();
  const raw = props.value === undefined || props.value === null ? '' : String(props.value);
  const value = isRootPid(raw) ? '' : raw;
  const text = useParentText(code, entityName, tree, value);
  const nodes = (records: readonly EntityRecord[]): TreeNode[] =>
    records
      .filter((r) => String(r.id) !== self)
      .map((r) => ({ key: String(r.id), title: shownText(r, tree.textField), isLeaf: !hasChildren(r, tree) }));
  return (
    <TreePicker
      value={value}
      valueText={text}
      placeholder={ROOT_TEXT}
      aria-label={props.field.label}
      disabled={props.disabled}
      loadRoots={async () => [
        { key: ROOT_KEY, title: ROOT_TEXT, isLeaf: true },
        ...nodes(await client.fetchQuery(treeRootsQuery(code, entityName))),
      ]}
      loadChildren={async (node) => nodes(await client.fetchQuery(treeChildrenQuery(code, entityName, tree, node.key)))}
      onChange={(next) => {
        props.onChange(next === ROOT_KEY ? '' : next);
        props.onBlur();
      }}
    />
  );
}
