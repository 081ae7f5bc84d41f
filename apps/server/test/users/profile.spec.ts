import type { TestApp } from '../support/test-app.js';
import { bearer, errorShape, signUp, startAuthApp } from '../auth/auth-test-kit.js';
import { withMigrationSteps } from '../support/migrated-to.js';

describe('PATCH /api/users/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthApp();
  });
  afterAll(() => t.close());

  it('updates names and extra profile fields; null clears one; answers {user}', async () => {
    const u = await signUp(t, { first_name: 'Ada', company: 'Engines', city: 'London' });
    const res = await t
      .http()
      .patch('/api/users/me')
      .set(bearer(u.tokens.accessToken))
      .send({ last_name: 'Lovelace', city: null, title: 'Countess', newsletter: true })
      .expect(200);
    expect(res.body.user.profile).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      role: 'user',
      company: 'Engines',
      newsletter: true,
      title: 'Countess',
    });
    const me = await t.http().get('/api/auth/me').set(bearer(u.tokens.accessToken)).expect(200);
    expect(me.body.user).toEqual(res.body.user);
  });

  it('returns extra fields named like an object’s own methods (constructor, toString) as stored', async () => {
    const u = await signUp(t);
    const res = await t
      .http()
      .patch('/api/users/me')
      .set(bearer(u.tokens.accessToken))
      .send({ constructor: 'Brunel', toString: 'text' })
      .expect(200);
    expect(res.body.user.profile).toMatchObject({ constructor: 'Brunel', toString: 'text' });
  });

  it.each([
    ['role', { role: 'platform_owner' }],
    ['email', { email: 'someone@else.com' }],
    ['id', { id: '00000000-0000-0000-0000-000000000001' }],
    ['user_id', { user_id: '00000000-0000-0000-0000-000000000001' }],
    ['email_verified', { email_verified: true }],
    ['mfa_enabled', { mfa_enabled: false }],
    ['created_at', { created_at: '2000-01-01T00:00:00Z' }],
    ['a name change with a role', { first_name: 'Eve', role: 'admin' }],
    // Free-form extras claiming an authority or another account were stored and shown in
    // user.profile beside role (an outside probe set is_admin: true and created_by).
    ['is_admin', { is_admin: true }],
    ['isAdmin', { isAdmin: true }],
    ['permissions', { permissions: 'all' }],
    ['Role (another case)', { Role: 'platform_owner' }],
    ['created_by', { created_by: '00000000-0000-0000-0000-000000000001' }],
    ['a name change with is_superuser', { first_name: 'Eve', is_superuser: true }],
  ])('mass assignment of %s is refused (400) and changes nothing', async (_name, body) => {
    const u = await signUp(t);
    const res = await t
      .http()
      .patch('/api/users/me')
      .set(bearer(u.tokens.accessToken))
      .send(body)
      .expect(400);
    expect(res.body).toMatchObject({
      ...errorShape,
      code: 'VALIDATION_FAILED',
      message: 'Failed to update profile',
    });
    const me = await t.http().get('/api/auth/me').set(bearer(u.tokens.accessToken)).expect(200);
    expect(me.body.user).toEqual(u.user);
    const [row] = await t.dataSource.query('SELECT role, first_name FROM user_profiles WHERE id = $1', [
      u.user.id,
    ]);
    expect(row).toEqual({ role: 'user', first_name: 'Test' });
  });

  it('sign-up ignores is_admin, permissions and created_by, as it ignores a role', async () => {
    const u = await signUp(t, {
      company: 'Engines',
      is_admin: true,
      permissions: 'all',
      created_by: '00000000-0000-0000-0000-000000000001',
    });
    expect(u.user.profile).toEqual({ first_name: 'Test', last_name: null, role: 'user', company: 'Engines' });
    const [row] = await t.dataSource.query('SELECT extra FROM user_profiles WHERE id = $1', [u.user.id]);
    expect(row.extra).toEqual({ company: 'Engines' });
  });

  it('an authority key stored before it was refused is not shown in user.profile', async () => {
    const u = await signUp(t, { company: 'Engines' });
    await t.dataSource.query(
      `UPDATE user_profiles SET extra = extra || '{"is_admin": true, "created_by": "x"}'::jsonb WHERE id = $1`,
      [u.user.id],
    );
    const res = await t
      .http()
      .patch('/api/users/me')
      .set(bearer(u.tokens.accessToken))
      .send({ city: 'London' })
      .expect(200);
    expect(res.body.user.profile).toEqual({
      first_name: 'Test',
      last_name: null,
      role: 'user',
      company: 'Engines',
      city: 'London',
    });
  });

  it('not signed in → 401 "Not authenticated"', async () => {
    const res = await t.http().patch('/api/users/me').send({ first_name: 'X' }).expect(401);
    expect(res.body).toMatchObject({ ...errorShape, code: 'UNAUTHENTICATED', message: 'Not authenticated' });
  });

  it('a user without a profile row (role guest) can set names and stays guest', async () => {
    const u = await signUp(t);
    await t.dataSource.query('DELETE FROM user_profiles WHERE id = $1', [u.user.id]);
    const res = await t
      .http()
      .patch('/api/users/me')
      .set(bearer(u.tokens.accessToken))
      .send({ first_name: 'Gus' })
      .expect(200);
    expect(res.body.user).toMatchObject({ role: 'guest', profile: { first_name: 'Gus', role: 'guest' } });
  });

  it('a user cannot touch another user: the target is always the caller', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await t
      .http()
      .patch('/api/users/me')
      .set(bearer(a.tokens.accessToken))
      .send({ first_name: 'Alice' })
      .expect(200);
    const other = await t.http().get('/api/auth/me').set(bearer(b.tokens.accessToken)).expect(200);
    expect(other.body.user.profile.first_name).toBe('Test');
  });
});

describe('migration ProfileReservedKeys', () => {
  it('removes authority and actor keys stored before they were refused, and keeps every other extra', async () => {
    await withMigrationSteps('profile-reserved', async (steps) => {
      const before = await steps.before('ProfileReservedKeys1763970000000');
      await before.query(
        `INSERT INTO users (id, email) VALUES
           ('00000000-0000-4000-8000-000000000001', 'claims@x.co'),
           ('00000000-0000-4000-8000-000000000002', 'plain@x.co'),
           ('00000000-0000-4000-8000-000000000003', 'empty@x.co')`,
      );
      await before.query(
        `INSERT INTO user_profiles (id, extra) VALUES
           ('00000000-0000-4000-8000-000000000001',
            '{"is_admin": true, "isAdmin": "yes", "created_by": "x", "permissions": ["all"], "title": "Dr", "nearby": "Kew"}'),
           ('00000000-0000-4000-8000-000000000002', '{"company": "Engines", "hobby": "chess"}'),
           ('00000000-0000-4000-8000-000000000003', '{}')`,
      );
      await before.destroy();
      const after = await steps.after();
      const rows: { id: string; extra: Record<string, unknown> }[] = await after.query(
        'SELECT id, extra FROM user_profiles ORDER BY id',
      );
      await after.destroy();
      expect(rows.map((r) => r.extra)).toEqual([
        { title: 'Dr', nearby: 'Kew' },
        { company: 'Engines', hobby: 'chess' },
        {},
      ]);
    });
  });
});
