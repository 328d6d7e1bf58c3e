import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAction } from '@/lib/api-client';
import { departKeys } from './depart-keys';
import { toDepartNode, type DepartNode } from './fetch-depart-tree';

/** Departments whose name contains the keyword (GET /sys/sysDepart/searchBy?keyWord=); none is the server's message. */
export async function searchDeparts(keyWord: string): Promise<DepartNode[]> {
  const res = await getAction<Record<string, unknown>[]>('/sys/sysDepart/searchBy', { keyWord });
  if (!res.success) throw new Error(res.message || '未查询匹配数据！');
  return (Array.isArray(res.result) ? res.result : []).map((raw) => ({ ...toDepartNode(raw), children: undefined }));
}

export const searchDepartsQuery = (keyWord: string) =>
  queryOptions({ queryKey: departKeys.search(keyWord), queryFn: () => searchDeparts(keyWord), staleTime: 0 });

/** Searches only for a keyword. */
export const useSearchDeparts = (keyWord: string) =>
  useQuery({ ...searchDepartsQuery(keyWord), enabled: keyWord !== '' });
