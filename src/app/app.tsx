import { useEffect, useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { FluentProvider, createLightTheme } from '@fluentui/react-components';
import { createQueryClient } from '@/lib/query-client';
import { configureApiClient } from '@/lib/api-client';
import { SessionExpiredDialog, showSessionExpired } from '@/session/session-expired-dialog';
import { clearSession } from '@/session/session-store';
import { brandRamp } from '@/components/layout/brand-ramp';
import { useLayoutSettings } from '@/components/layout/settings-store';
import { AppRoutes } from './app-routes';
import { ToastNotifier } from './toast-notifier';

const queryClient = createQueryClient();

configureApiClient({
  onTokenExpired: showSessionExpired,
  // 401: log out here; the http layer reloads the page after 1.5 s.
  onUnauthorized: () => {
    clearSession();
    queryClient.clear();
  },
});

/** Colour-weak mode inverts the whole page's colours (a filter on the root element keeps fixed positioning). */
function useColorWeak(on: boolean) {
  useEffect(() => {
    document.documentElement.style.filter = on ? 'invert(80%)' : '';
  }, [on]);
}

export function App() {
  const [client] = useState(queryClient);
  const { primaryColor, colorWeak } = useLayoutSettings();
  const theme = useMemo(() => createLightTheme(brandRamp(primaryColor)), [primaryColor]);
  useColorWeak(colorWeak);
  return (
    <FluentProvider theme={theme} style={{ height: '100%', background: 'transparent' }}>
      <QueryClientProvider client={client}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <SessionExpiredDialog />
        <ToastNotifier />
      </QueryClientProvider>
    </FluentProvider>
  );
}
