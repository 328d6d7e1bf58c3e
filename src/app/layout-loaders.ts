import type { ComponentType } from 'react';
import { isPortalPath } from '@/features/customer-portal/layout/portal-nav';
import { startPortalRequests } from '@/features/customer-portal/layout/portal-queries';
import type { PortalLayoutProps } from '@/features/customer-portal/layout/portal-layout';

type Loaded<P> = { default: ComponentType<P> };

/**
 * A layout's chunk, asked for once. Once it has arrived the answer calls back at once (as loadScreen's does), so the
 * lazy layout a warm start preloaded renders in the same pass instead of suspending.
 */
function preloadable<P>(load: () => Promise<Loaded<P>>): () => PromiseLike<Loaded<P>> {
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

export { isPortalPath };

/**
 * Loads the portal's layout for a portal path (a chunk asked for once; later calls cost nothing). The staff layout
 * is part of the signed-in chunk: as a chunk of its own it made the staff's cold load 0.2 s slower (one more step
 * after the signed-in code) and the portal's no faster.
 */
export function loadLayoutFor(pathname: string): void {
  if (isPortalPath(pathname)) void loadPortalLayout().then(undefined, () => undefined);
}

/** A warm start: the layout of the path and, for the portal, its header's request, before the app renders. */
export function preloadLayoutFor(pathname: string): void {
  if (isPortalPath(pathname)) startPortalRequests();
  loadLayoutFor(pathname);
}
