import { resolveComponentKey } from '@/access/build-routes';
import { fetchPermissionsEarly, menuEntryAt } from '@/access/fetch-permissions';
import { getSession } from '@/session/session-store';
import { preloadScreen } from './screen-registry';

/** The signed-in app's chunk (the app renders it lazily; a warm start asks for it before the first render). */
export const loadSignedInApp = () => import('./signed-in-app');

/**
 * A page load with a stored token: the signed-in app's code and the menu request start with the entry, and the open
 * page's screen chunk and first data request as soon as the menu names it, all side by side instead of one after the
 * other (the cold load's waterfall).
 */
export function warmStart(pathname: string): void {
  if (!getSession().token) return;
  void loadSignedInApp().catch(() => undefined);
  fetchPermissionsEarly().then(
    (permissions) => {
      const entry = menuEntryAt(permissions.menu, pathname);
      if (entry) preloadScreen(resolveComponentKey(entry.component));
    },
    () => undefined,
  );
}
