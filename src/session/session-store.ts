import { useSyncExternalStore } from 'react';
import { getStored, removeStored, setStored, STORAGE_KEYS } from '@/lib/storage';
import type { DictMap, LoginResult, UserInfo } from '@/domain/session-types';
import { HOME_PATH } from '@/domain/constants';

/** The signed-in user as the app sees it; backed by the 7-day storage. */
export interface SessionSnapshot {
  token: string | null;
  userInfo: UserInfo | null;
}

const listeners = new Set<() => void>();
let snapshot: SessionSnapshot = read();

function read(): SessionSnapshot {
  return { token: getStored<string>(STORAGE_KEYS.token), userInfo: getStored<UserInfo>(STORAGE_KEYS.userInfo) };
}

function emit() {
  snapshot = read();
  listeners.forEach((l) => l());
}

export function getSession(): SessionSnapshot {
  return snapshot;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/**
 * Stores token, user info and dictionaries for 7 days after a login answered with code 200. The app sees
 * the new session only at `publishSession()`, so the tenant and department steps of the sign-in can use
 * the token (the http client reads the storage) before the route guard leaves the login page.
 */
export function saveLogin(result: LoginResult): void {
  setStored(STORAGE_KEYS.token, result.token);
  setStored(STORAGE_KEYS.userInfo, result.userInfo);
  setStored(STORAGE_KEYS.dicts, result.sysAllDictItems ?? {});
}

export function publishSession(): void {
  emit();
}

/** The stored user's name, also during the sign-in steps before the session is published. */
export function storedUsername(): string {
  return getStored<UserInfo>(STORAGE_KEYS.userInfo)?.username ?? '';
}

export function saveUserInfo(userInfo: UserInfo): void {
  setStored(STORAGE_KEYS.userInfo, userInfo);
  if (snapshot.token) emit();
}

export function saveTenantId(tenantId: number): void {
  setStored(STORAGE_KEYS.tenantId, tenantId);
}

export function getStoredDicts(): DictMap {
  return getStored<DictMap>(STORAGE_KEYS.dicts) ?? {};
}

/** Stores the dictionaries (7 days unless told how long is left). */
export function saveDicts(dicts: DictMap, ttlMs?: number): void {
  setStored(STORAGE_KEYS.dicts, dicts, ttlMs);
}

/** Clears token, user info, dictionaries and the remembered menu screens (the permission list lives in the query cache). */
export function clearSession(): void {
  removeStored(STORAGE_KEYS.token);
  removeStored(STORAGE_KEYS.userInfo);
  removeStored(STORAGE_KEYS.dicts);
  removeStored(STORAGE_KEYS.menuScreens);
  emit();
}

/** Where a signed-in user lands: the user's own home (customer portal) or the default home path. */
export function homePathOf(userInfo: UserInfo | null): string {
  return userInfo?.homePath || HOME_PATH;
}

// Another tab signing in or out changes the same storage.
if (typeof window !== 'undefined') window.addEventListener('storage', emit);
