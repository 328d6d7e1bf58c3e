import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { api } from '../lib/api-client-helpers';

export const ok = (result: unknown) => HttpResponse.json({ success: true, code: 200, message: '', result });

/** Serves GET `path` with `answer(params)`; returns the query parameters of every call, in order. */
export function serveGet(server: SetupServer, path: string, answer: (params: URLSearchParams) => unknown) {
  const asked: Record<string, string>[] = [];
  server.use(
    http.get(api(path), ({ request }) => {
      const params = new URL(request.url).searchParams;
      params.delete('_t'); // the client's cache breaker
      asked.push(Object.fromEntries(params));
      return ok(answer(params));
    }),
  );
  return asked;
}

/** A list page of the records a call asks for (pageNo, pageSize), out of `all`. */
export function pageOf(all: Record<string, unknown>[], params: URLSearchParams) {
  const size = Number(params.get('pageSize') ?? 10);
  const no = Number(params.get('pageNo') ?? 1);
  return { records: all.slice((no - 1) * size, no * size), total: all.length, size, current: no };
}

/** The records whose `key` is one of the comma-joined values of the call's `key` parameter. */
export function restored(all: Record<string, unknown>[], params: URLSearchParams, key: string) {
  const wanted = (params.get(key) ?? '').split(',').filter(Boolean);
  return { records: all.filter((r) => wanted.includes(String(r[key]))), total: wanted.length };
}

type DepartNode = { id: string; children?: object[] } & Record<string, unknown>;

/**
 * Serves a department tree both ways the client reads it: queryTreeList (the whole tree, or `?ids=` flat) and
 * queryDepartTreeSync (one level: the roots, or `?pid=`'s children without theirs). Returns the calls of each.
 */
export function serveDepartTree(server: SetupServer, tree: DepartNode[]) {
  const kids = (n: DepartNode) => (n.children ?? []) as DepartNode[];
  const all = (nodes: DepartNode[]): DepartNode[] => nodes.flatMap((n) => [n, ...all(kids(n))]);
  const level = (nodes: DepartNode[]) => nodes.map(({ children, ...n }) => ({ ...n, isLeaf: !children?.length }));
  const whole = serveGet(server, '/sys/sysDepart/queryTreeList', (p) => {
    const ids = (p.get('ids') ?? '').split(',').filter(Boolean);
    return ids.length ? level(all(tree).filter((n) => ids.includes(n.id))) : tree;
  });
  const levels = serveGet(server, '/sys/sysDepart/queryDepartTreeSync', (p) => {
    const pid = p.get('pid');
    const parent = pid ? all(tree).find((n) => n.id === pid) : undefined;
    return level(parent ? kids(parent) : pid ? [] : tree);
  });
  return { whole, levels };
}
