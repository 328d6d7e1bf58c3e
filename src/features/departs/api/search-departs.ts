import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResult } from '@/lib/api-client';
import { departKeys } from './depart-keys';
import { toDepartNode, type DepartNode } from './fetch-depart-tree';

/** Departments whose name contains the keyword (GET /sys/sysDepart/searchBy?keyWord=); none is the server's message. */
export async function searchDeparts(keyWord: string): Promise<DepartNode[]> {
  const result = await fetchResult<Record<string, unknown>[]>(
    '/sys/sysDepart/searchBy',
    { keyWord },
    { fallback: '未查询匹配数据！' },
  );
  return (Array.isArray(result) ? result : []).map((raw) => ({ ...toDepartNode(raw), children: undefined }));
}

export const searchDepartsQuery = (keyWord: string) =>
  queryOptions({
    queryKey: departKeys.search(keyWord),
    queryFn: () => searchDeparts(keyWord),
    staleTime: 0,
    meta: { quiet: true }, // the tree panel shows the answer in place
  });

/** Searches only for a keyword. */
export const useSearchDeparts = (keyWord: string) =>
  useQuery({ ...searchDepartsQuery(keyWord), enabled: keyWord !== '' });
