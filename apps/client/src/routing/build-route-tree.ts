/**
 * Builds a TanStack Router tree from route entries at runtime: a NEW root route with one
 * child per entry. To change the routes of a running router, build a new tree and call
 * `router.update({ ...router.options, routeTree })` then `router.invalidate()` (STACK.md);
 * mutating an existing root with addChildren does not re-match anything.
 *
 * Every child shares one component and one loader, which find their database route in the
 * child's `staticData.entry`: building 10,000 routes allocates no closures, and a page whose
 * row did not change keeps its component identity (and state) across rebuilds.
 *
 * The children are router-core `BaseRoute`s. `createRoute` from @tanstack/react-router builds
 * the React subclass, which only adds typed per-route hooks (`Route.useParams`, `Route.Link`…:
 * eight closures and a forwardRef per route) — unusable for routes that exist only at runtime,
 * and most of the cost of creating 10,000 routes. React Router renders a match from
 * `route.options`, `isRoot` and `parentRoute`, which BaseRoute has.
 */
import { BaseRoute } from '@tanstack/router-core';
import {
  createRootRoute,
  createRoute,
  type AnyRoute,
  type ErrorRouteComponent,
  type NotFoundRouteComponent,
  type RouteComponent,
} from '@tanstack/react-router';
import type { RouteEntry } from './route-entries';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The database route a TanStack route was built from. */
    entry?: RouteEntry;
  }
}

export interface RouteTreeOptions {
  /** The component of every database route; it reads its entry from the match's staticData. */
  component: RouteComponent;
  /** Loads what a route needs before it renders (page and layout chunks). */
  preload?: (entry: RouteEntry) => Promise<unknown>;
  rootComponent?: RouteComponent;
  notFoundComponent?: NotFoundRouteComponent;
  errorComponent?: ErrorRouteComponent;
  /**
   * Paths of routes that were removed while on screen, registered again with this component
   * (which sends the visitor on). TanStack Router 1.170 fails to commit a navigation when a
   * route it has matches for is missing from the new tree; keeping the old path one more
   * round avoids that.
   */
  retired?: { paths: readonly string[]; component: RouteComponent };
}

export function buildRouteTree(entries: readonly RouteEntry[], options: RouteTreeOptions) {
  const root = createRootRoute({
    component: options.rootComponent,
    notFoundComponent: options.notFoundComponent,
    errorComponent: options.errorComponent,
  });
  const getParentRoute = () => root;
  const { preload, component } = options;
  const loader = preload
    ? ({ route }: { route: AnyRoute }) => {
        const entry = (route.options.staticData as { entry?: RouteEntry } | undefined)?.entry;
        return entry ? preload(entry) : undefined;
      }
    : undefined;
  const retired = options.retired?.paths ?? [];
  const children: AnyRoute[] = new Array(entries.length);
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    children[i] = new BaseRoute({
      getParentRoute,
      path: entry.routerPath,
      component,
      loader,
      staticData: { entry },
    }) as unknown as AnyRoute;
  }
  for (const path of retired) {
    children.push(createRoute({ getParentRoute, path, component: options.retired?.component }));
  }
  return root.addChildren(children);
}

export type AppRouteTree = ReturnType<typeof buildRouteTree>;
