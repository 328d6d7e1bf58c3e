import { queryOptions } from '@tanstack/react-query';
import { fetchResult } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';

/** The resource of 菜单管理's data: its writes invalidate it (useWrite), so the tree reloads after each. */
export const MENU_RESOURCE = 'permission';

export const MENU_URLS = {
  list: '/sys/permission/list',
  topMenus: '/sys/permission/getSystemMenuList',
  submenu: '/sys/permission/getSystemSubmenu',
  submenuBatch: '/sys/permission/getSystemSubmenuBatch',
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
  /** false on a node with children, also where they are not sent (getSystemMenuList, getSystemSubmenu). */
  leaf?: boolean;
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

/** The top menus (getSystemMenuList): the tree opens one level at a time. */
export const topMenusQuery = () =>
  queryOptions({
    queryKey: resourceKeys(MENU_RESOURCE).list({ url: MENU_URLS.topMenus }),
    queryFn: async () =>
      (await fetchResult<MenuNode[]>(MENU_URLS.topMenus, undefined, { fallback: '菜单加载失败' })) ?? [],
  });

/** The children of one open node. */
export const submenuQuery = (parentId: string) =>
  queryOptions({
    queryKey: resourceKeys(MENU_RESOURCE).list({ url: MENU_URLS.submenu, parentId }),
    queryFn: () => loadSubmenu(parentId),
  });

type Waiter = { resolve: (nodes: MenuNode[]) => void; reject: (error: unknown) => void };
let waiting: Map<string, Waiter[]> | null = null;

/** Nodes asking in the same moment (every open branch reloading after a save) share one getSystemSubmenuBatch
 * call; one node alone asks getSystemSubmenu. */
function loadSubmenu(parentId: string): Promise<MenuNode[]> {
  return new Promise((resolve, reject) => {
    if (!waiting) {
      waiting = new Map();
      setTimeout(() => void flushSubmenus(), 0);
    }
    waiting.set(parentId, [...(waiting.get(parentId) ?? []), { resolve, reject }]);
  });
}

async function flushSubmenus() {
  const batch = waiting ?? new Map<string, Waiter[]>();
  waiting = null;
  const ids = [...batch.keys()];
  const opts = { fallback: '菜单加载失败' };
  try {
    const [first = ''] = ids;
    const byParent: Record<string, MenuNode[] | undefined> =
      ids.length === 1
        ? { [first]: await fetchResult<MenuNode[]>(MENU_URLS.submenu, { parentId: first }, opts) }
        : ((await fetchResult<Record<string, MenuNode[]>>(
            MENU_URLS.submenuBatch,
            { parentIds: ids.join(',') },
            opts,
          )) ?? {});
    for (const [id, waiters] of batch) for (const w of waiters) w.resolve(byParent[id] ?? []);
  } catch (error) {
    for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
  }
}
