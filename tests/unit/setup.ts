import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { clearFixRequest } from '@/components/offline/fix-requests';
import { resetApiClient } from '@/lib/api-client';
import { setNotifier } from '@/lib/notifier';
import { resetReachable } from '@/lib/online-status';
import { setStorageClock } from '@/lib/storage';
import { publishSession } from '@/session/session-store';

// jsdom lays nothing out and has no ResizeObserver; Fluent's MessageBar observes its own size.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

/*
 * The unit project runs without isolation (vitest.config.ts): the files of a worker share one jsdom and one
 * module graph. So after every test (after the file's own afterEach hooks) the shared state goes back to the
 * start: the rendered trees (RTL cleans up by itself only with vitest globals), timers, storage, the URL, and the
 * app's module-level state. Module mocks (vi.mock) would leak the same way: the unit tests use none.
 */
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  resetApiClient(); // configuration, reachability probe, early GETs, the once-only 401 logout
  setNotifier();
  setStorageClock();
  resetReachable();
  onlineManager.setOnline(true);
  clearFixRequest();
  publishSession(); // the session snapshot is read again from the (now empty) storage
});
