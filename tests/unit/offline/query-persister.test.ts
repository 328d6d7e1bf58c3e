import { describe, expect, it } from 'vitest';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { memoryStore } from '@/lib/kv-store';
import {
  boundQueries,
  createQueryPersister,
  PERSIST_LIMITS,
  persistBuster,
  persistQueries,
  restoreQueries,
  type QueryPersister,
} from '@/lib/query-persister';

const DAY = 24 * 3600 * 1000;
const T0 = Date.UTC(2026, 0, 10, 8);

/** A client holding 45 list pages (one a minute), the menu, two dictionaries, an old record and another key. */
function filledClient(): QueryClient {
  const client = new QueryClient();
  for (let i = 0; i < 45; i += 1) {
    client.setQueryData(
      ['entity', 'position', 'list', { pageNo: i + 1 }],
      { records: [], total: i },
      { updatedAt: T0 + i * 60_000 },
    );
  }
  client.setQueryData(['session', 'permissions'], { menu: [{ id: 'm' }], auth: [], allAuth: [] }, { updatedAt: T0 });
  client.setQueryData(['dict', 'all'], { sex: [{ value: '1', text: '男' }] }, { updatedAt: T0 - 6 * DAY });
  client.setQueryData(['dict', 'items', 'old'], [], { updatedAt: T0 - 8 * DAY });
  client.setQueryData(['entity', 'position', 'detail', 'p1'], { id: 'p1' }, { updatedAt: T0 - 60_000 });
  client.setQueryData(['entity', 'gradeStatistics', 'summary', 't1'], { mean: 1 }, { updatedAt: T0 + 44 * 60_000 });
  client.setQueryData(['depart', 'tree'], [], { updatedAt: T0 });
  return client;
}

const options = (persister: QueryPersister, buster = persistBuster('u1')) => ({
  persister,
  buster,
  maxAge: PERSIST_LIMITS.sessionMaxAgeMs,
});

/** Saves the whole client now (a cache change schedules the write; flush does it). */
async function save(client: QueryClient, persister: QueryPersister, buster?: string) {
  const stop = persistQueries(client, options(persister, buster));
  client.setQueryData(['touch'], Date.now());
  stop();
  await persister.flush();
}

const keysOf = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((q) => JSON.stringify(q.queryKey));

describe('query cache persister', () => {
  it('persists the menu, the dictionaries and the 40 newest pieces of screen data; nothing else', async () => {
    const store = memoryStore();
    const persister = createQueryPersister(store, () => T0 + 40 * 60_000);
    await save(filledClient(), persister);

    const restored = new QueryClient();
    await restoreQueries(restored, options(createQueryPersister(store, () => T0 + 40 * 60_000)));
    const keys = keysOf(restored);
    expect(keys.filter((k) => k.startsWith('["entity"'))).toHaveLength(PERSIST_LIMITS.dataQueries);
    // The oldest pages and the old record (LRU by dataUpdatedAt) are the ones dropped.
    for (let page = 1; page <= 6; page += 1)
      expect(keys).not.toContain(`["entity","position","list",{"pageNo":${page}}]`);
    expect(keys).toContain('["entity","position","list",{"pageNo":45}]');
    expect(keys).toContain('["entity","gradeStatistics","summary","t1"]');
    expect(keys).toContain('["session","permissions"]');
    expect(keys).toContain('["dict","all"]');
    expect(keys).not.toContain('["dict","items","old"]'); // older than 7 days
    expect(keys).not.toContain('["entity","position","detail","p1"]');
    expect(keys).not.toContain('["depart","tree"]');
    expect(restored.getQueryData(['dict', 'all'])).toEqual({ sex: [{ value: '1', text: '男' }] });
    expect(restored.getQueryState(['session', 'permissions'])?.dataUpdatedAt).toBe(T0);
  });

  it('keeps the menu and a list whose refetch failed offline, as the data they had, for the next reload', async () => {
    const store = memoryStore();
    const persister = createQueryPersister(store, () => T0 + 60_000);
    const client = filledClient();
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    for (const queryKey of [
      ['session', 'permissions'],
      ['entity', 'position', 'list', { pageNo: 45 }],
    ])
      await client.fetchQuery({ queryKey, queryFn: offline, staleTime: 0, retry: false }).catch(() => undefined);
    expect(client.getQueryState(['session', 'permissions'])?.status).toBe('error');
    await save(client, persister);

    const restored = new QueryClient();
    await restoreQueries(restored, options(createQueryPersister(store, () => T0 + 60_000)));
    const menu = restored.getQueryState(['session', 'permissions']);
    expect(menu).toMatchObject({ status: 'success', error: null, dataUpdatedAt: T0 });
    expect(restored.getQueryData(['session', 'permissions'])).toEqual({ menu: [{ id: 'm' }], auth: [], allAuth: [] });
    expect(restored.getQueryState(['entity', 'position', 'list', { pageNo: 45 }])?.status).toBe('success');
  });

  it('expires dictionaries after 7 days and list pages after a day, at restore too', () => {
    const client = new QueryClient();
    client.setQueryData(['dict', 'all'], {}, { updatedAt: T0 });
    client.setQueryData(['entity', 'role', 'list', {}], { records: [], total: 0 }, { updatedAt: T0 });
    const queries = dehydrate(client).queries;
    const kept = (now: number) => boundQueries(queries, now).map((q) => q.queryKey[0]);
    expect(kept(T0 + DAY)).toEqual(['dict', 'entity']);
    expect(kept(T0 + DAY + 1)).toEqual(['dict']);
    expect(kept(T0 + 7 * DAY)).toEqual(['dict']);
    expect(kept(T0 + 7 * DAY + 1)).toEqual([]);
  });

  it('another build or another user never sees the cache: it is thrown away', async () => {
    const store = memoryStore();
    const persister = createQueryPersister(store, () => T0 + 40 * 60_000);
    for (const buster of ['build-b:u1', 'build-a:u2']) {
      const client = new QueryClient();
      await save(filledClient(), persister, 'build-a:u1');
      expect(await store.get('query-cache')).toBeDefined();
      await restoreQueries(client, options(persister, buster));
      expect(keysOf(client)).toEqual([]);
      expect(await store.get('query-cache')).toBeUndefined();
    }
  });

  it('writes at most once a second, the latest state; discard() deletes it and stops writing', async () => {
    const store = memoryStore();
    const persister = createQueryPersister(store, () => T0);
    const client = new QueryClient();
    client.setQueryData(['session', 'permissions'], { menu: [] }, { updatedAt: T0 });
    const stop = persistQueries(client, options(persister));
    client.setQueryData(['dict', 'all'], {}, { updatedAt: T0 });
    client.setQueryData(['dict', 'items', 'sex'], [], { updatedAt: T0 });
    expect(await store.get('query-cache')).toBeUndefined(); // waiting for the delay
    await persister.flush();
    expect(await store.get('query-cache')).toMatchObject({ buster: persistBuster('u1') });
    expect((await persister.restore())?.clientState.queries).toHaveLength(3);

    await persister.discard();
    expect(await store.get('query-cache')).toBeUndefined();
    client.setQueryData(['dict', 'all'], { sex: [] }, { updatedAt: T0 });
    await persister.flush();
    expect(await store.get('query-cache')).toBeUndefined();

    // Signing in again in the same page (no reload): the new session restores first, then is saved again.
    expect(await persister.restore()).toBeUndefined();
    client.setQueryData(['dict', 'all'], { sex: [{ value: '1', text: '男' }] }, { updatedAt: T0 });
    await persister.flush();
    expect(await store.get('query-cache')).toMatchObject({ buster: persistBuster('u1') });
    stop();
  });
});
