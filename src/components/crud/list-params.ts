import { DEFAULT_PAGE_SIZE } from '@/domain/constants';
import type { EntityDef, FieldDef } from '@/domain/entities/entity-types';
import { shownText } from './shown-text';
import type { SuperQueryParams } from '@/components/widgets/advanced-query';

export type SortOrder = 'asc' | 'desc';
export interface SortState {
  column: string;
  order: SortOrder;
}

export const DEFAULT_SORT: SortState = { column: 'createTime', order: 'desc' };

export type FilterValues = Record<string, string>;

/** Name of the query-form value of a range field's bound. */
export const rangeKey = (field: FieldDef, bound: 'begin' | 'end') => `${field.name}_${bound}`;

export const searchFields = (entity: EntityDef): FieldDef[] => entity.fields.filter((f) => f.search);
export const listFields = (entity: EntityDef): FieldDef[] => entity.fields.filter((f) => f.list);

const TEXT_TYPES = new Set(['string', 'textarea']);

/**
 * What names a row (its 操作 group, its checkbox, its card's title): the definition's `labelField`, else the first
 * column — the server's `<field>_dictText` when it sends one.
 */
export function rowLabelOf(
  entity: EntityDef,
  columns: readonly FieldDef[],
  record: Record<string, unknown>,
  fallback: string,
): string {
  const name = entity.labelField ?? columns[0]?.name;
  return (name !== undefined && shownText(record, name)) || fallback;
}

/**
 * Query-form values as JeecgBoot list parameters: 'like' text fields are sent as
 * `*value*`, 'eq' as they are, 'range' as `<field>_begin` / `<field>_end`. Empty values are left out.
 */
export function filterParams(entity: EntityDef, values: FilterValues): Record<string, string> {
  const params: Record<string, string> = {};
  for (const field of searchFields(entity)) {
    if (field.search === 'range') {
      for (const bound of ['begin', 'end'] as const) {
        const v = values[rangeKey(field, bound)]?.trim();
        if (v) params[rangeKey(field, bound)] = v;
      }
      continue;
    }
    const v = values[field.name]?.trim();
    if (!v) continue;
    const like = field.search === 'like' && TEXT_TYPES.has(field.type) && !field.dictCode && !v.includes('*');
    params[field.name] = like ? `*${v}*` : v;
  }
  return params;
}

/** JeecgBoot's `field` parameter: "id," then every column (the standard backend ignores it). */
export const fieldParam = (entity: EntityDef): string => ['id,', ...listFields(entity).map((f) => f.name)].join(',');

/** What a list shows: filters, advanced query, sort (null: the default), page. */
export interface ListState {
  filters: FilterValues;
  superQuery: SuperQueryParams;
  sort: SortState | null;
  pageNo: number;
  pageSize: number;
}

export const INITIAL_LIST_STATE: ListState = {
  filters: {},
  superQuery: {},
  sort: null,
  pageNo: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

/** The sort in force: the chosen one, else the definition's, else newest first. */
export const effectiveSort = (entity: EntityDef, sort: SortState | null): SortState =>
  sort ?? entity.defaultSort ?? DEFAULT_SORT;

/** The list request's parameters for a state (fixed filters first, as JeecgListMixin sends them). */
export function listRequestParams(entity: EntityDef, state: ListState, extraParams?: Record<string, unknown>) {
  const sort = effectiveSort(entity, state.sort);
  return {
    ...extraParams,
    ...filterParams(entity, state.filters),
    column: sort.column,
    order: sort.order,
    field: fieldParam(entity),
    pageNo: state.pageNo,
    pageSize: state.pageSize,
    ...(state.superQuery.superQueryParams ? state.superQuery : {}),
  };
}

/**
 * The page to show after removing `removed` rows: the last page that still exists when the current one
 * no longer does (JeecgListMixin reCalculatePage).
 */
export function pageAfterDelete(total: number, removed: number, pageSize: number, current: number): number {
  const lastPage = Math.max(1, Math.ceil(Math.max(0, total - removed) / pageSize));
  return Math.min(current, lastPage);
}

/** Next sort when a column header is clicked: ascending, descending, then back to the default. */
export function nextSort(current: SortState | null, column: string): SortState | null {
  if (current?.column !== column) return { column, order: 'asc' };
  return current.order === 'asc' ? { column, order: 'desc' } : null;
}

/** A header's sort arrow for `column`: the table's `sortDirection`. */
export function sortDirectionOf(
  sort: SortState | null | undefined,
  column: string,
): 'ascending' | 'descending' | undefined {
  if (sort?.column !== column) return undefined;
  return sort.order === 'asc' ? 'ascending' : 'descending';
}
