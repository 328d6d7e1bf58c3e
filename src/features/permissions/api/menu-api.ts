import { queryOptions } from '@tanstack/react-query';
import { fetchResult } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';

/** The resource of 菜单管理's data: its writes invalidate it (useWrite), so the tree reloads after each. */
export const MENU_RESOURCE = 'permission';

export const MENU_URLS = {
  list: '/sys/permission/list',
  add: '/sys/permission/add',
  edit: '/sys/permission/edit',
  delete: '/sys/permission/delete',
  deleteBatch: '/sys/permission/deleteBatch',
} as const;

/** The codes of 菜单管理's buttons. */
export const MENU_CODES = {
  add: 'system:permission:add',
  edit: 'system:permission:edit',
  delete: 'system:permission:delete',
  deleteBatch: 'system:permission:deleteBatch',
} as const;

/** 0 一级菜单, 1 子菜单, 2 按钮/权限. */
export type MenuType = 0 | 1 | 2;

/** A node of GET /sys/permission/list (SysPermissionTree). */
export interface MenuNode {
  id: string;
  parentId: string | null;
  name: string;
  menuType: MenuType;
  url: string | null;
  component: string | null;
  componentName?: string | null;
  redirect: string | null;
  perms: string | null;
  permsType: string | null;
  status: string | null;
  sortNo: number | null;
  icon: string | null;
  route: boolean;
  hidden: boolean;
  keepAlive: boolean;
  alwaysShow: boolean;
  internalOrExternal: boolean;
  ruleFlag?: number;
  children?: MenuNode[];
}

/** The whole menu tree, or (with a name) the flat list of matching entries. */
export async function fetchMenuTree(name: string): Promise<MenuNode[]> {
  const params = name ? { name } : undefined;
  return (await fetchResult<MenuNode[]>(MENU_URLS.list, params, { fallback: '菜单加载失败' })) ?? [];
}

export const menuTreeQuery = (name: string) =>
  queryOptions({
    queryKey: resourceKeys(MENU_RESOURCE).list({ url: MENU_URLS.list, name }),
    queryFn: () => fetchMenuTree(name),
  });
