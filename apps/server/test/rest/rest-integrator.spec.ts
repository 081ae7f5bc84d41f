import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { addMember, createZone } from '../zones/zone-kit.js';

/**
 * An integrator's collection end to end, with no code: the example schema file
 * (schemas/projects.json) registered through POST /api/schemas, then rows created, filtered,
 * embedded, changed and deleted through /api/rest/projects under the file's grants (members of
 * a zone as owner, admin or member read and update its projects; viewers see none), a field added
 * to the schema and served at once, and the collection removed.
 */
describe('an integrator collection through the table API', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  let viewer: TestUser;
  let zone: { id: string };
  let other: { id: string };
  const schema = JSON.parse(readFileSync(join(__dirname, '../../../../schemas/projects.json'), 'utf8'));

  beforeAll(async () => {
    t = await startAppForUsers();
    admin = await createUser(t, { platformRole: 'admin', prefix: 'admin' });
    member = await createUser(t, { prefix: 'member' });
    viewer = await createUser(t, { prefix: 'viewer' });
    zone = await createZone(t, member, { name: 'Web team' });
    other = await createZone(t, admin, { name: 'Elsewhere' });
    await addMember(t, zone.id, member, viewer, 'viewer');
  }, 120_000);

  afterAll(() => t?.close());

  it('create the schema → POST rows → GET with filters → PATCH → DELETE → change → remove', async () => {
    const created = await t.http().post('/api/schemas').set(admin.auth).send(schema);
    expect(created.status).toBe(201);

    // Rows: the member's grant cannot set zone_id (not in write_fields), so the admin creates them.
    const rows = [
      {
        title: 'Website relaunch',
        code: 'WEB-1',
        status: 'active',
        priority: 5,
        budget: 1200.5,
        due_on: '2025-03-01',
        zone_id: zone.id,
        lead_id: member.id,
      },
      { title: 'Web shop', code: 'WEB-2', status: 'planned', zone_id: zone.id },
      { title: 'Payroll', code: 'PAY-1', status: 'done', priority: 1, zone_id: zone.id },
      { title: 'Hidden away', code: 'OUT-1', zone_id: other.id },
    ];
    const post = await t
      .http()
      .post('/api/rest/projects?select=code,priority,status')
      .set(admin.auth)
      .send(rows);
    expect(post.status).toBe(201);
    expect(post.body).toEqual([
      { code: 'WEB-1', priority: 5, status: 'active' },
      { code: 'WEB-2', priority: 3, status: 'planned' },
      { code: 'PAY-1', priority: 1, status: 'done' },
      { code: 'OUT-1', priority: 3, status: 'planned' },
    ]);
    // The schema's pattern holds on the way in.
    const bad = await t
      .http()
      .post('/api/rest/projects')
      .set(admin.auth)
      .send({ title: 'x', code: 'lower-1', zone_id: zone.id });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([expect.objectContaining({ path: 'code' })]);

    const list = await t
      .http()
      .get(
        '/api/rest/projects?select=code,title,zone(name),lead(email)&title=ilike.web*&or=(status.eq.active,priority.gte.3)&order=due_on.asc.nullslast',
      )
      .set(member.auth)
      .set('prefer', 'count=exact');
    expect(list.status).toBe(200);
    expect(list.headers['content-range']).toBe('0-1/2');
    expect(list.body).toEqual([
      { code: 'WEB-1', title: 'Website relaunch', zone: { name: 'Web team' }, lead: { email: member.email } },
      { code: 'WEB-2', title: 'Web shop', zone: { name: 'Web team' }, lead: null },
    ]);
    // The zone's viewer is outside the grant's zone roles; the other zone's row is nobody's here.
    expect((await t.http().get('/api/rest/projects').set(viewer.auth)).body).toEqual([]);
    expect((await t.http().get('/api/rest/projects?code=eq.OUT-1').set(member.auth)).body).toEqual([]);

    const patch = await t
      .http()
      .patch('/api/rest/projects?code=eq.WEB-1&select=code,status')
      .set(member.auth)
      .send({ status: 'done' });
    expect(patch.status).toBe(200);
    expect(patch.body).toEqual([{ code: 'WEB-1', status: 'done' }]);
    const moveOut = await t
      .http()
      .patch('/api/rest/projects?code=eq.WEB-1')
      .set(member.auth)
      .send({ zone_id: other.id });
    expect(moveOut.status).toBe(400);
    expect(moveOut.body.details).toEqual([{ path: 'zone_id', message: '"zone_id" may not be written' }]);

    const memberDelete = await t.http().delete('/api/rest/projects?code=eq.PAY-1').set(member.auth);
    expect(memberDelete.status).toBe(403);
    const del = await t.http().delete('/api/rest/projects/delete?code=eq.PAY-1&select=code').set(admin.auth);
    expect(del.status).toBe(200);
    expect(del.body).toEqual([{ code: 'PAY-1' }]);

    // A field added to the schema is served by the next request.
    const next = { ...schema, fields: [...schema.fields, { name: 'tags', type: 'string', max: 100 }] };
    next.permissions.user.write_fields = [...next.permissions.user.write_fields, 'tags'];
    const changed = await t.http().patch('/api/schemas/projects').set(admin.auth).send(next);
    expect(changed.status).toBe(200);
    const tagged = await t
      .http()
      .patch('/api/rest/projects?code=eq.WEB-2&select=code,tags')
      .set(member.auth)
      .send({ tags: 'shop' });
    expect(tagged.body).toEqual([{ code: 'WEB-2', tags: 'shop' }]);
    expect((await t.http().get('/api/rest/projects?tags=eq.shop&select=code').set(member.auth)).body).toEqual(
      [{ code: 'WEB-2' }],
    );

    // Removed: answered as any unknown collection.
    const removed = await t.http().delete('/api/schemas/projects?confirm=destructive').set(admin.auth);
    expect(removed.status).toBe(200);
    const gone = await t.http().get('/api/rest/projects').set(admin.auth);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Collection "projects" not found');
  });
});
