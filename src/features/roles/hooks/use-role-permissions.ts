import { useMemo, useState } from 'react';
import type { TreeItemValue } from '@fluentui/react-components';
import { notify } from '@/lib/notifier';
import { usePermissionTree } from '../api/fetch-permission-tree';
import { useRolePermissionIds } from '../api/fetch-role-permission-ids';
import { useSaveRolePermissionsMutation } from '../api/save-role-permissions';
import { indexPermissionTree, toggleChecked } from './index-permission-tree';

const EMPTY: string[] = [];

/**
 * State of a role's 授权 drawer: the permission tree, the checked ids (the role's own until changed),
 * open branches, linkage, and the save (`permissionIds` = checked, `lastpermissionIds` = as loaded).
 */
export function useRolePermissions(roleId: string) {
  const tree = usePermissionTree();
  const held = useRolePermissionIds(roleId);
  const mutation = useSaveRolePermissionsMutation();
  const roots = tree.data?.treeList;
  const index = useMemo(() => indexPermissionTree(roots ?? []), [roots]);
  const loaded = held.data ?? EMPTY;
  const [edited, setEdited] = useState<ReadonlySet<string> | null>(null);
  const [openState, setOpenState] = useState<ReadonlySet<TreeItemValue> | null>(null);
  const [linked, setLinked] = useState(false);
  const checked = useMemo(() => edited ?? new Set(loaded), [edited, loaded]);
  const openItems = openState ?? new Set<TreeItemValue>(index.topBranchKeys);

  /** Saves; true when the server accepted. */
  const save = async (): Promise<boolean> => {
    try {
      const res = await mutation.mutateAsync({
        roleId,
        permissionIds: [...checked].join(','),
        lastpermissionIds: loaded.join(','),
      });
      if (!res.success) {
        if (res.code !== 510) notify({ intent: 'warning', message: res.message || '保存失败' });
        return false;
      }
      notify({ intent: 'success', message: res.message || '保存成功！' });
      setEdited(null); // the role's permissions as read again become the starting point
      return true;
    } catch {
      return false;
    }
  };

  return {
    roots: roots ?? [],
    isLoading: tree.isLoading || held.isLoading,
    loadFailed: tree.isError || held.isError,
    checked,
    openItems,
    linked,
    saving: mutation.isPending,
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

export type RolePermissionsState = ReturnType<typeof useRolePermissions>;
