import { resolveComponentKey } from '@/access/build-routes';
import { fetchPermissionsEarly, menuEntryAt, rememberedScreenAt } from '@/access/fetch-permissions';
import { getSession } from '@/session/session-store';
import { readQueryCacheAhead } from '@/lib/query-cache-store';
import { preloadable } from '@/lib/preloadable';
import { loadLoginPage, preloadLayoutFor } from './layout-loaders';
import { preloadScreen } from './screen-registry';

/**
 * The signed-in app's chunk (the app renders it lazily; a warm start asks for it before the first render, so that
 * render finds it loaded and does not suspend).
 */
export const loadSignedInApp = preloadable(() => import('./signed-in-app'));

/**
 * A page load with a stored token: the signed-in app's code, its layout, the menu request and the open page's screen
 * chunk and first data request start with the entry, side by side instead of one after the other (the cold load's
 * waterfall), and so does reading the stored query cache. The screen is the one the last menu had at this path; should the menu now name another, that one is
 * started when it answers. Without a token: the login page's chunk.
 *
 * Settles once the chunks the first render needs (the login page; or the signed-in app and its layout) have arrived or
 * failed: rendered earlier, that render would suspend, and React may then show the page up to 300 ms late.
 */
export function warmStart(pathname: string): Promise<void> {
  if (!getSession().token) {
    // Every path without a token is an open page or goes to the login page.
    return Promise.resolve(loadLoginPage()).then(
      () => undefined,
      () => undefined,
    );
  }
  readQueryCacheAhead();
  const app = Promise.resolve(loadSignedInApp()).then(
    () => undefined,
    () => undefined,
  );
  const layout = preloadLayoutFor(pathname);
  const remembered = rememberedScreenAt(pathname);
  if (remembered) preloadScreen(remembered);
  fetchPermissionsEarly().then(
    (permissions) => {
      const entry = menuEntryAt(permissions.menu, pathname);
      const component = entry && resolveComponentKey(entry.component);
      if (component && component !== remembered) preloadScreen(component);
    },
    () => undefined,
  );
  return Promise.all([app, layout]).then(() => undefined);
}
