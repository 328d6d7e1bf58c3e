import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http-errors';
import { createQueryClient, shouldRetry } from '@/lib/query-client';
import { dictKeys, sessionKeys } from '@/lib/query-keys';

describe('query client', () => {
  it('retries network failures twice, nothing else', () => {
    const network = new ApiError('network', 'Failed to fetch');
    expect(shouldRetry(0, network)).toBe(true);
    expect(shouldRetry(1, network)).toBe(true);
    expect(shouldRetry(2, network)).toBe(false);
    expect(shouldRetry(0, new ApiError('http', '拒绝访问', { status: 403 }))).toBe(false);
    expect(shouldRetry(0, new ApiError('timeout', '网络超时'))).toBe(false);
    expect(shouldRetry(0, new Error('permissions must be a non-null array'))).toBe(false);
  });

  it('has offline-first queries with a 30 s stale time', () => {
    const queries = createQueryClient().getDefaultOptions().queries!;
    expect(queries.networkMode).toBe('offlineFirst');
    expect(queries.staleTime).toBe(30_000);
    expect(queries.retry).toBe(shouldRetry);
  });
});

describe('query keys', () => {
  it('orders resource before detail so a prefix invalidates a whole resource', () => {
    expect(sessionKeys.permissions()).toEqual(['session', 'permissions']);
    expect(sessionKeys.departs()).toEqual(['session', 'departs']);
    expect(sessionKeys.permissions().slice(0, 1)).toEqual(sessionKeys.all());
    expect(dictKeys.items('sex')).toEqual(['dict', 'items', 'sex']);
    expect(dictKeys.items('sex').slice(0, 1)).toEqual(dictKeys.all());
  });
});
