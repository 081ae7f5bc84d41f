import '@fontsource-variable/inter';
import '@atrium/ui/styles.css';
import { ThemeProvider } from '@atrium/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SIGNED_OUT } from './auth/auth-source';
import { AuthSourceProvider } from './auth/AuthSourceProvider';
import { logger } from './lib/app-logger';
import { createQueryClient } from './lib/query-client';
import { AppRouter } from './routing/AppRouter';
import { preloadLikelyPage } from './routing/preload-likely-page';

logger.start();
preloadLikelyPage(window.location.pathname);
const queryClient = createQueryClient();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        {/* The accounts work replaces SIGNED_OUT with its auth store (see routing/README.md). */}
        <AuthSourceProvider source={SIGNED_OUT}>
          <AppRouter />
        </AuthSourceProvider>
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
