import { useEffect, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { afterAll, beforeAll, onTestFinished, vi } from 'vitest';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { memoryStore } from '@/lib/kv-store';
import { createOutbox, type OutboxConfig, type Outbox } from '@/lib/outbox';
import { OutboxProvider } from '@/components/offline/outbox-context';
import { PermissionProvider } from '@/access/permission-context';
import type { AuthEntry, PermissionResult } from '@/domain/permission-types';

/**
 * jsdom lays nothing out: offsetParent is always null and the body has no size, so Fluent's focus manager
 * (tabster) finds nothing focusable in a dialog, never activates it, and its next update leaves the dialog
 * aria-hidden. Give elements a layout parent and the body a size while the file runs. Not a spy, so a test's
 * vi.restoreAllMocks() cannot undo it halfway through the file.
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
    document.body.getBoundingClientRect = () => new DOMRect(0, 0, 1280, 800);
  });
  afterAll(() => {
    if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
    Reflect.deleteProperty(document.body, 'getBoundingClientRect'); // the prototype's again
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
  onTestFinished(() => client.clear()); // its queries and their 24-hour gc timers do not outlive the test
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

interface Controlled {
  value?: string;
  onChange: (value: string) => void;
}

/**
 * Renders a controlled text-valued widget in a host that keeps its value, as a form does: `onValue` sees every
 * change; `extra` renders beside it with the host's setter (e.g. a button that sets the value from outside).
 */
export function renderControlled<P extends Controlled>(
  Widget: ComponentType<P>,
  props: Omit<P, keyof Controlled>,
  initial = '',
  extra?: (setValue: (value: string) => void) => ReactNode,
) {
  const onValue = vi.fn<(value: string) => void>();
  function Host() {
    const [value, setValue] = useState(initial);
    const onChange = (next: string) => {
      setValue(next);
      onValue(next);
    };
    return (
      <FluentProvider theme={webLightTheme}>
        <Widget {...({ ...props, value, onChange } as P)} />
        {extra?.(setValue)}
      </FluentProvider>
    );
  }
  render(<Host />);
  return { onValue };
}

/** The names of the files saved through saveBlob (an <a download> clicked) while the test runs. */
export function savedFiles(): string[] {
  const saved: string[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  onTestFinished(() => void Object.assign(URL, { createObjectURL, revokeObjectURL }));
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  onTestFinished(() => click.mockRestore());
  return saved;
}
