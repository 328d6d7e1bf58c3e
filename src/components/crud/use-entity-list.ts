import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@/domain/constants';
import type { EntityDef } from '@/domain/entities/entity-types';
import { downloadFile } from '@/lib/api-client';
import { notify } from '@/lib/notifier';
import type { SuperQueryParams } from '@/components/widgets/advanced-query';
import { entityKeys } from './entity-query-keys';
import { deleteRecords, fetchListPage, rowId, type EntityRecord } from './entity-list-api';
import { MISSING_URL, type EntityUrls } from './entity-urls';
import {
  DEFAULT_SORT,
  fieldParam,
  filterParams,
  nextSort,
  pageAfterDelete,
  type FilterValues,
  type SortState,
} from './list-params';
import { saveBlob } from './save-blob';

export const DOWNLOAD_FAILED = '文件下载失败';

export interface EntityListOptions {
  entity: EntityDef;
  urls: EntityUrls;
  /** Fixed filters of the page (e.g. the dictionary whose items are listed). */
  extraParams?: Record<string, unknown>;
}

/**
 * State and calls of an entity list page: filters, advanced query, sort and paging in component state
 * (the layout keeps pages alive across tabs), the list through TanStack Query, selection, deletes, export.
 */
export function useEntityList({ entity, urls, extraParams }: EntityListOptions) {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<FilterValues>({});
  const [superQuery, setSuperQuery] = useState<SuperQueryParams>({});
  const [sort, setSort] = useState<SortState | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [selected, setSelected] = useState<ReadonlyMap<string, EntityRecord>>(new Map());

  const effectiveSort = sort ?? entity.defaultSort ?? DEFAULT_SORT;
  const params = useMemo(
    () => ({
      ...extraParams,
      ...filterParams(entity, filters),
      column: effectiveSort.column,
      order: effectiveSort.order,
      field: fieldParam(entity),
      pageNo,
      pageSize,
      ...(superQuery.superQueryParams ? superQuery : {}),
    }),
    [extraParams, entity, filters, effectiveSort.column, effectiveSort.order, pageNo, pageSize, superQuery],
  );

  const query = useQuery({
    queryKey: entityKeys.list(entity.name, params),
    queryFn: () => fetchListPage(urls.list ?? '', params),
    enabled: Boolean(urls.list),
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (!urls.list) notify({ intent: 'error', message: MISSING_URL.list });
  }, [urls.list]);

  const records = query.data?.records ?? [];
  const total = query.data?.total ?? 0;

  const clearSelection = () => setSelected(new Map());
  const refresh = () => queryClient.invalidateQueries({ queryKey: entityKeys.lists(entity.name) });
  const firstPage = () => {
    setPageNo(1);
    clearSelection();
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
    effectiveSort,
    filters,
    superQuery,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    selected,
    refresh,
    clearSelection,
    search: (values: FilterValues) => {
      setFilters(values);
      firstPage();
    },
    reset: () => {
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
    toggleRow: (record: EntityRecord, checked: boolean) =>
      setSelected((prev) => {
        const next = new Map(prev);
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
      try {
        await deleteRecords(urls.delete, { id });
      } catch {
        return false;
      }
      await afterDelete([id]);
      return true;
    },
    deleteSelected: async (): Promise<boolean> => {
      if (!urls.deleteBatch) return false;
      const ids = [...selected.keys()];
      try {
        await deleteRecords(urls.deleteBatch, { ids: ids.join(',') });
      } catch {
        return false;
      }
      await afterDelete(ids);
      return true;
    },
    exportXls: async (fileName: string) => {
      if (!urls.exportXls) return;
      const exportParams: Record<string, unknown> = { ...params };
      if (selected.size > 0) exportParams.selections = [...selected.keys()].join(',');
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
