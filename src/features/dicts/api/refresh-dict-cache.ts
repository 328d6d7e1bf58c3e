import { useMutation } from '@tanstack/react-query';
import type { DictMap } from '@/domain/session-types';
import { fetchResult } from '@/lib/api-client';
import { dictMutations } from './dict-keys';

/**
 * 刷新缓存: GET sys/dict/refleshCache (the server clears its caches), then GET sys/dict/queryAllDictItems
 * (every dictionary, as at login). Rejects when either call fails; the caller shows one message.
 */
export async function refreshDictCache(): Promise<DictMap> {
  await fetchResult('sys/dict/refleshCache', undefined, { silent: true });
  const all = await fetchResult<DictMap>('sys/dict/queryAllDictItems', undefined, { silent: true });
  if (!all || typeof all !== 'object') throw new Error('字典加载失败');
  return all;
}

export const useRefreshDictCacheMutation = () =>
  useMutation({ mutationKey: dictMutations.refreshCache, mutationFn: refreshDictCache, meta: { quiet: true } });
