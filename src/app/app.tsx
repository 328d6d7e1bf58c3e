import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { createQueryClient } from '@/lib/query-client';
import { configureApiClient } from '@/lib/api-client';
import { SessionExpiredDialog, showSessionExpired } from '@/session/session-expired-dialog';
import { clearSession } from '@/session/session-store';
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

export function App() {
  const [client] = useState(queryClient);
  return (
    <FluentProvider theme={webLightTheme} style={{ height: '100%', background: 'transparent' }}>
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
