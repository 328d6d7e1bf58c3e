import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  EMPTY_MENU_MESSAGE,
  fetchPermissions,
  fetchPermissionsEarly,
  menuEntryAt,
  rememberedScreenAt,
} from '@/access/fetch-permissions';
import { usePermissionsQuery } from '@/access/use-permissions-query';
import { sessionKeys } from '@/lib/query-keys';
import type { MenuItem } from '@/domain/permission-types';
import { api, signIn, useApiTestBed } from '../lib/api-client-helpers';

const bed = useApiTestBed();
const PATH = api('/sys/permission/getUserPermissionByToken');
const menu: MenuItem[] = [
  {
    id: '1',
    path: '/dashboard/analysis',
    name: 'dashboard-analysis',
    component: 'dashboard/Analysis',
    route: '1',
    meta: { title: '首页', keepAlive: false, internalOrExternal: false },
  },
];

function answer(result: unknown, success = true) {
  bed.server.use(http.get(PATH, () => HttpResponse.json({ success, code: 0, message: '', result, timestamp: 1 })));
}

describe('fetchPermissions', () => {
  it('returns menu, auth and allAuth', async () => {
    signIn();
    answer({ menu, auth: [{ action: 'user:add', type: '1' }], allAuth: [] });
    const result = await fetchPermissions();
    expect(result.menu).toHaveLength(1);
    expect(result.auth).toEqual([{ action: 'user:add', type: '1' }]);
    // The next page load starts the open screen from this before the menu answers again (warm-start.ts).
    expect(rememberedScreenAt('/dashboard/analysis')).toBe('dashboard/Analysis');
  });

  it('defaults missing auth lists to empty arrays', async () => {
    answer({ menu });
    expect(await fetchPermissions()).toMatchObject({ auth: [], allAuth: [] });
  });

  it.each([
    ['a null menu', { menu: null, auth: [], allAuth: [] }],
    ['an empty menu', { menu: [], auth: [], allAuth: [] }],
    ['a null result', null],
  ])('rejects %s with the sign-in message', async (_label, result) => {
    answer(result);
    await expect(fetchPermissions()).rejects.toThrow(EMPTY_MENU_MESSAGE);
  });

  it('rejects a failed answer', async () => {
    answer({ menu }, false);
    await expect(fetchPermissions()).rejects.toThrow('permissions must be a non-null array');
  });
});

describe('usePermissionsQuery', () => {
  it('loads the permissions once and exposes them', async () => {
    let calls = 0;
    bed.server.use(
      http.get(PATH, () => {
        calls += 1;
        return HttpResponse.json({
          success: true,
          code: 0,
          message: '',
          result: { menu, auth: [], allAuth: [] },
          timestamp: 1,
        });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const first = renderHook(() => usePermissionsQuery(), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    const second = renderHook(() => usePermissionsQuery(), { wrapper });
    expect(second.result.current.data?.menu).toHaveLength(1);
    expect(calls).toBe(1);
  });

  it('does not fetch when disabled', () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => usePermissionsQuery({ enabled: false }), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
  });
});

describe('the early menu request (a page load with a stored token)', () => {
  const wrapperOf = (client: QueryClient) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    };
  const countCalls = (titles: string[]) => {
    const calls = { n: 0 };
    bed.server.use(
      http.get(PATH, () => {
        const title = titles[Math.min(calls.n, titles.length - 1)]!;
        calls.n += 1;
        const result = { menu: [{ ...menu[0], meta: { ...menu[0]!.meta, title } }], auth: [], allAuth: [] };
        return HttpResponse.json({ success: true, code: 0, message: '', result, timestamp: 1 });
      }),
    );
    return calls;
  };

  it('is taken over by the permissions query: one request in all', async () => {
    signIn();
    const calls = countCalls(['首页']);
    const early = fetchPermissionsEarly();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => usePermissionsQuery(), { wrapper: wrapperOf(client) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await early;
    expect(calls.n).toBe(1);
  });

  it('once its answer has arrived, the menu is there in the first render, with no request of its own', async () => {
    signIn();
    const calls = countCalls(['首页']);
    await fetchPermissionsEarly();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => usePermissionsQuery(), { wrapper: wrapperOf(client) });
    expect(result.current.data?.menu[0]?.meta.title).toBe('首页');
    expect(result.current.isFetching).toBe(false);
    expect(calls.n).toBe(1);
  });

  it('refreshes a menu restored from the offline cache with the early request', async () => {
    signIn();
    const calls = countCalls(['新菜单']);
    fetchPermissionsEarly();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(sessionKeys.permissions(), { menu, auth: [], allAuth: [] });
    const { result } = renderHook(() => usePermissionsQuery(), { wrapper: wrapperOf(client) });
    // What the app does once the cache is restored (signed-in-app, onRestored).
    void client.invalidateQueries({ queryKey: sessionKeys.permissions() });
    await waitFor(() => expect(result.current.data?.menu[0]?.meta.title).toBe('新菜单'));
    expect(calls.n).toBe(1);
  });

  it('is made again by the query when it failed', async () => {
    signIn();
    let calls = 0;
    bed.server.use(
      http.get(PATH, () => {
        calls += 1;
        if (calls === 1) return new HttpResponse(null, { status: 502 });
        return HttpResponse.json({ success: true, code: 0, message: '', result: { menu }, timestamp: 1 });
      }),
    );
    await fetchPermissionsEarly().catch(() => undefined);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => usePermissionsQuery(), { wrapper: wrapperOf(client) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toBe(2);
  });

  it('names the screen of the opened path; groups are not screens', () => {
    const tree = [
      {
        ...menu[0]!,
        path: '/isystem',
        component: 'layouts/RouteView',
        children: [{ ...menu[0]!, path: '/isystem/user', component: 'system/UserList' }],
      },
    ];
    expect(menuEntryAt(tree, '/isystem/user')?.component).toBe('system/UserList');
    expect(menuEntryAt(tree, '/isystem')).toBeUndefined();
    expect(menuEntryAt(tree, '/nowhere')).toBeUndefined();
  });
});
