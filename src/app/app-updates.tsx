import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { dismissUpdate, getWaitingUpdate, registerServiceWorker, subscribeUpdate } from './service-worker';

const UpdatePrompt = lazy(() => import('@/components/offline/update-prompt'));

/**
 * Registers the service worker once the first screen has rendered (it sits inside that screen's Suspense,
 * so nothing loads before the login form), and offers 刷新 when a new version waits.
 */
export function AppUpdates() {
  const activate = useSyncExternalStore(subscribeUpdate, getWaitingUpdate);
  useEffect(registerServiceWorker, []);
  if (!activate) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt onRefresh={activate} onLater={dismissUpdate} />
    </Suspense>
  );
}
