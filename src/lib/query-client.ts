import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, RefusedError } from './http-errors';
import { notify } from './notifier';
import { isOnline, subscribeOnline } from './online-status';

declare module '@tanstack/react-query' {
  interface Register {
    /** `quiet`: the screen shows this query's refusal itself. */
    queryMeta: { quiet?: boolean };
    mutationMeta: { quiet?: boolean };
  }
}

/** How long unused data stays in memory (and so in the persisted cache). Keep the persister's maxAge ≤ this. */
export const QUERY_GC_TIME_MS = 24 * 60 * 60 * 1000;
export const QUERY_STALE_TIME_MS = 30_000;
const NETWORK_RETRIES = 2;

/**
 * Retry only what may succeed on a second try: network failures, twice. HTTP errors are answers
 * (retrying a 403 or a 500 gives the same), time-outs already waited 15 minutes, and other
 * errors (e.g. an empty menu) are rules.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'network' && failureCount < NETWORK_RETRIES;
}

/** A refusal is told once, by the cache that saw it; 510 was already told by the http layer. */
function tellRefusal(error: unknown, meta: { quiet?: boolean } | undefined): void {
  if (error instanceof RefusedError && error.code !== 510 && !meta?.quiet) {
    notify({ intent: 'warning', message: error.message });
  }
}

export function createQueryClient(): QueryClient {
  // Queries pause and resume with what requests learn of the server, not only with the browser's flag.
  onlineManager.setEventListener((setOnline) => subscribeOnline(() => setOnline(isOnline())));
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => tellRefusal(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => tellRefusal(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: shouldRetry,
        networkMode: 'offlineFirst',
      },
      mutations: {
        // networkMode 'online' (the default) pauses edits made offline so they resume later (outbox);
        // a failed edit is reported, never silently repeated.
        networkMode: 'online',
        retry: false,
        gcTime: QUERY_GC_TIME_MS,
      },
    },
  });
}
