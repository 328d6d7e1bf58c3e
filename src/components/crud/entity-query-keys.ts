/** Query keys of entity data, ordered entity → list/detail → params (design §1). */
export const entityKeys = {
  all: (name: string) => ['entity', name] as const,
  lists: (name: string) => ['entity', name, 'list'] as const,
  list: (name: string, params: Record<string, unknown>) => ['entity', name, 'list', params] as const,
  detail: (name: string, id: string) => ['entity', name, 'detail', id] as const,
};
