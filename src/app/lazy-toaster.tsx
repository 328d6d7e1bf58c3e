import { lazy, Suspense, useSyncExternalStore } from 'react';
import { setNotifier, type Notification } from '@/lib/notifier';

const ToastNotifier = lazy(() => import('./toast-notifier'));

/** Notifications raised before the toaster's code has loaded; it shows them when it mounts. */
const early: Notification[] = [];
let wanted = false;
const listeners = new Set<() => void>();

setNotifier({
  notify(n) {
    early.push(n);
    wanted = true;
    listeners.forEach((l) => l());
  },
});

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Loads the Fluent toaster with the first notification (it is not needed to show the login form). */
export function LazyToaster() {
  const show = useSyncExternalStore(subscribe, () => wanted);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ToastNotifier early={early} />
    </Suspense>
  );
}
