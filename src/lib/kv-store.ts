import { createStore, del, get, update, type UseStore } from 'idb-keyval';

/** The little of IndexedDB the offline cache and the outbox need; tests and browsers without IndexedDB get memory. */
export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  /** Read-modify-write in one transaction, so two tabs never overwrite each other's change. */
  update<T>(key: string, change: (old: T | undefined) => T): Promise<void>;
  del(key: string): Promise<void>;
}

export function memoryStore(): KeyValueStore {
  const data = new Map<string, unknown>();
  return {
    get: async <T>(key: string) => structuredClone(data.get(key)) as T | undefined,
    update: async <T>(key: string, change: (old: T | undefined) => T) => {
      data.set(key, structuredClone(change(structuredClone(data.get(key)) as T | undefined)));
    },
    del: async (key) => {
      data.delete(key);
    },
  };
}

/** One IndexedDB database per use, opened on first access (nothing is opened at import). */
export function idbStore(dbName: string): KeyValueStore & {
  /** Starts reading `key` now; the next get(key) answers with this read unless a write came between. */
  readAhead(key: string): void;
} {
  if (typeof indexedDB === 'undefined') return { ...memoryStore(), readAhead: () => undefined };
  let store: UseStore | undefined;
  const open = () => (store ??= createStore(dbName, 'kv'));
  const ahead = new Map<string, Promise<unknown>>();
  return {
    get: <T>(key: string) => {
      const read = ahead.get(key) as Promise<T | undefined> | undefined;
      ahead.delete(key);
      return read ?? get<T>(key, open());
    },
    update: (key, change) => {
      ahead.delete(key);
      return update(key, change, open());
    },
    del: (key) => {
      ahead.delete(key);
      return del(key, open());
    },
    readAhead: (key) => {
      if (!ahead.has(key)) ahead.set(key, get(key, open()));
    },
  };
}
