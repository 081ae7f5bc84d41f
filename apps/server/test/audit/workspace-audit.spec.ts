import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '@atrium/schema';
import { auditEntrySchema } from '@atrium/schema';
import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { verifyEmail } from '../zones/zone-kit.js';

/**
 * The audit log's workspace kinds (workspace_events) on a real server and database (PGlite, or
 * PostgreSQL with DATABASE_URL): every change to routes (one by one and through the table API's
 * bulk writes), zones, hubs, modules, dashboards, zone members and zone invitations appears with
 * its actor, before and after, and filters by entity and entity_id; a refused change records
 * nothing; no token or password hash is ever recorded.
 */

let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let invitee: TestUser;
let outsider: TestUser;
const run = randomUUID().slice(0, 8);

const entries = async (query: Record<string, string> = {}): Promise<AuditEntry[]> => {
  const res = await t
    .http()
    .get('/api/audit')
    .query({ limit: '1000', ...query })
    .set(admin.auth);
  expect(res.status).toBe(200);
  const list = res.body as AuditEntry[];
  for (const entry of list) expect(auditEntrySchema.safeParse(entry).success).toBe(true);
  return list;
};
/** The entries of one row, oldest first (the log answers newest first). */
const historyOf = async (entity: string, id: string) => (await entries({ entity, entity_id: id })).reverse();
const countAll = async () => (await entries()).length;

const stat = (id: string, x: number) => ({ id, type: 'stat', x, y: 0, w: 2, h: 2, config: { label: id } });

beforeAll(async () => {
  t = await startAppForUsers();
  admin = await createUser(t, { platformRole: 'admin', prefix: 'ws-audit-admin' });
  owner = await createUser(t, { prefix: 'ws-audit-owner' });
  invitee = await createUser(t, { prefix: 'ws-audit-invitee' });
  outsider = await createUser(t, { prefix: 'ws-audit-outsider' });
}, 120_000);
afterAll(() => t.close());

describe('GET /api/audit: routes', () => {
  it('records a route created, changed and deleted, with the admin and the values before and after', async () => {
    const created = await t
      .http()
      .post('/api/routes')
      .set(admin.auth)
      .send({ path: `/audit-${run}`, name: `audit_${run}`, component_name: 'AuditPage' })
      .expect(201);
    const id = created.body.id as string;
    await t.http().patch(`/api/routes/${id}`).set(admin.auth).send({ is_active: false }).expect(200);
    await t.http().delete(`/api/routes/${id}`).set(admin.auth).expect(204);

    const history = await historyOf('route', id);
    expect(history.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    for (const e of history) {
      expect(e).toMatchObject({ entity: 'route', entity_id: id, summary: `audit_${run}` });
      expect(e.actor).toEqual({ id: admin.id, email: admin.email });
    }
    expect(history[0]).toMatchObject({
      before: null,
      after: { id, name: `audit_${run}`, path: `/audit-${run}`, is_active: true, metadata: {} },
    });
    expect(history[1]).toMatchObject({ before: { is_active: true }, after: { is_active: false } });
    expect(history[2]).toMatchObject({ before: { name: `audit_${run}`, is_active: false }, after: null });
  });

  it('records each row of the table API bulk create, patch and delete; a refused bulk create records nothing', async () => {
    const names = [`bulk_a_${run}`, `bulk_b_${run}`];
    const created = await t
      .http()
      .post('/api/rest/routes?select=id,name')
      .set(admin.auth)
      .send(names.map((name) => ({ path: `/${name}`, name, component_name: 'X' })));
    expect(created.status).toBe(201);
    const ids = (created.body as { id: string }[]).map((r) => r.id);

    const before = await countAll();
    // The second row takes the first's name: 409, all or none, and nothing recorded.
    const refused = await t
      .http()
      .post('/api/rest/routes')
      .set(admin.auth)
      .send([
        { path: `/bulk-c-${run}`, name: `bulk_c_${run}`, component_name: 'X' },
        { path: `/bulk-d-${run}`, name: `bulk_c_${run}`, component_name: 'X' },
      ]);
    expect(refused.status).toBe(409);
    expect(await countAll()).toBe(before);

    await t
      .http()
      .put(`/api/rest/routes/update?name=in.(${names.join(',')})`)
      .set(admin.auth)
      .send({ is_public: true })
      .expect(200);
    await t
      .http()
      .delete(`/api/rest/routes/delete?name=in.(${names.join(',')})`)
      .set(admin.auth)
      .expect(200);

    for (const id of ids) {
      const history = await historyOf('route', id);
      expect(history.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
      expect(history[1]).toMatchObject({ before: { is_public: false }, after: { is_public: true } });
      expect(history.every((e) => e.actor?.id === admin.id)).toBe(true);
    }
  });

  it('a refused route change (409: name taken) records nothing', async () => {
    const before = await countAll();
    const res = await t
      .http()
      .post('/api/routes')
      .set(admin.auth)
      .send({ path: `/other-${run}`, name: 'login', component_name: 'X' });
    expect(res.status).toBe(409);
    expect(await countAll()).toBe(before);
  });
});

describe('GET /api/audit: zones and their content', () => {
  let zoneId: string;
  let hubA: string;
  let hubB: string;

  it("records a zone's creation with its owner's membership, and its rename", async () => {
    const zone = await t
      .http()
      .post('/api/zones')
      .set(owner.auth)
      .send({ name: `Audit zone ${run}` })
      .expect(201);
    zoneId = zone.body.id;
    await t
      .http()
      .patch(`/api/zones/${zoneId}`)
      .set(owner.auth)
      .send({ name: `Audit zone renamed ${run}` })
      .expect(200);

    const history = await historyOf('zone', zoneId);
    expect(history.map((e) => e.action)).toEqual(['create', 'update']);
    expect(history[0]).toMatchObject({
      actor: { id: owner.id, email: owner.email },
      before: null,
      after: { id: zoneId, name: `Audit zone ${run}`, is_active: true, created_by: owner.id },
    });
    expect(history[1]).toMatchObject({
      summary: `Audit zone renamed ${run}`,
      before: { name: `Audit zone ${run}` },
      after: { name: `Audit zone renamed ${run}` },
    });
    const owners = await entries({ entity: 'zone_member', entity_id: owner.id });
    expect(owners).toEqual([
      expect.objectContaining({
        action: 'add',
        summary: owner.email,
        before: null,
        after: { zone_id: zoneId, user_id: owner.id, email: owner.email, role: 'owner' },
      }),
    ]);
  });

  it('records hubs created, renamed, reordered and deleted', async () => {
    const base = `/api/zones/${zoneId}/hubs`;
    hubA = (await t.http().post(base).set(owner.auth).send({ name: 'Hub A' }).expect(201)).body.id;
    hubB = (await t.http().post(base).set(owner.auth).send({ name: 'Hub B' }).expect(201)).body.id;
    await t.http().patch(`${base}/${hubA}`).set(owner.auth).send({ name: 'Hub A renamed' }).expect(200);
    await t
      .http()
      .put(`${base}/order`)
      .set(owner.auth)
      .send({ ids: [hubB, hubA] })
      .expect(200);

    const history = await historyOf('hub', hubA);
    expect(history.map((e) => e.action)).toEqual(['create', 'update']);
    expect(history[1]).toMatchObject({
      actor: { id: owner.id },
      summary: 'Hub A renamed',
      before: { id: hubA, zone_id: zoneId, name: 'Hub A' },
      after: { id: hubA, zone_id: zoneId, name: 'Hub A renamed' },
    });
    const [reorder] = (await entries({ entity: 'hub' })).filter((e) => e.action === 'reorder');
    expect(reorder).toMatchObject({
      entity_id: null,
      actor: { id: owner.id },
      before: {
        zone_id: zoneId,
        order: [
          { id: hubB, order_index: 1 },
          { id: hubA, order_index: 0 },
        ],
      },
      after: {
        zone_id: zoneId,
        order: [
          { id: hubB, order_index: 0 },
          { id: hubA, order_index: 1 },
        ],
      },
    });
  });

  it('records modules created, changed and deleted', async () => {
    const base = `/api/zones/${zoneId}/hubs/${hubA}/modules`;
    const created = await t
      .http()
      .post(base)
      .set(owner.auth)
      .send({ name: 'Readme', type: 'markdown', config: { content: '# Hi' } })
      .expect(201);
    const id = created.body.id as string;
    await t
      .http()
      .patch(`${base}/${id}`)
      .set(owner.auth)
      .send({ config: { content: '# Hello' } })
      .expect(200);
    // A config over the recorded bound is named by its size, not kept whole.
    await t
      .http()
      .patch(`${base}/${id}`)
      .set(owner.auth)
      .send({ config: { content: 'x'.repeat(10_000) } })
      .expect(200);
    await t.http().delete(`${base}/${id}`).set(owner.auth).expect(204);

    const history = await historyOf('module', id);
    expect(history.map((e) => e.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect(history[1]).toMatchObject({
      summary: 'Readme',
      before: { hub_id: hubA, type: 'markdown', config: { content: '# Hi' } },
      after: { config: { content: '# Hello' } },
    });
    expect(history[2].after).toMatchObject({ config: { omitted: true, characters: expect.any(Number) } });
    expect(JSON.stringify(history[2])).not.toContain('x'.repeat(100));
    expect(history[3]).toMatchObject({ before: { name: 'Readme' }, after: null });
  });

  it('records dashboards with their widget count and the widget ids a save changed; a stale save (412) records nothing', async () => {
    const base = `/api/zones/${zoneId}/hubs/${hubA}/dashboards`;
    const created = await t
      .http()
      .post(base)
      .set(owner.auth)
      .send({ name: 'Board', layout: [stat('a', 0), stat('b', 2)] })
      .expect(201);
    const id = created.body.id as string;
    const saved = await t
      .http()
      .patch(`${base}/${id}`)
      .set(owner.auth)
      .send({ layout: [{ ...stat('a', 0), config: { label: 'A!' } }, stat('c', 4)] })
      .expect(200);

    const before = await countAll();
    await t
      .http()
      .patch(`${base}/${id}`)
      .set(owner.auth)
      .set('If-Match', `"${created.body.updated_at}"`)
      .send({ name: 'Stale' })
      .expect(412);
    expect(await countAll()).toBe(before);
    expect(saved.body.updated_at).not.toBe(created.body.updated_at);

    const history = await historyOf('dashboard', id);
    expect(history.map((e) => e.action)).toEqual(['create', 'update']);
    expect(history[0].after).toEqual({ id, hub_id: hubA, name: 'Board', order_index: 0, widgets: 2 });
    expect(history[1]).toMatchObject({
      before: { widgets: 2 },
      after: {
        widgets: 2,
        widgets_added: ['c'],
        widgets_removed: ['b'],
        widgets_changed: ['a'],
      },
    });
  });

  it('records invitations sent, revoked and accepted and the memberships they make, role changes and removals; never a token', async () => {
    await verifyEmail(t, owner);
    await verifyEmail(t, invitee);
    const members = `/api/zones/${zoneId}/members`;
    const invited = await t
      .http()
      .post(members)
      .set(owner.auth)
      .send({ email: invitee.email, role: 'viewer' })
      .expect(202);
    const invitationId = invited.body.invitation.id as string;

    // Already invited: 409, nothing recorded.
    const before = await countAll();
    await t.http().post(members).set(owner.auth).send({ email: invitee.email }).expect(409);
    expect(await countAll()).toBe(before);

    await t.http().post(`/api/invitations/${invitationId}/accept`).set(invitee.auth).send().expect(200);
    await t.http().patch(`${members}/${invitee.id}`).set(owner.auth).send({ role: 'member' }).expect(200);
    await t.http().delete(`${members}/${invitee.id}`).set(owner.auth).expect(204);

    const other = await t
      .http()
      .post(members)
      .set(owner.auth)
      .send({ email: `revoked-${run}@example.com` })
      .expect(202);
    await t
      .http()
      .delete(`/api/zones/${zoneId}/invitations/${other.body.invitation.id}`)
      .set(owner.auth)
      .expect(204);

    const invitation = await historyOf('zone_invitation', invitationId);
    expect(invitation.map((e) => [e.action, e.actor?.id])).toEqual([
      ['send', owner.id],
      ['accept', invitee.id],
    ]);
    expect(invitation[0]).toMatchObject({
      summary: invitee.email,
      before: null,
      after: { id: invitationId, zone_id: zoneId, email: invitee.email, role: 'viewer', status: 'pending' },
    });
    expect(invitation[1]).toMatchObject({ before: { status: 'pending' }, after: { status: 'accepted' } });
    const revoked = await historyOf('zone_invitation', other.body.invitation.id);
    expect(revoked.map((e) => e.action)).toEqual(['send', 'revoke']);
    expect(revoked[1].after).toMatchObject({ status: 'revoked' });

    const membership = await historyOf('zone_member', invitee.id);
    expect(membership.map((e) => [e.action, e.actor?.id])).toEqual([
      ['add', invitee.id],
      ['role', owner.id],
      ['remove', owner.id],
    ]);
    expect(membership[1]).toMatchObject({
      summary: invitee.email,
      before: { zone_id: zoneId, user_id: invitee.id, role: 'viewer' },
      after: { role: 'member' },
    });
    expect(membership[2]).toMatchObject({ before: { role: 'member' }, after: null });

    // No secret in any entry: neither the invitation's token hash nor any account's password hash.
    const [{ token_hash }] = await t.dataSource.query(
      `SELECT token_hash FROM zone_invitations WHERE id = $1`,
      [invitationId],
    );
    const [{ password_hash }] = await t.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [
      owner.id,
    ]);
    const everything = JSON.stringify(await entries());
    expect(everything).not.toContain(token_hash);
    expect(everything).not.toContain(password_hash);
    expect(everything).not.toMatch(/token|password/i);
  });

  it("a resend too soon (429) records nothing; a declined invitation is recorded as the invitee's", async () => {
    await verifyEmail(t, outsider);
    const invited = await t
      .http()
      .post(`/api/zones/${zoneId}/members`)
      .set(owner.auth)
      .send({ email: outsider.email })
      .expect(202);
    const id = invited.body.invitation.id as string;
    const before = await countAll();
    await t.http().post(`/api/zones/${zoneId}/invitations/${id}/resend`).set(owner.auth).send().expect(429);
    expect(await countAll()).toBe(before);
    await t.http().post(`/api/invitations/${id}/decline`).set(outsider.auth).send().expect(204);
    const history = await historyOf('zone_invitation', id);
    expect(history.map((e) => [e.action, e.actor?.id])).toEqual([
      ['send', owner.id],
      ['decline', outsider.id],
    ]);
    expect(history[1]).toMatchObject({
      summary: outsider.email,
      before: { status: 'pending' },
      after: { status: 'declined' },
    });
  });

  it('records a hub deleted and a zone deleted (one entry each, not their contents)', async () => {
    await t.http().delete(`/api/zones/${zoneId}/hubs/${hubB}`).set(owner.auth).expect(204);
    await t.http().delete(`/api/zones/${zoneId}`).set(owner.auth).expect(204);
    expect((await historyOf('hub', hubB)).map((e) => e.action)).toEqual(['create', 'delete']);
    const zone = await historyOf('zone', zoneId);
    expect(zone.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(zone[2]).toMatchObject({ actor: { id: owner.id }, after: null });
  });

  it('filters: each kind on its own, by actor, and an entity_id that is not a uuid matches no workspace entry', async () => {
    for (const entity of ['route', 'zone', 'hub', 'module', 'dashboard', 'zone_member', 'zone_invitation']) {
      const list = await entries({ entity });
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list.map((e) => e.entity))).toEqual(new Set([entity]));
    }
    const byOwner = new Set((await entries({ actor: owner.id })).map((e) => e.entity));
    expect([...byOwner].sort()).toEqual([
      'dashboard',
      'hub',
      'module',
      'zone',
      'zone_invitation',
      'zone_member',
    ]);
    expect(await entries({ entity: 'zone', entity_id: 'login' })).toEqual([]);
  });

  it('stays for platform admins only: a zone owner gets 403', async () => {
    await t.http().get('/api/audit').set(owner.auth).expect(403);
    await t.http().get('/api/audit').query({ entity: 'zone' }).set(outsider.auth).expect(403);
  });
});
