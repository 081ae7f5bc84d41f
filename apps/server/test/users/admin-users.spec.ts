import { randomBytes, randomUUID } from 'node:crypto';
import { USER_ADMIN_MESSAGES } from '@atrium/schema';
import type { TestApp } from '../support/test-app.js';
import { UsersService } from '../../src/modules/users/users.service.js';
import { setPlatformRole } from '../support/users.js';
import {
  bearer,
  enable2fa,
  errorShape,
  outbox,
  signIn,
  signUp,
  startAuthApp,
  tokenFromLink,
  totp,
} from '../auth/auth-test-kit.js';
import type { SignedUp } from '../auth/auth-test-kit.js';

/**
 * User administration (GET /users, PATCH /users/:id, reset-2fa, signout-all) on PGlite and
 * PostgreSQL: what an admin sees and changes, what the changed user notices at once, who may
 * change whom, and the last-owner rule under concurrency.
 */

async function signUpAs(
  t: TestApp,
  role: string | null,
  extra: Record<string, unknown> = {},
): Promise<SignedUp> {
  const u = await signUp(t, extra);
  if (role) await setPlatformRole(t, u.user.id, role);
  return u;
}

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

describe('user administration', () => {
  let t: TestApp;
  let owner: SignedUp;
  let admin: SignedUp;
  let superAdmin: SignedUp;
  let member: SignedUp;
  /** A word only this file's searchable users carry, so searches are independent of other users. */
  const tag = `Q${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    t = await startAuthApp();
    owner = await signUpAs(t, 'platform_owner', { first_name: 'Olga', last_name: 'Owner' });
    admin = await signUpAs(t, 'admin', { first_name: 'Adam', last_name: 'Admin' });
    superAdmin = await signUpAs(t, 'super_admin', { first_name: 'Sue', last_name: 'Super' });
    member = await signUpAs(t, null, { first_name: 'Max', last_name: 'Member' });
  });
  afterAll(() => t.close());

  const as = (u: SignedUp) => bearer(u.tokens.accessToken);
  const list = (u: SignedUp, query: Record<string, string> = {}) =>
    t.http().get('/api/users').query(query).set(as(u));
  const patch = (u: SignedUp, id: string, body: unknown) =>
    t
      .http()
      .patch(`/api/users/${id}`)
      .set(as(u))
      .send(body as object);
  const me = (token: string) => t.http().get('/api/auth/me').set(bearer(token));

  describe('GET /api/users', () => {
    let ada: SignedUp;
    let bob: SignedUp;
    let percent: SignedUp;
    let lookalike: SignedUp;
    let guest: SignedUp;
    beforeAll(async () => {
      ada = await signUpAs(t, null, { first_name: `Ada${tag}`, last_name: 'Lovelace' });
      bob = await signUpAs(t, 'admin', {
        email: `bob.${tag.toLowerCase()}@example.com`,
        first_name: 'Bob',
        last_name: 'Builder',
      });
      percent = await signUpAs(t, null, { first_name: tag, last_name: '50%_off' });
      lookalike = await signUpAs(t, null, { first_name: tag, last_name: '50xyoff' });
      guest = await signUpAs(t, null, { email: `guest.${tag.toLowerCase()}@example.com` });
      await t.dataSource.query('DELETE FROM user_profiles WHERE id = $1', [guest.user.id]);
      await t.dataSource.query('UPDATE users SET is_disabled = true WHERE id = $1', [lookalike.user.id]);
    });

    it('lists users ordered by email in the user shape plus is_disabled, with Content-Range', async () => {
      const res = await list(admin, { limit: '100' }).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const emails = res.body.map((u: { email: string }) => u.email);
      expect(emails).toEqual([...emails].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      const row = res.body.find((u: { id: string }) => u.id === ada.user.id);
      expect(row).toEqual({ ...ada.user, is_disabled: false, invited: false });
      expect(Object.keys(row).sort()).toEqual(
        [
          'created_at',
          'email',
          'email_verified',
          'id',
          'invited',
          'is_disabled',
          'mfa_enabled',
          'profile',
          'role',
        ].sort(),
      );
      expect(res.headers['content-range']).toBe(`0-${res.body.length - 1}/*`);
      expect(JSON.stringify(res.body)).not.toMatch(/password|mfa_secret|hash/);
    });

    it('searches email, first, last and full name, case-insensitively', async () => {
      const ids = async (q: string) =>
        (await list(admin, { q }).expect(200)).body.map((u: { id: string }) => u.id).sort();
      expect(await ids(`ada${tag}`.toUpperCase())).toEqual([ada.user.id]);
      expect(await ids(`lovelace ada${tag}`)).toEqual([]);
      expect(await ids(`Ada${tag} Lovelace`)).toEqual([ada.user.id]);
      expect(await ids(`bob.${tag}`)).toEqual([bob.user.id]);
      expect(await ids(tag)).toEqual(
        [ada.user.id, bob.user.id, percent.user.id, lookalike.user.id, guest.user.id].sort(),
      );
    });

    it('treats % and _ in the search as themselves', async () => {
      const res = await list(admin, { q: '50%_off' }).expect(200);
      expect(res.body.map((u: { id: string }) => u.id)).toEqual([percent.user.id]);
      expect((await list(admin, { q: '%' }).expect(200)).body.map((u: { id: string }) => u.id)).toEqual([
        percent.user.id,
      ]);
      expect((await list(admin, { q: "' OR 1=1 --" }).expect(200)).body).toEqual([]);
    });

    it('filters by role and by disabled; role=guest includes users without a profile row', async () => {
      const ids = async (query: Record<string, string>) =>
        (await list(admin, { q: tag, ...query }).expect(200)).body.map((u: { id: string }) => u.id).sort();
      expect(await ids({ role: 'admin' })).toEqual([bob.user.id]);
      expect(await ids({ role: 'guest' })).toEqual([guest.user.id]);
      expect(await ids({ is_disabled: 'true' })).toEqual([lookalike.user.id]);
      expect(await ids({ is_disabled: 'false', role: 'user' })).toEqual(
        [ada.user.id, percent.user.id].sort(),
      );
      expect(await ids({ role: 'no_such_role' })).toEqual([]);
      const [g] = (await list(admin, { q: tag, role: 'guest' }).expect(200)).body;
      expect(g).toMatchObject({ role: 'guest', profile: { role: 'guest', first_name: null } });
    });

    it('orders by name (as the list shows it), email, role, 2FA or creation, either way; ties by email', async () => {
      const ids = async (order: string) =>
        (await list(admin, { q: tag, order }).expect(200)).body.map((u: { id: string }) => u.id);
      // Shown names: "Ada… Lovelace", "Bob Builder", "Q… 50%_off", "Q… 50xyoff", and the guest's email.
      const byName = [ada, bob, guest, percent, lookalike].map((u) => u.user.id);
      expect(await ids('name.asc')).toEqual(byName);
      expect(await ids('name.desc')).toEqual([...byName].reverse());
      const emails = await ids('email.desc');
      expect(emails).toEqual((await ids('email.asc')).reverse());
      // Bob is an admin; the guest has no profile row (guest); the rest are users, then by email.
      const byRole = await ids('role.asc');
      expect(byRole[0]).toBe(bob.user.id);
      expect(byRole[1]).toBe(guest.user.id);
      expect(await ids('created_at.asc')).toEqual(
        [ada, bob, percent, lookalike, guest].map((u) => u.user.id),
      );
      expect(await ids('created_at.desc')).toEqual(
        [guest, lookalike, percent, bob, ada].map((u) => u.user.id),
      );
    });

    it('pages with limit and offset; Prefer: count=exact gives the total', async () => {
      const all = (await list(admin, { q: tag }).expect(200)).body.map((u: { id: string }) => u.id);
      expect(all).toHaveLength(5);
      const page = await t
        .http()
        .get('/api/users')
        .query({ q: tag, limit: '2', offset: '2' })
        .set(as(admin))
        .set('Prefer', 'count=exact')
        .expect(200);
      expect(page.body.map((u: { id: string }) => u.id)).toEqual(all.slice(2, 4));
      expect(page.headers['content-range']).toBe('2-3/5');
      const past = await t
        .http()
        .get('/api/users')
        .query({ q: tag, offset: '10' })
        .set(as(admin))
        .set('Prefer', 'count=exact')
        .expect(200);
      expect(past.body).toEqual([]);
      expect(past.headers['content-range']).toBe('*/5');
    });

    it.each([
      ['limit 0', 'limit=0', 'limit'],
      ['limit over 100', 'limit=101', 'limit'],
      ['a negative offset', 'offset=-1', 'offset'],
      ['an offset past the bound', 'offset=100001', 'offset'],
      ['limit as text', 'limit=abc', 'limit'],
      ['a search over 100 characters', `q=${'x'.repeat(101)}`, 'q'],
      ['a NUL in the search', 'q=a%00b', 'q'],
      ['a repeated parameter', 'q=a&q=b', 'q'],
      ['a role that is not snake_case', 'role=Admin', 'role'],
      ['an SQL role', `role=${encodeURIComponent("admin' OR '1'='1")}`, 'role'],
      ['is_disabled=yes', 'is_disabled=yes', 'is_disabled'],
      ['an order without its direction', 'order=email', 'order'],
      ['an order by a column not offered', 'order=password_hash.asc', 'order'],
      ['an unknown parameter', 'sort=email', 'sort'],
      ['a PostgREST filter', 'email=eq.x', 'email'],
    ])('refuses %s with 400 naming the parameter', async (_name, query, path) => {
      const res = await t.http().get(`/api/users?${query}`).set(as(admin)).expect(400);
      expect(res.body).toMatchObject({
        ...errorShape,
        code: 'VALIDATION_FAILED',
        message: USER_ADMIN_MESSAGES.INVALID_QUERY,
      });
      expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
    });

    it('is for platform admins only: 401 anonymous, 403 member or custom role', async () => {
      const anon = await t.http().get('/api/users').expect(401);
      expect(anon.body).toMatchObject({ ...errorShape, code: 'UNAUTHENTICATED' });
      const res = await list(member).expect(403);
      expect(res.body).toMatchObject({ ...errorShape, code: 'FORBIDDEN' });
      await t
        .http()
        .post('/api/roles')
        .set(as(admin))
        .send({ name: 'auditor', label: 'Auditor' })
        .expect(201);
      const auditor = await signUpAs(t, 'auditor');
      await list(auditor).expect(403);
      await list(superAdmin).expect(200);
      await list(owner).expect(200);
    });
  });

  describe('PATCH /api/users/:id', () => {
    it('changes the role, in effect on the next request: a member made admin can administer, and not after', async () => {
      const u = await signUpAs(t, null);
      await list(u).expect(403);
      const res = await patch(admin, u.user.id, { role: 'admin' }).expect(200);
      expect(res.body).toEqual({
        ...u.user,
        role: 'admin',
        profile: { ...u.user.profile, role: 'admin' },
        is_disabled: false,
        invited: false,
      });
      await list(u).expect(200);
      expect((await me(u.tokens.accessToken).expect(200)).body.user.role).toBe('admin');
      await patch(admin, u.user.id, { role: 'user' }).expect(200);
      await list(u).expect(403);
    });

    it('gives custom roles; a role not in GET /roles → 400 naming it, nothing changed', async () => {
      const u = await signUpAs(t, null);
      await t.http().post('/api/roles').set(as(admin)).send({ name: 'editor', label: 'Editor' }).expect(201);
      await patch(admin, u.user.id, { role: 'editor' }).expect(200);
      expect((await me(u.tokens.accessToken).expect(200)).body.user.role).toBe('editor');
      const res = await patch(admin, u.user.id, { role: 'nope' }).expect(400);
      expect(res.body).toMatchObject({
        ...errorShape,
        code: 'VALIDATION_FAILED',
        message: 'Unknown role "nope"',
      });
      expect(res.body.details).toEqual([{ path: 'role', message: expect.stringContaining('nope') }]);
      expect((await me(u.tokens.accessToken).expect(200)).body.user.role).toBe('editor');
    });

    it('gives a user without a profile row a role (the row is created)', async () => {
      const u = await signUpAs(t, null);
      await t.dataSource.query('DELETE FROM user_profiles WHERE id = $1', [u.user.id]);
      const res = await patch(admin, u.user.id, { role: 'user' }).expect(200);
      expect(res.body.role).toBe('user');
      const [row] = await t.dataSource.query('SELECT role, first_name FROM user_profiles WHERE id = $1', [
        u.user.id,
      ]);
      expect(row).toEqual({ role: 'user', first_name: null });
    });

    it('disabling revokes every session at once; enabling lets the user sign in again, old tokens stay dead', async () => {
      const u = await signUpAs(t, null);
      const second = (await signIn(t, u.email, u.password).expect(200)).body.tokens;
      await me(u.tokens.accessToken).expect(200);
      const res = await patch(admin, u.user.id, { is_disabled: true }).expect(200);
      expect(res.body.is_disabled).toBe(true);
      await me(u.tokens.accessToken).expect(401);
      await me(second.accessToken).expect(401);
      await t.http().post('/api/auth/refresh').send({ refreshToken: second.refreshToken }).expect(401);
      const sessions = await t.dataSource.query(
        'SELECT revoked_at IS NOT NULL AS revoked, revoked_reason FROM sessions WHERE user_id = $1',
        [u.user.id],
      );
      expect(sessions).toEqual([
        { revoked: true, revoked_reason: 'account_disabled' },
        { revoked: true, revoked_reason: 'account_disabled' },
      ]);
      expect((await signIn(t, u.email, u.password)).status).toBe(401);
      expect((await list(admin, { q: u.email }).expect(200)).body[0].is_disabled).toBe(true);

      await patch(admin, u.user.id, { is_disabled: false }).expect(200);
      const back = await signIn(t, u.email, u.password).expect(200);
      await me(back.body.tokens.accessToken).expect(200);
      await me(u.tokens.accessToken).expect(401);
    });

    it('role and disabled in one request; the same values again change nothing', async () => {
      const u = await signUpAs(t, null);
      await patch(admin, u.user.id, { role: 'admin', is_disabled: true }).expect(200);
      const before = await t.dataSource.query(
        'SELECT count(*)::int AS n FROM user_admin_events WHERE user_id = $1',
        [u.user.id],
      );
      expect(before[0].n).toBe(2);
      const again = await patch(admin, u.user.id, { role: 'admin', is_disabled: true }).expect(200);
      expect(again.body).toMatchObject({ role: 'admin', is_disabled: true });
      const after = await t.dataSource.query(
        'SELECT count(*)::int AS n FROM user_admin_events WHERE user_id = $1',
        [u.user.id],
      );
      expect(after[0].n).toBe(2);
    });

    it('records who changed what', async () => {
      const u = await signUpAs(t, null);
      await patch(superAdmin, u.user.id, { role: 'admin' }).expect(200);
      await patch(superAdmin, u.user.id, { is_disabled: true }).expect(200);
      const events = await t.dataSource.query(
        'SELECT actor_id, action, before, after FROM user_admin_events WHERE user_id = $1 ORDER BY at, action',
        [u.user.id],
      );
      expect(events).toEqual([
        {
          actor_id: superAdmin.user.id,
          action: 'user.role',
          before: { role: 'user' },
          after: { role: 'admin' },
        },
        {
          actor_id: superAdmin.user.id,
          action: 'user.disable',
          before: { is_disabled: false },
          after: { is_disabled: true, sessions_revoked: 1 },
        },
      ]);
    });

    it('an admin cannot disable their own account (409)', async () => {
      const a = await signUpAs(t, 'admin');
      const res = await patch(a, a.user.id, { is_disabled: true }).expect(409);
      expect(res.body).toMatchObject({
        ...errorShape,
        code: 'CONFLICT',
        message: USER_ADMIN_MESSAGES.DISABLE_SELF,
      });
      await me(a.tokens.accessToken).expect(200);
    });

    it.each([
      [
        'admin',
        'gives super_admin',
        'user',
        { role: 'super_admin' },
        'Only super_admin or platform_owner may give the super_admin role',
      ],
      [
        'admin',
        'gives platform_owner',
        'user',
        { role: 'platform_owner' },
        'Only platform_owner may give the platform_owner role',
      ],
      [
        'admin',
        'demotes a super_admin',
        'super_admin',
        { role: 'user' },
        'Only super_admin or platform_owner may change a user whose role is super_admin',
      ],
      [
        'admin',
        'disables a platform owner',
        'platform_owner',
        { is_disabled: true },
        'Only platform_owner may change a user whose role is platform_owner',
      ],
      [
        'super_admin',
        'gives platform_owner',
        'admin',
        { role: 'platform_owner' },
        'Only platform_owner may give the platform_owner role',
      ],
      [
        'super_admin',
        'demotes a platform owner',
        'platform_owner',
        { role: 'admin' },
        'Only platform_owner may change a user whose role is platform_owner',
      ],
    ])('as %s: %s → 403, nothing changed', async (actorRole, _what, targetRole, body, message) => {
      const actor = await signUpAs(t, actorRole);
      const target = await signUpAs(t, targetRole);
      const res = await patch(actor, target.user.id, body).expect(403);
      expect(res.body).toMatchObject({ ...errorShape, code: 'FORBIDDEN', message });
      const after = (await me(target.tokens.accessToken).expect(200)).body.user;
      expect(after.role).toBe(targetRole);
    });

    it.each([
      ['super_admin', 'admin', 'super_admin'],
      ['admin', 'user', 'admin'],
      ['admin', 'admin', 'user'],
      ['platform_owner', 'user', 'platform_owner'],
    ])('as %s: %s → %s is allowed', async (actorRole, from, to) => {
      const actor = await signUpAs(t, actorRole);
      const target = await signUpAs(t, from);
      await patch(actor, target.user.id, { role: to }).expect(200);
      expect((await me(target.tokens.accessToken).expect(200)).body.user.role).toBe(to);
    });

    it('unknown id → 404; not a UUID → 400; non-admin → 403; anonymous → 401', async () => {
      const res = await patch(admin, randomUUID(), { role: 'user' }).expect(404);
      expect(res.body).toMatchObject({ ...errorShape, code: 'NOT_FOUND', message: 'User not found' });
      const bad = await patch(admin, 'not-a-uuid', { role: 'user' }).expect(400);
      expect(bad.body).toMatchObject({
        ...errorShape,
        code: 'VALIDATION_FAILED',
        message: 'Invalid user id',
      });
      await patch(member, owner.user.id, { role: 'user' }).expect(403);
      await patch(member, member.user.id, { role: 'admin' }).expect(403);
      await t.http().patch(`/api/users/${member.user.id}`).send({ role: 'admin' }).expect(401);
      expect((await me(member.tokens.accessToken).expect(200)).body.user.role).toBe('user');
    });

    it.each([
      ['an empty body', {}],
      ['no body', undefined],
      ['an array', [{ role: 'admin' }]],
      ['an email', { email: 'x@example.com' }],
      ['names', { first_name: 'Eve' }],
      ['a role and an unknown key', { role: 'user', mfa_enabled: false }],
      ['is_disabled as text', { is_disabled: 'true' }],
      ['a role that is not snake_case', { role: 'Platform Owner' }],
      ['a role too long', { role: 'r'.repeat(64) }],
      ['a role as a number', { role: 7 }],
      ['a null role', { role: null }],
      ['a prototype key', JSON.parse('{"__proto__": {"role": "admin"}, "role": "user"}')],
    ])('refuses %s with 400, nothing changed', async (_name, body) => {
      const u = await signUpAs(t, null);
      const req = t.http().patch(`/api/users/${u.user.id}`).set(as(admin));
      const res = await (body === undefined ? req : req.send(body as object)).expect(400);
      expect(res.body).toMatchObject({ ...errorShape, code: 'VALIDATION_FAILED' });
      expect((await me(u.tokens.accessToken).expect(200)).body.user.role).toBe('user');
      const events = await t.dataSource.query('SELECT 1 FROM user_admin_events WHERE user_id = $1', [
        u.user.id,
      ]);
      expect(events).toEqual([]);
    });
  });

  describe('POST /api/users/:id/reset-2fa', () => {
    it('turns 2FA off and deletes its secrets and recovery codes; the user signs in without a code', async () => {
      const u = await signUpAs(t, null);
      const { secret } = await enable2fa(t, u.tokens.accessToken);
      expect((await signIn(t, u.email, u.password)).body.code).toBe('MFA_REQUIRED');
      const mfaColumns = async () =>
        (
          await t.dataSource.query(
            `SELECT mfa_enabled, mfa_secret, mfa_pending_secret, mfa_last_time_step, mfa_unverified_setup
               FROM users WHERE id = $1`,
            [u.user.id],
          )
        )[0];
      // Turned on while the address was unverified: a password reset would clear it too.
      expect((await mfaColumns()).mfa_unverified_setup).toBe(true);

      const res = await t.http().post(`/api/users/${u.user.id}/reset-2fa`).set(as(admin)).expect(200);
      expect(res.body).toMatchObject({ id: u.user.id, mfa_enabled: false, is_disabled: false });
      // No session signed in with the lost factor outlives the reset.
      expect((await me(u.tokens.accessToken).expect(401)).body.code).toBe('UNAUTHENTICATED');
      expect(await mfaColumns()).toEqual({
        mfa_enabled: false,
        mfa_secret: null,
        mfa_pending_secret: null,
        mfa_last_time_step: null,
        mfa_unverified_setup: false,
      });
      const codes = await t.dataSource.query(
        'SELECT count(*)::int AS n FROM mfa_recovery_codes WHERE user_id = $1',
        [u.user.id],
      );
      expect(codes[0].n).toBe(0);

      const signedIn = await signIn(t, u.email, u.password).expect(200);
      expect(signedIn.body.user.mfa_enabled).toBe(false);
      // The old secret is gone: a code from it is no second factor any more, and setting up again works.
      expect((await signIn(t, u.email, u.password, await totp(secret))).status).toBe(200);
      await enable2fa(t, signedIn.body.tokens.accessToken);

      const mails = await outbox(t, u.email);
      expect(mails.map((m) => m.subject)).toContain(
        'Two-factor authentication was reset by an administrator',
      );
      const [event] = await t.dataSource.query(
        `SELECT actor_id, before, after FROM user_admin_events WHERE user_id = $1 AND action = 'user.reset_2fa'`,
        [u.user.id],
      );
      expect(event).toEqual({
        actor_id: admin.user.id,
        before: { mfa_enabled: true },
        after: { mfa_enabled: false, sessions_revoked: 1 },
      });
    });

    it('answers 409 for a user whose 2FA is off, and changes nothing: no mail, no event, their setup kept', async () => {
      const u = await signUpAs(t, null);
      await t.http().post('/api/auth/setup-2fa').set(bearer(u.tokens.accessToken)).expect(200);
      const refused = await t.http().post(`/api/users/${u.user.id}/reset-2fa`).set(as(admin)).send({});
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'CONFLICT',
        message: 'Two-factor authentication is off for this user: there is nothing to reset',
      });
      const [row] = await t.dataSource.query('SELECT mfa_pending_secret FROM users WHERE id = $1', [
        u.user.id,
      ]);
      expect(row.mfa_pending_secret).not.toBeNull();
      expect((await outbox(t, u.email)).map((m) => m.subject)).not.toContain(
        'Two-factor authentication was reset by an administrator',
      );
      const events = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM user_admin_events WHERE user_id = $1 AND action = 'user.reset_2fa'`,
        [u.user.id],
      );
      expect(events[0].n).toBe(0);
    });

    it('404 unknown, 400 bad id or a body, 403 for a member or on a user ranked above', async () => {
      await t.http().post(`/api/users/${randomUUID()}/reset-2fa`).set(as(admin)).expect(404);
      await t.http().post('/api/users/123/reset-2fa').set(as(admin)).expect(400);
      await t
        .http()
        .post(`/api/users/${member.user.id}/reset-2fa`)
        .set(as(admin))
        .send({ force: true })
        .expect(400);
      await t.http().post(`/api/users/${admin.user.id}/reset-2fa`).set(as(member)).expect(403);
      const o = await signUpAs(t, 'platform_owner');
      await enable2fa(t, o.tokens.accessToken);
      await t.http().post(`/api/users/${o.user.id}/reset-2fa`).set(as(admin)).expect(403);
      expect((await me(o.tokens.accessToken).expect(200)).body.user.mfa_enabled).toBe(true);
      await t.http().post(`/api/users/${member.user.id}/reset-2fa`).expect(401);
    });
  });

  describe('POST /api/users/:id/signout-all', () => {
    it('revokes every session of the user: their tokens are refused at once, they can sign in again', async () => {
      const u = await signUpAs(t, null);
      const other = (await signIn(t, u.email, u.password).expect(200)).body.tokens;
      const res = await t.http().post(`/api/users/${u.user.id}/signout-all`).set(as(admin)).expect(200);
      expect(res.body).toEqual({ revoked: 2 });
      await me(u.tokens.accessToken).expect(401);
      await me(other.accessToken).expect(401);
      await t.http().post('/api/auth/refresh').send({ refreshToken: other.refreshToken }).expect(401);
      const again = await signIn(t, u.email, u.password).expect(200);
      await me(again.body.tokens.accessToken).expect(200);
      const sessions = await t.dataSource.query(
        `SELECT id FROM sessions WHERE user_id = $1 AND revoked_reason = 'admin_signout_all'`,
        [u.user.id],
      );
      expect(sessions.map((s: { id: string }) => s.id).sort()).toEqual(
        [claims(u.tokens.accessToken).sid, claims(other.accessToken).sid].sort(),
      );
      // Nothing left to revoke but the new session.
      expect(
        (await t.http().post(`/api/users/${u.user.id}/signout-all`).set(as(admin)).expect(200)).body,
      ).toEqual({
        revoked: 1,
      });
    });

    it('404 unknown, 400 bad id, 403 member or on a user ranked above, 401 anonymous', async () => {
      await t.http().post(`/api/users/${randomUUID()}/signout-all`).set(as(admin)).expect(404);
      await t.http().post('/api/users/zzz/signout-all').set(as(admin)).expect(400);
      await t.http().post(`/api/users/${admin.user.id}/signout-all`).set(as(member)).expect(403);
      await t.http().post(`/api/users/${owner.user.id}/signout-all`).set(as(superAdmin)).expect(403);
      await me(owner.tokens.accessToken).expect(200);
      await t.http().post(`/api/users/${member.user.id}/signout-all`).expect(401);
      await me(member.tokens.accessToken).expect(200);
    });
  });
});

describe('the last platform owner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthApp();
  });
  afterAll(() => t.close());

  const patch = (u: SignedUp, id: string, body: unknown) =>
    t
      .http()
      .patch(`/api/users/${id}`)
      .set(bearer(u.tokens.accessToken))
      .send(body as object);

  /** Leaves exactly these users as platform owners, all accounts enabled (other owners become admins). */
  async function onlyOwners(...owners: SignedUp[]): Promise<void> {
    await t.dataSource.query(
      `UPDATE user_profiles SET role = CASE WHEN id = ANY($1::uuid[]) THEN 'platform_owner' ELSE 'admin' END
        WHERE role = 'platform_owner' OR id = ANY($1::uuid[])`,
      [owners.map((o) => o.user.id)],
    );
    await t.dataSource.query('UPDATE users SET is_disabled = false');
    const users = t.app.get(UsersService);
    for (const { id } of await t.dataSource.query('SELECT id FROM users')) users.invalidate(id);
  }
  async function roleOf(id: string): Promise<string | undefined> {
    const [row] = await t.dataSource.query('SELECT role FROM user_profiles WHERE id = $1', [id]);
    return row?.role;
  }
  const activeOwners = async () =>
    (
      await t.dataSource.query(
        `SELECT count(*)::int AS n FROM user_profiles p JOIN users u ON u.id = p.id
          WHERE p.role = 'platform_owner' AND NOT u.is_disabled`,
      )
    )[0].n;

  it('cannot be demoted (409, with the reason); with another owner they can', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await onlyOwners(a);
    const res = await patch(a, a.user.id, { role: 'admin' }).expect(409);
    expect(res.body).toMatchObject({
      ...errorShape,
      code: 'CONFLICT',
      message: USER_ADMIN_MESSAGES.LAST_OWNER,
    });
    expect(await roleOf(a.user.id)).toBe('platform_owner');
    await patch(a, b.user.id, { role: 'platform_owner' }).expect(200);
    await patch(a, a.user.id, { role: 'admin' }).expect(200);
    expect(await activeOwners()).toBe(1);
  });

  it('a disabled owner does not count: the last one who can sign in cannot be demoted or disabled', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await onlyOwners(a, b);
    await patch(a, b.user.id, { is_disabled: true }).expect(200);
    await patch(a, a.user.id, { role: 'super_admin' }).expect(409);
    // Re-enabling the other owner makes room again (disabling revoked their sessions: a new one).
    await patch(a, b.user.id, { is_disabled: false }).expect(200);
    const b2 = { ...b, tokens: (await signIn(t, b.email, b.password).expect(200)).body.tokens };
    await patch(b2, a.user.id, { is_disabled: true }).expect(200);
    const res = await patch(b2, b.user.id, { role: 'user' }).expect(409);
    expect(res.body.message).toBe(USER_ADMIN_MESSAGES.LAST_OWNER);
    expect(await activeOwners()).toBe(1);
  });

  it('an invited owner does not count until they accept: the invitation may never be', async () => {
    const a = await signUp(t);
    await onlyOwners(a);
    const email = `heir.${randomBytes(4).toString('hex')}@example.com`;
    await t
      .http()
      .post('/api/users/invite')
      .set(bearer(a.tokens.accessToken))
      .send({ email, role: 'platform_owner' })
      .expect(201);
    const res = await patch(a, a.user.id, { role: 'super_admin' }).expect(409);
    expect(res.body.message).toBe(USER_ADMIN_MESSAGES.LAST_OWNER);
    expect(await roleOf(a.user.id)).toBe('platform_owner');
    const [mail] = await outbox(t, email);
    const token = tokenFromLink(mail.text, '/accept-invite');
    await t
      .http()
      .post('/api/auth/accept-invite')
      .send({ token, newPassword: 'a new and long password' })
      .expect(200);
    await patch(a, a.user.id, { role: 'super_admin' }).expect(200);
    expect(await activeOwners()).toBe(1);
  });

  it('two owners demoting each other at the same moment: exactly one wins, one owner remains', async () => {
    for (let round = 0; round < 6; round++) {
      const a = await signUp(t);
      const b = await signUp(t);
      await onlyOwners(a, b);
      const [x, y] = await Promise.all([
        patch(a, b.user.id, round % 2 ? { is_disabled: true } : { role: 'admin' }),
        patch(b, a.user.id, { role: 'user' }),
      ]);
      // The loser is refused as the last owner (409), or finds itself demoted (403) or disabled (401).
      expect([x.status, y.status].filter((s) => s === 200)).toHaveLength(1);
      expect([x.status, y.status].filter((s) => [401, 403, 409].includes(s))).toHaveLength(1);
      expect(await activeOwners()).toBe(1);
    }
  });

  it('two owners each demoting themselves at once: one stays owner', async () => {
    for (let round = 0; round < 4; round++) {
      const a = await signUp(t);
      const b = await signUp(t);
      await onlyOwners(a, b);
      const results = await Promise.all([
        patch(a, a.user.id, { role: 'admin' }),
        patch(b, b.user.id, { role: 'admin' }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await activeOwners()).toBe(1);
    }
  });
});
