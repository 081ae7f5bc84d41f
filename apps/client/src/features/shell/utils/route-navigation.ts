import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  normalizeLayoutName,
  routePathParams,
  validateRoutePath,
  type LayoutName,
  type RouteRecord,
} from '@atrium/schema';

/** `admin_users` → `Admin users`, `forgot_password` → `Forgot password`. */
export function humanizeRouteName(name: string): string {
  const words = name.replace(/[_.-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface ShellNavItem {
  name: string;
  path: string;
  label: string;
}

/**
 * Menu entries for a workspace layout until the navigation table drives the menu: the active
 * routes drawn in that layout that need no parameters, oldest first. `admin_` prefixes are
 * dropped from labels and `admin_dashboard` reads "Admin", as its seeded menu item does.
 */
export function layoutNavigation(routes: readonly RouteRecord[], layout: LayoutName): ShellNavItem[] {
  const items: ShellNavItem[] = [];
  for (const route of routes) {
    if (!route.is_active || normalizeLayoutName(route.layout) !== layout) continue;
    if (
      validateRoutePath(route.path) !== null ||
      routePathParams(route.path).length > 0 ||
      route.path.includes('*')
    )
      continue;
    items.push({ name: route.name, path: route.path, label: navLabel(route.name) });
  }
  return items;
}

/**
 * A route's menu label. The admin overview is "Admin" in `i18n`'s language (the active one when
 * omitted): the name the seeded menu and the sidebar give it, so the breadcrumb agrees with them.
 */
export function navLabel(name: string, i18n: I18n = activeI18n): string {
  if (name === 'admin_dashboard') return i18n._(msg`Admin`);
  // `admin_api_keys` reads "API keys", as its seeded menu item does.
  return humanizeRouteName(name.replace(/^admin_/, '')).replace(/^Api\b/, 'API');
}

/** Shortens long ids (UUIDs) for breadcrumbs and headings: `3f1c2b7e…`. */
export function shortId(id: string): string {
  return id.length > 12 ? `${id.slice(0, 8)}…` : id;
}
