import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataLogEntity } from '@/domain/entities/data-log';
import { fetchResult } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';

/** A row of sys_data_log as /sys/dataLog answers it (the version as text). */
export interface DataLogRow {
  id: string;
  dataTable: string;
  dataId: string;
  dataVersion: string;
  dataContent: string | null;
  createBy?: string | null;
  createTime?: string | null;
}

const keys = resourceKeys(dataLogEntity.name);

/** GET /sys/dataLog/queryDataVerList: the versions of one record, newest first. */
export const dataVersionsQuery = (dataTable: string, dataId: string) =>
  queryOptions({
    queryKey: keys.part('versions', dataTable, dataId),
    queryFn: async () =>
      (await fetchResult<DataLogRow[]>(`${dataLogEntity.apiPath}/queryDataVerList`, { dataTable, dataId })) ?? [],
    meta: { quiet: true }, // the dialog shows the refusal in place
  });

/** GET /sys/dataLog/queryCompareList: the two log rows, in the order asked. */
export const compareQuery = (id1: string, id2: string) =>
  queryOptions({
    queryKey: keys.part('compare', id1, id2),
    queryFn: async () =>
      (await fetchResult<DataLogRow[]>(`${dataLogEntity.apiPath}/queryCompareList`, {
        dataId1: id1,
        dataId2: id2,
      })) ?? [],
    enabled: Boolean(id1 && id2),
    meta: { quiet: true },
  });

export const useDataVersions = (dataTable: string, dataId: string) => useQuery(dataVersionsQuery(dataTable, dataId));
export const useCompare = (id1: string, id2: string) => useQuery(compareQuery(id1, id2));

/** One line of the comparison: a key present in both versions, its two values, whether they differ. */
export interface CompareLine {
  key: string;
  first: string;
  second: string;
  differs: boolean;
}

const shown = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

function parse(content: string | null | undefined): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(content ?? '');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** DataLogCompareModal's lines: every key of the first version also in the second (null when one is not JSON). */
export function compareLines(first: DataLogRow, second: DataLogRow): CompareLine[] | null {
  const a = parse(first.dataContent);
  const b = parse(second.dataContent);
  if (!a || !b) return null;
  return Object.keys(a)
    .filter((key) => key in b)
    .map((key) => ({ key, first: shown(a[key]), second: shown(b[key]), differs: shown(a[key]) !== shown(b[key]) }));
}
