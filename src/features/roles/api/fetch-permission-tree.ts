import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResult } from '@/lib/api-client';
import { roleKeys } from './role-keys';

/** A menu or button of the permission tree. */
export interface PermissionNode {
  key: string;
  title: string;
  /** 0 top menu, 1 sub-menu, 2 button. */
  menuType?: number;
  children?: PermissionNode[];
}

export interface PermissionTree {
  treeList: PermissionNode[];
  /** Every permission id (全部勾选). */
  ids: string[];
}

type Raw = Record<string, unknown>;

function toNode(raw: Raw): PermissionNode {
  const node: PermissionNode = {
    key: String(raw.key ?? raw.value ?? raw.id ?? ''),
    title: String(raw.title ?? raw.label ?? raw.slotTitle ?? raw.name ?? ''),
  };
  if (typeof raw.menuType === 'number') node.menuType = raw.menuType;
  if (Array.isArray(raw.children) && raw.children.length > 0) node.children = (raw.children as Raw[]).map(toNode);
  return node;
}

/** Every menu and button (GET /sys/role/queryTreeList → {treeList, ids}). */
export async function fetchPermissionTree(): Promise<PermissionTree> {
  const result = await fetchResult<{ treeList?: Raw[]; ids?: unknown[] }>('/sys/role/queryTreeList', undefined, {
    fallback: '权限加载失败',
  });
  return {
    treeList: (result?.treeList ?? []).map(toNode),
    ids: (result?.ids ?? []).map(String),
  };
}

export const permissionTreeQuery = () =>
  queryOptions({ queryKey: roleKeys.permissionTree(), queryFn: fetchPermissionTree, staleTime: 0 });

export const usePermissionTree = () => useQuery(permissionTreeQuery());
