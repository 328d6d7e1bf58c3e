import { idbStore } from './kv-store';

/**
 * Where the query cache is kept across visits (query-persister.ts). A module of its own so that a warm start can
 * begin reading it while the signed-in code still downloads: restoring it then no longer adds an IndexedDB round
 * trip between the code's arrival and the first screen.
 */
export const queryCacheStore = idbStore('exam-query-cache');
export const QUERY_CACHE_KEY = 'query-cache';

export function readQueryCacheAhead(): void {
  queryCacheStore.readAhead(QUERY_CACHE_KEY);
}
