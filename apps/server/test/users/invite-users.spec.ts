import { USER_ADMIN_MESSAGES } from '@atrium/schema';
import type { TestApp } from '../support/test-app.js';
import { setPlatformRole } from '../support/users.js';
import {
  bearer,
  errorShape,
  newEmail,
  settle,
  signIn,
  signUp,
  startAuthApp,
  tokenFromLink,
} from '../auth/auth-test-kit.js';
import type { SignedUp } from '../auth/auth-test-kit.js';
import { SmtpSink } from '../auth/smtp-sink.js';

/**
 * Admins invite people to new accounts (POST /users/invite, resend, cancel) and the invitee
 * accepts through the mailed link (POST /auth/accept-invite), on PGlite and PostgreSQL.
 */
describe('account invitations', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let owner: SignedUp;
  let admin: SignedUp;
  let member: SignedUp;
  const NEW_PASSWORD = 'a brand new passphrase';

  beforeAll(async () => {
    smtp = await new SmtpSink().start();
    t = await startAuthApp({ SMTP_URL: smtp.url, APP_URL: 'https://atrium.example' });
    owner = await signUp(t);
    await setPlatformRole(t, owner.user.id, 'platform_owner');
    admin = await signUp(t);
    await setPlatformRole(t, admin.user.id, 'admin');
    member = await signUp(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const as = (u: SignedUp) => bearer(u.tokens.accessToken);
  const invite = (by: SignedUp, body: unknown) =>
    t
      .http()
      .post('/api/users/invite')
      .set(as(by))
      .send(body as object);
  const accept = (token: string, newPassword = NEW_PASSWORD) =>
    t.http().post('/api/auth/accept-invite').send({ token, newPassword });

  /** Asks for a password reset of `email` and returns the token of the link mailed. */
  async function resetTokenFor(email: string): Promise<string> {
    await t.http().post('/api/auth/forgot-password').send({ email }).expect(202);
    await settle(t);
    const reset = smtp.to(email).filter((m) => m.subject === 'Reset your password');
    expect(reset.length).toBeGreaterThan(0);
    return tokenFromLink(reset[reset.length - 1].text, '/reset-password');
  }

  /** The token of the newest invitation link mailed to `email`. */
  async function inviteTokenFor(email: string): Promise<string> {
    await settle(t);
    const mails = smtp.to(email).filter((m) => m.subject === 'You are invited to Atrium');
    expect(mails.length).toBeGreaterThan(0);
    const text = mails[mails.length - 1].text;
    expect(text).toContain('https://atrium.example/accept-invite?token=');
    return tokenFromLink(text, '/accept-invite');
  }

  it('an admin invites: the account exists with its role and names, cannot sign in, and the invitee gets a link', async () => {
    const email = newEmail('invitee');
    const res = await invite(admin, { email, role: 'user', first_name: 'Ivy', last_name: 'Invited' }).expect(
      201,
    );
    expect(res.body).toMatchObject({
      email,
      role: 'user',
      invited: true,
      is_disabled: false,
      email_verified: false,
      profile: { first_name: 'Ivy', last_name: 'Invited' },
    });
    await inviteTokenFor(email);
    // The mail says who sent it as the link's page does (by name), with the address beside it.
    const mail = smtp.to(email).filter((m) => m.subject === 'You are invited to Atrium')[0];
    expect(mail.text).toContain(`Test (${admin.user.email}) created an Atrium account for ${email}.`);
    const listed = await t
      .http()
      .get('/api/users')
      .query({ q: email, invited: 'true' })
      .set(as(admin))
      .expect(200);
    expect(listed.body.map((u: { email: string }) => u.email)).toEqual([email]);
    const notInvited = await t.http().get('/api/users').query({ q: email, invited: 'false' }).set(as(admin));
    expect(notInvited.body).toEqual([]);
    // No password yet: nothing signs in, not even an empty-looking guess.
    const refused = await signIn(t, email, 'x').expect(401);
    expect(refused.body.code).toBe('SIGNIN_FAILED');
    const audit = await t.dataSource.query(
      `SELECT actor_id, action, after FROM user_admin_events WHERE user_id = $1`,
      [res.body.id],
    );
    expect(audit).toEqual([
      { actor_id: admin.user.id, action: 'user.invite', after: { email, role: 'user' } },
    ]);
  });

  it('the link sets the first password, verifies the address and signs in; it works once', async () => {
    const email = newEmail('invitee');
    const invited = await invite(admin, { email }).expect(201);
    expect(invited.body.role).toBe('user');
    const token = await inviteTokenFor(email);
    const res = await accept(token).expect(200);
    expect(res.body.user).toMatchObject({ id: invited.body.id, email, email_verified: true });
    expect(res.body.tokens.accessToken).toEqual(expect.any(String));
    await t.http().get('/api/auth/me').set(bearer(res.body.tokens.accessToken)).expect(200);
    await signIn(t, email, NEW_PASSWORD).expect(200);
    const again = await accept(token, 'another new passphrase').expect(400);
    expect(again.body).toMatchObject({ ...errorShape, code: 'INVITATION_ACCEPT_FAILED' });
    await signIn(t, email, NEW_PASSWORD).expect(200);
    const listed = await t.http().get('/api/users').query({ q: email }).set(as(admin)).expect(200);
    expect(listed.body[0]).toMatchObject({ invited: false, email_verified: true });
  });

  /** A refusal as the client sees it: status and body, without the moment it was made. */
  const refusal = (res: { status: number; body: Record<string, unknown> }) => {
    const { timestamp: _at, ...body } = res.body;
    return { status: res.status, body };
  };
  const preview = (token: string) => t.http().post('/api/auth/accept-invite/preview').send({ token });

  it("the link's page reads who invited and to what; it changes nothing, and a dead link answers as accepting would", async () => {
    const ada = await signUp(t, { first_name: 'Ada', last_name: 'Lovelace' });
    await setPlatformRole(t, ada.user.id, 'admin');
    const email = newEmail('invitee');
    const invited = await invite(ada, { email, role: 'admin' }).expect(201);
    const token = await inviteTokenFor(email);
    const res = await preview(token).expect(200);
    expect(res.body).toEqual({
      email,
      role: 'admin',
      role_label: 'Admin',
      role_description: expect.any(String),
      invited_by_name: 'Ada Lovelace',
      expires_at: expect.any(String),
    });
    const days = (Date.parse(res.body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // Read twice, the link still works; the invitee is still invited.
    await preview(token).expect(200);

    // Resent by the owner: the new link names them (signed up as 'Test'), the old one is dead.
    const resent = await t
      .http()
      .post(`/api/users/${invited.body.id}/resend-invite`)
      .set(as(owner))
      .expect(200);
    expect(resent.body.invited).toBe(true);
    const fresh = await inviteTokenFor(email);
    const named = await preview(fresh).expect(200);
    expect(named.body.invited_by_name).toBe('Test');
    expect(refusal(await preview(token))).toEqual(refusal(await accept(token)));
    expect(refusal(await preview(token)).status).toBe(400);

    // Used: refused exactly as accepting it again is.
    await accept(fresh).expect(200);
    const used = await preview(fresh);
    expect(used.status).toBe(400);
    expect(used.body).toMatchObject({ ...errorShape, code: 'INVITATION_ACCEPT_FAILED' });
    expect(refusal(used)).toEqual(refusal(await accept(fresh, 'another new passphrase')));
    expect(JSON.stringify(used.body)).not.toContain(email);

    // Unknown and malformed tokens: as accepting answers them.
    for (const made of ['A'.repeat(43), 'short']) {
      expect(refusal(await preview(made))).toEqual(refusal(await accept(made)));
    }
  });

  it("an expired, disabled or cancelled invitation's page is refused as accepting it is, naming nothing", async () => {
    const email = newEmail('invitee');
    const invited = await invite(admin, { email }).expect(201);
    const token = await inviteTokenFor(email);
    await preview(token).expect(200);
    // Disabled: refused, and readable again once enabled.
    const user = `/api/users/${invited.body.id}`;
    await t.http().patch(user).set(as(admin)).send({ is_disabled: true }).expect(200);
    const disabled = await preview(token);
    expect(refusal(disabled)).toEqual(refusal(await accept(token)));
    expect(disabled.status).toBe(400);
    await t.http().patch(user).set(as(admin)).send({ is_disabled: false }).expect(200);
    await preview(token).expect(200);
    // Expired.
    await t.dataSource.query(
      `UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [invited.body.id],
    );
    const expired = await preview(token);
    expect(expired.status).toBe(400);
    expect(refusal(expired)).toEqual(refusal(await accept(token)));
    // Cancelled (the account deleted with its link).
    const other = newEmail('invitee');
    const second = await invite(admin, { email: other }).expect(201);
    const secondToken = await inviteTokenFor(other);
    await t.http().delete(`/api/users/${second.body.id}`).set(as(admin)).expect(204);
    const cancelled = await preview(secondToken);
    expect(cancelled.status).toBe(400);
    expect(refusal(cancelled)).toEqual(refusal(await accept(secondToken)));
  });

  it('a weak password or a made-up token is refused and the link stays usable', async () => {
    const email = newEmail('invitee');
    await invite(admin, { email }).expect(201);
    const token = await inviteTokenFor(email);
    const weak = await accept(token, 'short').expect(400);
    expect(weak.body.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'newPassword' })]),
    );
    const madeUp = await accept('A'.repeat(43)).expect(400);
    expect(madeUp.body.code).toBe('INVITATION_ACCEPT_FAILED');
    await accept(token).expect(200);
  });

  it('an address that has an account → 409 naming email, whatever its case', async () => {
    const res = await invite(admin, { email: member.email.toUpperCase() }).expect(409);
    expect(res.body).toMatchObject({
      ...errorShape,
      message: USER_ADMIN_MESSAGES.EMAIL_TAKEN,
      details: [{ path: 'email', message: USER_ADMIN_MESSAGES.EMAIL_TAKEN }],
    });
  });

  it('only admins invite, never above their own role, only to roles that exist, with known fields', async () => {
    await invite(member, { email: newEmail() }).expect(403);
    await t.http().post('/api/users/invite').send({ email: newEmail() }).expect(401);
    const above = await invite(admin, { email: newEmail(), role: 'platform_owner' }).expect(403);
    expect(above.body.message).toContain('platform_owner');
    await invite(admin, { email: newEmail(), role: 'no_such_role' }).expect(400);
    const odd = await invite(admin, { email: newEmail(), password: 'chosen by admin' }).expect(400);
    expect(odd.body.message).toBe(USER_ADMIN_MESSAGES.INVALID_INVITE);
    await invite(admin, { email: 'not an email' }).expect(400);
    await invite(admin, [{ email: newEmail() }]).expect(400);
    const email = newEmail('owner-invite');
    await invite(owner, { email, role: 'platform_owner' }).expect(201);
    expect(
      await t.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE lower(email) = lower($1)`, [
        email,
      ]),
    ).toEqual([{ n: 1 }]);
  });

  it('resend mails a new link and the earlier one stops working; an accepted account has nothing to resend', async () => {
    const email = newEmail('invitee');
    const invited = await invite(admin, { email }).expect(201);
    const first = await inviteTokenFor(email);
    const resent = await t
      .http()
      .post(`/api/users/${invited.body.id}/resend-invite`)
      .set(as(admin))
      .expect(200);
    expect(resent.body).toMatchObject({ id: invited.body.id, invited: true });
    const second = await inviteTokenFor(email);
    expect(second).not.toBe(first);
    await accept(first).expect(400);
    await accept(second).expect(200);
    const none = await t
      .http()
      .post(`/api/users/${invited.body.id}/resend-invite`)
      .set(as(admin))
      .expect(409);
    expect(none.body.message).toBe(USER_ADMIN_MESSAGES.NOT_INVITED);
    await t.http().post(`/api/users/${invited.body.id}/resend-invite`).set(as(member)).expect(403);
  });

  it('cancelling deletes the invited account and its link; an account in use cannot be deleted', async () => {
    const email = newEmail('invitee');
    const invited = await invite(admin, { email }).expect(201);
    const token = await inviteTokenFor(email);
    await t.http().delete(`/api/users/${invited.body.id}`).set(as(member)).expect(403);
    await t.http().delete(`/api/users/${invited.body.id}`).set(as(admin)).expect(204);
    expect(await t.dataSource.query(`SELECT id FROM users WHERE id = $1`, [invited.body.id])).toEqual([]);
    await accept(token).expect(400);
    await t.http().delete(`/api/users/${invited.body.id}`).set(as(admin)).expect(404);
    const used = await t.http().delete(`/api/users/${member.user.id}`).set(as(admin)).expect(409);
    expect(used.body.message).toBe(USER_ADMIN_MESSAGES.NOT_INVITED);
    await signIn(t, member.email, member.password).expect(200);
    // The address is free again.
    await invite(admin, { email }).expect(201);
  });

  it('a disabled invitation cannot be accepted (the link survives for when it is enabled) nor resent', async () => {
    const email = newEmail('invitee');
    const invited = await invite(admin, { email }).expect(201);
    const token = await inviteTokenFor(email);
    await t
      .http()
      .patch(`/api/users/${invited.body.id}`)
      .set(as(admin))
      .send({ is_disabled: true })
      .expect(200);
    const refused = await accept(token).expect(400);
    expect(refused.body.code).toBe('INVITATION_ACCEPT_FAILED');
    const resend = await t
      .http()
      .post(`/api/users/${invited.body.id}/resend-invite`)
      .set(as(admin))
      .expect(409);
    expect(resend.body.message).toBe(USER_ADMIN_MESSAGES.INVITE_DISABLED);
    await t
      .http()
      .patch(`/api/users/${invited.body.id}`)
      .set(as(admin))
      .send({ is_disabled: false })
      .expect(200);
    await accept(token).expect(200);
  });

  it('an invitee who resets the password instead is no longer invited, and the invitation link then fails', async () => {
    const email = newEmail('invitee');
    await invite(admin, { email }).expect(201);
    const inviteToken = await inviteTokenFor(email);
    const resetToken = await resetTokenFor(email);
    await t
      .http()
      .post('/api/auth/reset-password')
      .send({ token: resetToken, newPassword: NEW_PASSWORD })
      .expect(200);
    await signIn(t, email, NEW_PASSWORD).expect(200);
    await accept(inviteToken, 'someone else entirely').expect(400);
    await signIn(t, email, NEW_PASSWORD).expect(200);
  });

  it('accepting the invitation retires a reset link asked for before: it cannot replace the chosen password', async () => {
    const email = newEmail('invitee');
    await invite(admin, { email }).expect(201);
    const inviteToken = await inviteTokenFor(email);
    const resetToken = await resetTokenFor(email);
    await accept(inviteToken).expect(200);
    const refused = await t
      .http()
      .post('/api/auth/reset-password')
      .send({ token: resetToken, newPassword: 'someone else entirely' })
      .expect(400);
    expect(refused.body.code).toBe('PASSWORD_RESET_FAILED');
    await signIn(t, email, NEW_PASSWORD).expect(200);
    await signIn(t, email, 'someone else entirely').expect(401);
  });
});

describe('account invitations: limits', () => {
  let t: TestApp;
  let admin: SignedUp;
  beforeAll(async () => {
    t = await startAuthApp({ RATE_LIMIT_INVITES_PER_USER: '3', RATE_LIMIT_MAIL_PER_ADDRESS: '2' });
    admin = await signUp(t);
    await setPlatformRole(t, admin.user.id, 'admin');
  });
  afterAll(() => t.close());

  const invite = (body: unknown) =>
    t
      .http()
      .post('/api/users/invite')
      .set(bearer(admin.tokens.accessToken))
      .send(body as object);

  it('a refused invitation costs the address and the admin nothing; the admin has a budget of their own', async () => {
    const email = newEmail('budget');
    // Refused for a rank, a taken address or a missing role: nothing counted, so the mail still goes.
    for (let i = 0; i < 3; i++) await invite({ email, role: 'platform_owner' }).expect(403);
    await invite({ email: admin.email }).expect(409);
    await invite({ email, role: 'no_such_role' }).expect(400);
    await invite({ email }).expect(201);
    await invite({ email: newEmail('budget') }).expect(201);
    await invite({ email: newEmail('budget') }).expect(201);
    // The fourth mail this admin sends in the window is refused, and no account is made for it.
    const over = newEmail('budget');
    const res = await invite({ email: over }).expect(429);
    expect(res.body).toMatchObject({ ...errorShape, code: 'RATE_LIMITED' });
    expect(
      await t.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE lower(email) = lower($1)`, [over]),
    ).toEqual([{ n: 0 }]);
  });

  it('an invitation refused because its address is over the limit costs the admin nothing', async () => {
    const other = await signUp(t);
    await setPlatformRole(t, other.user.id, 'admin');
    const as = bearer(other.tokens.accessToken);
    const email = newEmail('twice');
    const invited = await t.http().post('/api/users/invite').set(as).send({ email }).expect(201);
    const resend = () => t.http().post(`/api/users/${invited.body.id}/resend-invite`).set(as);
    await resend().expect(200); // the address's second mail, the admin's second invitation
    // The address is at its limit: refused, and not counted against the admin.
    for (let i = 0; i < 3; i++) {
      const refused = await resend().expect(429);
      expect(refused.body).toMatchObject({ ...errorShape, code: 'RATE_LIMITED' });
    }
    await t
      .http()
      .post('/api/users/invite')
      .set(as)
      .send({ email: newEmail('third') })
      .expect(201);
    // That was the admin's third: the fourth is refused by the admin's own limit.
    await t
      .http()
      .post('/api/users/invite')
      .set(as)
      .send({ email: newEmail('fourth') })
      .expect(429);
  });

  it('anonymous password-reset and verification requests for an address do not stop its invitation', async () => {
    const other = await signUp(t);
    await setPlatformRole(t, other.user.id, 'admin');
    const email = newEmail('asked');
    await t.http().post('/api/auth/forgot-password').send({ email }).expect(202);
    await t.http().post('/api/auth/resend-verification').send({ email }).expect(202);
    await t.http().post('/api/auth/forgot-password').send({ email }).expect(429);
    await t
      .http()
      .post('/api/users/invite')
      .set(bearer(other.tokens.accessToken))
      .send({ email })
      .expect(201);
    await settle(t);
    expect(
      await t.dataSource.query(
        `SELECT count(*)::int AS n FROM mail_outbox WHERE lower("to") = lower($1) AND subject = 'You are invited to Atrium'`,
        [email],
      ),
    ).toEqual([{ n: 1 }]);
  });
});
