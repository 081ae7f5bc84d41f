import { createContext } from 'react';
import { EARLY_ROUTE_SET, type RouteSet } from './route-set';

/** The route set the router was built from (the early set until the first load). */
export const RouteSetContext = createContext<RouteSet>(EARLY_ROUTE_SET);
RouteSetContext.displayName = 'RouteSet';

let current: RouteSet = EARLY_ROUTE_SET;

/** The current route set for code outside React (kept in step by the app). */
export function currentRouteSet(): RouteSet {
  return current;
}

export function setCurrentRouteSet(set: RouteSet): void {
  current = set;
}
