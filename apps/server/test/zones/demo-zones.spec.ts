import { seedDemoZones } from '../../src/database/demo-zones.js';
import type { TestApp } from '../support/test-app.js';
import { RELAXED_LIMITS } from '../support/users.js';
import { startTestApp } from '../support/test-app.js';

describe('demo zones (seeds/demo/zones.json)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ...RELAXED_LIMITS, SEED_DEMO: 'true' });
  });
  afterAll(() => t.close());

  const signIn = async (email: string, password: string) => {
    const res = await t.http().post('/api/auth/signin').send({ email, password }).expect(200);
    return { authorization: `Bearer ${res.body.tokens.accessToken}` };
  };

  it('gives the demo member a zone they own and one they are a member of, with hubs, modules and a dashboard', async () => {
    const auth = await signIn('member@atrium.local', 'atrium-demo-member');
    const zones = await t.http().get('/api/zones').set(auth).expect(200);
    expect(zones.body.map((z: { name: string; role: string }) => [z.name, z.role])).toEqual([
      ['Acme Headquarters', 'member'],
      ['Product Team', 'owner'],
    ]);
    const acme = zones.body[0].id;
    const hubs = await t.http().get(`/api/zones/${acme}/hubs`).set(auth).expect(200);
    expect(hubs.body.map((h: { name: string }) => h.name)).toEqual(['Handbook', 'Announcements']);
    const modules = await t
      .http()
      .get(`/api/zones/${acme}/hubs/${hubs.body[0].id}/modules`)
      .set(auth)
      .expect(200);
    expect(modules.body.map((m: { type: string }) => m.type)).toEqual([
      'markdown',
      'collection',
      'link',
      'form',
    ]);
    const dashboards = await t
      .http()
      .get(`/api/zones/${acme}/hubs/${hubs.body[0].id}/dashboards`)
      .set(auth)
      .expect(200);
    expect(dashboards.body[0].layout).toHaveLength(5);
  });

  it('the demo admin is a viewer in Product Team (and a platform owner)', async () => {
    const auth = await signIn('admin@atrium.local', 'atrium-demo-admin');
    const zones = await t.http().get('/api/zones').set(auth).expect(200);
    expect(zones.body.find((z: { name: string }) => z.name === 'Product Team')?.role).toBe('viewer');
  });

  it("registers the demo roadmap collection, whose board the Product Team's owner may reorder", async () => {
    const auth = await signIn('member@atrium.local', 'atrium-demo-member');
    const zones = await t.http().get('/api/zones').set(auth).expect(200);
    const product = zones.body.find((z: { name: string }) => z.name === 'Product Team');
    const [roadmap] = (await t.http().get(`/api/zones/${product.id}/hubs`).set(auth).expect(200)).body;
    const modules = await t
      .http()
      .get(`/api/zones/${product.id}/hubs/${roadmap.id}/modules`)
      .set(auth)
      .expect(200);
    const board = modules.body.find((m: { name: string }) => m.name === 'Roadmap board');
    expect(board.config).toMatchObject({
      collection: 'roadmap_items',
      view: 'board',
      board_field: 'status',
      order_field: 'position',
    });
    // Registered through the registry (a version by the platform owner), rows through the table API.
    const schema = await t.http().get('/api/schemas/roadmap_items').set(auth).expect(200);
    expect(schema.body.access.actions).toEqual(['create', 'read', 'update', 'delete']);
    const rows = await t
      .http()
      .get('/api/rest/roadmap_items?select=title,position,zone_id&status=eq.next&order=position')
      .set(auth)
      .expect(200);
    expect(rows.body.map((r: { title: string }) => r.title)).toEqual([
      'Mobile layout for dashboards',
      'Slack notifications',
      'Public API keys',
    ]);
    expect(new Set(rows.body.map((r: { zone_id: string }) => r.zone_id))).toEqual(new Set([product.id]));
    // The board's move: two cards renumbered in one request.
    const ids = (
      await t
        .http()
        .get('/api/rest/roadmap_items?select=id&status=eq.next&order=position')
        .set(auth)
        .expect(200)
    ).body.map((r: { id: string }) => r.id);
    await t
      .http()
      .patch('/api/rest/roadmap_items?select=id')
      .set(auth)
      .send([
        { id: ids[2], position: 1 },
        { id: ids[0], position: 3 },
      ])
      .expect(200);
    const after = await t
      .http()
      .get('/api/rest/roadmap_items?select=title&status=eq.next&order=position')
      .set(auth)
      .expect(200);
    expect(after.body.map((r: { title: string }) => r.title)).toEqual([
      'Public API keys',
      'Slack notifications',
      'Mobile layout for dashboards',
    ]);
  });

  it("publishes the demo feedback form, shown by the Handbook's form module, with two answers to read", async () => {
    const member = await signIn('member@atrium.local', 'atrium-demo-member');
    const zones = await t.http().get('/api/zones').set(member).expect(200);
    const acme = zones.body.find((z: { name: string }) => z.name === 'Acme Headquarters');
    const [handbook] = (await t.http().get(`/api/zones/${acme.id}/hubs`).set(member).expect(200)).body;
    const modules = await t
      .http()
      .get(`/api/zones/${acme.id}/hubs/${handbook.id}/modules`)
      .set(member)
      .expect(200);
    const module = modules.body.find((m: { type: string }) => m.type === 'form');
    expect(module.name).toBe('Team feedback');
    // The member reads the published version the module names, and may answer it (again).
    const form = await t.http().get(`/api/forms/${module.config.form_id}/published`).set(member).expect(200);
    expect(form.body).toMatchObject({ title: 'Team feedback', version: 1 });
    expect(form.body.schema.fields.map((f: { key: string }) => f.key)).toEqual([
      'name',
      'team',
      'rating',
      'topics',
      'comments',
      'follow_up',
    ]);
    await t
      .http()
      .post(`/api/forms/${module.config.form_id}/submissions`)
      .set(member)
      .send({ data: { name: 'Max', team: 'Sales', rating: 'Mixed' } })
      .expect(201);
    // The admin reads the demo answers with the new one, and the publish in the audit log.
    const admin = await signIn('admin@atrium.local', 'atrium-demo-admin');
    const answers = await t
      .http()
      .get(`/api/forms/${module.config.form_id}/submissions`)
      .set(admin)
      .expect(200);
    expect(answers.body.map((a: { data: { name: string } }) => a.data.name).sort()).toEqual([
      'Ada Admin',
      'Max',
      'Max Member',
    ]);
    const audit = await t.http().get('/api/audit?entity=form').set(admin).expect(200);
    expect(audit.body.map((e: { action: string }) => e.action).sort()).toEqual(['create', 'publish']);
  });

  it('is idempotent: nothing is inserted once zones exist', async () => {
    expect(await seedDemoZones(t.dataSource, t.config.seedsDir)).toBe(0);
    const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM zones');
    expect(n).toBe(2);
  });
});
