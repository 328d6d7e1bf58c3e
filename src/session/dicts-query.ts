import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DictMap } from '@/domain/session-types';
import { SESSION_TTL_MS } from '@/domain/constants';
import { fetchResult } from '@/lib/api-client';
import { dictKeys } from '@/lib/query-keys';
import { getStoredExpiry, STORAGE_KEYS } from '@/lib/storage';
import { getStoredDicts, saveDicts } from './session-store';

/** GET sys/dict/queryAllDictItems: every dictionary, kept in the login's storage too. */
export async function fetchAllDicts(): Promise<DictMap> {
  const result =
    (await fetchResult<DictMap>('sys/dict/queryAllDictItems', undefined, { silent: true, fallback: '字典加载失败' })) ??
    {};
  saveDicts(result);
  return result;
}

/**
 * All dictionaries as cached data: seeded by the login's sysAllDictItems (dated at the login), fresh for
 * 7 days, then fetched again; persisted with the query cache so they outlive an expired local copy.
 */
export function allDictsQueryOptions() {
  const expire = getStoredExpiry(STORAGE_KEYS.dicts);
  return queryOptions({
    queryKey: dictKeys.allItems(),
    queryFn: fetchAllDicts,
    meta: { quiet: true }, // the stored copy stands in; a failed refresh needs no message
    staleTime: SESSION_TTL_MS,
    gcTime: SESSION_TTL_MS,
    initialData: expire === null ? undefined : getStoredDicts(),
    initialDataUpdatedAt: expire === null ? undefined : expire - SESSION_TTL_MS,
  });
}

/** Keeps the dictionaries loaded while signed in; a cached copy fills a lost local one (offline screens read it). */
export function useAllDicts(): void {
  const { data, dataUpdatedAt } = useQuery(allDictsQueryOptions());
  useEffect(() => {
    const left = dataUpdatedAt + SESSION_TTL_MS - Date.now();
    if (data && left > 0 && getStoredExpiry(STORAGE_KEYS.dicts) === null) saveDicts(data, left);
  }, [data, dataUpdatedAt]);
}
