/**
 * The grid's live updates (a chunk of its own, loaded only by grids with a `socketKey`): the grid socket of the
 * signed-in user under a page id of this mount, rows saved elsewhere patched into the store with the 1.4 s reload
 * effect, and the rows this page saved sent to the others.
 */
import { apiUrl } from '@/lib/api-client';
import { getTenantId, getToken } from '@/lib/storage';
import { RELOAD_EFFECT_MS } from './grid-columns';
import type { GridController } from './grid-controller';
import type { GridStore } from './grid-store';
import type { GridRow } from './grid-types';
import { createVxeSocket } from './vxe-socket';

/** ws(s)://host/jeecg-boot/vxeSocket/{userId}/{pageId}?socketKey=…&tenantId=…: the API's address, websocket scheme. */
export function vxeSocketUrl(
  userId: string,
  pageId: string,
  socketKey: string,
  tenantId = 0,
  base: string = window.location.href,
): string {
  const url = new URL(apiUrl(`vxeSocket/${encodeURIComponent(userId)}/${encodeURIComponent(pageId)}`), base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('socketKey', socketKey);
  if (tenantId > 0) url.searchParams.set('tenantId', String(tenantId));
  return url.href;
}

/** A page id: letters, digits and dashes (the server's rule), unique per mount. */
export function newPageId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export interface GridLive {
  /** Sends saved rows to the other pages showing this key; answers how many were taken. */
  sendRows(rows: readonly GridRow[]): number;
  stop(): void;
}

export interface GridLiveOptions {
  socketKey: string;
  userId: string;
  store: GridStore;
  controller: GridController;
}

export function startGridLive({ socketKey, userId, store, controller }: GridLiveOptions): GridLive {
  const pageId = newPageId();
  const effects = new Map<string, ReturnType<typeof setTimeout>>();

  const showEffect = (id: string) => {
    clearTimeout(effects.get(id));
    store.setReloaded(id, true);
    effects.set(
      id,
      setTimeout(() => {
        effects.delete(id);
        store.setReloaded(id, false);
      }, RELOAD_EFFECT_MS),
    );
  };

  const client = createVxeSocket({
    url: () => (getToken() ? vxeSocketUrl(userId, pageId, socketKey, getTenantId()) : null),
    protocols: () => [getToken() ?? ''],
    socketKey,
    caseId: pageId,
    rowKey: store.settings.rowKey,
    onRow: (row) => {
      const id = controller.applyRemoteRow(row);
      if (id !== null) showEffect(id);
    },
  });
  client.start();

  return {
    sendRows: (rows) => client.sendRows(rows),
    stop() {
      client.stop();
      for (const [id, timer] of effects) {
        clearTimeout(timer);
        store.setReloaded(id, false);
      }
      effects.clear();
    },
  };
}
