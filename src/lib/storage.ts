import { SESSION_TTL_MS } from '@/domain/constants';

import { STORAGE_KEYS } from '@/domain/storage-keys';

export { STORAGE_KEYS };

/** What is written under a key: the value and its expiry (epoch ms; null = never). */
interface StoredEntry {
  value: unknown;
  expire: number | null;
}

let now: () => number = () => Date.now();

/** Replaces the clock (tests); call without an argument to restore Date.now. */
export function setStorageClock(clock?: () => number): void {
  now = clock ?? (() => Date.now());
}

function defaultTtl(key: string): number {
  return key === STORAGE_KEYS.tenantId ? Number.POSITIVE_INFINITY : SESSION_TTL_MS;
}

/**
 * Stores `value` as JSON with an expiry. Default lifetime: 7 days (SESSION_TTL_MS), except the
 * tenant id which never expires. Pass `Number.POSITIVE_INFINITY` for no expiry.
 */
export function setStored(key: string, value: unknown, ttlMs: number = defaultTtl(key)): void {
  const entry: StoredEntry = { value, expire: Number.isFinite(ttlMs) ? now() + ttlMs : null };
  try {
    localStorage.setItem(key, JSON.stringify(entry));
  } catch (error) {
    console.warn(`storage: cannot write ${key}`, error);
  }
}

/** The stored value, or null when absent, unreadable or expired (an expired entry is removed). */
export function getStored<T>(key: string): T | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let entry: StoredEntry;
  try {
    entry = JSON.parse(raw) as StoredEntry;
  } catch {
    removeStored(key);
    return null;
  }
  if (!entry || typeof entry !== 'object' || !('value' in entry)) return null;
  if (typeof entry.expire === 'number' && now() >= entry.expire) {
    removeStored(key);
    return null;
  }
  return (entry.value ?? null) as T | null;
}

/** When the stored value expires (epoch ms); null when absent, expired or without expiry. */
export function getStoredExpiry(key: string): number | null {
  if (getStored(key) === null) return null;
  try {
    const entry = JSON.parse(localStorage.getItem(key) ?? 'null') as StoredEntry | null;
    return typeof entry?.expire === 'number' ? entry.expire : null;
  } catch {
    return null;
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // storage unavailable (private mode): nothing to remove
  }
}

export function getToken(): string | null {
  return getStored<string>(STORAGE_KEYS.token) || null;
}

/** The chosen tenant, or 0 when none is stored (the header JeecgBoot expects). */
export function getTenantId(): number {
  const id = Number(getStored<number | string>(STORAGE_KEYS.tenantId));
  return Number.isFinite(id) ? id : 0;
}
