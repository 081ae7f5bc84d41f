import type { LayoutName } from './layout-name.js';
import type { RouteMetadata } from './route.js';

/** A route as defined in code (no id or creation time): the built-in fallback sets. */
export interface RouteDefinition {
  readonly name: string;
  readonly path: string;
  readonly component_name: string;
  readonly component_path: string | null;
  readonly layout: LayoutName | null;
  readonly is_public: boolean;
  readonly is_active: boolean;
  readonly metadata: Readonly<RouteMetadata>;
}

function define(
  name: string,
  path: string,
  component_name: string,
  layout: LayoutName,
  is_public: boolean,
  metadata: RouteMetadata = {},
): RouteDefinition {
  return Object.freeze({
    name,
    path,
    component_name,
    component_path: null,
    layout,
    is_public,
    is_active: true,
    metadata: Object.freeze({ ...metadata }),
  });
}

const AUTH = { guard_type: 'auth' } as const;
const ADMIN = { guard_type: 'admin' } as const;

/**
 * The specification's "Built-in fallback routes" (all active), used when the routes table
 * yields nothing. `unauthorized` (guard not shown in the specification) is public.
 */
export const FALLBACK_ROUTES: readonly RouteDefinition[] = Object.freeze([
  define('landing', '/', 'LandingPage', 'Public', true),
  define('login', '/login', 'LoginPage', 'Public', true),
  define('not_found', '/404', 'NotFoundPage', 'Public', true),
  define('health', '/health', 'HealthPage', 'Public', true),
  define('dashboard', '/dashboard', 'DashboardPage', 'Authenticated', false, AUTH),
  define('profile', '/profile', 'ProfilePage', 'Authenticated', false, AUTH),
  define('settings', '/settings', 'SettingsPage', 'Authenticated', false, AUTH),
  define('unauthorized', '/unauthorized', 'UnauthorizedPage', 'Public', true),
  define('zones', '/zones', 'ZonesPage', 'Authenticated', false, AUTH),
  define('admin_dashboard', '/admin', 'AdminDashboardPage', 'Admin', false, ADMIN),
  define('admin_users', '/admin/users', 'AdminUsersPage', 'Admin', false, ADMIN),
  define('admin_routes', '/admin/routes', 'AdminRoutesPage', 'Admin', false, ADMIN),
]);

const EARLY_NAMES = ['landing', 'login', 'dashboard'];

/**
 * The smaller set used when the route list cannot be loaded during early start-up:
 * `/` (landing, public), `/login` (public), `/dashboard` (authenticated, not public).
 */
export const EARLY_FALLBACK_ROUTES: readonly RouteDefinition[] = Object.freeze(
  FALLBACK_ROUTES.filter((r) => EARLY_NAMES.includes(r.name)),
);

/** Paths used when a named route has no stored value. */
export const DEFAULT_ROUTE_PATHS = Object.freeze({
  login: '/login',
  dashboard: '/dashboard',
  forgot_password: '/forgot-password',
  signup: '/signup',
  zones: '/zones',
} as const);
export type DefaultRouteName = keyof typeof DEFAULT_ROUTE_PATHS;

const DYNAMIC = { dynamic: true } as const;

/** The named routes with path parameters (all authenticated, metadata `{dynamic: true}`). */
export const NAMED_PARAM_ROUTES: readonly RouteDefinition[] = Object.freeze([
  define('zone_dashboard', '/zones/:zoneId', 'ZoneDashboardPage', 'Zone', false, DYNAMIC),
  define('hub_view', '/zones/:zoneId/hubs/:hubId', 'HubViewPage', 'Zone', false, DYNAMIC),
  define('module_view', '/zones/:zoneId/hubs/:hubId/modules/:moduleId', 'ModulePage', 'Main', false, DYNAMIC),
  define(
    'dashboard_view',
    '/zones/:zoneId/hubs/:hubId/dashboards/:dashboardId',
    'DashboardViewPage',
    'Zone',
    false,
    DYNAMIC,
  ),
]);

/** Route names shown in the public navigation (when public and active), ordered by path. */
export const PUBLIC_NAV_ROUTE_NAMES = Object.freeze([
  'home',
  'features',
  'pricing',
  'about',
  'contact',
] as const);
export type PublicNavRouteName = (typeof PUBLIC_NAV_ROUTE_NAMES)[number];

/** Roles granted by the admin guard. */
export const ADMIN_ROLES = Object.freeze(['admin', 'super_admin', 'platform_owner'] as const);
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** True when `role` is one of {@link ADMIN_ROLES}. */
export function isAdminRole(role: unknown): role is AdminRole {
  return typeof role === 'string' && (ADMIN_ROLES as readonly string[]).includes(role);
}

/** Where unknown paths go when the `not_found` route cannot be looked up. */
export const NOT_FOUND_FALLBACK_PATH = '/404';

/** Session-storage key holding the path (and query) to return to after sign-in. */
export const AUTH_REDIRECT_KEY = 'authRedirect';
