import { whenIdle } from '@/lib/when-idle';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** How to switch to the new version that waits; null while none waits (or after 稍后). */
let activate: (() => void) | null = null;
const listeners = new Set<() => void>();

function offer(fn: (() => void) | null) {
  activate = fn;
  listeners.forEach((l) => l());
}

export const getWaitingUpdate = () => activate;
export const dismissUpdate = () => offer(null);
export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let registered = false;

/**
 * Registers /sw.js with workbox-window once the page has loaded (production builds only). A new version
 * that waits is offered, never forced: its `activate` tells it to take over and reloads this tab only
 * when it does. Other tabs keep running until their user chooses to reload.
 */
export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  const start = async () => {
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox('/sw.js', { scope: '/' });
    let switching = false;
    wb.addEventListener('waiting', () =>
      offer(() => {
        switching = true;
        wb.messageSkipWaiting();
      }),
    );
    wb.addEventListener('controlling', (event) => {
      if (switching) window.location.reload();
      else if (event.isUpdate) offer(() => window.location.reload());
    });
    await wb.register();
    setInterval(() => void wb.update(), UPDATE_CHECK_MS);
  };
  const run = () => void start().catch((error: unknown) => console.warn('service worker not registered', error));
  // After the load event, 3 s and once the page is idle: the first screen never waits for it, nor shares the
  // network with its precache downloads.
  const later = () => setTimeout(() => whenIdle(run), 3000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
