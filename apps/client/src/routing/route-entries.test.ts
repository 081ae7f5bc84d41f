import { parseRouteRecords, type RouteRecord } from '@atrium/schema';
import { describe, expect, it } from 'vitest';
import { routeRow, seedRows } from '../test/api-stub';
import { resolvePageComponent } from './component-registry';
import { describeRoutes, routeProblems } from './route-entries';

const records = (rows: unknown[]): RouteRecord[] => parseRouteRecords(rows)?.routes ?? [];

describe('describeRoutes', () => {
  it('registers every seeded route, converting :params, with its page, layout and guard', () => {
    const { entries, skipped } = describeRoutes(records(seedRows()), resolvePageComponent);
    expect(skipped).toEqual([]);
    const byName = Object.fromEntries(entries.map((e) => [e.route.name, e]));
    expect(byName.module_view.routerPath).toBe('/zones/$zoneId/hubs/$hubId/modules/$moduleId');
    expect(byName.module_view.layout).toBe('Main');
    expect(byName.module_view.guard).toEqual({ kind: 'dynamic', public: false });
    expect(byName.admin_users.component).toEqual({ key: 'pages/admin/AdminUsersPage', step: 'path-suffix' });
    expect(byName.admin_users.guard).toEqual({ kind: 'guarded', guardType: 'admin' });
    expect(byName.landing.component).toEqual({ key: 'pages/LandingPage', step: 'exact' });
    expect(byName.login.guard).toEqual({ kind: 'login' });
    expect(byName.signup.guard).toEqual({ kind: 'public' });
    for (const entry of entries) expect(entry.component, entry.route.name).not.toBeNull();
  });

  it('keeps bad rows from breaking the others and says what is wrong', () => {
    const described = describeRoutes(
      records([
        routeRow({ name: 'ok', path: '/ok', component_name: 'HealthPage', layout: 'PublicLayout' }),
        routeRow({ name: 'missing', path: '/missing', component_name: 'NoSuchPage' }),
        routeRow({
          name: 'bad_layout',
          path: '/bad-layout',
          component_name: 'HealthPage',
          layout: 'Sidebar',
        }),
        routeRow({ name: 'repairable', path: 'repair/me/', component_name: 'HealthPage' }),
        routeRow({ name: 'hopeless', path: '/:1', component_name: 'HealthPage' }),
        routeRow({ name: 'shadowed', path: '/OK', component_name: 'HealthPage' }),
        routeRow({ name: 'same_shape', path: '/zones/:id', component_name: 'HealthPage' }),
        routeRow({ name: 'first_shape', path: '/zones/:zoneId', component_name: 'HealthPage' }),
        routeRow({ name: 'inactive', path: '/inactive', component_name: 'HealthPage', is_active: false }),
        routeRow({ name: 'center', path: '/center', component_name: 'SecurityCenter' }),
      ]),
      resolvePageComponent,
    );
    const byName = Object.fromEntries(described.entries.map((e) => [e.route.name, e]));
    expect(Object.keys(byName)).toEqual([
      'ok',
      'missing',
      'bad_layout',
      'repairable',
      'same_shape',
      'center',
    ]);
    expect(byName.ok.layout).toBe('Public');
    expect(byName.missing.component).toBeNull();
    expect(byName.bad_layout).toMatchObject({ layout: null, layoutProblem: 'Unknown layout "Sidebar"' });
    expect(byName.repairable).toMatchObject({
      routerPath: '/repair/me',
      pathProblem: 'Path must start with "/"',
    });
    expect(byName.center.component).toEqual({
      key: 'features/admin/centers/SecurityCenter',
      step: 'admin-centers',
    });
    expect(described.skipped.map((s) => [s.route.name, s.reason])).toEqual([
      ['hopeless', expect.stringMatching(/^Invalid path "\/:1": Invalid parameter/)],
      ['shadowed', 'Path "/OK" is already served by route "ok"'],
      ['first_shape', 'Path "/zones/:zoneId" is already served by route "same_shape"'],
    ]);
    expect(routeProblems(described).map((p) => `${p.route}: ${p.message}`)).toEqual([
      expect.stringMatching(/^hopeless: Route skipped: Invalid path/),
      'shadowed: Route skipped: Path "/OK" is already served by route "ok"',
      'first_shape: Route skipped: Path "/zones/:zoneId" is already served by route "same_shape"',
      'missing: Component NoSuchPage not found',
      'bad_layout: Unknown layout "Sidebar": rendering without a layout',
      'repairable: Invalid path "repair/me/": Path must start with "/"',
    ]);
  });
});
