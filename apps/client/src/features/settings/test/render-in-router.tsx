import { parseRouteRecords } from '@atrium/schema';
import { ThemeProvider } from '@atrium/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SIGNED_OUT, type AuthSource, type AuthUser } from '@/auth/auth-source';
import { AuthSourceProvider } from '@/auth/AuthSourceProvider';
import type { RouteSet } from '@/routing/route-set';
import { RouteSetContext } from '@/routing/route-set-context';
import { seedRows } from '@/test/api-stub';
import { createTestQueryClient } from '@/test/render';
import { parseSearch, stringifySearch } from '@/lib/search-params';

/** A signed-in auth source for `role` (null: a user without any role). */
export function signedInAs(role: string | null, patch: Partial<AuthUser> = {}): AuthSource {
  return {
    status: 'ready',
    user: { id: 'u-1', email: 'ada@example.com', role, profile: { role, first_name: 'Ada' }, ...patch },
  };
}

export interface RenderInRouterOptions {
  auth?: AuthSource;
  path?: string;
  queryClient?: QueryClient;
}

/**
 * Renders `ui` at `path` inside a router whose route set is the seeded one (seeds/routes.json),
 * with the theme, query and auth providers — for components that link by route name.
 */
export function renderInRouter(
  ui: ReactNode,
  { auth = SIGNED_OUT, path = '/', queryClient = createTestQueryClient() }: RenderInRouterOptions = {},
) {
  const routeSet: RouteSet = {
    source: 'database',
    routes: parseRouteRecords(seedRows())!.routes,
    etag: null,
  };
  const root = createRootRoute({ component: Outlet });
  const page = () => <>{ui}</>;
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/', component: page }),
      createRoute({ getParentRoute: () => root, path: '$', component: page }),
    ]),
    history: createMemoryHistory({ initialEntries: [path] }),
    // The app's query string (plain text, repeated keys as lists), as createAppRouter sets it.
    parseSearch,
    stringifySearch,
  });
  const view = render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <AuthSourceProvider source={auth}>
          <RouteSetContext.Provider value={routeSet}>
            <RouterProvider router={router} />
          </RouteSetContext.Provider>
        </AuthSourceProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...view, router, queryClient };
}
