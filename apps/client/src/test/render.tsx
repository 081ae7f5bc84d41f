import { ThemeProvider } from '@atrium/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SIGNED_OUT, type AuthSource } from '../auth/auth-source';
import { AuthSourceProvider } from '../auth/AuthSourceProvider';
import { queryDefaults } from '../lib/query-client';
import { AppRouter } from '../routing/AppRouter';

/** A query client with the app's defaults but no retries, so error states show at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { ...queryDefaults.queries, retry: false, refetchInterval: false } },
  });
}

export function renderWithQuery(ui: ReactElement, queryClient = createTestQueryClient()) {
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

export interface RenderAppOptions {
  auth?: AuthSource;
  queryClient?: QueryClient;
}

/** Renders the whole app (providers + route loading + router) at `path`. */
export function renderApp(path = '/', { auth = SIGNED_OUT, queryClient = createTestQueryClient() }: RenderAppOptions = {}) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const view = render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <AuthSourceProvider source={auth}>
          <AppRouter history={history} />
        </AuthSourceProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...view, history, queryClient };
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}
