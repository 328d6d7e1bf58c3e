import { lazy, Suspense, useEffect, useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { FluentProvider } from '@fluentui/react-components';
import { useSession } from '@/session/session-store';
import { lightTheme } from '@/components/layout/brand-ramp';
import { RouteProgress } from '@/components/layout/route-progress';
import { useLayoutSettings } from '@/components/layout/settings-store';
import { AppUpdates } from './app-updates';
import { LazyToaster } from './lazy-toaster';
import { OpenApp } from './open-routes';
import { loadSignedInApp } from './warm-start';
import { ScreenLoadBoundary } from './screen-load-boundary';

/** The app's own code failed to load: 重试 loads the page again (its lazy parts are module-wide). */
const reload = () => window.location.reload();

// React's lazy takes any thenable: a preloaded module answers at once (layout-loaders' preloadable).
const SignedInApp = lazy(loadSignedInApp as () => Promise<Awaited<ReturnType<typeof loadSignedInApp>>>);

/** Colour-weak mode inverts the whole page's colours (a filter on the root element keeps fixed positioning). */
function useColorWeak(on: boolean) {
  useEffect(() => {
    document.documentElement.style.filter = on ? 'invert(80%)' : '';
  }, [on]);
}

/**
 * The entry: theme, router, and either the open pages (no token: the login page needs no more) or the
 * signed-in app, loaded lazily with everything it needs.
 */
export function App() {
  const { primaryColor, colorWeak } = useLayoutSettings();
  const { token, userInfo } = useSession();
  const theme = useMemo(() => lightTheme(primaryColor), [primaryColor]);
  useColorWeak(colorWeak);
  return (
    <FluentProvider theme={theme} style={{ height: '100%', background: 'transparent' }}>
      <BrowserRouter>
        <ScreenLoadBoundary onRetry={reload}>
          {token ? (
            <Suspense fallback={<RouteProgress />}>
              <SignedInApp key={userInfo?.id ?? ''} />
              <AppUpdates />
            </Suspense>
          ) : (
            <Suspense fallback={<RouteProgress />}>
              <OpenApp />
              <AppUpdates />
            </Suspense>
          )}
        </ScreenLoadBoundary>
      </BrowserRouter>
      <LazyToaster />
    </FluentProvider>
  );
}
