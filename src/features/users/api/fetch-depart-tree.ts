import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { getAction } from '@/lib/api-client';
import { treeFromResult, type TreeNode } from '@/components/widgets/dict';
import { userKeys } from './user-keys';

/** The whole department tree (GET /sys/sysDepart/queryTreeList), the choices of a user's departments. */
export async function fetchDepartTree(): Promise<TreeNode[]> {
  const res = await getAction('/sys/sysDepart/queryTreeList');
  if (!res.success) throw new Error(res.message || '部门加载失败');
  return treeFromResult(res.result);
}

export const departTreeQuery = () => queryOptions({ queryKey: userKeys.departTree(), queryFn: fetchDepartTree });

/** A loader for the tree picker (it loads when first opened), served from the query cache. */
export function useDepartTreeLoader(): () => Promise<TreeNode[]> {
  const client = useQueryClient();
  return () => client.fetchQuery(departTreeQuery());
}
