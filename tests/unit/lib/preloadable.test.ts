import { describe, expect, it, vi } from 'vitest';
import { preloadable, settled } from '@/lib/preloadable';

describe('settled', () => {
  it('calls back at once and chains at once, also through another settled value', () => {
    const seen: number[] = [];
    settled(2)
      .then((n) => n * 3)
      .then((n) => settled(n + 1))
      .then((n) => seen.push(n));
    expect(seen).toEqual([7]);
  });
});

describe('preloadable', () => {
  it('loads once; once the load has arrived, answers at once', async () => {
    const load = vi.fn(async () => 'module');
    const get = preloadable(load);
    await Promise.all([get(), get()]);
    expect(load).toHaveBeenCalledTimes(1);
    let now: string | undefined;
    void get().then((value) => (now = value));
    expect(now).toBe('module');
  });

  it('asks again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module');
    const get = preloadable(load as () => Promise<string>);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
