import { lazy, Suspense, useEffect, useState } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { configureApiClient } from '@/lib/api-client';
import { configureKeptDownloads } from '@/lib/kept-downloads';
import { createOutbox } from '@/lib/outbox';
import { createQueryClient, QUERY_GC_TIME_MS } from '@/lib/query-client';
import { dictKeys, sessionKeys } from '@/lib/query-keys';
import { PERSIST_LIMITS, persistBuster, queryPersister } from '@/lib/query-persister';
import { useAllDicts } from '@/session/dicts-query';
import { clearLocalSession } from '@/session/logout';
import { showSessionExpired, useSessionExpired } from '@/session/session-expired';
import { getSession, useSession } from '@/session/session-store';
import { SESSION_TTL_MS } from '@/domain/constants';
import { OutboxProvider } from '@/components/offline/outbox-context';
import { AppRoutes } from './app-routes';
import { PersistedQueryProvider } from './persisted-query-provider';
import { reportSettled, useOutboxSync } from './use-outbox-sync';

const SessionExpiredDialog = lazy(() => import('@/session/session-expired-dialog'));

let activeClient: QueryClient | null = null;

/** The one outbox of offline edits for the page: it keeps every user's entries and sends the signed-in one's. */
const outbox = createOutbox({
  onSettled: (entry, outcome, awaited) => reportSettled(activeClient, entry, outcome, awaited),
});

// Downloaded files are kept per signed-in user.
configureKeptDownloads({ owner: () => getSession().userInfo?.id });

configureApiClient({
  onTokenExpired: showSessionExpired,
  // 401: log out here; the http layer reloads the page after 1.5 s.
  onUnauthorized: () => (activeClient ? clearLocalSession(activeClient) : undefined),
});

function createAppQueryClient(): QueryClient {
  const client = createQueryClient();
  // Restored menu and dictionaries must outlive the in-memory default (24 h) as long as the sign-in does.
  client.setQueryDefaults(sessionKeys.permissions(), { gcTime: SESSION_TTL_MS });
  client.setQueryDefaults(dictKeys.all(), { gcTime: Math.max(SESSION_TTL_MS, QUERY_GC_TIME_MS) });
  return client;
}

function SignedInEffects({ userId }: { userId: string }) {
  useAllDicts();
  useOutboxSync(outbox, userId);
  const expired = useSessionExpired();
  return expired ? (
    <Suspense fallback={null}>
      <SessionExpiredDialog />
    </Suspense>
  ) : null;
}

/**
 * The part of the app a signed-in user needs (loaded after sign-in): the query client with its cache kept
 * in IndexedDB for this user and build, the outbox of offline edits, the guarded routes and the layout.
 */
export default function SignedInApp() {
  const { userInfo } = useSession();
  const userId = userInfo?.id ?? '';
  const [client] = useState(createAppQueryClient);
  useEffect(() => {
    activeClient = client;
    const save = () => void queryPersister.flush();
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      if (activeClient === client) activeClient = null;
    };
  }, [client]);
  return (
    <PersistedQueryProvider
      client={client}
      options={{ persister: queryPersister, buster: persistBuster(userId), maxAge: PERSIST_LIMITS.sessionMaxAgeMs }}
      // What was restored shows at once; a restored menu is asked again in the background.
      onRestored={(restored) => {
        if (restored) void client.invalidateQueries({ queryKey: sessionKeys.permissions() });
      }}
    >
      <OutboxProvider outbox={outbox}>
        <AppRoutes />
        <SignedInEffects userId={userId} />
      </OutboxProvider>
    </PersistedQueryProvider>
  );
}
