import { Suspense, useState } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { AppRoute } from '@/access/build-routes';
import { usePageTitle } from '@/components/layout/use-page-title';
import { IframePage } from '@/components/layout/iframe-page';
import { RouteProgress } from '@/components/layout/route-progress';
import { freshScreen, resolveScreen } from './resolve-screen';
import { ScreenLoadBoundary } from './screen-load-boundary';

const CONTAINER = /^layouts\/(RouteView|PageView|TabLayout|BasicLayout|UserLayout|BlankLayout)$/;
const IFRAME = /^layouts\/IframePageView$/;

function MenuScreen({ route, Screen: built }: { route: AppRoute; Screen: ReturnType<typeof resolveScreen> }) {
  usePageTitle(route.title);
  // After 重试 a fresh lazy screen (React keeps a failed one failed) — for this route only: without tabs the same
  // MenuScreen goes on to show the next route.
  const [retried, setRetried] = useState<{ component: string; Screen: typeof built } | null>(null);
  const Screen = retried?.component === route.component ? retried.Screen : built;
  if (IFRAME.test(route.component))
    return <IframePage title={route.title} url={route.externalUrl ?? route.meta.url ?? ''} />;
  return (
    <ScreenLoadBoundary
      key={route.component}
      onRetry={() => setRetried({ component: route.component, Screen: freshScreen(route.component) })}
    >
      <Suspense fallback={<RouteProgress />}>
        <Screen title={route.title} meta={route.meta} />
      </Suspense>
    </ScreenLoadBoundary>
  );
}

/** The menu's routes as flat, absolute routes inside the layout (containers redirect to their first child). */
export function menuToRouteObjects(routes: AppRoute[]): RouteObject[] {
  const out: RouteObject[] = [];
  const seen = new Set<string>();
  const add = (path: string, element: RouteObject['element']) => {
    if (!path || seen.has(path) || /^https?:/.test(path)) return;
    seen.add(path);
    out.push({ path, element });
  };
  const walk = (route: AppRoute) => {
    const isContainer = CONTAINER.test(route.component) && route.children.length > 0;
    if (isContainer) {
      const first = route.redirect && route.redirect !== route.path ? route.redirect : route.children[0]?.path;
      if (first && first !== route.path) add(route.path, <Navigate to={first} replace />);
    } else if (!route.internalOrExternal || IFRAME.test(route.component)) {
      add(route.path, <MenuScreen route={route} Screen={resolveScreen(route.component)} />);
    }
    route.children.forEach(walk);
  };
  routes.forEach(walk);
  return out;
}
