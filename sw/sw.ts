/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { precacheAndRoute, cleanupOutdatedCaches, createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// Built files only, by exact path: the shell and every lazy chunk. API and file endpoints are never cached
// here: their data lives in the app's own cache (React Query in IndexedDB).
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/jeecg-boot\//] }));

// The first install controls the open page at once, so it works offline without a reload. A later version
// waits until the page asks it to take over (the 刷新 prompt): never a switch under someone's feet.
self.addEventListener('activate', () => clientsClaim());

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
