import { createHash, randomUUID } from 'node:crypto';
import type { AuditEntry, CreatedApiKey, Theme } from '@atrium/schema';
import { auditEntrySchema } from '@atrium/schema';
import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';

/**
 * The audit log's themes (theme_events), forms and API keys (workspace_events) on a real server and
 * database (PGlite, or PostgreSQL with DATABASE_URL): each change appears once, with its actor and
 * its values before and after, found by `entity` and `entity_id`; a refused change records
 * nothing; an API key's entry never holds the key or its hash.
 */

let t: TestApp;
let admin: TestUser;
let member: TestUser;
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

beforeAll(async () => {
  t = await startAppForUsers();
  admin = await createUser(t, { platformRole: 'admin', prefix: 'tfk-audit-admin' });
  member = await createUser(t, { prefix: 'tfk-audit-member' });
}, 120_000);
afterAll(() => t.close());

describe('GET /api/audit: themes', () => {
  it('lists a theme created, changed, activated and deleted, with its label and tokens before and after', async () => {
    const created = await t
      .http()
      .post('/api/themes')
      .set(admin.auth)
      .send({ name: `audit-${run}`, label: 'Audit teal' })
      .expect(201);
    const id = (created.body as Theme).id;
    await t.http().patch(`/api/themes/${id}`).set(admin.auth).send({ label: 'Audit teal 2' }).expect(200);
    await t.http().post(`/api/themes/${id}/activate`).set(admin.auth).expect(200);
    // Deleting the active theme is refused: nothing recorded.
    const before = await countAll();
    await t.http().delete(`/api/themes/${id}`).set(admin.auth).expect(409);
    expect(await countAll()).toBe(before);
    const fallback = (await t.http().get('/api/themes').set(admin.auth).expect(200)).body as Theme[];
    await t
      .http()
      .post(`/api/themes/${fallback.find((x) => x.name === 'default')!.id}/activate`)
      .set(admin.auth)
      .expect(200);
    await t.http().delete(`/api/themes/${id}`).set(admin.auth).expect(204);

    const history = await historyOf('theme', id);
    expect(history.map((e) => e.action)).toEqual(['create', 'update', 'activate', 'delete']);
    for (const e of history) {
      expect(e).toMatchObject({ entity: 'theme', entity_id: id });
      expect(e.actor).toEqual({ id: admin.id, email: admin.email });
    }
    expect(history.map((e) => e.summary)).toEqual([
      'Audit teal',
      'Audit teal 2',
      'Audit teal 2',
      'Audit teal 2',
    ]);
    expect(history[0]).toMatchObject({
      before: null,
      after: { name: `audit-${run}`, label: 'Audit teal', is_active: false, tokens: { font: 'inter' } },
    });
    expect(history[1]).toMatchObject({ before: { label: 'Audit teal' }, after: { label: 'Audit teal 2' } });
    expect(history[2]).toMatchObject({ before: { is_active: false }, after: { is_active: true } });
    expect(history[3]).toMatchObject({ before: { label: 'Audit teal 2', is_active: false }, after: null });

    // Only themes under entity=theme; the default's re-activation is there too.
    const themes = await entries({ entity: 'theme' });
    expect(themes.every((e) => e.entity === 'theme')).toBe(true);
    expect(themes.filter((e) => e.action === 'activate').map((e) => e.summary)).toEqual([
      'Default',
      'Audit teal 2',
    ]);
  });
});

describe('GET /api/audit: forms', () => {
  const fields = [
    { key: 'name', type: 'text', label: 'Name', required: true },
    { key: 'rating', type: 'number', label: 'Rating', min: 1, max: 5 },
  ];

  it('lists a form created, saved, published (with the version) and deleted (with its answers and versions)', async () => {
    const created = await t
      .http()
      .post('/api/forms')
      .set(admin.auth)
      .send({ name: `audit_${run}`, title: 'Audit form', schema: { fields } })
      .expect(201);
    const id = created.body.id as string;
    await t
      .http()
      .patch(`/api/forms/${id}`)
      .set(admin.auth)
      .send({
        title: 'Audit form 2',
        schema: {
          fields: [
            { ...fields[0], label: 'Your name' },
            { key: 'mail', type: 'email', label: 'Mail' },
          ],
        },
      })
      .expect(200);
    expect((await t.http().post(`/api/forms/${id}/publish`).set(admin.auth).expect(201)).body.version).toBe(
      1,
    );
    expect((await t.http().post(`/api/forms/${id}/publish`).set(admin.auth).expect(201)).body.version).toBe(
      2,
    );
    await t
      .http()
      .post(`/api/forms/${id}/submissions`)
      .set(member.auth)
      .send({ data: { name: 'Ada' } })
      .expect(201);

    // A submission is not an admin change; a delete without force is refused: neither records.
    const before = await countAll();
    const refused = await t.http().delete(`/api/forms/${id}`).set(admin.auth);
    expect(refused.status).toBe(409);
    expect(await countAll()).toBe(before);
    await t.http().delete(`/api/forms/${id}?force=true`).set(admin.auth).expect(204);

    const history = await historyOf('form', id);
    expect(history.map((e) => e.action)).toEqual(['create', 'update', 'publish', 'publish', 'delete']);
    for (const e of history) {
      expect(e).toMatchObject({ entity: 'form', entity_id: id });
      expect(e.actor).toEqual({ id: admin.id, email: admin.email });
    }
    expect(history.map((e) => e.summary)).toEqual([
      'Audit form',
      'Audit form 2',
      'Audit form 2',
      'Audit form 2',
      'Audit form 2',
    ]);
    expect(history[0]).toMatchObject({
      before: null,
      after: {
        id,
        name: `audit_${run}`,
        title: 'Audit form',
        fields: 2,
        status: 'draft',
        published_version: null,
      },
    });
    expect(history[1]).toMatchObject({
      before: { title: 'Audit form', fields: 2 },
      after: {
        title: 'Audit form 2',
        fields: 2,
        fields_added: ['mail'],
        fields_removed: ['rating'],
        fields_changed: ['name'],
      },
    });
    expect(history[2]).toMatchObject({
      before: { status: 'draft', published_version: null },
      after: { status: 'published', published_version: 1 },
    });
    expect(history[3]).toMatchObject({ before: { published_version: 1 }, after: { published_version: 2 } });
    expect(history[4]).toMatchObject({
      before: { title: 'Audit form 2', published_version: 2, submissions: 1, versions: 2 },
      after: null,
    });
  });

  it('a refused form change (409: name taken; 400: nothing to publish) records nothing', async () => {
    const a = await t
      .http()
      .post('/api/forms')
      .set(admin.auth)
      .send({ name: `taken_${run}`, title: 'Taken' })
      .expect(201);
    const before = await countAll();
    await t
      .http()
      .post('/api/forms')
      .set(admin.auth)
      .send({ name: `taken_${run}`, title: 'Again' })
      .expect(409);
    await t.http().post(`/api/forms/${a.body.id}/publish`).set(admin.auth).expect(400);
    await t.http().patch(`/api/forms/${a.body.id}`).set(member.auth).send({ title: 'Mine' }).expect(403);
    expect(await countAll()).toBe(before);
  });
});

describe('GET /api/audit: API keys', () => {
  it('lists a key created, renamed and revoked, with name, role, prefix and expiry, never the key or its hash', async () => {
    const expires = new Date(Date.now() + 86_400_000).toISOString();
    const res = await t
      .http()
      .post('/api/api-keys')
      .set(admin.auth)
      .send({ name: `CI ${run}`, role: 'user', expires_at: expires })
      .expect(201);
    const key = res.body as CreatedApiKey;
    await t
      .http()
      .patch(`/api/api-keys/${key.id}`)
      .set(admin.auth)
      .send({ name: `CI ${run} (old)` })
      .expect(200);
    await t.http().delete(`/api/api-keys/${key.id}`).set(admin.auth).expect(204);
    // Revoking again changes nothing, so records nothing.
    await t.http().delete(`/api/api-keys/${key.id}`).set(admin.auth).expect(204);

    const history = await historyOf('api_key', key.id);
    expect(history.map((e) => e.action)).toEqual(['create', 'update', 'revoke']);
    for (const e of history) {
      expect(e).toMatchObject({ entity: 'api_key', entity_id: key.id });
      expect(e.actor).toEqual({ id: admin.id, email: admin.email });
    }
    expect(history.map((e) => e.summary)).toEqual([`CI ${run}`, `CI ${run} (old)`, `CI ${run} (old)`]);
    expect(history[0]).toEqual(
      expect.objectContaining({
        before: null,
        after: {
          id: key.id,
          name: `CI ${run}`,
          role: 'user',
          prefix: key.prefix,
          expires_at: new Date(expires).toISOString(),
          revoked_at: null,
        },
      }),
    );
    expect(history[1]).toMatchObject({ before: { name: `CI ${run}` }, after: { name: `CI ${run} (old)` } });
    const revoked = (await t.http().get(`/api/api-keys/${key.id}`).set(admin.auth).expect(200)).body;
    expect(history[2]).toMatchObject({
      before: { revoked_at: null },
      after: { revoked_at: revoked.revoked_at },
    });

    const hash = createHash('sha256').update(key.key).digest('hex');
    const text = JSON.stringify(await entries({ entity: 'api_key' }));
    expect(text).toContain(key.prefix);
    expect(text).not.toContain(key.key);
    expect(text).not.toContain(key.key.slice(key.prefix.length));
    expect(text).not.toContain(hash);
    expect(text).not.toContain('key_hash');
  });

  it('a refused key change (403: role above the creator; 400: unknown role; 404) records nothing', async () => {
    const before = await countAll();
    await t
      .http()
      .post('/api/api-keys')
      .set(admin.auth)
      .send({ name: 'Too strong', role: 'platform_owner' })
      .expect(403);
    await t
      .http()
      .post('/api/api-keys')
      .set(admin.auth)
      .send({ name: 'Nobody', role: 'no_such_role' })
      .expect(400);
    await t.http().delete(`/api/api-keys/${randomUUID()}`).set(admin.auth).expect(404);
    await t.http().patch(`/api/api-keys/${randomUUID()}`).set(admin.auth).send({ name: 'x' }).expect(404);
    expect(await countAll()).toBe(before);
  });
});
