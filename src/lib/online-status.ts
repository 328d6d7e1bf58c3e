import { useSyncExternalStore } from 'react';

/**
 * Whether the app can reach its server. The browser's flag (navigator.onLine, online / offline events) is only half
 * of it: on a dead Wi-Fi or a captive portal it says online while every request fails (Chromium even reports a page
 * reloaded without network as online). So requests report what they learn: an answer means reachable, a network
 * failure means not, until an answer comes again.
 */
let reachable = true;
const listeners = new Set<() => void>();

const tell = () => listeners.forEach((listener) => listener());

/** The browser's own view (no request can succeed when it says offline). */
export function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function isOnline(): boolean {
  return browserOnline() && reachable;
}

/** Called by the api client: true after any answer, false after a request got none. */
export function reportReachable(ok: boolean): void {
  if (ok === reachable) return;
  reachable = ok;
  tell();
}

/** Back to the start (tests); listeners (the query client's online manager) are told. */
export function resetReachable(): void {
  reportReachable(true);
}

export function subscribeOnline(listener: () => void): () => void {
  const onOnline = () => {
    reachable = true; // the browser says the network is back: let requests find out
    listener();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', listener);
  listeners.add(listener);
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', listener);
    listeners.delete(listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
