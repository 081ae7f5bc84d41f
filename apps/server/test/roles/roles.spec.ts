import { SYSTEM_ROLES } from '@atrium/schema';
import type { Role } from '@atrium/schema';
import type { TestApp } from '../support/test-app.js';
import { setPlatformRole } from '../support/users.js';
import { bearer, errorShape, signUp, startAuthApp } from '../auth/auth-test-kit.js';
import type { SignedUp } from '../auth/auth-test-kit.js';

/**
 * /api/roles on PGlite and PostgreSQL: system roles are listed and fixed, custom ones are added,
 * relabelled and deleted only while nothing uses them (users, navigation items, live API keys,
 * collection permissions) — also when a delete races a role change, a navigation write or a new key.
 */
describe('platform roles', () => {
  let t: TestApp;
  let admin: SignedUp;
  let member: SignedUp;

  async function signUpAs(role: string | null): Promise<SignedUp> {
    const u = await signUp(t);
    if (role) await setPlatformRole(t, u.user.id, role);
    return u;
  }

  beforeAll(async () => {
    t = await startAuthApp();
    admin = await signUpAs('admin');
    member = await signUpAs(null);
  });
  afterAll(() => t.close());

  const as = (u: SignedUp) => bearer(u.tokens.accessToken);
  const roles = async (): Promise<Role[]> =>
    (await t.http().get('/api/roles').set(as(admin)).expect(200)).body;
  const create = (body: unknown, u: SignedUp = admin) =>
    t
      .http()
      .post('/api/roles')
      .set(as(u))
      .send(body as object);
  const update = (name: string, body: unknown, u: SignedUp = admin) =>
    t
      .http()
      .patch(`/api/roles/${name}`)
      .set(as(u))
      .send(body as object);
  const remove = (name: string, u: SignedUp = admin) => t.http().delete(`/api/roles/${name}`).set(as(u));
  const giveRole = (id: string, role: string) =>
    t.http().patch(`/api/users/${id}`).set(as(admin)).send({ role });

  it('lists the system roles first, weakest first, with how many users hold each', async () => {
    const list = await roles();
    expect(list.slice(0, SYSTEM_ROLES.length).map((r) => [r.name, r.is_system])).toEqual(
      SYSTEM_ROLES.map((name) => [name, true]),
    );
    const byName = new Map(list.map((r) => [r.name, r]));
    expect(byName.get('admin')).toEqual({
      name: 'admin',
      label: 'Admin',
      description: expect.any(String),
      is_system: true,
      user_count: 1,
      created_at: expect.stringMatching(/^\d{4}-/),
      updated_at: expect.stringMatching(/^\d{4}-/),
    });
    const users = (
      await t.dataSource.query(`SELECT count(*)::int AS n FROM user_profiles WHERE role = 'user'`)
    )[0].n;
    expect(byName.get('user')!.user_count).toBe(users);
  });

  it('guest counts users without a profile row', async () => {
    const before = (await roles()).find((r) => r.name === 'guest')!.user_count;
    const u = await signUpAs(null);
    await t.dataSource.query('DELETE FROM user_profiles WHERE id = $1', [u.user.id]);
    expect((await roles()).find((r) => r.name === 'guest')!.user_count).toBe(before + 1);
  });

  it('creates a custom role (201), listed after the system roles; a taken name → 409', async () => {
    const res = await create({ name: 'zz_editor', label: 'Editor', description: 'Writes articles' }).expect(
      201,
    );
    expect(res.body).toMatchObject({
      name: 'zz_editor',
      label: 'Editor',
      description: 'Writes articles',
      is_system: false,
      user_count: 0,
    });
    const list = await roles();
    expect(list.findIndex((r) => r.name === 'zz_editor')).toBeGreaterThanOrEqual(SYSTEM_ROLES.length);
    const again = await create({ name: 'zz_editor', label: 'Other' }).expect(409);
    expect(again.body).toMatchObject({
      ...errorShape,
      code: 'CONFLICT',
      message: 'Role "zz_editor" already exists',
    });
    for (const name of SYSTEM_ROLES) await create({ name, label: 'Mine' }).expect(409);
    expect((await roles()).find((r) => r.name === 'admin')!.label).toBe('Admin');
  });

  it.each([
    ['no name', { label: 'X' }, 'name'],
    ['no label', { name: 'x_role' }, 'label'],
    ['an empty label', { name: 'x_role', label: '  ' }, 'label'],
    ['a label over 100 characters', { name: 'x_role', label: 'l'.repeat(101) }, 'label'],
    [
      'a description over 500 characters',
      { name: 'x_role', label: 'X', description: 'd'.repeat(501) },
      'description',
    ],
    ['a capitalised name', { name: 'Editor', label: 'X' }, 'name'],
    ['a name with a dash', { name: 'content-editor', label: 'X' }, 'name'],
    ['a name over 63 characters', { name: 'r'.repeat(64), label: 'X' }, 'name'],
    ['an SQL name', { name: "x'; DROP TABLE roles; --", label: 'X' }, 'name'],
    ['is_system', { name: 'x_role', label: 'X', is_system: true }, ''],
    ['a control character', { name: 'x_role', label: 'a\u0007b' }, 'label'],
  ])('refuses %s with 400 naming the field, nothing created', async (_name, body, path) => {
    const res = await create(body).expect(400);
    expect(res.body).toMatchObject({ ...errorShape, code: 'VALIDATION_FAILED', message: 'Invalid role' });
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
    expect((await roles()).map((r) => r.name)).not.toContain('x_role');
  });

  it('changes label and description, of system roles too; never the name', async () => {
    await create({ name: 'zz_reviewer', label: 'Reviewer' }).expect(201);
    const res = await update('zz_reviewer', { label: 'Senior reviewer', description: 'Approves' }).expect(
      200,
    );
    expect(res.body).toMatchObject({
      name: 'zz_reviewer',
      label: 'Senior reviewer',
      description: 'Approves',
    });
    expect(Date.parse(res.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(res.body.created_at));
    const sys = await update('user', { description: 'Everyone' }).expect(200);
    expect(sys.body).toMatchObject({ name: 'user', label: 'User', description: 'Everyone', is_system: true });
    const renamed = await update('zz_reviewer', { name: 'zz_other' }).expect(400);
    expect(renamed.body).toMatchObject({ ...errorShape, code: 'VALIDATION_FAILED' });
    await update('zz_reviewer', {}).expect(400);
    await update('zz_reviewer', { label: '' }).expect(400);
    const missing = await update('zz_nobody', { label: 'X' }).expect(404);
    expect(missing.body).toMatchObject({
      ...errorShape,
      code: 'NOT_FOUND',
      message: 'Role "zz_nobody" not found',
    });
    const bad = await update('Not%20A%20Role', { label: 'X' }).expect(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid role name' });
  });

  it('leaves roles ranked above the caller to their holders: an admin cannot relabel super_admin or platform_owner', async () => {
    for (const name of ['super_admin', 'platform_owner']) {
      const refused = await update(name, { label: 'User (default)' }).expect(403);
      expect(refused.body).toMatchObject({
        ...errorShape,
        code: 'FORBIDDEN',
        message: `Role "${name}" ranks above yours: only a holder of it or a higher role may change it`,
      });
    }
    const listed = await roles();
    expect(listed.find((r) => r.name === 'platform_owner')?.label).not.toBe('User (default)');
    await update('admin', { description: 'Runs the platform' }).expect(200);
    const owner = await signUpAs('platform_owner');
    await update('super_admin', { description: 'Almost everything' }, owner).expect(200);
  });

  it('deletes a custom role nobody holds (204, then 404); system roles and roles in use → 409', async () => {
    await create({ name: 'zz_temp', label: 'Temp' }).expect(201);
    await remove('zz_temp').expect(204);
    expect((await roles()).map((r) => r.name)).not.toContain('zz_temp');
    await remove('zz_temp').expect(404);

    for (const name of SYSTEM_ROLES) {
      const res = await remove(name).expect(409);
      expect(res.body).toMatchObject({ ...errorShape, code: 'CONFLICT' });
      expect(res.body.message).toContain('system role');
    }

    await create({ name: 'zz_held', label: 'Held' }).expect(201);
    const a = await signUpAs(null);
    const b = await signUpAs(null);
    await giveRole(a.user.id, 'zz_held').expect(200);
    await giveRole(b.user.id, 'zz_held').expect(200);
    const held = await remove('zz_held').expect(409);
    expect(held.body.message).toBe(
      'Role "zz_held" is in use: held by 2 users. Remove these uses before deleting it',
    );
    await giveRole(a.user.id, 'user').expect(200);
    expect((await remove('zz_held').expect(409)).body.message).toContain('held by 1 user.');
    await giveRole(b.user.id, 'user').expect(200);
    await remove('zz_held').expect(204);
    await remove('bad name').expect(400);
  });

  it('a delete racing a role change: never a user left holding a deleted role', async () => {
    const u = await signUpAs(null);
    for (let round = 0; round < 8; round++) {
      const name = `zz_race_${round}`;
      await create({ name, label: 'Race' }).expect(201);
      const [del, give] = await Promise.all([remove(name), giveRole(u.user.id, name)]);
      const outcome = `${del.status}/${give.status}`;
      expect(['204/400', '409/200']).toContain(outcome);
      const orphans = await t.dataSource.query(
        'SELECT p.id FROM user_profiles p LEFT JOIN roles r ON r.name = p.role WHERE r.name IS NULL AND p.id = $1',
        [u.user.id],
      );
      expect(orphans).toEqual([]);
      await giveRole(u.user.id, 'user').expect(200);
    }
  });

  const navigate = (body: Record<string, unknown>) =>
    t.http().post('/api/navigation').set(as(admin)).send(body);
  const collection = (name: string, permissions: Record<string, string[]>) => ({
    name,
    label: name,
    fields: [{ name: 'title', type: 'string' }],
    permissions,
  });
  const roleNames = async () => (await roles()).map((r) => r.name);

  it('a role navigation items require → 409 naming them, nothing deleted; 204 once none does', async () => {
    await create({ name: 'auditor', label: 'Auditor' }).expect(201);
    const item = (
      await navigate({ title: 'Auditor nav', path: '/audit', required_role: 'auditor' }).expect(201)
    ).body;
    const res = await remove('auditor').expect(409);
    expect(res.body).toMatchObject({
      ...errorShape,
      error: 'Conflict',
      code: 'CONFLICT',
      message:
        'Role "auditor" is in use: required by 1 navigation item. Remove these uses before deleting it',
    });
    expect(await roleNames()).toContain('auditor');
    const kept = await t.dataSource.query('SELECT required_role FROM navigation WHERE id = $1', [item.id]);
    expect(kept).toEqual([{ required_role: 'auditor' }]);

    await navigate({ title: 'Second', path: '/audit/2', required_role: 'auditor' }).expect(201);
    expect((await remove('auditor').expect(409)).body.message).toContain('required by 2 navigation items.');
    await t.http().delete(`/api/navigation/${item.id}`).set(as(admin)).expect(204);
    await t.dataSource.query(`UPDATE navigation SET required_role = NULL WHERE required_role = 'auditor'`);
    await remove('auditor').expect(204);
    expect(await roleNames()).not.toContain('auditor');
  });

  it("a role a collection's permissions name → 409 naming the collection, nothing deleted; 204 once no grant names it", async () => {
    await create({ name: 'zz_grantee', label: 'Grantee' }).expect(201);
    await t
      .http()
      .post('/api/schemas')
      .set(as(admin))
      .send(collection('zz_notes', { zz_grantee: ['read'], user: ['read'] }))
      .expect(201);
    const res = await remove('zz_grantee').expect(409);
    expect(res.body).toMatchObject({
      ...errorShape,
      code: 'CONFLICT',
      message:
        'Role "zz_grantee" is in use: granted permissions by collection "zz_notes". Remove these uses before deleting it',
    });
    expect(await roleNames()).toContain('zz_grantee');
    await t
      .http()
      .patch('/api/schemas/zz_notes')
      .set(as(admin))
      .send(collection('zz_notes', { user: ['read'] }))
      .expect(200);
    await remove('zz_grantee').expect(204);
    // A role created again under that name starts with no grants.
    const schema = await t.http().get('/api/schemas/zz_notes').set(as(admin)).expect(200);
    expect(Object.keys(schema.body.schema.permissions)).toEqual(['user']);
  });

  const newKey = (role: string) =>
    t
      .http()
      .post('/api/api-keys')
      .set(as(admin))
      .send({ name: `Key of ${role}`, role });

  it('a role API keys act with → 409 counting them, nothing deleted; revoked or expired keys do not count', async () => {
    await create({ name: 'zz_scripts', label: 'Scripts' }).expect(201);
    const first = (await newKey('zz_scripts').expect(201)).body as { id: string };
    const second = (await newKey('zz_scripts').expect(201)).body as { id: string };
    const res = await remove('zz_scripts').expect(409);
    expect(res.body).toMatchObject({
      ...errorShape,
      error: 'Conflict',
      code: 'CONFLICT',
      message: 'Role "zz_scripts" is in use: used by 2 API keys. Remove these uses before deleting it',
    });
    expect(await roleNames()).toContain('zz_scripts');

    await t.http().delete(`/api/api-keys/${first.id}`).set(as(admin)).expect(204);
    expect((await remove('zz_scripts').expect(409)).body.message).toContain('used by 1 API key.');
    // An expired key never acts again: it is no use of the role.
    await t.dataSource.query(`UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      second.id,
    ]);
    await remove('zz_scripts').expect(204);
    expect(await roleNames()).not.toContain('zz_scripts');
    // A key renamed afterwards is unchanged otherwise (PATCH takes the name only).
    const renamed = await t
      .http()
      .patch(`/api/api-keys/${first.id}`)
      .set(as(admin))
      .send({ name: 'Old script' })
      .expect(200);
    expect(renamed.body).toMatchObject({ name: 'Old script', role: 'zz_scripts' });
  });

  it('a delete racing a key made with the role: never a live key left with a deleted role', async () => {
    for (let round = 0; round < 6; round++) {
      const name = `zz_key_race_${round}`;
      await create({ name, label: 'Race' }).expect(201);
      const [del, key] = await Promise.all([remove(name), newKey(name)]);
      expect(['204/400', '409/201']).toContain(`${del.status}/${key.status}`);
      const dangling = await t.dataSource.query(
        `SELECT k.id FROM api_keys k LEFT JOIN roles r ON r.name = k.role
          WHERE r.name IS NULL AND k.revoked_at IS NULL AND k.role = $1`,
        [name],
      );
      expect(dangling).toEqual([]);
    }
  });

  it('names every kind of use in one 409', async () => {
    await create({ name: 'zz_busy', label: 'Busy' }).expect(201);
    const holders = [await signUpAs(null), await signUpAs(null)];
    for (const u of holders) await giveRole(u.user.id, 'zz_busy').expect(200);
    await navigate({ title: 'Busy nav', path: '/busy', required_role: 'zz_busy' }).expect(201);
    await newKey('zz_busy').expect(201);
    const names = ['zz_busy_a', 'zz_busy_b', 'zz_busy_c', 'zz_busy_d', 'zz_busy_e', 'zz_busy_f', 'zz_busy_g'];
    for (const name of names)
      await t
        .http()
        .post('/api/schemas')
        .set(as(admin))
        .send(collection(name, { zz_busy: ['read', 'create'] }))
        .expect(201);
    const res = await remove('zz_busy').expect(409);
    expect(res.body.message).toBe(
      'Role "zz_busy" is in use: held by 2 users, required by 1 navigation item, used by 1 API key, granted permissions by collections "zz_busy_a", "zz_busy_b", "zz_busy_c", "zz_busy_d", "zz_busy_e" and 2 more. Remove these uses before deleting it',
    );
    expect(await roleNames()).toContain('zz_busy');
  });

  it('a delete racing a navigation write: never an item left requiring a deleted role', async () => {
    for (let round = 0; round < 8; round++) {
      const name = `zz_nav_race_${round}`;
      await create({ name, label: 'Race' }).expect(201);
      const [del, nav] = await Promise.all([
        remove(name),
        navigate({ title: `Race ${round}`, path: `/race/${round}`, required_role: name }),
      ]);
      expect(['204/400', '409/201']).toContain(`${del.status}/${nav.status}`);
      const dangling = await t.dataSource.query(
        'SELECT n.id FROM navigation n LEFT JOIN roles r ON r.name = n.required_role WHERE n.required_role IS NOT NULL AND r.name IS NULL',
      );
      expect(dangling).toEqual([]);
    }
  });

  it('a delete racing a collection grant: never a grant left naming a deleted role', async () => {
    for (let round = 0; round < 4; round++) {
      const name = `zz_grant_race_${round}`;
      await create({ name, label: 'Race' }).expect(201);
      const [del, grant] = await Promise.all([
        remove(name),
        t
          .http()
          .post('/api/schemas')
          .set(as(admin))
          .send(collection(`zz_grant_race_notes_${round}`, { [name]: ['read'] })),
      ]);
      expect(['204/400', '409/201']).toContain(`${del.status}/${grant.status}`);
      if (grant.status === 400) expect(grant.body.details[0].path).toBe(`permissions.${name}`);
      const dangling = await t.dataSource.query(
        `SELECT c.name FROM atrium_collections c WHERE (c.schema -> 'permissions') ? $1
           AND NOT EXISTS (SELECT 1 FROM roles r WHERE r.name = $1)`,
        [name],
      );
      expect(dangling).toEqual([]);
    }
  });

  it('a custom role counts as user for admin checks, and gets the collection grants keyed by its name', async () => {
    await create({ name: 'zz_librarian', label: 'Librarian' }).expect(201);
    const librarian = await signUpAs(null);
    await giveRole(librarian.user.id, 'zz_librarian').expect(200);
    await t.http().get('/api/roles').set(as(librarian)).expect(403);
    await t.http().get('/api/users').set(as(librarian)).expect(403);
    await t
      .http()
      .post('/api/schemas')
      .set(as(admin))
      .send({
        name: 'zz_books',
        label: 'Book',
        fields: [{ name: 'title', type: 'string', required: true }],
        permissions: { zz_librarian: ['read', 'create'] },
      })
      .expect(201);
    await t.http().post('/api/rest/zz_books').set(as(librarian)).send({ title: 'Dune' }).expect(201);
    const rows = await t.http().get('/api/rest/zz_books?select=title').set(as(librarian)).expect(200);
    expect(rows.body).toEqual([{ title: 'Dune' }]);
    await t.http().get('/api/rest/zz_books').set(as(member)).expect(404);
  });

  it('records who created, changed and deleted roles', async () => {
    await create({ name: 'zz_audited', label: 'One' }).expect(201);
    await update('zz_audited', { label: 'Two' }).expect(200);
    await remove('zz_audited').expect(204);
    const events = await t.dataSource.query(
      `SELECT actor_id, action, before, after FROM user_admin_events WHERE role_name = 'zz_audited' ORDER BY at, action`,
    );
    expect(events).toEqual([
      {
        actor_id: admin.user.id,
        action: 'role.create',
        before: null,
        after: { label: 'One', description: '' },
      },
      {
        actor_id: admin.user.id,
        action: 'role.update',
        before: { label: 'One', description: '' },
        after: { label: 'Two', description: '' },
      },
      {
        actor_id: admin.user.id,
        action: 'role.delete',
        before: { label: 'Two', description: '' },
        after: null,
      },
    ]);
  });

  it('is for platform admins only: 401 anonymous, 403 member, nothing changed', async () => {
    await t.http().get('/api/roles').expect(401);
    await t.http().post('/api/roles').send({ name: 'zz_anon', label: 'X' }).expect(401);
    await t.http().get('/api/roles').set(as(member)).expect(403);
    await create({ name: 'zz_member', label: 'X' }, member).expect(403);
    await update('user', { label: 'Hacked' }, member).expect(403);
    await remove('zz_reviewer', member).expect(403);
    const list = await roles();
    expect(list.map((r) => r.name)).not.toContain('zz_member');
    expect(list.map((r) => r.name)).toContain('zz_reviewer');
    expect(list.find((r) => r.name === 'user')!.label).toBe('User');
  });
});
