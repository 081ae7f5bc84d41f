import { useContext } from 'react';
import type { RouteSet } from './route-set';
import { RouteSetContext } from './route-set-context';

/** The routes the app is running on: source (database, fallback), records and ETag. */
export function useRouteSet(): RouteSet {
  return useContext(RouteSetContext);
}
