import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_TTL_MS } from '@/domain/constants';
import {
  getStored,
  getTenantId,
  getToken,
  removeStored,
  setStorageClock,
  setStored,
  STORAGE_KEYS,
} from '@/lib/storage';

let clock = 1_000_000;
const at = (t: number) => {
  clock = t;
};

afterEach(() => {
  localStorage.clear();
  setStorageClock();
});

describe('expiring storage', () => {
  it('keeps session keys exactly 7 days (604800000 ms)', () => {
    expect(SESSION_TTL_MS).toBe(604800000);
    setStorageClock(() => clock);
    at(1_000_000);
    setStored(STORAGE_KEYS.token, 'tok');
    at(1_000_000 + 604799999);
    expect(getStored<string>(STORAGE_KEYS.token)).toBe('tok');
    at(1_000_000 + 604800000);
    expect(getStored<string>(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull(); // removed, not only hidden
  });

  it('writes the value as JSON with its expire time', () => {
    setStorageClock(() => 5);
    setStored(STORAGE_KEYS.userInfo, { id: '1' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userInfo)!)).toEqual({
      value: { id: '1' },
      expire: 5 + SESSION_TTL_MS,
    });
  });

  it('honours an explicit lifetime', () => {
    setStorageClock(() => clock);
    at(0);
    setStored('k', 1, 100);
    at(99);
    expect(getStored('k')).toBe(1);
    at(100);
    expect(getStored('k')).toBeNull();
  });

  it('stores the tenant id without expiry', () => {
    setStorageClock(() => clock);
    at(0);
    setStored(STORAGE_KEYS.tenantId, 3);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.tenantId)!).expire).toBeNull();
    at(10 * SESSION_TTL_MS);
    expect(getTenantId()).toBe(3);
  });

  it('treats Infinity as no expiry', () => {
    setStorageClock(() => clock);
    at(0);
    setStored('forever', 'x', Number.POSITIVE_INFINITY);
    at(1e15);
    expect(getStored('forever')).toBe('x');
  });

  it('returns null for missing and unreadable entries (and drops the unreadable one)', () => {
    expect(getStored('missing')).toBeNull();
    localStorage.setItem('broken', '{not json');
    expect(getStored('broken')).toBeNull();
    expect(localStorage.getItem('broken')).toBeNull();
  });

  it('removes a key', () => {
    setStored('k', 1);
    removeStored('k');
    expect(getStored('k')).toBeNull();
  });

  it('reads the token, and tenant id 0 when none is stored', () => {
    expect(getToken()).toBeNull();
    expect(getTenantId()).toBe(0);
    setStored(STORAGE_KEYS.token, 'abc');
    setStored(STORAGE_KEYS.tenantId, '12');
    expect(getToken()).toBe('abc');
    expect(getTenantId()).toBe(12);
  });
});
