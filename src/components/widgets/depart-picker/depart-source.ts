import type { EntityRecord } from '@/components/crud/entity-list-api';
import { fetchResult } from '@/lib/api-client';
import type { PickSource } from '@/components/widgets/picker-parts/picked';

/** The whole department tree (or the named ones, ?ids=), and the departments whose name holds a keyword. */
export const DEPART_TREE_URL = '/sys/sysDepart/queryTreeList';
export const DEPART_SEARCH_URL = '/sys/sysDepart/searchBy';
/** One level of the tree: the roots, or the children of `pid`. */
export const DEPART_LEVEL_URL = '/sys/sysDepart/queryDepartTreeSync';

/** A department as the picker keeps it: the server's node with `id` and `title` (departName) always set. */
export const departRecord = (raw: EntityRecord): EntityRecord => ({
  ...raw,
  id: String(raw.id ?? raw.key ?? ''),
  title: String(raw.title ?? raw.departName ?? ''),
});

/** Departments by id: one queryTreeList?ids= call answers the named departments. */
export const DEPART_SOURCE: PickSource = {
  resource: 'depart',
  valueKey: 'id',
  textKey: 'title',
  resolve: async (values) => {
    const nodes = await fetchResult<EntityRecord[]>(DEPART_TREE_URL, { ids: values.join(',') });
    return (Array.isArray(nodes) ? nodes : []).map(departRecord);
  },
};
