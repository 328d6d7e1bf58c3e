import { fetchResult } from '@/lib/api-client';

/** A menu or button of a grant tree. */
export interface PermissionNode {
  key: string;
  title: string;
  /** 0 top menu, 1 sub-menu, 2 button. */
  menuType?: number;
  /** The menu has 数据规则 (a grant may choose some). */
  ruleFlag?: boolean;
  children?: PermissionNode[];
}

export interface PermissionTree {
  treeList: PermissionNode[];
  /** Every permission id of the tree (全部勾选). */
  ids: string[];
}

type Raw = Record<string, unknown>;

function toNode(raw: Raw): PermissionNode {
  const node: PermissionNode = {
    key: String(raw.key ?? raw.value ?? raw.id ?? ''),
    title: String(raw.title ?? raw.label ?? raw.slotTitle ?? raw.name ?? ''),
  };
  if (typeof raw.menuType === 'number') node.menuType = raw.menuType;
  if (raw.ruleFlag === 1 || raw.ruleFlag === true) node.ruleFlag = true;
  if (Array.isArray(raw.children) && raw.children.length > 0) node.children = (raw.children as Raw[]).map(toNode);
  return node;
}

/** A grant tree: every menu and button (/sys/role/queryTreeList) or a department's (queryTreeListForDeptRole). */
export async function fetchGrantTree(url: string, params?: Record<string, string>): Promise<PermissionTree> {
  const result = await fetchResult<{ treeList?: Raw[]; ids?: unknown[] }>(url, params, { fallback: '权限加载失败' });
  return {
    treeList: (result?.treeList ?? []).map(toNode),
    ids: (result?.ids ?? []).map(String),
  };
}

/** The permission ids a grantee holds (queryRolePermission, queryDepartPermission, queryDeptRolePermission). */
export async function fetchHeldIds(url: string, params: Record<string, string>): Promise<string[]> {
  const result = await fetchResult<unknown[]>(url, params, { fallback: '权限加载失败' });
  return (result ?? []).map(String);
}
