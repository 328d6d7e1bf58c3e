import { useMutation } from '@tanstack/react-query';
import type { DictMap } from '@/domain/session-types';
import { getAction } from '@/lib/api-client';
import { dictMutations } from './dict-keys';

/**
 * 刷新缓存: GET sys/dict/refleshCache (the server clears its caches), then GET sys/dict/queryAllDictItems
 * (every dictionary, as at login). Rejects when either call fails; the caller shows one message.
 */
export async function refreshDictCache(): Promise<DictMap> {
  const cleared = await getAction('sys/dict/refleshCache', undefined, { silent: true });
  if (!cleared.success) throw new Error(cleared.message);
  const all = await getAction<DictMap>('sys/dict/queryAllDictItems', undefined, { silent: true });
  if (!all.success || !all.result || typeof all.result !== 'object') throw new Error(all.message);
  return all.result;
}

export const useRefreshDictCacheMutation = () =>
  useMutation({ mutationKey: dictMutations.refreshCache, mutationFn: refreshDictCache });
