import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TreeItemValue } from '@fluentui/react-components';
import { reportSave, useWrite } from '@/components/crud';
import { fetchGrantTree, fetchHeldIds } from './fetch-grant-tree';
import { grantKeys, type GrantTarget } from './grant-target';
import { indexPermissionTree, toggleChecked } from './index-permission-tree';

const EMPTY: string[] = [];

/**
 * State of a grant drawer: the tree, the checked ids (the grantee's own until changed), open branches, linkage,
 * and the save (`permissionIds` = checked, `lastpermissionIds` = as loaded).
 */
export function usePermissionGrant(target: GrantTarget) {
  const keys = grantKeys(target);
  const tree = useQuery({
    queryKey: keys.tree(),
    queryFn: () => fetchGrantTree(target.tree.url, target.tree.params),
    staleTime: 0,
  });
  const held = useQuery({
    queryKey: keys.held(),
    queryFn: () => fetchHeldIds(target.held.url, target.held.params),
    staleTime: 0,
  });
  const writer = useWrite();
  const roots = tree.data?.treeList;
  const index = useMemo(() => indexPermissionTree(roots ?? []), [roots]);
  const loaded = held.data ?? EMPTY;
  const [edited, setEdited] = useState<ReadonlySet<string> | null>(null);
  const [openState, setOpenState] = useState<ReadonlySet<TreeItemValue> | null>(null);
  const [linked, setLinked] = useState(false);
  const checked = useMemo(() => edited ?? new Set(loaded), [edited, loaded]);
  const openItems = openState ?? new Set<TreeItemValue>(index.topBranchKeys);

  /** Saves through the outbox; true when the server has it or it waits there (offline). */
  const save = async (): Promise<boolean> => {
    const result = await writer.send({
      method: 'POST',
      url: target.save.url,
      data: { ...target.save.body, permissionIds: [...checked].join(','), lastpermissionIds: loaded.join(',') },
      meta: { scope: target.resource, kind: 'action', label: target.label, recordIds: [target.id] },
    });
    if (!reportSave(result, '保存成功！')) return false;
    // Saved: the grants as read again become the starting point; queued: the edit stays shown.
    if (result.type === 'saved') setEdited(null);
    return true;
  };

  return {
    roots: roots ?? [],
    isLoading: tree.isLoading || held.isLoading,
    loadFailed: tree.isError || held.isError,
    checked,
    /** The grants as the server has them (a 数据规则 choice needs the menu saved first). */
    saved: loaded,
    openItems,
    linked,
    saving: writer.busy,
    setLinked,
    setOpenItems: (items: ReadonlySet<TreeItemValue>) => setOpenState(items),
    toggle: (key: string, on: boolean) => setEdited(toggleChecked(checked, key, on, linked, index)),
    checkAll: () => setEdited(new Set(tree.data?.ids ?? [])),
    uncheckAll: () => setEdited(new Set()),
    expandAll: () => setOpenState(new Set(index.branchKeys)),
    collapseAll: () => setOpenState(new Set()),
    save,
  };
}

export type PermissionGrantState = ReturnType<typeof usePermissionGrant>;
