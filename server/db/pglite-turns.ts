import type { PGlite } from '@electric-sql/pglite';

const QUEUED = new Set<PropertyKey>(['query', 'exec', 'transaction']);
/** How long statements may run back to back before the loop gets a turn (a turn per statement cost a quarter of the
 * calls per second). */
const TURN_MS = 8;

/**
 * PGlite runs each statement synchronously on this process's one thread, and its answer resumes the caller as a
 * microtask: under load, whole chains of requests ran in one event-loop turn (hundreds of ms). libuv accepts one new
 * connection per turn, so a burst of new connections waited seconds (docs/performance.md "New connections under
 * load"). Here statements (a transaction counts as one) run back to back for at most TURN_MS, then wait for the next
 * turn, in which the loop reads sockets and accepts a connection. They still run one at a time, first come first
 * served.
 */
export function statementsInTurns(client: PGlite): PGlite {
  let last: Promise<unknown> = Promise.resolve();
  let turnStarted = 0;
  const nextTurn = () =>
    new Promise<void>((next) =>
      setImmediate(() => {
        turnStarted = performance.now();
        next();
      }),
    );
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const result = last.then(() => (performance.now() - turnStarted < TURN_MS ? undefined : nextTurn())).then(run);
    last = result.catch(() => undefined);
    return result;
  };
  return new Proxy(client, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== 'function') return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(target);
      return QUEUED.has(prop) ? (...args: unknown[]) => inTurn(() => bound(...args) as Promise<unknown>) : bound;
    },
  });
}
