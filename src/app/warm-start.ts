import { resolveComponentKey } from '@/access/build-routes';
import { fetchPermissionsEarly, menuEntryAt } from '@/access/fetch-permissions';
import { getSession } from '@/session/session-store';
import { preloadScreen } from './screen-registry';

/**
 * A page load with a stored token: the menu request starts with the entry, and the open page's screen chunk as soon
 * as the menu names it, both beside the signed-in app's code instead of after it (the cold load's waterfall).
 */
export function warmStart(pathname: string): void {
  if (!getSession().token) return;
  fetchPermissionsEarly().then(
    (permissions) => {
      const entry = menuEntryAt(permissions.menu, pathname);
      if (entry) preloadScreen(resolveComponentKey(entry.component));
    },
    () => undefined,
  );
}
