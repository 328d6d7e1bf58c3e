import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fetchResult } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';
import { treeFromResult, type TreeNode } from './tree-node';

export type TreeLoader = (url: string, params?: Record<string, unknown>) => Promise<TreeNode[]>;

/**
 * The one loader of every tree select: GET `url` with `params` through the query cache (kept for offline use,
 * invalidated with `resource`), any tree shape of the API normalised. A refusal is told once by the query client
 * and gives no nodes.
 */
export function useTreeLoader(resource: string): TreeLoader {
  const client = useQueryClient();
  return useCallback(
    (url, params = {}) =>
      client
        .fetchQuery({
          queryKey: resourceKeys(resource).part('tree', url, params),
          queryFn: async () => treeFromResult(await fetchResult(url, params, { fallback: '加载失败' })),
        })
        .catch(() => [] as TreeNode[]),
    [client, resource],
  );
}
