import type { ComponentType } from 'react';
import { isPortalPath } from '@/features/customer-portal/layout/portal-nav';
import { startPortalRequests } from '@/features/customer-portal/layout/portal-queries';
import type { PortalLayoutProps } from '@/features/customer-portal/layout/portal-layout';
import type { MainLayoutProps } from '@/components/layout/main-layout';

type Loaded<P> = { default: ComponentType<P> };

/**
 * A lazily rendered module's chunk (a layout's, the signed-in app's), asked for once. Once it has arrived the answer calls back at once (as loadScreen's does), so the
 * lazy layout a warm start preloaded renders in the same pass instead of suspending.
 */
export function preloadable<P>(load: () => Promise<Loaded<P>>): () => PromiseLike<Loaded<P>> {
  let loaded: Loaded<P> | undefined;
  let loading: Promise<Loaded<P>> | undefined;
  return () => {
    if (loaded) {
      const module = loaded;
      return { then: (resolve) => Promise.resolve(resolve ? resolve(module) : module) } as PromiseLike<Loaded<P>>;
    }
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}

/** The customer portal's light layout: a portal page never loads the staff layout's code. */
export const loadPortalLayout = preloadable<PortalLayoutProps>(
  () => import('@/features/customer-portal/layout/portal-layout'),
);

/** The staff layout (side menu, page tabs, header, settings): a portal page never loads it. */
export const loadMainLayout = preloadable<MainLayoutProps>(() =>
  import('@/components/layout/main-layout').then((m) => ({ default: m.MainLayout })),
);

export { isPortalPath };

/** Loads the layout of a path (a chunk asked for once; later calls cost nothing). */
export function loadLayoutFor(pathname: string): void {
  void (isPortalPath(pathname) ? loadPortalLayout() : loadMainLayout()).then(undefined, () => undefined);
}

/** A warm start: the layout of the path and, for the portal, its header's request, before the app renders. */
export function preloadLayoutFor(pathname: string): void {
  if (isPortalPath(pathname)) startPortalRequests();
  loadLayoutFor(pathname);
}
