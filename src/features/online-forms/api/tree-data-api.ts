import type { QueryClient } from '@tanstack/react-query';
import type { EntityRecord, TreeChildrenQuery } from '@/components/crud';
import { fetchListPage } from '@/components/crud/entity-list-api';
import { fetchResult } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';
import { ALL_ROWS, type OnlineFormAnswers } from '../online-entity';
import { FORM_DATA_API } from './form-data-api';

/** A tree form's columns: the parent id, the "has children" flag ('1' / '0') and the text shown as the node. */
export interface TreeSettings {
  pidField: string;
  hasChildrenField: string;
  textField: string;
}

/** What getColumns and getFormItem's pid property add for a tree form. */
interface TreeAnswers {
  pidField?: string | null;
  hasChildrenField?: string | null;
  textField?: string | null;
}
interface TreePidProperty {
  view?: string | null;
  pidField?: string | null;
  hasChildField?: string | null;
  dictText?: string | null;
}

/** The tree columns of a form: getColumns' names, else its `sel_tree` property's, else JeecgBoot's defaults. */
export function treeSettingsOf({ columns, formItem }: OnlineFormAnswers): TreeSettings {
  const named = columns as TreeAnswers;
  const pid = Object.entries(formItem.schema.properties).find(([, p]) => p.view === 'sel_tree');
  const property = (pid?.[1] ?? {}) as TreePidProperty;
  return {
    pidField: named.pidField || property.pidField || pid?.[0] || 'pid',
    hasChildrenField: named.hasChildrenField || property.hasChildField || 'has_child',
    textField: named.textField || property.dictText || columns.columns[0]?.dataIndex || 'id',
  };
}

export const treeDataUrl = (code: string) => `${FORM_DATA_API}/getTreeData/${encodeURIComponent(code)}`;

/** The "no parent" value of a root as the server stores it. */
export const TREE_ROOT = '0';
export const isRootPid = (pid: unknown) => pid === undefined || pid === null || pid === '' || pid === TREE_ROOT;

export const hasChildren = (record: EntityRecord, tree: TreeSettings) => String(record[tree.hasChildrenField]) === '1';

/** A node's children (getTreeData with `<pidField>=<id>`), in the list's cache: a write refreshes the open ones. */
export function treeChildrenQuery(
  code: string,
  entityName: string,
  tree: TreeSettings,
  id: string,
): TreeChildrenQuery<EntityRecord> {
  const url = treeDataUrl(code);
  const params = { hasQuery: 'false', [tree.pidField]: id };
  return {
    queryKey: resourceKeys(entityName).list({ url, ...params }),
    queryFn: async () => (await fetchListPage(url, params)).records,
  };
}

/** Every root (a parent picker offers them all, not a page of them). */
export function treeRootsQuery(code: string, entityName: string): TreeChildrenQuery<EntityRecord> {
  const url = treeDataUrl(code);
  const params = { hasQuery: 'false', pageNo: 1, pageSize: ALL_ROWS };
  return {
    queryKey: resourceKeys(entityName).list({ url, ...params }),
    queryFn: async () => (await fetchListPage(url, params)).records,
  };
}

/** A row the screen has already read (a list page, a branch), by id. */
export function cachedRow(client: QueryClient, entityName: string, id: string): EntityRecord | undefined {
  for (const [, data] of client.getQueriesData<unknown>({ queryKey: resourceKeys(entityName).lists() })) {
    const records = Array.isArray(data) ? data : (data as { records?: unknown } | undefined)?.records;
    if (!Array.isArray(records)) continue;
    const found = (records as EntityRecord[]).find((r) => String(r.id) === id);
    if (found) return found;
  }
  return undefined;
}

/** GET form/{code}/{id}: one row (a failure is not told: the caller shows the id instead). */
export const fetchTreeRow = (code: string, id: string) =>
  fetchResult<EntityRecord | null>(
    `${FORM_DATA_API}/form/${encodeURIComponent(code)}/${encodeURIComponent(id)}`,
    {},
    { silent: true },
  );
