import { useMemo, useState } from 'react';
import type { TreeItemValue } from '@fluentui/react-components';
import { reportSave, useWrite } from '@/components/crud';
import { usePermissionTree } from '../api/fetch-permission-tree';
import { useRolePermissionIds } from '../api/fetch-role-permission-ids';
import { indexPermissionTree, toggleChecked } from './index-permission-tree';

const EMPTY: string[] = [];

/**
 * State of a role's 授权 drawer: the permission tree, the checked ids (the role's own until changed),
 * open branches, linkage, and the save (`permissionIds` = checked, `lastpermissionIds` = as loaded).
 */
export function useRolePermissions(roleId: string, roleName = '') {
  const tree = usePermissionTree();
  const held = useRolePermissionIds(roleId);
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
      url: '/sys/permission/saveRolePermission',
      data: { roleId, permissionIds: [...checked].join(','), lastpermissionIds: loaded.join(',') },
      meta: { scope: 'role', kind: 'action', label: `授权 角色「${roleName || roleId}」`, recordIds: [roleId] },
    });
    if (!reportSave(result, '保存成功！')) return false;
    // Saved: the role's permissions as read again become the starting point; queued: the edit stays shown.
    if (result.type === 'saved') setEdited(null);
    return true;
  };

  return {
    roots: roots ?? [],
    isLoading: tree.isLoading || held.isLoading,
    loadFailed: tree.isError || held.isError,
    checked,
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

export type RolePermissionsState = ReturnType<typeof useRolePermissions>;
