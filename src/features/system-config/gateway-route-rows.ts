import {
  GATEWAY_OBJECT_PREDICATES,
  parseJsonArray,
  type GatewayFilter,
  type GatewayPredicate,
} from '@/domain/entities/gateway-route';

export const isObjectPredicate = (name: string) => (GATEWAY_OBJECT_PREDICATES as readonly string[]).includes(name);

/** The stored predicates (a JSON text or the list's parsed array) as the editor's rows. */
export function predicatesOf(value: unknown): GatewayPredicate[] {
  return parseJsonArray(value)
    .filter((p): p is Record<string, unknown> => Boolean(p) && typeof p === 'object')
    .map((p) => {
      const name = String(p.name ?? 'Path');
      if (isObjectPredicate(name)) {
        const args = p.args && typeof p.args === 'object' && !Array.isArray(p.args) ? p.args : {};
        return { name, args: Object.fromEntries(Object.entries(args).map(([k, v]) => [k, String(v ?? '')])) };
      }
      return { name, args: Array.isArray(p.args) ? p.args.map(String) : [] };
    });
}

/** The stored filters as the editor's rows (arguments as key / value pairs). */
export function filtersOf(value: unknown): GatewayFilter[] {
  return parseJsonArray(value)
    .filter((f): f is Record<string, unknown> => Boolean(f) && typeof f === 'object')
    .map((f) => {
      const args = Array.isArray(f.args)
        ? f.args
            .filter((a): a is Record<string, unknown> => Boolean(a) && typeof a === 'object')
            .map((a) => ({ key: String(a.key ?? ''), value: String(a.value ?? '') }))
        : f.args && typeof f.args === 'object'
          ? Object.entries(f.args).map(([key, v]) => ({ key, value: String(v ?? '') }))
          : [];
      return { name: String(f.name ?? ''), args, ...(f.title ? { title: String(f.title) } : {}) };
    });
}
