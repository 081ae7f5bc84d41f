import { PUBLIC_NAV_ROUTE_NAMES } from '../routes/fallback-routes.js';

/** One entry of the public navigation (also the body of `GET /navigation/public`). */
export interface PublicNavItem {
  name: string;
  path: string;
  label: string;
}

interface PublicNavCandidate {
  name: string;
  path: string;
  is_public: boolean;
  is_active: boolean;
}

/** `pricing` → `Pricing`. */
export function capitalizeRouteName(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * The specification's public navigation: only the routes named home, features, pricing,
 * about and contact that are public and active, ordered by path (code-point order), each
 * labelled with its capitalised name. A name that occurs twice is listed once (its first row).
 */
export function publicNavigation(routes: readonly PublicNavCandidate[]): PublicNavItem[] {
  const names: readonly string[] = PUBLIC_NAV_ROUTE_NAMES;
  const seen = new Set<string>();
  const items: PublicNavItem[] = [];
  for (const route of routes) {
    if (!route.is_public || !route.is_active || !names.includes(route.name) || seen.has(route.name)) continue;
    seen.add(route.name);
    items.push({ name: route.name, path: route.path, label: capitalizeRouteName(route.name) });
  }
  return items.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
