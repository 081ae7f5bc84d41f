import { Outlet } from '@tanstack/react-router';
import type { RouteRecord } from '@atrium/schema';
import { logger } from '../lib/app-logger';
import { buildRouteTree } from './build-route-tree';
import { createRouteProblemLog } from './route-problem-log';
import { preloadPageComponent, resolvePageComponent } from './component-registry';
import { preloadLayout } from './layout-registry';
import { describeRoutes, routeProblems, type RouteEntry } from '@atrium/schema';
import { RouteAnnouncer } from './RouteAnnouncer';
import { RouteError } from './RouteError';
import { DatabaseRoute } from './RouteView';
import { lazy } from 'react';

// Mounted only for a route removed while on screen: not part of the first chunk.
const RetiredRoute = lazy(() => import('./RetiredRoute').then((m) => ({ default: m.RetiredRoute })));
// Mounted only for a URL no route matches: not part of the first chunk either.
const NotFoundRedirect = lazy(() =>
  import('./NotFoundRedirect').then((m) => ({ default: m.NotFoundRedirect })),
);

/** Every page, and the announcer of client-side page changes beside it. */
function Root() {
  return (
    <>
      <Outlet />
      <RouteAnnouncer />
    </>
  );
}

function preloadEntry(entry: RouteEntry): Promise<unknown> {
  return Promise.all([
    entry.component ? preloadPageComponent(entry.component.key) : null,
    entry.layout ? preloadLayout(entry.layout) : null,
  ]);
}

const logProblems = createRouteProblemLog((message, context) => logger.warn(message, context));

/**
 * The app's route tree for a route set: database routes, the not-found redirect and error
 * page, and `retired` paths (routes removed while on screen) that send the visitor on.
 */
export function buildAppRouteTree(routes: readonly RouteRecord[], retired: readonly string[] = []) {
  const described = describeRoutes(routes, resolvePageComponent);
  logProblems(routeProblems(described));
  const routeTree = buildRouteTree(described.entries, {
    component: DatabaseRoute,
    preload: preloadEntry,
    rootComponent: Root,
    notFoundComponent: NotFoundRedirect,
    errorComponent: RouteError,
    retired: { paths: retired, component: RetiredRoute },
  });
  return { routeTree, ...described };
}

export type AppRouteBuild = ReturnType<typeof buildAppRouteTree>;
