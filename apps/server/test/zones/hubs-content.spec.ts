import { dashboardSchema, hubModuleSchema, hubSchema, navigationLinkProblem } from '@atrium/schema';
import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { addMember, createDashboard, createHub, createModule, createZone, NIL_UUID } from './zone-kit.js';

describe('hubs, modules and dashboards', () => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let viewer: TestUser;
  let other: TestUser;
  let zoneA: string;
  let zoneB: string;
  let hubA: string;
  let hubB: string;

  beforeAll(async () => {
    t = await startAppForUsers();
    [owner, member, viewer, other] = await Promise.all([
      createUser(t),
      createUser(t),
      createUser(t),
      createUser(t),
    ]);
    zoneA = (await createZone(t, owner, { name: 'A' })).id;
    await addMember(t, zoneA, owner, member, 'member');
    await addMember(t, zoneA, owner, viewer, 'viewer');
    zoneB = (await createZone(t, other, { name: 'B' })).id;
    hubA = (await createHub(t, zoneA, owner, { name: 'Hub A' })).id;
    hubB = (await createHub(t, zoneB, other, { name: 'Hub B' })).id;
  });
  afterAll(() => t.close());

  const hubsUrl = (zone = zoneA) => `/api/zones/${zone}/hubs`;

  describe('hubs', () => {
    it('creates hubs last in order with defaults', async () => {
      const z = (await createZone(t, owner)).id;
      const one = await t.http().post(hubsUrl(z)).set(owner.auth).send({ name: 'One' }).expect(201);
      const two = await t
        .http()
        .post(hubsUrl(z))
        .set(owner.auth)
        .send({ name: 'Two', icon: 'book', description: 'Docs' })
        .expect(201);
      expect(hubSchema.parse(one.body)).toEqual(one.body);
      expect(one.body).toMatchObject({
        zone_id: z,
        name: 'One',
        icon: 'layers',
        description: null,
        is_active: true,
        order_index: 0,
      });
      expect(two.body).toMatchObject({ name: 'Two', icon: 'book', description: 'Docs', order_index: 1 });
    });

    it('lists active hubs by order_index; ?all=true adds inactive ones for owners and admins only', async () => {
      const z = (await createZone(t, owner)).id;
      await addMember(t, z, owner, member, 'member');
      const h1 = await createHub(t, z, owner, { name: 'h1' });
      const h2 = await createHub(t, z, owner, { name: 'h2', is_active: false });
      const h3 = await createHub(t, z, owner, { name: 'h3' });
      const active = await t.http().get(hubsUrl(z)).set(member.auth).expect(200);
      expect(active.body.map((h: { id: string }) => h.id)).toEqual([h1.id, h3.id]);
      const all = await t
        .http()
        .get(`${hubsUrl(z)}?all=true`)
        .set(owner.auth)
        .expect(200);
      expect(all.body.map((h: { id: string }) => h.id)).toEqual([h1.id, h2.id, h3.id]);
      const refused = await t
        .http()
        .get(`${hubsUrl(z)}?all=true`)
        .set(member.auth)
        .expect(403);
      expect(refused.body.message).toBe('Only zone owners and admins can list inactive hubs');
    });

    it('reorders in one call: listed ids first, the rest after in their order', async () => {
      const z = (await createZone(t, owner)).id;
      const [a, b, c, d] = [
        await createHub(t, z, owner),
        await createHub(t, z, owner),
        await createHub(t, z, owner),
        await createHub(t, z, owner),
      ];
      const res = await t
        .http()
        .put(`${hubsUrl(z)}/order`)
        .set(owner.auth)
        .send({ ids: [c.id, a.id] })
        .expect(200);
      expect(res.body.map((h: { id: string; order_index: number }) => [h.id, h.order_index])).toEqual([
        [c.id, 0],
        [a.id, 1],
        [b.id, 2],
        [d.id, 3],
      ]);
      const list = await t.http().get(hubsUrl(z)).set(owner.auth).expect(200);
      expect(list.body.map((h: { id: string }) => h.id)).toEqual([c.id, a.id, b.id, d.id]);
    });

    it('reorder refuses ids of another zone (nothing written), repeats and empty lists', async () => {
      const z = (await createZone(t, owner)).id;
      const a = await createHub(t, z, owner);
      const b = await createHub(t, z, owner);
      const res = await t
        .http()
        .put(`${hubsUrl(z)}/order`)
        .set(owner.auth)
        .send({ ids: [b.id, hubB] })
        .expect(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: `Not hubs of this zone: ${hubB}`,
      });
      const list = await t.http().get(hubsUrl(z)).set(owner.auth).expect(200);
      expect(list.body.map((h: { id: string }) => h.id)).toEqual([a.id, b.id]);
      await t
        .http()
        .put(`${hubsUrl(z)}/order`)
        .set(owner.auth)
        .send({ ids: [a.id, a.id] })
        .expect(400);
      await t
        .http()
        .put(`${hubsUrl(z)}/order`)
        .set(owner.auth)
        .send({ ids: [] })
        .expect(400);
      await t
        .http()
        .put(`${hubsUrl(z)}/order`)
        .set(owner.auth)
        .send({ ids: ['x'] })
        .expect(400);
    });

    it('updates and deletes; refuses zone_id, order_index and ids in bodies', async () => {
      const h = await createHub(t, zoneA, owner, { name: 'Temp' });
      const res = await t
        .http()
        .patch(`${hubsUrl()}/${h.id}`)
        .set(owner.auth)
        .send({ name: 'Renamed', is_active: false })
        .expect(200);
      expect(res.body).toMatchObject({ name: 'Renamed', is_active: false, zone_id: zoneA });
      for (const body of [
        { zone_id: zoneB },
        { order_index: 5 },
        { id: NIL_UUID },
        { name: 'x', zone_id: zoneB },
      ]) {
        await t.http().patch(`${hubsUrl()}/${h.id}`).set(owner.auth).send(body).expect(400);
        await t
          .http()
          .post(hubsUrl())
          .set(owner.auth)
          .send({ name: 'x', ...body })
          .expect(400);
      }
      const [{ zone_id }] = await t.dataSource.query('SELECT zone_id FROM hubs WHERE id = $1', [h.id]);
      expect(zone_id).toBe(zoneA);
      await t.http().delete(`${hubsUrl()}/${h.id}`).set(owner.auth).expect(204);
      await t.http().get(`${hubsUrl()}/${h.id}`).set(owner.auth).expect(404);
      await t.http().delete(`${hubsUrl()}/${h.id}`).set(owner.auth).expect(404);
    });
  });

  describe('cross-zone access', () => {
    it.each([
      ['GET hub', (url: string) => `${url}`, 'get'],
      ['PATCH hub', (url: string) => `${url}`, 'patch'],
      ['DELETE hub', (url: string) => `${url}`, 'delete'],
      ['GET modules', (url: string) => `${url}/modules`, 'get'],
      ['POST module', (url: string) => `${url}/modules`, 'post'],
      ['GET dashboards', (url: string) => `${url}/dashboards`, 'get'],
      ['POST dashboard', (url: string) => `${url}/dashboards`, 'post'],
    ] as const)("%s: a hub of zone B under zone A's path → 404 'Hub not found'", async (_n, path, method) => {
      const url = path(`/api/zones/${zoneA}/hubs/${hubB}`);
      const http = t.http();
      const body = method === 'post' ? { name: 'x', type: 'markdown' } : { name: 'x' };
      const res = await http[method](url).set(owner.auth).send(body);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: 'Hub not found' });
      const [{ n }] = await t.dataSource.query(
        'SELECT count(*)::int AS n FROM hubs WHERE id = $1 AND name = $2',
        [hubB, 'x'],
      );
      expect(n).toBe(0);
    });

    it('an unknown hub and a hub of another zone answer the same', async () => {
      const foreign = await t.http().get(`/api/zones/${zoneA}/hubs/${hubB}`).set(owner.auth).expect(404);
      const unknown = await t.http().get(`/api/zones/${zoneA}/hubs/${NIL_UUID}`).set(owner.auth).expect(404);
      expect({ ...foreign.body, timestamp: 0 }).toEqual({ ...unknown.body, timestamp: 0 });
    });

    it("zone B's hub under zone B's path is refused to zone A's owner (not a member): 404 Zone not found", async () => {
      const res = await t.http().get(`/api/zones/${zoneB}/hubs/${hubB}`).set(owner.auth).expect(404);
      expect(res.body.message).toBe('Zone not found');
    });

    it("a module or dashboard of another hub under this hub's path → 404", async () => {
      const moduleB = await createModule(t, zoneB, hubB, other);
      const dashB = await createDashboard(t, zoneB, hubB, other);
      const hubA2 = await createHub(t, zoneA, owner);
      const modA2 = await createModule(t, zoneA, hubA2.id, owner);
      for (const url of [
        `/api/zones/${zoneA}/hubs/${hubA}/modules/${moduleB.id}`,
        `/api/zones/${zoneA}/hubs/${hubA}/dashboards/${dashB.id}`,
        `/api/zones/${zoneA}/hubs/${hubA}/modules/${modA2.id}`,
      ]) {
        await t.http().get(url).set(owner.auth).expect(404);
        await t.http().patch(url).set(owner.auth).send({ name: 'hijack' }).expect(404);
        await t.http().delete(url).set(owner.auth).expect(404);
      }
      const [{ name }] = await t.dataSource.query('SELECT name FROM modules WHERE id = $1', [moduleB.id]);
      expect(name).toBe('Notes');
      await t
        .http()
        .put(`/api/zones/${zoneA}/hubs/${hubA}/modules/order`)
        .set(owner.auth)
        .send({ ids: [moduleB.id] })
        .expect(400);
    });

    it('malformed hub, module and dashboard ids → 400', async () => {
      await t.http().get(`/api/zones/${zoneA}/hubs/nope`).set(owner.auth).expect(400);
      const res = await t
        .http()
        .get(`/api/zones/${zoneA}/hubs/${hubA}/modules/nope`)
        .set(owner.auth)
        .expect(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Invalid module id',
        details: [{ path: 'moduleId', message: 'Invalid module id' }],
      });
      await t.http().get(`/api/zones/${zoneA}/hubs/${hubA}/dashboards/12`).set(owner.auth).expect(400);
    });
  });

  describe('modules', () => {
    const url = () => `/api/zones/${zoneA}/hubs/${hubA}/modules`;

    it('GET /module-types lists the registry', async () => {
      const res = await t.http().get('/api/module-types').set(viewer.auth).expect(200);
      expect(res.body.map((m: { type: string }) => m.type)).toEqual(
        expect.arrayContaining(['markdown', 'collection', 'form', 'link']),
      );
      expect(res.body.find((m: { type: string }) => m.type === 'link')).toMatchObject({
        label: 'Link',
        config_schema: { type: 'object', required: ['url'] },
        default_config: null,
      });
      await t.http().get('/api/module-types').expect(401);
    });

    it('creates each type with its config checked and defaults filled', async () => {
      const md = await t
        .http()
        .post(url())
        .set(member.auth)
        .send({ name: 'Readme', type: 'markdown', config: { content: '# Hi' } })
        .expect(201);
      expect(hubModuleSchema.parse(md.body)).toEqual(md.body);
      expect(md.body).toMatchObject({
        hub_id: hubA,
        type: 'markdown',
        config: { content: '# Hi' },
        is_active: true,
      });
      const link = await t
        .http()
        .post(url())
        .set(member.auth)
        .send({ name: 'Site', type: 'link', config: { url: 'https://example.com' } })
        .expect(201);
      expect(link.body.config).toEqual({ url: 'https://example.com', open_in_new_tab: true });
      const coll = await t
        .http()
        .post(url())
        .set(member.auth)
        .send({ name: 'Tasks', type: 'collection' })
        .expect(201);
      expect(coll.body.config).toEqual({
        collection: null,
        view: 'table',
        page_size: 50,
        board_field: null,
        order_field: null,
      });
      const form = await t
        .http()
        .post(url())
        .set(member.auth)
        .send({ name: 'Ask', type: 'form' })
        .expect(201);
      expect(form.body.order_index).toBe(coll.body.order_index + 1);
    });

    it.each([
      ['unknown type', { name: 'X', type: 'iframe' }, 'type'],
      ['link without url', { name: 'X', type: 'link' }, 'config.url'],
      ['javascript: link', { name: 'X', type: 'link', config: { url: 'javascript:alert(1)' } }, 'config.url'],
      ['unknown config key', { name: 'X', type: 'markdown', config: { html: '<script>' } }, 'config'],
      ['hub_id (mass assignment)', { name: 'X', type: 'markdown', hub_id: NIL_UUID }, ''],
      ['order_index', { name: 'X', type: 'markdown', order_index: 0 }, ''],
    ])('refuses %s → 400', async (_n, body, path) => {
      const res = await t.http().post(url()).set(member.auth).send(body).expect(400);
      expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
    });

    it.each(['https://user:pw@evil.com', 'https://atrium.local@evil.com/'])(
      'refuses a link to %s (a user name hides the real host) as navigation does → 400',
      async (link) => {
        const res = await t
          .http()
          .post(url())
          .set(member.auth)
          .send({ name: 'X', type: 'link', config: { url: link } })
          .expect(400);
        expect(res.body.details).toEqual([{ path: 'config.url', message: navigationLinkProblem(link) }]);
        expect(navigationLinkProblem(link)).toContain('with no user name');
      },
    );

    it('PATCH replaces the config, checked against the unchangeable type', async () => {
      const m = await createModule(t, zoneA, hubA, owner, {
        name: 'L',
        type: 'link',
        config: { url: 'https://a.example' },
      });
      const ok = await t
        .http()
        .patch(`${url()}/${m.id}`)
        .set(member.auth)
        .send({ config: { url: 'https://b.example', open_in_new_tab: false } })
        .expect(200);
      expect(ok.body.config).toEqual({ url: 'https://b.example', open_in_new_tab: false });
      const bad = await t
        .http()
        .patch(`${url()}/${m.id}`)
        .set(member.auth)
        .send({ config: { content: 'x' } })
        .expect(400);
      expect(bad.body).toMatchObject({ message: 'Invalid module config' });
      await t.http().patch(`${url()}/${m.id}`).set(member.auth).send({ type: 'markdown' }).expect(400);
      const off = await t
        .http()
        .patch(`${url()}/${m.id}`)
        .set(member.auth)
        .send({ is_active: false })
        .expect(200);
      expect(off.body.is_active).toBe(false);
      const list = await t.http().get(url()).set(viewer.auth).expect(200);
      expect(list.body.map((x: { id: string }) => x.id)).not.toContain(m.id);
      const all = await t.http().get(`${url()}?all=true`).set(member.auth).expect(200);
      expect(all.body.map((x: { id: string }) => x.id)).toContain(m.id);
      await t.http().get(`${url()}?all=true`).set(viewer.auth).expect(403);
    });

    it('hides an inactive module from readers who may not edit it (404), as the list does', async () => {
      const h = await createHub(t, zoneA, owner);
      const m = await createModule(t, zoneA, h.id, owner);
      const one = `/api/zones/${zoneA}/hubs/${h.id}/modules/${m.id}`;
      await t.http().patch(one).set(owner.auth).send({ is_active: false }).expect(200);
      const hidden = await t.http().get(one).set(viewer.auth).expect(404);
      expect(hidden.body.code).toBe('NOT_FOUND');
      const editor = await t.http().get(one).set(member.auth).expect(200);
      expect(editor.body).toMatchObject({ id: m.id, is_active: false });
    });

    it('reorders modules', async () => {
      const h = await createHub(t, zoneA, owner);
      const base = `/api/zones/${zoneA}/hubs/${h.id}/modules`;
      const a = await createModule(t, zoneA, h.id, owner);
      const b = await createModule(t, zoneA, h.id, owner);
      const res = await t
        .http()
        .put(`${base}/order`)
        .set(member.auth)
        .send({ ids: [b.id, a.id] })
        .expect(200);
      expect(res.body.map((m: { id: string }) => m.id)).toEqual([b.id, a.id]);
    });
  });

  describe('dashboards', () => {
    const url = () => `/api/zones/${zoneA}/hubs/${hubA}/dashboards`;
    const layout = [
      {
        id: 'revenue',
        type: 'stat',
        x: 0,
        y: 0,
        w: 4,
        h: 2,
        config: { label: 'Revenue', value: 1200, unit: '€' },
      },
      {
        id: 'trend',
        type: 'chart',
        x: 4,
        y: 0,
        w: 8,
        h: 4,
        config: { kind: 'line', series: [{ label: 'Jan', value: 3 }] },
      },
      { id: 'todo', type: 'list', x: 0, y: 2, w: 4, h: 3 },
      { id: 'notes', type: 'markdown', x: 0, y: 5, w: 6, h: 2, config: { content: '**hi**' } },
      {
        id: 'links',
        type: 'links',
        x: 6,
        y: 5,
        w: 6,
        h: 2,
        config: { links: [{ label: 'Docs', url: 'https://example.com/docs' }] },
      },
    ];

    it('creates with a layout, saves a new arrangement and reads it back', async () => {
      const created = await t
        .http()
        .post(url())
        .set(member.auth)
        .send({ name: 'Overview', layout })
        .expect(201);
      expect(dashboardSchema.parse(created.body)).toEqual(created.body);
      expect(created.body.layout[2]).toEqual({
        id: 'todo',
        type: 'list',
        x: 0,
        y: 2,
        w: 4,
        h: 3,
        config: { title: '', items: [] },
      });
      const moved = layout.map((w) => (w.id === 'revenue' ? { ...w, y: 7 } : w));
      await t
        .http()
        .patch(`${url()}/${created.body.id}`)
        .set(member.auth)
        .send({ layout: moved })
        .expect(200);
      const read = await t.http().get(`${url()}/${created.body.id}`).set(viewer.auth).expect(200);
      expect(read.body.layout.find((w: { id: string }) => w.id === 'revenue')).toMatchObject({
        x: 0,
        y: 7,
        w: 4,
        h: 2,
      });
      const list = await t.http().get(url()).set(viewer.auth).expect(200);
      expect(list.body.map((d: { id: string }) => d.id)).toContain(created.body.id);
    });

    it.each([
      ['unknown widget type', [{ id: 'a', type: 'iframe', x: 0, y: 0, w: 1, h: 1 }]],
      ['past the 12 columns', [{ id: 'a', type: 'stat', x: 8, y: 0, w: 6, h: 1 }]],
      ['negative x', [{ id: 'a', type: 'stat', x: -1, y: 0, w: 1, h: 1 }]],
      ['fractional size', [{ id: 'a', type: 'stat', x: 0, y: 0, w: 1.5, h: 1 }]],
      [
        'overlap',
        [
          { id: 'a', type: 'stat', x: 0, y: 0, w: 4, h: 2 },
          { id: 'b', type: 'stat', x: 3, y: 1, w: 2, h: 2 },
        ],
      ],
      [
        'duplicate ids',
        [
          { id: 'a', type: 'stat', x: 0, y: 0, w: 1, h: 1 },
          { id: 'a', type: 'stat', x: 5, y: 0, w: 1, h: 1 },
        ],
      ],
      [
        'script link',
        [
          {
            id: 'a',
            type: 'links',
            x: 0,
            y: 0,
            w: 4,
            h: 2,
            config: { links: [{ label: 'x', url: 'javascript:alert(1)' }] },
          },
        ],
      ],
      ['not an array', { widgets: [] }],
    ])('refuses a layout with %s → 400', async (_n, bad) => {
      const res = await t.http().post(url()).set(member.auth).send({ name: 'Bad', layout: bad }).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('refuses a Links widget whose link hides its host behind a user name, as navigation does → 400', async () => {
      const link = 'https://atrium.local@evil.com/';
      const layout = [
        { id: 'a', type: 'links', x: 0, y: 0, w: 4, h: 2, config: { links: [{ label: 'x', url: link }] } },
      ];
      const res = await t.http().post(url()).set(member.auth).send({ name: 'Bad', layout }).expect(400);
      expect(res.body.details).toEqual([
        { path: 'layout.0.config.links.0.url', message: navigationLinkProblem(link) },
      ]);
      const names = await t.http().get(url()).set(viewer.auth).expect(200);
      expect(names.body.map((d: { name: string }) => d.name)).not.toContain('Bad');
    });

    it('stores a chart of several series as sent; refuses a point short of a series, naming it', async () => {
      const chart = (config: Record<string, unknown>) => [
        { id: 'deals', type: 'chart', x: 0, y: 0, w: 6, h: 4, config },
      ];
      const config = {
        title: 'Deals',
        kind: 'bar',
        source: 'manual',
        series_names: ['Won', 'Lost'],
        stacked: true,
        series: [
          { label: 'Q1', value: 4, values: [2] },
          { label: 'Q2', value: 7, values: [1] },
        ],
      };
      const created = await t
        .http()
        .post(url())
        .set(member.auth)
        .send({ name: 'Deals', layout: chart(config) })
        .expect(201);
      const read = await t.http().get(`${url()}/${created.body.id}`).set(viewer.auth).expect(200);
      expect(read.body.layout[0].config).toEqual(config);
      const short = { ...config, series: [{ label: 'Q1', value: 4 }] };
      const res = await t
        .http()
        .patch(`${url()}/${created.body.id}`)
        .set(member.auth)
        .send({ layout: chart(short) })
        .expect(400);
      expect(JSON.stringify(res.body)).toContain('Point 1 has 1 value; the chart has 2 series');
      const again = await t.http().get(`${url()}/${created.body.id}`).set(viewer.auth).expect(200);
      expect(again.body.layout[0].config).toEqual(config);
    });

    it('refuses hub_id and order_index; reorders', async () => {
      await t.http().post(url()).set(member.auth).send({ name: 'x', hub_id: hubB }).expect(400);
      const h = await createHub(t, zoneA, owner);
      const base = `/api/zones/${zoneA}/hubs/${h.id}/dashboards`;
      const a = await createDashboard(t, zoneA, h.id, owner);
      const b = await createDashboard(t, zoneA, h.id, owner);
      const res = await t
        .http()
        .put(`${base}/order`)
        .set(member.auth)
        .send({ ids: [b.id] })
        .expect(200);
      expect(res.body.map((d: { id: string; order_index: number }) => [d.id, d.order_index])).toEqual([
        [b.id, 0],
        [a.id, 1],
      ]);
      await t.http().delete(`${base}/${a.id}`).set(member.auth).expect(204);
      await t.http().get(`${base}/${a.id}`).set(member.auth).expect(404);
    });
  });
});
