import { ThemeProvider } from '@atrium/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { AuthApi } from '../auth/auth-api';
import { SIGNED_OUT, type AuthSource } from '../auth/auth-source';
import { AuthProvider } from '../auth/AuthProvider';
import { AuthSourceProvider } from '../auth/AuthSourceProvider';
import { AuthStore, type AuthStoreOptions } from '../auth/auth-store';
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

const unreachable = () => Promise.reject(new TypeError('no auth API in this test'));

/** An AuthApi whose every call fails (tests that need answers pass their own). */
export const UNREACHABLE_AUTH_API: AuthApi = {
  signIn: unreachable,
  signUp: unreachable,
  acceptInvite: unreachable,
  me: unreachable,
  refresh: unreachable,
  updateSession: unreachable,
  signOut: unreachable,
};

/** An auth store on jsdom's storage with no window listeners, channel or page redirects. */
export function createTestAuthStore(options: Partial<AuthStoreOptions> = {}): AuthStore {
  return new AuthStore({
    api: UNREACHABLE_AUTH_API,
    target: null,
    channel: null,
    redirect: () => {},
    withRefreshLock: (task) => task(),
    ...options,
  });
}

export interface RenderAppOptions {
  /** The auth source guards see; 'store' uses the auth store's own. Default: signed out. */
  auth?: AuthSource | 'store';
  authStore?: AuthStore;
  queryClient?: QueryClient;
  /** AppRouter's: called with the new path when an in-app navigation starts. */
  onNavigationStart?: (pathname: string) => void;
}

/** Renders the whole app (providers + route loading + router) at `path`. */
export function renderApp(
  path = '/',
  {
    auth = SIGNED_OUT,
    authStore = createTestAuthStore(),
    queryClient = createTestQueryClient(),
    onNavigationStart,
  }: RenderAppOptions = {},
) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = <AppRouter history={history} onNavigationStart={onNavigationStart} />;
  const view = render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider store={authStore}>
          {auth === 'store' ? router : <AuthSourceProvider source={auth}>{router}</AuthSourceProvider>}
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...view, history, queryClient, authStore };
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
