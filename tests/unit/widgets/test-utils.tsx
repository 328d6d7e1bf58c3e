import { useEffect, type ReactElement, type ReactNode } from 'react';
import { afterAll, beforeAll, vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { memoryStore } from '@/lib/kv-store';
import { createOutbox, type OutboxConfig, type Outbox } from '@/lib/outbox';
import { OutboxProvider } from '@/components/offline/outbox-context';
import { PermissionProvider } from '@/access/permission-context';
import type { AuthEntry, PermissionResult } from '@/domain/permission-types';

/**
 * jsdom lays nothing out, so Fluent's focus manager (tabster) takes dialogs for invisible and leaves them
 * aria-hidden (see tests/unit/cron/cron-input.test.tsx). Give elements a layout parent and the body a size.
 */
export function useDialogLayout() {
  const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get(this: HTMLElement) {
        return this.parentElement;
      },
    });
    vi.spyOn(document.body, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1280, 800));
  });
  afterAll(() => {
    if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
    vi.restoreAllMocks();
  });
}

/** Every code granted (type 1) — what the admin sees. */
export const grant = (...codes: string[]): PermissionResult => ({
  menu: [],
  auth: codes.map((action): AuthEntry => ({ action, type: '1' })),
  allAuth: codes.map((action): AuthEntry => ({ action, type: '1', status: '1' })),
});

/** A fresh outbox in memory, for the signed-in user of the stored session unless told otherwise. */
export const createTestOutbox = (config: Partial<OutboxConfig> = {}): Outbox =>
  createOutbox({ store: memoryStore(), ...config });

/** Disposes the outbox when the rendered tree is unmounted (no retry or send outlives its test). */
function DisposeOnUnmount({ outbox }: { outbox: Outbox }) {
  useEffect(() => () => outbox.dispose(), [outbox]);
  return null;
}

/** Renders with the app's providers: a query client, the permissions, and an outbox (a fresh one unless given). */
export function renderWithClient(
  ui: ReactElement,
  permissions: PermissionResult | null = null,
  outbox: Outbox = createTestOutbox(),
) {
  // The app's own query client (it tells refusals once), without retries.
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={client}>
      <OutboxProvider outbox={outbox}>
        <PermissionProvider value={permissions}>{node}</PermissionProvider>
        <DisposeOnUnmount outbox={outbox} />
      </OutboxProvider>
    </QueryClientProvider>
  );
  const result = render(wrap(ui));
  return { ...result, client, outbox, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}

/** Makes matchMedia answer `matches` for every query (phone widths in tests). */
export function mockMatchMedia(matches: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
