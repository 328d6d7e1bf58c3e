import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { getAction, startEarlyGet, takeArrivedEarlyGet } from '@/lib/api-client';
import { api, useApiTestBed } from './api-client-helpers';

const bed = useApiTestBed();

/** Answers GET /sys/user/list with the number of requests seen so far, and records their queries. */
function countingList() {
  const seen: string[] = [];
  bed.server.use(
    http.get(api('/sys/user/list'), ({ request }) => {
      const url = new URL(request.url);
      url.searchParams.delete('_t');
      seen.push(url.search);
      return HttpResponse.json({ success: true, code: 200, message: '', result: seen.length, timestamp: 1 });
    }),
  );
  return seen;
}

describe('early GETs (a cold signed-in load asks for the first list page before its code has loaded)', () => {
  it('the first getAction with the same url and parameters takes over the early answer, in any key order', async () => {
    const seen = countingList();
    startEarlyGet('/sys/user/list', { pageNo: 1, pageSize: 10, column: 'createTime' });
    const taken = await getAction('/sys/user/list', { column: 'createTime', pageSize: 10, pageNo: 1 });
    expect(taken.result).toBe(1);
    expect(seen).toHaveLength(1);
    // Taken once: the next call asks the server again.
    expect((await getAction('/sys/user/list', { column: 'createTime', pageSize: 10, pageNo: 1 })).result).toBe(2);
    expect(seen).toHaveLength(2);
  });

  it('other parameters make their own request; the early one stays for its own caller', async () => {
    const seen = countingList();
    startEarlyGet('/sys/user/list', { pageNo: 1 });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect((await getAction('/sys/user/list', { pageNo: 2 })).result).toBe(2);
    expect((await getAction('/sys/user/list', { pageNo: 1 })).result).toBe(1);
    expect(seen).toEqual(['?pageNo=1', '?pageNo=2']);
  });

  it('an early answer older than 15 seconds is not used', async () => {
    const seen = countingList();
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    startEarlyGet('/sys/user/list', { pageNo: 1 });
    clock.mockReturnValue(now + 15_001);
    expect((await getAction('/sys/user/list', { pageNo: 1 })).result).toBe(2);
    expect(seen).toHaveLength(2);
    clock.mockRestore();
  });

  it('an answer that has arrived can be taken without waiting, once; one on its way or refused cannot', async () => {
    const seen = countingList();
    const answer = startEarlyGet('/sys/user/list', { pageNo: 1 });
    expect(takeArrivedEarlyGet('/sys/user/list', { pageNo: 1 })).toBeUndefined();
    await answer;
    await Promise.resolve();
    expect(takeArrivedEarlyGet('/sys/user/list', { pageNo: 1 })?.result).toBe(1);
    expect(takeArrivedEarlyGet('/sys/user/list', { pageNo: 1 })).toBeUndefined();
    expect((await getAction('/sys/user/list', { pageNo: 1 })).result).toBe(2);
    expect(seen).toHaveLength(2);

    bed.server.use(
      http.get(api('/sys/role/list'), () =>
        HttpResponse.json({ success: false, code: 500, message: '无权限', result: null, timestamp: 1 }),
      ),
    );
    await startEarlyGet('/sys/role/list');
    await Promise.resolve();
    expect(takeArrivedEarlyGet('/sys/role/list')).toBeUndefined();
  });
});
