import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runSeeds } from '../../src/database/seed-runner.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';

describe('seed runner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(() => t.close());

  it('loads the demo accounts and demo pages into an empty database', async () => {
    const users: { email: string; role: string }[] = await t.dataSource.query(
      'SELECT u.email, p.role FROM users u JOIN user_profiles p ON p.id = u.id ORDER BY u.email',
    );
    expect(users).toEqual([
      { email: 'admin@atrium.local', role: 'platform_owner' },
      { email: 'member@atrium.local', role: 'user' },
    ]);
    const res = await t.http().get('/api/routes?name=in.(features,pricing,about,contact)').expect(200);
    expect(res.body).toHaveLength(4);
  });

  it('gives the routes of a seed file the order of the file (GET /api/routes is by created_at)', async () => {
    const file = JSON.parse(readFileSync(join(t.config.seedsDir, 'routes.json'), 'utf8')) as {
      routes: { name: string }[];
    };
    const res = await t.http().get('/api/routes').expect(200);
    const served = (res.body as { name: string }[]).map((r) => r.name);
    const fromFile = file.routes.map((r) => r.name);
    // The base set is inserted first, in its file order; the demo pages follow.
    expect(served.slice(0, fromFile.length)).toEqual(fromFile);
  });

  it('is idempotent, and keeps what admins changed or removed', async () => {
    await t.dataSource.query(`UPDATE routes SET path = '/changed' WHERE name = 'health'`);
    await t.dataSource.query(`DELETE FROM routes WHERE name = 'pricing'`);
    const before: { n: number }[] = await t.dataSource.query('SELECT count(*)::int AS n FROM routes');
    const report = await runSeeds(t.dataSource, { seedsDir: t.config.seedsDir, demo: true });
    expect(report).toMatchObject({ routesInserted: 0, demoUsersInserted: 0 });
    const after: { n: number }[] = await t.dataSource.query('SELECT count(*)::int AS n FROM routes');
    expect(after[0].n).toBe(before[0].n);
    const [health] = await t.dataSource.query(`SELECT path FROM routes WHERE name = 'health'`);
    expect(health.path).toBe('/changed');
  });

  it('creates the ADMIN_EMAIL platform owner once', async () => {
    const admin = { email: 'Owner@Example.com', password: 'a-long-password' };
    const first = await runSeeds(t.dataSource, { seedsDir: t.config.seedsDir, demo: false, admin });
    const second = await runSeeds(t.dataSource, {
      seedsDir: t.config.seedsDir,
      demo: false,
      admin: { ...admin, email: 'owner@example.com' },
    });
    expect(first.adminCreated).toBe(true);
    expect(second.adminCreated).toBe(false);
    const [row] = await t.dataSource.query(
      `SELECT p.role FROM users u JOIN user_profiles p ON p.id = u.id WHERE lower(u.email) = 'owner@example.com'`,
    );
    expect(row.role).toBe('platform_owner');
  });
});
