import { hashRouterPathShape, parseRouteRecords, type RouteRecord } from '@atrium/schema';
import { describe, expect, it } from 'vitest';
import { routeRow, seedRows } from '../test/api-stub';
import { resolvePageComponent } from './component-registry';
import { describeRoutes, routeProblems, ShapeOwners } from '@atrium/schema';

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

  it('tells routes apart whose shapes differ but hash alike, and still skips true repeats', () => {
    // Two literal paths whose shape hashes collide (checked here, so the test keeps its point).
    expect(hashRouterPathShape('/c/58055')).toBe(hashRouterPathShape('/c/89373'));
    const described = describeRoutes(
      records([
        routeRow({ name: 'first', path: '/c/58055', component_name: 'HealthPage' }),
        routeRow({ name: 'second', path: '/c/89373', component_name: 'HealthPage' }),
        routeRow({ name: 'second_again', path: '/C/89373', component_name: 'HealthPage' }),
        routeRow({ name: 'first_again', path: '/c/58055', component_name: 'HealthPage' }),
        routeRow({ name: 'repaired_repeat', path: 'c/89373/', component_name: 'HealthPage' }),
      ]),
      resolvePageComponent,
    );
    expect(described.entries.map((e) => [e.route.name, e.routerPath])).toEqual([
      ['first', '/c/58055'],
      ['second', '/c/89373'],
    ]);
    expect(described.skipped.map((s) => s.reason)).toEqual([
      'Path "/C/89373" is already served by route "second"',
      'Path "/c/58055" is already served by route "first"',
      'Path "c/89373/" is already served by route "second"',
    ]);
  });

  it('registers thousands of generated routes of every shape, skipping only repeated shapes', () => {
    const rows = [];
    for (let i = 0; i < 2_000; i++) {
      const path = [
        `/bench/section-${i}/overview`,
        `/bench/${i}/items/:itemId`,
        `/zones/:zoneId/bench-${i}/hubs/:hubId/modules/:moduleId`,
        `/reports/${i}/:year/:month?`,
        `/files/${i}/*`,
      ][i % 5];
      rows.push(routeRow({ name: `r${i}`, path, component_name: 'HealthPage' }));
    }
    rows.push(
      routeRow({
        name: 'repeat',
        path: '/ZONES/:z/BENCH-2/hubs/:h/modules/:m',
        component_name: 'HealthPage',
      }),
    );
    const described = describeRoutes(records(rows), resolvePageComponent);
    expect(described.entries).toHaveLength(2_000);
    expect(described.entries[3].routerPath).toBe('/reports/3/$year/{-$month}');
    expect(described.entries[4].routerPath).toBe('/files/4/$');
    expect(described.skipped.map((s) => s.reason)).toEqual([
      'Path "/ZONES/:z/BENCH-2/hubs/:h/modules/:m" is already served by route "r2"',
    ]);
  });
});

describe('ShapeOwners', () => {
  it('keeps the first owner of each hash, including hashes that share a slot', () => {
    const owners = new ShapeOwners(4); // 16 slots
    expect(owners.claim(3, 0)).toBe(-1);
    expect(owners.claim(3 + 16, 1)).toBe(-1); // same slot, different hash
    expect(owners.claim(15, 2)).toBe(-1); // last slot: probing wraps to the start
    expect(owners.claim(31, 3)).toBe(-1);
    expect(owners.claim(3, 9)).toBe(0);
    expect(owners.claim(19, 9)).toBe(1);
    expect(owners.claim(15, 9)).toBe(2);
    expect(owners.claim(31, 9)).toBe(3);
  });
});
