import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureApiClient } from '@/lib/api-client';
import { setNotifier, type Notification } from '@/lib/notifier';
import { setStored, STORAGE_KEYS } from '@/lib/storage';

export const BASE = 'http://api.test';
export const api = (path: string) => `${BASE}/jeecg-boot${path}`;

/** An msw server, a recording notifier and spied callbacks, reset around every test. */
export function useApiTestBed() {
  const server = setupServer();
  const bed = {
    server,
    notes: [] as Notification[],
    onUnauthorized: vi.fn(),
    onTokenExpired: vi.fn(),
    reload: vi.fn(),
  };
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    bed.notes.length = 0;
    bed.onUnauthorized.mockReset();
    bed.onTokenExpired.mockReset();
    bed.reload.mockReset();
    setNotifier({ notify: (n) => bed.notes.push(n) });
    configureApiClient({
      baseUrl: BASE,
      onUnauthorized: bed.onUnauthorized,
      onTokenExpired: bed.onTokenExpired,
      reload: bed.reload,
    });
  });
  afterEach(() => server.resetHandlers()); // storage, api client and notifier: tests/unit/setup.ts
  afterAll(() => server.close());
  return bed;
}

export function signIn(token = 'tok-123') {
  setStored(STORAGE_KEYS.token, token);
}

/** An .xls download as a server sends it (the BIFF8 signature is all the client looks at). */
export const xlsResponse = () =>
  new HttpResponse(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]), {
    headers: { 'Content-Type': 'application/vnd.ms-excel' },
  });
