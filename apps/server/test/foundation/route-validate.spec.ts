import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routeValidationSchema } from '@atrium/schema';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { createUser, RELAXED_LIMITS } from '../support/users.js';
import type { TestUser } from '../support/users.js';

/** Every page the seeded routes name (what the client build registers), in manifest form. */
const PAGE_KEYS = [
  'LandingPage',
  'LoginPage',
  'SignupPage',
  'ForgotPasswordPage',
  'ResetPasswordPage',
  'VerifyEmailPage',
  'NotFoundPage',
  'HealthPage',
  'UnauthorizedPage',
  'DashboardPage',
  'ProfilePage',
  'SettingsPage',
  'SecuritySettingsPage',
  'PreferencesSettingsPage',
  'MembersSettingsPage',
  'ZonesPage',
  'ZoneDashboardPage',
  'HubViewPage',
  'ModulePage',
  'DashboardViewPage',
  'MarketingPage',
  'AcceptInvitationPage',
  'AcceptAccountInvitePage',
  'admin/AdminDashboardPage',
  'admin/AdminUsersPage',
  'admin/AdminRoutesPage',
  'admin/AdminCollectionsPage',
  'admin/AdminNavigationPage',
  'admin/AdminAuditPage',
  'admin/AdminFormsPage',
  'admin/AdminApiKeysPage',
  'admin/AdminThemesPage',
].map((name) => `pages/${name}`);

describe('POST /api/routes/validate', () => {
  let t: TestApp;
  let clientDist: string;
  let admin: TestUser;
  let member: TestUser;

  const writeManifest = (content: unknown) =>
    writeFileSync(join(clientDist, 'component-manifest.json'), JSON.stringify(content));
  const validate = () => t.http().post('/api/routes/validate').set(admin.auth);
  const insertRoute = (name: string, path: string, component: string, layout: string | null = 'Public') =>
    t.dataSource.query(
      `INSERT INTO routes (name, path, component_name, layout, is_public, is_active) VALUES ($1, $2, $3, $4, true, true) RETURNING id`,
      [name, path, component, layout],
    ) as Promise<Array<{ id: string }>>;

  beforeAll(async () => {
    clientDist = mkdtempSync(join(tmpdir(), 'atrium-client-dist-'));
    t = await startTestApp({ ...RELAXED_LIMITS, CLIENT_DIST_DIR: clientDist });
    admin = await createUser(t, { platformRole: 'admin' });
    member = await createUser(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDist, { recursive: true, force: true });
  });
  beforeEach(() =>
    writeManifest({
      version: '0.1.0',
      folders: { pagesDir: 'pages', adminCentersDir: 'features/admin/centers' },
      keys: PAGE_KEYS,
    }),
  );

  it('is for admins only', async () => {
    const anonymous = await t.http().post('/api/routes/validate').expect(401);
    expect(anonymous.body).toMatchObject({ code: 'UNAUTHENTICATED' });
    const denied = await t.http().post('/api/routes/validate').set(member.auth).expect(403);
    expect(denied.body).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('finds the seeded route set sound, checking component names against the client manifest', async () => {
    const res = await validate().expect(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(routeValidationSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({ ok: true, components_checked: true, problems: [] });
    expect(res.body.checked).toBeGreaterThanOrEqual(20);
  });

  it('reports a row the client would show an error screen for, and recovers when it is fixed', async () => {
    const [ghost] = await insertRoute('ghost', '/ghost', 'GhostPage');
    const [sidebar] = await insertRoute('sidebar', '/sidebar', 'HealthPage', 'Sidebar');
    try {
      const res = await validate().expect(200);
      expect(res.body.ok).toBe(false);
      expect(res.body.problems).toEqual([
        {
          route_id: ghost.id,
          name: 'ghost',
          severity: 'error',
          message: "Component GhostPage not found (the page shows 'Component Not Found')",
        },
        {
          route_id: sidebar.id,
          name: 'sidebar',
          severity: 'warning',
          message: 'Unknown layout "Sidebar": the page renders without a layout',
        },
      ]);
      // The client is rebuilt with the page: the manifest is read again on the next call.
      writeManifest({
        version: '0.1.1',
        folders: { pagesDir: 'pages', adminCentersDir: 'features/admin/centers' },
        keys: [...PAGE_KEYS, 'pages/GhostPage'],
      });
      const again = await validate().expect(200);
      expect(again.body.ok).toBe(true);
      expect(again.body.problems.map((p: { name: string }) => p.name)).toEqual(['sidebar']);
    } finally {
      await t.dataSource.query(`DELETE FROM routes WHERE name IN ('ghost', 'sidebar')`);
    }
  });

  it('needs the named views: deactivating hub_view is an error', async () => {
    await t.dataSource.query(`UPDATE routes SET is_active = false WHERE name = 'hub_view'`);
    try {
      const res = await validate().expect(200);
      expect(res.body).toMatchObject({
        ok: false,
        problems: [
          { route_id: null, name: 'hub_view', severity: 'error', message: 'Hub view route not configured' },
        ],
      });
    } finally {
      await t.dataSource.query(`UPDATE routes SET is_active = true WHERE name = 'hub_view'`);
    }
  });

  it('warns about navigation items whose path no active route serves, naming each item', async () => {
    const add = async (title: string, path: string) =>
      (await t.http().post('/api/navigation').set(admin.auth).send({ title, path }).expect(201)).body as {
        id: string;
      };
    const [retired] = await insertRoute('retired', '/retired', 'HealthPage');
    await t.dataSource.query(`UPDATE routes SET is_active = false WHERE id = $1`, [retired.id]);
    const nowhere = await add('Nowhere', '/nowhere');
    const old = await add('Retired page', '/retired?from=menu');
    const served = await add('Zone', '/zones/:zoneId');
    try {
      const res = await validate().expect(200);
      expect(routeValidationSchema.parse(res.body)).toEqual(res.body);
      expect(res.body.ok).toBe(true);
      expect(res.body.problems).toEqual([
        {
          route_id: null,
          navigation_id: nowhere.id,
          name: 'Nowhere',
          severity: 'warning',
          message: 'Navigation item "Nowhere" links to "/nowhere", which no route serves',
        },
        {
          route_id: null,
          navigation_id: old.id,
          name: 'Retired page',
          severity: 'warning',
          message:
            'Navigation item "Retired page" links to "/retired?from=menu", which only the inactive route "retired" serves',
        },
      ]);
    } finally {
      for (const item of [nowhere, old, served])
        await t.http().delete(`/api/navigation/${item.id}`).set(admin.auth).expect(204);
      await t.dataSource.query(`DELETE FROM routes WHERE name = 'retired'`);
    }
  });

  it('warns about navigation items shown to people the admin guard of their route refuses', async () => {
    const add = async (body: Record<string, unknown>) =>
      (await t.http().post('/api/navigation').set(admin.auth).send(body).expect(201)).body as { id: string };
    const everyone = await add({ title: 'Users for all', path: '/admin/users' });
    const members = await add({
      title: 'Users for members',
      path: '/admin/users?tab=2',
      required_role: 'user',
    });
    const admins = await add({ title: 'Users for admins', path: '/admin/users', required_role: 'admin' });
    try {
      const res = await validate().expect(200);
      expect(routeValidationSchema.parse(res.body)).toEqual(res.body);
      expect(res.body.ok).toBe(true);
      expect(res.body.problems).toEqual([
        {
          route_id: null,
          navigation_id: everyone.id,
          name: 'Users for all',
          severity: 'warning',
          message:
            'Navigation item "Users for all" is shown to everyone signed in, but only admins may open its route "admin_users"',
        },
        {
          route_id: null,
          navigation_id: members.id,
          name: 'Users for members',
          severity: 'warning',
          message:
            'Navigation item "Users for members" is shown to role "user", but only admins may open its route "admin_users"',
        },
      ]);
    } finally {
      for (const item of [everyone, members, admins])
        await t.http().delete(`/api/navigation/${item.id}`).set(admin.auth).expect(204);
    }
  });

  it('says so when there is no usable manifest, instead of failing every component', async () => {
    for (const manifest of ['not json at all', { keys: 'nope' }]) {
      writeFileSync(
        join(clientDist, 'component-manifest.json'),
        typeof manifest === 'string' ? manifest : JSON.stringify(manifest),
      );
      const res = await validate().expect(200);
      expect(res.body).toMatchObject({ ok: true, components_checked: false });
      expect(res.body.problems).toEqual([expect.objectContaining({ route_id: null, severity: 'info' })]);
    }
    rmSync(join(clientDist, 'component-manifest.json'));
    const missing = await validate().expect(200);
    expect(missing.body.components_checked).toBe(false);
  });

  it('takes no options: an odd body is a 400 in the API error shape, never a 500', async () => {
    await validate().send({}).expect(200);
    for (const body of [{ strict: true }, [1, 2], 'text', 42]) {
      const res = await validate().set('content-type', 'application/json').send(JSON.stringify(body));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(typeof res.body.message).toBe('string');
    }
    const form = await validate().set('content-type', 'text/plain').send('x=1');
    expect(form.status).toBe(415);
  });
});
