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

/**
 * The login page (the user layout, its forms and Fluent's input, field and message bar): a signed-in cold load never
 * downloads it, and a visitor without a token asks for it with the entry (warm-start.ts), while React is still on its way.
 */
export const loadLoginPage = preloadable<{ default: ComponentType }>(() => import('@/features/login/login-page'));

/** The staff layout (side menu, page tabs, header, settings): a portal page never loads it. */
export const loadMainLayout = preloadable<{ default: ComponentType<MainLayoutProps> }>(() =>
  import('@/components/layout/main-layout').then((m) => ({ default: m.MainLayout })),
);

export { isPortalPath };

/** Loads the layout of a path (a chunk asked for once; later calls cost nothing); settles when it has arrived or failed. */
export function loadLayoutFor(pathname: string): Promise<void> {
  return Promise.resolve(isPortalPath(pathname) ? loadPortalLayout() : loadMainLayout()).then(
    () => undefined,
    () => undefined,
  );
}

/** A warm start: the layout of the path and, for the portal, its header's request, before the app renders. */
export function preloadLayoutFor(pathname: string): Promise<void> {
  if (isPortalPath(pathname)) startPortalRequests();
  return loadLayoutFor(pathname);
}
