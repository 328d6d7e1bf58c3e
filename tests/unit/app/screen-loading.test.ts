import { describe, expect, it, vi } from 'vitest';
import type { ScreenDescriptor } from '@/features/screen-descriptor';
import { loadScreen } from '@/app/screen-registry';
import { rememberedScreenAt } from '@/access/fetch-permissions';
import { clearSession } from '@/session/session-store';
import { setStored, STORAGE_KEYS } from '@/lib/storage';

const Screen = () => null;

describe('loadScreen (a preloaded screen renders without suspending)', () => {
  it('asks for a screen once, and once it has arrived answers at once', async () => {
    const load = vi.fn(async () => ({ default: Screen }));
    const descriptor: ScreenDescriptor = { component: 'test/Once', load };
    const first = loadScreen(descriptor);
    expect(loadScreen(descriptor)).toBe(first);
    await first;
    expect(load).toHaveBeenCalledTimes(1);

    let received: unknown;
    void loadScreen(descriptor).then((module) => (received = module.default));
    // Called back in the same turn: React's lazy sees a resolved screen in its first render.
    expect(received).toBe(Screen);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load', async () => {
    const load = vi
      .fn<ScreenDescriptor['load']>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Screen });
    const descriptor: ScreenDescriptor = { component: 'test/Retry', load };
    await expect(loadScreen(descriptor)).rejects.toThrow('offline');
    await expect(loadScreen(descriptor)).resolves.toEqual({ default: Screen });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('the remembered menu screens', () => {
  it('are read by path and cleared with the session', () => {
    setStored(STORAGE_KEYS.menuScreens, { '/isystem/user': 'system/UserList' });
    expect(rememberedScreenAt('/isystem/user')).toBe('system/UserList');
    expect(rememberedScreenAt('/isystem/role')).toBeUndefined();
    clearSession();
    expect(rememberedScreenAt('/isystem/user')).toBeUndefined();
  });
});
