import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { getAction, REACHABILITY_PROBE_MS } from '@/lib/api-client';
import { isOnline, subscribeOnline } from '@/lib/online-status';
import { api, useApiTestBed } from './api-client-helpers';

const bed = useApiTestBed();

describe('reachability (the browser says online, the server does not answer)', () => {
  it('a request without an answer makes the app offline; the probe finds the server again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let up = false;
    const probes: string[] = [];
    bed.server.use(
      http.get(api('/sys/position/list'), () => HttpResponse.error()),
      http.head(api('/sys/ping'), () => {
        probes.push('ping');
        return up ? new HttpResponse(null, { status: 404 }) : HttpResponse.error();
      }),
    );
    const changes: boolean[] = [];
    const stop = subscribeOnline(() => changes.push(isOnline()));

    await expect(getAction('/sys/position/list')).rejects.toMatchObject({ kind: 'network' });
    expect(isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(REACHABILITY_PROBE_MS);
    await vi.waitFor(() => expect(probes).toHaveLength(1));
    expect(isOnline()).toBe(false);

    up = true; // any answer will do, a 404 too
    await vi.advanceTimersByTimeAsync(REACHABILITY_PROBE_MS);
    await vi.waitFor(() => expect(isOnline()).toBe(true));
    expect(changes).toEqual([false, true]);
    await vi.advanceTimersByTimeAsync(REACHABILITY_PROBE_MS * 3);
    expect(probes).toHaveLength(2); // no probing once reachable
    stop();
  });

  it('an HTTP error is an answer: the server is reachable', async () => {
    bed.server.use(http.get(api('/sys/position/list'), () => HttpResponse.json({}, { status: 500 })));
    await expect(getAction('/sys/position/list')).rejects.toMatchObject({ kind: 'http' });
    expect(isOnline()).toBe(true);
  });
});
