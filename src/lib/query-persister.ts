import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { SESSION_TTL_MS } from '@/domain/constants';
import type { KeyValueStore } from './kv-store';
import { QUERY_CACHE_KEY, queryCacheStore } from './query-cache-store';
import { QUERY_GC_TIME_MS } from './query-client';

/** What is kept of the query cache across visits. */
export const PERSIST_LIMITS = {
  /** The most recent screen data (list pages, records, a page's other figures), by when their data came. */
  dataQueries: 40,
  dataMaxAgeMs: QUERY_GC_TIME_MS,
  /** Dictionaries, menu and permissions live as long as the sign-in (7 days). */
  sessionMaxAgeMs: SESSION_TTL_MS,
} as const;

const KEY = QUERY_CACHE_KEY;
const WRITE_DELAY_MS = 1000;

type DehydratedQuery = DehydratedState['queries'][number];

/** What is stored: the kept queries, when, and for which build and user (the buster). */
export interface PersistedClient {
  timestamp: number;
  buster: string;
  clientState: DehydratedState;
}
export type PersistedKind = 'permissions' | 'dict' | 'data';

/**
 * Which cached data is persisted: menu and permissions, dictionaries, and what screens show of a resource (its list
 * pages, records and figures: every `resourceKeys` query), so a page opened online opens offline; nothing else.
 */
export function persistedKind(key: readonly unknown[]): PersistedKind | null {
  if (key[0] === 'session' && key[1] === 'permissions') return 'permissions';
  if (key[0] === 'dict') return 'dict';
  if (key[0] === 'entity') return 'data';
  return null;
}

/**
 * For `dehydrateOptions.shouldDehydrateQuery`: data of a persisted kind. A refetch that failed (offline) keeps the
 * data it had, and so does the stored cache: dropping it made the next reload offline start without a menu.
 */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return query.state.data !== undefined && persistedKind(query.queryKey) !== null;
}

/** A kept query is stored as the data it last had, never as the failure of a refetch made offline. */
function asLastData(query: DehydratedQuery): DehydratedQuery {
  if (query.state.status === 'success') return query;
  return { ...query, state: { ...query.state, status: 'success', error: null, fetchStatus: 'idle' } };
}

/** Drops expired entries and keeps the newest screen data only. */
export function boundQueries(queries: DehydratedQuery[], now: number): DehydratedQuery[] {
  const kept: DehydratedQuery[] = [];
  const data: DehydratedQuery[] = [];
  for (const query of queries) {
    const kind = persistedKind(query.queryKey);
    const age = now - query.state.dataUpdatedAt;
    if (query.state.data === undefined) continue;
    if (kind === 'data' && age <= PERSIST_LIMITS.dataMaxAgeMs) data.push(asLastData(query));
    else if ((kind === 'dict' || kind === 'permissions') && age <= PERSIST_LIMITS.sessionMaxAgeMs)
      kept.push(asLastData(query));
  }
  data.sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  return [...kept, ...data.slice(0, PERSIST_LIMITS.dataQueries)];
}

function bounded(client: PersistedClient, now: number): PersistedClient {
  const { clientState } = client;
  return { ...client, clientState: { ...clientState, queries: boundQueries(clientState.queries, now), mutations: [] } };
}

export interface QueryPersister {
  /** Schedules a write; `snapshot` is taken when the write happens (at most once a second). */
  save(snapshot: () => PersistedClient): void;
  restore(): Promise<PersistedClient | undefined>;
  remove(): Promise<void>;
  /** Writes a change still waiting for its delay (the page is going away). */
  flush(): Promise<void>;
  /** Logout: deletes the cache and writes nothing more until the next session restores (signs in again). */
  discard(): Promise<void>;
}

/** The query cache in IndexedDB: written at most once a second, bounded on write and on read. */
export function createQueryPersister(
  store: KeyValueStore = queryCacheStore,
  now: () => number = Date.now,
): QueryPersister {
  let waiting: (() => PersistedClient) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let discarded = false;

  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    const snapshot = waiting;
    waiting = null;
    if (!snapshot || discarded) return;
    const client = bounded(snapshot(), now());
    await store.update<PersistedClient>(KEY, () => client);
  };

  return {
    save(snapshot) {
      if (discarded) return;
      waiting = snapshot;
      timer ??= setTimeout(
        () => void flush().catch((e: unknown) => console.warn('query cache not saved', e)),
        WRITE_DELAY_MS,
      );
    },
    async restore() {
      // A session starts by restoring: after a logout without a reload (a failed menu), the next one is saved.
      discarded = false;
      const client = await store.get<PersistedClient>(KEY);
      return client ? bounded(client, now()) : undefined;
    },
    async remove() {
      waiting = null;
      await store.del(KEY);
    },
    flush,
    async discard() {
      discarded = true;
      clearTimeout(timer);
      waiting = null;
      await store.del(KEY);
    },
  };
}

export interface PersistOptions {
  persister: QueryPersister;
  buster: string;
  maxAge: number;
}

/**
 * Puts the stored cache back into the client, unless it is too old or of another build or user (then it goes).
 * Answers whether anything was put back.
 */
export async function restoreQueries(
  client: QueryClient,
  { persister, buster, maxAge }: PersistOptions,
): Promise<boolean> {
  try {
    const saved = await persister.restore();
    if (!saved) return false;
    if (saved.buster !== buster || !(Date.now() - saved.timestamp <= maxAge)) {
      await persister.remove();
      return false;
    }
    hydrate(client, saved.clientState);
    return true;
  } catch (error) {
    console.warn('query cache not restored', error);
    await persister.remove().catch(() => undefined);
    return false;
  }
}

/** Saves the kept queries whenever the cache changes; returns the stop function. */
export function persistQueries(client: QueryClient, { persister, buster }: Omit<PersistOptions, 'maxAge'>): () => void {
  const snapshot = (): PersistedClient => ({
    buster,
    timestamp: Date.now(),
    clientState: dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false }),
  });
  return client.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') persister.save(snapshot);
  });
}

/** The app's one persister (IndexedDB is opened on first use). */
export const queryPersister = createQueryPersister();

declare const __APP_BUILD__: string;

/** Changes with every build: a new version never reads the previous one's cache. */
export const APP_BUILD = typeof __APP_BUILD__ === 'string' ? __APP_BUILD__ : 'dev';

/** Cache of another version or another user is thrown away on restore. */
export const persistBuster = (userId: string) => `${APP_BUILD}:${userId}`;
