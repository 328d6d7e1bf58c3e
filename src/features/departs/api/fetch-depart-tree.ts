import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResult } from '@/lib/api-client';
import { departKeys } from './depart-keys';

/** A department as the tree calls return it: the SysDepart record plus key, title and children. */
export interface DepartNode extends Record<string, unknown> {
  id: string;
  key: string;
  title: string;
  departName: string;
  parentId: string | null;
  orgCode: string;
  children?: DepartNode[];
}

type Raw = Record<string, unknown>;

export function toDepartNode(raw: Raw): DepartNode {
  const id = String(raw.id ?? raw.key ?? '');
  const children = Array.isArray(raw.children) ? (raw.children as Raw[]).map(toDepartNode) : undefined;
  return {
    ...raw,
    id,
    key: String(raw.key ?? id),
    title: String(raw.title ?? raw.departName ?? ''),
    departName: String(raw.departName ?? raw.title ?? ''),
    parentId: typeof raw.parentId === 'string' && raw.parentId ? raw.parentId : null,
    orgCode: String(raw.orgCode ?? ''),
    children: children && children.length > 0 ? children : undefined,
  };
}

/** The whole department tree (GET /sys/sysDepart/queryTreeList). */
export async function fetchDepartTree(): Promise<DepartNode[]> {
  const result = await fetchResult<Raw[]>('/sys/sysDepart/queryTreeList', undefined, { fallback: '部门加载失败' });
  return (Array.isArray(result) ? result : []).map(toDepartNode);
}

export const departTreeQuery = () =>
  queryOptions({ queryKey: departKeys.tree(), queryFn: fetchDepartTree, staleTime: 0, meta: { quiet: true } });

export const useDepartTree = () => useQuery(departTreeQuery());
