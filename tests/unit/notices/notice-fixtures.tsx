import { afterEach, beforeEach, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { http } from 'msw';
import type { ReactElement } from 'react';
import type { Announcement, UnreadNotices } from '@/features/notices/api/fetch-unread-notices';
import type { PermissionResult } from '@/domain/permission-types';
import { setStored, STORAGE_KEYS } from '@/lib/storage';
import { publishSession } from '@/session/session-store';
import { api, signIn, type useApiTestBed } from '../lib/api-client-helpers';
import { ok } from '../features/feature-fixtures';
import { renderWithClient } from '../widgets/test-utils';
import { FakeSocket } from './fake-socket';

declare global {
  interface Window {
    __xss?: () => void;
  }
}

/** Inline handlers run in jsdom's own window (see safe-html.test.tsx). */
const handlerWindow = (globalThis as unknown as { jsdom: { window: Window } }).jsdom.window;

/** A spy that content running script would call; set for every test of the file. */
export function useXssSpy() {
  const xss = vi.fn();
  beforeEach(() => {
    xss.mockReset();
    handlerWindow.__xss = xss;
  });
  afterEach(() => {
    delete handlerWindow.__xss;
  });
  return xss;
}

export const ATTACK_HTML =
  '<p>请携带<b>准考证</b></p><img src="x" onerror="window.__xss()"><script>window.__xss()</script>';

export const notice = (id: string, titile: string, extra: Partial<Announcement> = {}): Announcement => ({
  id,
  titile,
  msgContent: `<p>${titile}的内容</p>`,
  sender: 'admin',
  sendTime: '2026-06-01 09:00:00',
  priority: 'L',
  msgCategory: '1',
  ...extra,
});

/** The signed-in user jeecg (id u1) and the WebSocket replaced by FakeSocket, for every test of the file. */
export function useSignedInWithFakeSocket() {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
    signIn('tok-123');
    setStored(STORAGE_KEYS.userInfo, { id: 'u1', username: 'jeecg', realname: '小王' });
    publishSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

/**
 * The server's announcement calls over `all` (unread until read): listByUser, the read marks, readAll, syncNotic and
 * the user lookup of the sender (admin is 管理员). Returns what the calls recorded.
 */
export function serveNotices(bed: ReturnType<typeof useApiTestBed>, all: Announcement[]) {
  const state = { all, read: new Set<string>(), marked: [] as unknown[], readAll: 0, synced: [] as string[] };
  const unread = (category: string) => state.all.filter((n) => n.msgCategory === category && !state.read.has(n.id));
  bed.server.use(
    http.get(api('/sys/annountCement/listByUser'), () => {
      const result: UnreadNotices = {
        anntMsgList: unread('1'),
        anntMsgTotal: unread('1').length,
        sysMsgList: unread('2'),
        sysMsgTotal: unread('2').length,
      };
      return ok(result);
    }),
    http.put(api('/sys/sysAnnouncementSend/editByAnntIdAndUserId'), async ({ request }) => {
      const body = (await request.json()) as { anntId: string };
      state.marked.push(body);
      state.read.add(body.anntId);
      return ok();
    }),
    http.put(api('/sys/sysAnnouncementSend/readAll'), () => {
      state.readAll += 1;
      state.all.forEach((n) => state.read.add(n.id));
      return ok(null, '全部已读');
    }),
    http.get(api('/sys/annountCement/syncNotic'), ({ request }) => {
      state.synced.push(new URL(request.url).searchParams.get('anntId') ?? '');
      return ok();
    }),
    http.get(api('/sys/user/list'), ({ request }) => {
      const username = new URL(request.url).searchParams.get('username');
      const records = username === 'admin' ? [{ id: 'e9', username: 'admin', realname: '管理员' }] : [];
      return ok({ records, total: records.length });
    }),
  );
  return state;
}

/** The current address, for tests of navigation. */
function Where() {
  const location = useLocation();
  return <output aria-label="当前地址">{location.pathname + location.search}</output>;
}

/** The menu: 用户管理 (system/UserList) at /isystem/user. */
export const MENU_PERMISSIONS: PermissionResult = {
  menu: [
    {
      id: 'm1',
      path: '/isystem',
      name: 'isystem',
      component: 'layouts/RouteView',
      route: '1',
      meta: { title: '系统管理', keepAlive: false, internalOrExternal: false },
      children: [
        {
          id: 'm2',
          path: '/isystem/user',
          name: 'isystem-user',
          component: 'system/UserList',
          route: '1',
          meta: { title: '用户管理', keepAlive: false, internalOrExternal: false },
        },
      ],
    },
  ],
  auth: [],
  allAuth: [],
};

/** Renders `ui` in a router at `/dashboard/analysis` with the app's providers and the menu above. */
export function renderInApp(ui: ReactElement, path = '/dashboard/analysis') {
  return renderWithClient(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Where />
    </MemoryRouter>,
    MENU_PERMISSIONS,
  );
}
