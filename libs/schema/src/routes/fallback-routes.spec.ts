import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROLES,
  AUTH_REDIRECT_KEY,
  DEFAULT_ROUTE_PATHS,
  EARLY_FALLBACK_ROUTES,
  FALLBACK_ROUTES,
  NAMED_PARAM_ROUTES,
  NOT_FOUND_FALLBACK_PATH,
  PUBLIC_NAV_ROUTE_NAMES,
  isAdminRole,
} from './fallback-routes.js';
import { createRouteSchema, routePathParams } from './route.js';

const summary = (routes: typeof FALLBACK_ROUTES) =>
  routes.map((r) => [r.name, r.path, r.component_name, r.layout, r.is_public, r.metadata.guard_type ?? null]);

describe('FALLBACK_ROUTES', () => {
  it('matches the specification table', () => {
    expect(summary(FALLBACK_ROUTES)).toEqual([
      ['landing', '/', 'LandingPage', 'Public', true, null],
      ['login', '/login', 'LoginPage', 'Public', true, null],
      ['not_found', '/404', 'NotFoundPage', 'Public', true, null],
      ['health', '/health', 'HealthPage', 'Public', true, null],
      ['dashboard', '/dashboard', 'DashboardPage', 'Authenticated', false, 'auth'],
      ['profile', '/profile', 'ProfilePage', 'Authenticated', false, 'auth'],
      ['settings', '/settings', 'SettingsPage', 'Authenticated', false, 'auth'],
      ['unauthorized', '/unauthorized', 'UnauthorizedPage', 'Public', true, null],
      ['zones', '/zones', 'ZonesPage', 'Authenticated', false, 'auth'],
      ['admin_dashboard', '/admin', 'AdminDashboardPage', 'Admin', false, 'admin'],
      ['admin_users', '/admin/users', 'AdminUsersPage', 'Admin', false, 'admin'],
      ['admin_routes', '/admin/routes', 'AdminRoutesPage', 'Admin', false, 'admin'],
    ]);
  });

  it('are all active, valid create bodies, with unique names and paths', () => {
    const all = [...FALLBACK_ROUTES, ...NAMED_PARAM_ROUTES];
    for (const route of all) {
      expect(route.is_active).toBe(true);
      expect(createRouteSchema.safeParse({ ...route }).success).toBe(true);
    }
    expect(new Set(all.map((r) => r.name)).size).toBe(all.length);
    expect(new Set(all.map((r) => r.path)).size).toBe(all.length);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(FALLBACK_ROUTES)).toBe(true);
    expect(Object.isFrozen(FALLBACK_ROUTES[0])).toBe(true);
    expect(Object.isFrozen(FALLBACK_ROUTES[4].metadata)).toBe(true);
  });
});

describe('EARLY_FALLBACK_ROUTES', () => {
  it('holds landing, login (public) and dashboard (authenticated)', () => {
    expect(EARLY_FALLBACK_ROUTES.map((r) => [r.path, r.name, r.is_public])).toEqual([
      ['/', 'landing', true],
      ['/login', 'login', true],
      ['/dashboard', 'dashboard', false],
    ]);
  });
});

describe('NAMED_PARAM_ROUTES', () => {
  it('defines the four dynamic views', () => {
    expect(NAMED_PARAM_ROUTES.map((r) => [r.name, r.path, r.component_name, r.layout])).toEqual([
      ['zone_dashboard', '/zones/:zoneId', 'ZoneDashboardPage', 'Zone'],
      ['hub_view', '/zones/:zoneId/hubs/:hubId', 'HubViewPage', 'Zone'],
      ['module_view', '/zones/:zoneId/hubs/:hubId/modules/:moduleId', 'ModulePage', 'Main'],
      ['dashboard_view', '/zones/:zoneId/hubs/:hubId/dashboards/:dashboardId', 'DashboardViewPage', 'Zone'],
    ]);
    for (const r of NAMED_PARAM_ROUTES) {
      expect(r.is_public).toBe(false);
      expect(r.metadata).toEqual({ dynamic: true });
    }
    expect(routePathParams(NAMED_PARAM_ROUTES[2].path)).toEqual(['zoneId', 'hubId', 'moduleId']);
  });
});

describe('constants', () => {
  it('have the specified values', () => {
    expect(DEFAULT_ROUTE_PATHS).toEqual({
      login: '/login',
      dashboard: '/dashboard',
      forgot_password: '/forgot-password',
      signup: '/signup',
      zones: '/zones',
    });
    expect(PUBLIC_NAV_ROUTE_NAMES).toEqual(['home', 'features', 'pricing', 'about', 'contact']);
    expect(ADMIN_ROLES).toEqual(['admin', 'super_admin', 'platform_owner']);
    expect(NOT_FOUND_FALLBACK_PATH).toBe('/404');
    expect(AUTH_REDIRECT_KEY).toBe('authRedirect');
  });

  it('isAdminRole', () => {
    expect(isAdminRole('super_admin')).toBe(true);
    expect(isAdminRole('member')).toBe(false);
    expect(isAdminRole(undefined)).toBe(false);
  });
});
