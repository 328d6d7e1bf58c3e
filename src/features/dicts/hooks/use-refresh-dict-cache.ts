import { useQueryClient } from '@tanstack/react-query';
import { dictKeys } from '@/lib/query-keys';
import { notify } from '@/lib/notifier';
import { saveDicts } from '@/session/session-store';
import { useRefreshDictCacheMutation } from '../api/refresh-dict-cache';

/** JeecgBoot's texts, verbatim. */
export const CACHE_MESSAGES = { done: '刷新缓存完成！', failed: '刷新缓存失败！' } as const;

/** 刷新缓存: reloads every dictionary into the 7-day store and the query cache. */
export function useRefreshDictCache() {
  const client = useQueryClient();
  const mutation = useRefreshDictCacheMutation();
  const run = async (): Promise<void> => {
    try {
      saveDicts(await mutation.mutateAsync());
    } catch {
      notify({ intent: 'warning', message: CACHE_MESSAGES.failed });
      return;
    }
    await client.invalidateQueries({ queryKey: dictKeys.all() });
    notify({ intent: 'success', message: CACHE_MESSAGES.done });
  };
  return { run, pending: mutation.isPending };
}
