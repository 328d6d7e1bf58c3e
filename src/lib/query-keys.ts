/**
 * Query keys of session and access data, ordered resource → list/detail → params, so
 * invalidation, websocket events and the persister can target a whole resource by its prefix.
 */
export const sessionKeys = {
  all: () => ['session'] as const,
  permissions: () => ['session', 'permissions'] as const,
  departs: () => ['session', 'departs'] as const,
};

export const dictKeys = {
  all: () => ['dict'] as const,
  items: (code: string) => ['dict', 'items', code] as const,
  /** Every dictionary at once (the login's sysAllDictItems). */
  allItems: () => ['dict', 'all'] as const,
  /** The texts of a table dictionary's keys. */
  texts: (dict: string, keys: string) => ['dict', 'texts', dict, keys] as const,
};
