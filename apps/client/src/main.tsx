import '@fontsource-variable/inter';
import '@atrium/ui/styles.css';
import { ThemeProvider } from '@atrium/ui';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setAccessTokenProvider } from './api/http';
import { LiveTheme } from './features/admin/themes/live-theme';
import { AccountPreferences } from './features/settings/components/AccountPreferences';
import { activateLanguage, i18n, initialLanguage } from './i18n/i18n';
import { createAppAuthStore } from './auth/app-auth-store';
import { AuthProvider } from './auth/AuthProvider';
import { logger } from './lib/app-logger';
import { installFocusKeeper } from './lib/focus-keeper';
import { createQueryClient } from './lib/query-client';
import { AppRouter } from './routing/AppRouter';
import { preloadLikelyData, preloadLikelyPage } from './routing/preload-likely-page';

logger.start();
installFocusKeeper();
preloadLikelyPage(window.location.pathname);
const queryClient = createQueryClient();
const authStore = createAppAuthStore(queryClient);
setAccessTokenProvider(authStore.getAccessToken);
// Checks the stored session while the route list loads; guards show the spinner until it is done.
void authStore.initialize();
const preloadData = (pathname: string) =>
  void preloadLikelyData(pathname, queryClient, authStore.getAccessToken);
preloadData(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// The interface language's catalogue comes first (a small chunk); the account's own choice
// replaces it after sign-in (PreferencesSync). A failed load still renders, in the source text.
void activateLanguage(initialLanguage())
  .catch((error: unknown) => logger.error('Loading the language catalogue failed', { error }))
  .finally(() => {
    createRoot(container).render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <ThemeProvider>
            <QueryClientProvider client={queryClient}>
              <AuthProvider store={authStore}>
                <AccountPreferences />
                <LiveTheme />
                <AppRouter onNavigationStart={preloadData} />
              </AuthProvider>
            </QueryClientProvider>
          </ThemeProvider>
        </I18nProvider>
      </StrictMode>,
    );
  });
