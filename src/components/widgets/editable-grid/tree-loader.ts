/**
 * Children of tree-table rows: GET the list address with the parent key (default parentId),
 * the condition and the query parameters; the result is an array or has records, else 返回数据类型不识别. Loaded
 * children are kept in local storage (with the app's 7-day expiry) and read from there on the next first expand.
 */
import { accepted, getAction } from '@/lib/api-client';
import { getStored, removeStored, setStored } from '@/lib/storage';
import type { GridRow, GridTreeConfig } from './grid-types';

export const TREE_CACHE_PREFIX = 'editable-grid-tree:';
/** JeecgBoot's text for a result neither array nor records. */
export const TREE_UNRECOGNISED = '返回数据类型不识别';
export const DEFAULT_PARENT_KEY = 'parentId';

type TreeCache = Record<string, GridRow[]>;

const cacheName = (cacheKey: string) => `${TREE_CACHE_PREFIX}${cacheKey}`;

export function readTreeCache(cacheKey: string | undefined): TreeCache {
  if (!cacheKey) return {};
  return getStored<TreeCache>(cacheName(cacheKey)) ?? {};
}

function writeTreeCache(cacheKey: string, parentId: string, rows: GridRow[]) {
  setStored(cacheName(cacheKey), { ...readTreeCache(cacheKey), [parentId]: rows });
}

export function clearTreeCache(cacheKey: string | undefined) {
  if (cacheKey) removeStored(cacheName(cacheKey));
}

/** The children of a row from the server (or the config's loader). */
export async function fetchChildren(config: GridTreeConfig, parentId: string, row: GridRow): Promise<GridRow[]> {
  if (config.loadChildren) return config.loadChildren(row);
  if (!config.url) return [];
  const params: Record<string, unknown> = { ...config.queryParams, [config.parentKey ?? DEFAULT_PARENT_KEY]: parentId };
  if (config.condition) params.condition = config.condition;
  const result = accepted(await getAction<unknown>(config.url, params), '加载失败').result as unknown;
  if (Array.isArray(result)) return result as GridRow[];
  const records = (result as { records?: unknown } | null)?.records;
  if (Array.isArray(records)) return records as GridRow[];
  throw new Error(TREE_UNRECOGNISED);
}

/** Children from the local cache, else fetched and cached. */
export async function loadTreeChildren(config: GridTreeConfig, parentId: string, row: GridRow): Promise<GridRow[]> {
  const cached = readTreeCache(config.cacheKey)[parentId];
  if (cached) return cached;
  const rows = await fetchChildren(config, parentId, row);
  if (config.cacheKey) writeTreeCache(config.cacheKey, parentId, rows);
  return rows;
}
