import { useSyncExternalStore } from 'react';
import { LOGIN_PATH } from '@/domain/constants';

const listeners = new Set<() => void>();
let expired = false;

/** Raised by the http layer on a login-expired answer. */
export function showSessionExpired(): void {
  if (window.location.pathname === LOGIN_PATH) return;
  expired = true;
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Whether the 登录已过期 modal must show. */
export function useSessionExpired(): boolean {
  return useSyncExternalStore(subscribe, () => expired);
}
