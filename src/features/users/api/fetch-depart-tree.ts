import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { fetchResult } from '@/lib/api-client';
import { treeFromResult, type TreeNode } from '@/components/widgets/dict';
import { userKeys } from './user-keys';

/** The whole department tree (GET /sys/sysDepart/queryTreeList), the choices of a user's departments. */
export async function fetchDepartTree(): Promise<TreeNode[]> {
  return treeFromResult(await fetchResult('/sys/sysDepart/queryTreeList', undefined, { fallback: '部门加载失败' }));
}

export const departTreeQuery = () => queryOptions({ queryKey: userKeys.departTree(), queryFn: fetchDepartTree });

/** A loader for the tree picker (it loads when first opened), served from the query cache. */
export function useDepartTreeLoader(): () => Promise<TreeNode[]> {
  const client = useQueryClient();
  return () => client.fetchQuery(departTreeQuery());
}
