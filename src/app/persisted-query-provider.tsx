import { useEffect, useState, type ReactNode } from 'react';
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { persistQueries, restoreQueries, type PersistOptions } from '@/lib/query-persister';

export interface PersistedQueryProviderProps {
  client: QueryClient;
  options: PersistOptions;
  /** After the stored cache is back (`restored`) or found missing or unusable, before queries run. */
  onRestored: (restored: boolean) => void;
  children: ReactNode;
}

/**
 * The query client with its cache restored from IndexedDB first (queries wait meanwhile) and saved on each
 * change afterwards: PersistQueryClientProvider's job, on the app's own TanStack Query copy.
 */
export function PersistedQueryProvider({ client, options, onRestored, children }: PersistedQueryProviderProps) {
  const [restoring, setRestoring] = useState(true);
  const { persister, buster, maxAge } = options;
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void restoreQueries(client, { persister, buster, maxAge }).then((restored) => {
      if (cancelled) return;
      onRestored(restored);
      setRestoring(false);
      stop = persistQueries(client, { persister, buster });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
    // onRestored runs once per restore; a new function identity must not restore again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, persister, buster, maxAge]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
