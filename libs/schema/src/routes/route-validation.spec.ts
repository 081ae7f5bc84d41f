import { describe, expect, it } from 'vitest';
import { FALLBACK_ROUTES, NAMED_PARAM_ROUTES, type RouteDefinition } from './fallback-routes.js';
import { routeRecordFromDefinition, type RouteRecord } from './route-record.js';
import { routeValidationSchema, validateRouteSet, type ComponentManifest } from './route-validation.js';

const MANIFEST: ComponentManifest = {
  version: '1.0.0',
  folders: { pagesDir: 'pages', adminCentersDir: 'features/admin/centers' },
  keys: [
    'pages/LandingPage',
    'pages/LoginPage',
    'pages/SignupPage',
    'pages/ForgotPasswordPage',
    'pages/NotFoundPage',
    'pages/HealthPage',
    'pages/UnauthorizedPage',
    'pages/DashboardPage',
    'pages/ProfilePage',
    'pages/SettingsPage',
    'pages/ZonesPage',
    'pages/ZoneDashboardPage',
    'pages/HubViewPage',
    'pages/ModulePage',
    'pages/DashboardViewPage',
    'pages/admin/AdminDashboardPage',
    'pages/admin/AdminUsersPage',
    'pages/admin/AdminRoutesPage',
    'features/admin/centers/SecurityCenter',
  ],
};

let counter = 0;
function record(definition: Partial<RouteDefinition> & { name: string }): RouteRecord {
  counter += 1;
  return {
    ...routeRecordFromDefinition({
      path: `/${definition.name}`,
      component_name: 'HealthPage',
      component_path: null,
      layout: 'Public',
      is_public: true,
      is_active: true,
      metadata: {},
      ...definition,
    }),
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
  };
}

/** The app's own route set: every looked-up name, every named view. */
function healthySet(): RouteRecord[] {
  return [
    ...FALLBACK_ROUTES,
    ...NAMED_PARAM_ROUTES,
    { ...FALLBACK_ROUTES[1], name: 'signup', path: '/signup', component_name: 'SignupPage' },
    {
      ...FALLBACK_ROUTES[1],
      name: 'forgot_password',
      path: '/forgot-password',
      component_name: 'ForgotPasswordPage',
    },
  ].map((definition) => record(definition));
}

describe('validateRouteSet', () => {
  it('finds nothing wrong with the app’s own route set', () => {
    const result = validateRouteSet(healthySet(), MANIFEST);
    expect(result).toEqual({ ok: true, checked: 18, components_checked: true, problems: [] });
    expect(routeValidationSchema.parse(result)).toEqual(result);
  });

  it('says when component names could not be checked, without failing the set', () => {
    const rows = [...healthySet(), record({ name: 'ghost', component_name: 'NoSuchPage' })];
    const result = validateRouteSet(rows, null);
    expect(result.ok).toBe(true);
    expect(result.components_checked).toBe(false);
    expect(result.problems).toEqual([
      expect.objectContaining({ route_id: null, name: null, severity: 'info' }),
    ]);
  });

  it('reports rows the client would show an error screen for, in the order of the rows', () => {
    const missing = record({ name: 'missing', component_name: 'NoSuchPage' });
    const insensitive = record({ name: 'insensitive', component_name: 'landingpage' });
    const center = record({ name: 'center', component_name: 'SecurityCenter' });
    const badLayout = record({ name: 'bad_layout', layout: 'Sidebar' as RouteDefinition['layout'] });
    const repaired = record({ name: 'repaired', path: 'repair/me/' });
    const hopeless = record({ name: 'hopeless', path: '/:1' });
    const shadow = record({ name: 'shadow', path: '/LOGIN' });
    const result = validateRouteSet(
      [...healthySet(), missing, insensitive, center, badLayout, repaired, hopeless, shadow],
      MANIFEST,
    );
    expect(result.ok).toBe(false);
    expect(result.checked).toBe(25);
    expect(result.problems.map(({ name, severity }) => [name, severity])).toEqual([
      ['missing', 'error'],
      ['bad_layout', 'warning'],
      ['repaired', 'error'],
      ['hopeless', 'error'],
      ['shadow', 'error'],
    ]);
    const [component, layout, path, notRouted, duplicate] = result.problems;
    expect(component).toEqual({
      route_id: missing.id,
      name: 'missing',
      severity: 'error',
      message: "Component NoSuchPage not found (the page shows 'Component Not Found')",
    });
    expect(layout.message).toBe('Unknown layout "Sidebar": the page renders without a layout');
    expect(path.message).toMatch(/^Invalid path "repair\/me\/": .*'Invalid Route Configuration'/);
    expect(notRouted.message).toMatch(/^Not routed: Invalid path "\/:1"/);
    expect(duplicate.message).toBe('Not routed: Path "/LOGIN" is already served by route "login"');
  });

  it('needs the zone, hub, module and dashboard views, with their parameters', () => {
    const rows = healthySet()
      .filter((route) => route.name !== 'module_view')
      .map((route) => (route.name === 'hub_view' ? { ...route, path: '/zones/:zoneId/hubs' } : route));
    const result = validateRouteSet(rows, MANIFEST);
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      {
        route_id: rows.find((route) => route.name === 'hub_view')!.id,
        name: 'hub_view',
        severity: 'error',
        message: 'Path "/zones/:zoneId/hubs" lacks :hubId: links to this view cannot be built',
      },
      { route_id: null, name: 'module_view', severity: 'error', message: 'Module view route not configured' },
    ]);
  });

  it('warns about looked-up routes that are missing or inactive, naming what the app does instead', () => {
    const rows = healthySet()
      .filter((route) => route.name !== 'not_found')
      .map((route) => (route.name === 'login' ? { ...route, is_active: false } : route));
    const result = validateRouteSet(rows, MANIFEST);
    expect(result.ok).toBe(true);
    expect(result.checked).toBe(16);
    expect(result.problems).toEqual([
      {
        route_id: null,
        name: 'login',
        severity: 'warning',
        message: 'Route "login" not found: links and redirects to it use the default path /login',
      },
      {
        route_id: null,
        name: 'not_found',
        severity: 'warning',
        message: 'Route "not_found" not found: unknown paths go to /404',
      },
    ]);
  });
});
