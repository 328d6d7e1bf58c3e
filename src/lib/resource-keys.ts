/**
 * The one builder of query and mutation keys: resource, then list/detail, then params, so one
 * invalidation (or a websocket event naming the resource) reaches every list and detail of it, and the
 * persister recognises list pages by their shape. Resources are entity names ('user', 'role', …).
 */
export function resourceKeys(resource: string) {
  const all = ['entity', resource] as const;
  return {
    all: () => all,
    lists: () => [...all, 'list'] as const,
    list: (params: Record<string, unknown>) => [...all, 'list', params] as const,
    details: () => [...all, 'detail'] as const,
    /** One record, or a part of it (`detail(id, 'roles')`). */
    detail: (id: string, ...part: unknown[]) => [...all, 'detail', id, ...part] as const,
    /** Data about the resource that is neither a list page nor a record (`part('tree')`). */
    part: (...part: unknown[]) => [...all, ...part] as const,
    /** A kind of write (the outbox and devtools name edits by it). */
    mutation: (action: string) => [...all, 'write', action] as const,
  };
}
