import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EntityDef } from '@/domain/entities/entity-types';
import { apiUrl, byCodeUnits, downloadFile, withToken } from '@/lib/api-client';
import { notify } from '@/lib/notifier';
import { useOnline } from '@/lib/online-status';
import type { SuperQueryParams } from '@/components/widgets/advanced-query';
import { useOutbox, useOutboxEntries } from '@/components/offline/outbox-context';
import { resourceKeys } from '@/lib/resource-keys';
import { arrivedListPage, fetchListPage, rowId, type EntityRecord } from './entity-list-api';
import { dropPendingAdds, editLabel, overlayPending, pendingOf, reportSave, saveEdit } from './offline-edits';
import { MISSING_URL, type EntityUrls } from './entity-urls';
import {
  effectiveSort,
  INITIAL_LIST_STATE,
  listRequestParams,
  listFields,
  nextSort,
  pageAfterDelete,
  type FilterValues,
  type ListState,
  type SortState,
} from './list-params';
import { saveBlob } from '@/lib/save-blob';

export const DOWNLOAD_FAILED = '文件下载失败';

const PREFETCHED_FRESH_MS = 10_000;

export interface EntityListQueryOptions {
  entity: EntityDef;
  urls: EntityUrls;
  /** Fixed filters of the page (e.g. the dictionary whose items are listed); a change shows page 1 again. */
  extraParams?: Record<string, unknown>;
  /** More parameters from the list's state (EntityListOptions.stateParams). */
  stateParams?: (state: ListState) => Record<string, unknown>;
  /** The first page size (default 10). */
  pageSize?: number;
  /** A checked row replaces the selection (a single-value picker). */
  single?: boolean;
  /** Records selected from the start (a picker opened on its current value). */
  initialSelected?: readonly EntityRecord[];
  /** A new search keeps the selection (a picker: records chosen across searches); else it starts empty. */
  keepSelection?: boolean;
}

/**
 * State and calls of an entity list page: filters, advanced query, sort and paging in component state
 * (the layout keeps pages alive across tabs), the list through TanStack Query, selection, deletes, export.
 */
function sameFilters(a: FilterValues, b: FilterValues): boolean {
  const filled = (values: FilterValues) =>
    JSON.stringify(
      Object.entries(values)
        .filter(([, v]) => v !== undefined && v !== '')
        .sort(([x], [y]) => byCodeUnits(x, y)),
    );
  return filled(a) === filled(b);
}

export function useEntityList({ entity, urls, extraParams, stateParams, ...options }: EntityListQueryOptions) {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<FilterValues>(INITIAL_LIST_STATE.filters);
  const [superQuery, setSuperQuery] = useState<SuperQueryParams>(INITIAL_LIST_STATE.superQuery);
  const [sort, setSort] = useState<SortState | null>(INITIAL_LIST_STATE.sort);
  // The page belongs to the fixed filters it was chosen under: other filters (another owner) start on page 1.
  const fixedKey = JSON.stringify(extraParams ?? {});
  const [shownPage, setPageState] = useState({ of: fixedKey, no: INITIAL_LIST_STATE.pageNo });
  const pageNo = shownPage.of === fixedKey ? shownPage.no : 1;
  const setPageNo = (no: number) => setPageState({ of: fixedKey, no });
  const [pageSize, setPageSize] = useState(options.pageSize ?? INITIAL_LIST_STATE.pageSize);
  const [selected, setSelected] = useState<ReadonlyMap<string, EntityRecord>>(
    () => new Map((options.initialSelected ?? []).map((r) => [rowId(r), r])),
  );

  const params = useMemo(() => {
    const state = { filters, superQuery, sort, pageNo, pageSize };
    const params = listRequestParams(entity, state, extraParams);
    return stateParams ? { ...params, ...stateParams(state) } : params;
  }, [extraParams, stateParams, entity, filters, sort, pageNo, pageSize, superQuery]);

  const query = useQuery({
    queryKey: resourceKeys(entity.name).list({ url: urls.list, ...params }),
    queryFn: () => fetchListPage(urls.list ?? '', params),
    // A cold load's first page, when its prefetch has already been answered: rows in the page's first render.
    initialData: () => (urls.list ? arrivedListPage(urls.list, params) : undefined),
    enabled: Boolean(urls.list),
    placeholderData: keepPreviousData,
    // A page seen before shows at once and is asked for again: another user may have changed it. The prefetched
    // first page (the query's initial data, never updated yet) was asked for seconds ago: not again at once.
    staleTime: (q) => (q.state.dataUpdateCount === 0 && q.state.data !== undefined ? PREFETCHED_FRESH_MS : 0),
  });

  useEffect(() => {
    if (!urls.list) notify({ intent: 'error', message: MISSING_URL.list });
  }, [urls.list]);

  const outbox = useOutbox();
  const waiting = useOutboxEntries();
  const online = useOnline();
  const page = useMemo(
    () => query.data && overlayPending(query.data, waiting, entity.name, pageNo === 1),
    [query.data, waiting, entity.name, pageNo],
  );
  const records = page?.records ?? [];
  const total = page?.total ?? 0;
  const summaryOf = (id: string) => {
    const first = listFields(entity)[0]?.name;
    const record = records.find((r) => rowId(r) === id) ?? selected.get(id);
    return first && record?.[first] != null ? String(record[first]) : undefined;
  };

  /** Deletes through the outbox; rows that exist only there drop their add. */
  const remove = async (url: string, ids: string[], params: Record<string, string>): Promise<boolean> => {
    const local = records.filter((r) => ids.includes(rowId(r)) && pendingOf(r) === 'add');
    await dropPendingAdds(outbox, local);
    const remote = ids.filter((id) => !local.some((r) => rowId(r) === id));
    if (remote.length === 0) return true;
    const label = editLabel(
      'delete',
      entity.title,
      remote.length === 1 ? summaryOf(remote[0] ?? '') : `${remote.length} 项`,
    );
    try {
      const result = await saveEdit(outbox, {
        method: 'DELETE',
        url,
        params: remote.length === ids.length ? params : { ids: remote.join(',') },
        meta: { scope: entity.name, kind: 'delete', label, recordIds: remote, route: window.location.pathname },
      });
      return reportSave(result, '删除成功!');
    } catch (error) {
      notify({ intent: 'error', message: (error as Error).message });
      return false;
    }
  };

  const clearSelection = () => setSelected(new Map());
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys(entity.name).lists() });
  const firstPage = () => {
    setPageNo(1);
    if (!options.keepSelection) clearSelection();
  };

  const afterDelete = (removedIds: string[]) => {
    setPageNo(pageAfterDelete(total, removedIds.length, pageSize, pageNo));
    setSelected((prev) => new Map([...prev].filter(([id]) => !removedIds.includes(id))));
    return refresh();
  };

  return {
    params,
    records,
    total,
    pageNo,
    pageSize,
    sort,
    effectiveSort: effectiveSort(entity, sort),
    filters,
    superQuery,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    /** When the shown data came from the server; shown while offline or when the last refresh failed. */
    dataUpdatedAt: query.dataUpdatedAt,
    showDataAge: Boolean(query.data) && (!online || query.isRefetchError),
    /** Offline with nothing of this list on the device (it was never opened with a network). */
    notSaved: !query.data && !online,
    selected,
    refresh,
    clearSelection,
    // 查询 and 重置 always ask the server, also when the filters are the ones shown.
    search: (values: FilterValues) => {
      if (sameFilters(values, filters) && pageNo === 1) void query.refetch();
      setFilters(values);
      firstPage();
    },
    reset: () => {
      if (sameFilters({}, filters) && pageNo === 1) void query.refetch();
      setFilters({});
      firstPage();
    },
    applySuperQuery: (next: SuperQueryParams) => {
      setSuperQuery(next);
      firstPage();
    },
    toggleSort: (column: string) => setSort((current) => nextSort(current, column)),
    setPage: setPageNo,
    changePageSize: (size: number) => {
      setPageSize(size);
      setPageNo(1);
    },
    single: options.single === true,
    toggleRow: (record: EntityRecord, checked: boolean) =>
      setSelected((prev) => {
        const next = new Map(options.single && checked ? [] : prev);
        if (checked) next.set(rowId(record), record);
        else next.delete(rowId(record));
        return next;
      }),
    togglePage: (checked: boolean) =>
      setSelected((prev) => {
        const next = new Map(prev);
        for (const r of records) {
          if (checked) next.set(rowId(r), r);
          else next.delete(rowId(r));
        }
        return next;
      }),
    /** Deletes one record; false when the address is missing or the server refused. */
    deleteOne: async (id: string): Promise<boolean> => {
      if (!urls.delete) {
        notify({ intent: 'error', message: MISSING_URL.delete });
        return false;
      }
      if (!(await remove(urls.delete, [id], { id }))) return false;
      await afterDelete([id]);
      return true;
    },
    deleteSelected: async (): Promise<boolean> => {
      if (!urls.deleteBatch) return false;
      const ids = [...selected.keys()];
      if (!(await remove(urls.deleteBatch, ids, { ids: ids.join(',') }))) return false;
      await afterDelete(ids);
      return true;
    },
    exportXls: async (fileName: string, mode: ExportMode = 'download') => {
      if (!urls.exportXls) return;
      const exportParams: Record<string, unknown> = { ...params };
      if (selected.size > 0) exportParams.selections = [...selected.keys()].join(',');
      if (mode === 'redirect') {
        window.location.assign(exportRedirectUrl(urls.exportXls, exportParams));
        return;
      }
      try {
        const { blob } = await downloadFile(urls.exportXls, exportParams);
        if (!blob || blob.size === 0) throw new Error(DOWNLOAD_FAILED);
        saveBlob(blob, `${fileName}.xls`);
      } catch {
        notify({ intent: 'warning', message: DOWNLOAD_FAILED });
      }
    },
  };
}

export type EntityListState = ReturnType<typeof useEntityList>;

/** JeecgBoot's two exports: the file fetched and saved (导出), or the browser sent to the export (大数据导出). */
export type ExportMode = 'download' | 'redirect';

/**
 * The second export (JeecgBoot's handleExportXls2): the export address with the list's parameters as one JSON
 * `paramsStr` (selections included) and the token, for the browser to download itself.
 */
export function exportRedirectUrl(exportUrl: string, params: Record<string, unknown>): string {
  return withToken(`${apiUrl(exportUrl)}?paramsStr=${encodeURIComponent(JSON.stringify(params))}`);
}
