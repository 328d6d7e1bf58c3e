import type { ComponentType } from 'react';
import { preloadable } from '@/lib/preloadable';
import { isPortalPath } from '@/features/customer-portal/layout/portal-nav';
import { startPortalRequests } from '@/features/customer-portal/layout/portal-queries';
import type { PortalLayoutProps } from '@/features/customer-portal/layout/portal-layout';
import type { MainLayoutProps } from '@/components/layout/main-layout';

/** The customer portal's light layout: a portal page never loads the staff layout's code. */
export const loadPortalLayout = preloadable<{ default: ComponentType<PortalLayoutProps> }>(
  () => import('@/features/customer-portal/layout/portal-layout'),
);

/** The staff layout (side menu, page tabs, header, settings): a portal page never loads it. */
export const loadMainLayout = preloadable<{ default: ComponentType<MainLayoutProps> }>(() =>
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
