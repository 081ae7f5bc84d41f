import { randomBytes } from 'node:crypto';
import type { TestApp } from '../support/test-app.js';
import { UsersService } from '../../src/modules/users/users.service.js';
import { createUser, startAppForUsers, TEST_PASSWORD } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { addMember, createZone, errorShape, NIL_UUID, verifyEmail } from './zone-kit.js';

const APP_URL = 'https://atrium.example';

describe('zone invitations', () => {
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;
  let viewer: TestUser;
  let zoneId: string;

  const invite = (email: string, role = 'member', as = owner, zid = zoneId) =>
    t.http().post(`/api/zones/${zid}/members`).set(as.auth).send({ email, role });
  const pending = (as = owner, zid = zoneId) => t.http().get(`/api/zones/${zid}/invitations`).set(as.auth);
  const mine = (as: TestUser) => t.http().get('/api/invitations').set(as.auth);
  const acceptById = (as: TestUser, id: string) =>
    t.http().post(`/api/invitations/${id}/accept`).set(as.auth).send();
  const decline = (as: TestUser, id: string) =>
    t.http().post(`/api/invitations/${id}/decline`).set(as.auth).send();
  const acceptByToken = (as: TestUser, token: string) =>
    t.http().post('/api/invitations/accept').set(as.auth).send({ token });
  /** The link's page, before anyone signs in (no credentials). */
  const preview = (token: string) => t.http().post('/api/invitations/preview').send({ token });
  const roleOf = async (userId: string, zid = zoneId) =>
    (
      (await t.http().get(`/api/zones/${zid}/members`).set(owner.auth).expect(200)).body as {
        user_id: string;
        role: string;
      }[]
    ).find((m) => m.user_id === userId)?.role;

  /** The invitation mails to `email` in the outbox, oldest first. */
  async function mails(email: string): Promise<{ subject: string; text: string; html: string }[]> {
    return t.dataSource.query(
      `SELECT subject, text, html FROM mail_outbox WHERE "to" = $1 AND subject LIKE 'You are invited%' ORDER BY created_at`,
      [email.toLowerCase()],
    );
  }
  async function tokenMailedTo(email: string): Promise<string> {
    const all = await mails(email);
    expect(all.length).toBeGreaterThan(0);
    const m = /\/invitations\/accept\?token=([A-Za-z0-9_-]+)/.exec(all[all.length - 1].text);
    if (!m) throw new Error(`no invitation link in ${all[all.length - 1].text}`);
    return m[1];
  }
  const setLanguage = (as: TestUser, language: string) =>
    t.http().patch('/api/users/me/preferences').set(as.auth).send({ language }).expect(200);
  const newAddress = (prefix = 'invitee') => `${prefix}.${randomBytes(4).toString('hex')}@example.com`;

  /** Signs up with a given address (as the mail's link leads a newcomer to). */
  async function signUpAs(email: string): Promise<TestUser> {
    const res = await t
      .http()
      .post('/api/auth/signup')
      .send({ email, password: TEST_PASSWORD, first_name: 'New', last_name: 'Comer' })
      .expect(201);
    const accessToken: string = res.body.tokens.accessToken;
    return {
      id: res.body.user.id,
      email,
      password: TEST_PASSWORD,
      accessToken,
      auth: { authorization: `Bearer ${accessToken}` },
    };
  }

  beforeAll(async () => {
    t = await startAppForUsers({ APP_URL });
    [owner, admin, viewer] = await Promise.all([
      createUser(t, { prefix: 'owner' }),
      createUser(t, { prefix: 'admin' }),
      createUser(t, { prefix: 'viewer' }),
    ]);
    zoneId = (await createZone(t, owner, { name: 'Product Team' })).id;
    await addMember(t, zoneId, owner, admin, 'admin');
    await addMember(t, zoneId, owner, viewer, 'viewer');
  });
  afterAll(() => t.close());

  it('an account whose own address is unverified cannot invite nor resend: 403, nothing created, no mail', async () => {
    const fresh = await createUser(t, { prefix: 'unverified-owner' });
    const own = (await createZone(t, fresh, { name: 'Visit http://evil.example now' })).id;
    const email = newAddress();
    const refused = await invite(email, 'member', fresh, own).expect(403);
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN', message: 'Verify your email to invite people' });
    await t
      .http()
      .post(`/api/zones/${own}/invitations`)
      .set(fresh.auth)
      .send({ email, role: 'member' })
      .expect(403);
    expect((await pending(fresh, own).expect(200)).body).toEqual([]);
    expect(await mails(email)).toEqual([]);
    // Once the address is proven, the same call goes through.
    await verifyEmail(t, fresh);
    const sent = await invite(email, 'member', fresh, own).expect(202);
    expect((await mails(email)).length).toBe(1);
    // A resend checks the same: an account that lost its proof (a new address) cannot resend.
    await t.dataSource.query('UPDATE users SET email_verified = false WHERE id = $1', [fresh.id]);
    t.app.get(UsersService).invalidate(fresh.id);
    await t
      .http()
      .post(`/api/zones/${own}/invitations/${sent.body.invitation.id}/resend`)
      .set(fresh.auth)
      .send()
      .expect(403);
  });

  it('an address without an account gets a mail; signing up and following the link joins with the role', async () => {
    const email = newAddress();
    const res = await invite(email.toUpperCase(), 'admin').expect(202);
    expect(res.body.invitation).toMatchObject({
      id: expect.any(String),
      zone_id: zoneId,
      zone_name: 'Product Team',
      email,
      role: 'admin',
      status: 'pending',
      invited_by: owner.id,
      invited_by_email: owner.email,
    });
    const days = (Date.parse(res.body.invitation.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const [mail] = await mails(email);
    expect(mail.subject).toBe('You are invited to join "Product Team" on Atrium');
    expect(mail.text).toContain(
      `(${owner.email}) invited ${email} to join the zone "Product Team" on Atrium as admin.`,
    );
    expect(mail.text).toContain(`${APP_URL}/invitations/accept?token=`);
    expect(mail.html).toContain(`<a href="${APP_URL}/invitations/accept?token=`);
    const token = await tokenMailedTo(email);

    const newcomer = await signUpAs(email);
    const accepted = await acceptByToken(newcomer, token).expect(200);
    expect(accepted.body).toEqual({ zone_id: zoneId, role: 'admin' });
    expect(await roleOf(newcomer.id)).toBe('admin');
    // The link proved the mailbox.
    const me = await t.http().get('/api/auth/me').set(newcomer.auth).expect(200);
    expect(me.body.user?.email_verified ?? me.body.email_verified).toBe(true);
    // Used: the link grants nothing more, and the invitation is no longer pending.
    const again = await acceptByToken(newcomer, token).expect(410);
    expect(again.body).toMatchObject({
      ...errorShape,
      code: 'GONE',
      message: 'This invitation has already been accepted',
    });
    expect((await pending().expect(200)).body.map((i: { email: string }) => i.email)).not.toContain(email);
    // The outbox no longer keeps the used link.
    expect((await mails(email))[0].text).not.toContain(token);
  });

  it("a newcomer's mail is in the inviter's language; an account's in its own", async () => {
    await setLanguage(owner, 'de-DE');
    try {
      const newcomer = newAddress('neu');
      await invite(newcomer).expect(202);
      const [german] = await t.dataSource.query(`SELECT subject, text FROM mail_outbox WHERE "to" = $1`, [
        newcomer,
      ]);
      expect(german.subject).toMatch(/^Du bist eingeladen, „.+“ auf Atrium beizutreten$/);
      expect(german.text).toContain(`hat ${newcomer} eingeladen`);
      expect(german.text).toContain('Einladung annehmen: https://atrium.example/invitations/accept?token=');

      // An account that chose Japanese reads its invitation in Japanese, whoever sends it.
      const reader = await signUpAs(newAddress('yomu'));
      await setLanguage(reader, 'ja-JP');
      await invite(reader.email).expect(202);
      const [japanese] = await t.dataSource.query(
        `SELECT subject FROM mail_outbox WHERE "to" = $1 ORDER BY created_at DESC LIMIT 1`,
        [reader.email.toLowerCase()],
      );
      expect(japanese.subject).toMatch(/^Atrium の「.+」に招待されています$/);
    } finally {
      await setLanguage(owner, 'en-US');
    }
  });

  it('the link works only for an account with the invited address', async () => {
    const email = newAddress();
    await invite(email).expect(202);
    const token = await tokenMailedTo(email);
    const other = await createUser(t);
    const res = await acceptByToken(other, token).expect(403);
    expect(res.body.message).toBe('This invitation was sent to another email address');
    expect(await roleOf(other.id)).toBeUndefined();
  });

  it('an unknown link says so', async () => {
    const res = await acceptByToken(owner, 'A'.repeat(43)).expect(410);
    expect(res.body).toMatchObject({ ...errorShape, message: 'This invitation link is not valid' });
    await acceptByToken(owner, 'x').expect(400);
  });

  it("the link's page names the zone, the inviter, the role and the address, and only while the link works", async () => {
    await t.dataSource.query(
      `UPDATE user_profiles SET first_name = 'Ada', last_name = 'Lovelace' WHERE id = $1`,
      [owner.id],
    );
    const email = newAddress();
    const { invitation } = (await invite(email, 'admin').expect(202)).body;
    const token = await tokenMailedTo(email);
    // The mail names the inviter as the page below does, with the address beside the name.
    expect((await mails(email))[0].text).toContain(
      `Ada Lovelace (${owner.email}) invited ${email} to join the zone "Product Team"`,
    );
    const live = await preview(token).expect(200);
    // What the mail says, and nothing more: no ids, no status, no inviter's address when a name exists.
    expect(live.body).toEqual({
      zone_name: 'Product Team',
      role: 'admin',
      email,
      invited_by_name: 'Ada Lovelace',
      expires_at: invitation.expires_at,
    });
    // Nobody is signed in, and reading it spends nothing: the link still joins.
    expect((await pending().expect(200)).body.map((i: { email: string }) => i.email)).toContain(email);

    // Every link accepting would refuse answers exactly as accepting does, with nothing of the zone.
    const refusedAlike = async (link: string, message: string, as: TestUser) => {
      const seen = await preview(link).expect(410);
      expect(seen.body).toMatchObject({ ...errorShape, code: 'GONE', message });
      expect(Object.keys(seen.body).sort()).toEqual(Object.keys(errorShape).sort());
      const accepted = await acceptByToken(as, link).expect(410);
      expect({ ...seen.body, timestamp: 0 }).toEqual({ ...accepted.body, timestamp: 0 });
    };
    const newcomer = await signUpAs(email);
    await refusedAlike('A'.repeat(43), 'This invitation link is not valid', newcomer);
    await preview('x').expect(400);

    // A resent invitation: the old link is unknown, the new one reads.
    await t.dataSource.query(
      `UPDATE zone_invitations SET last_sent_at = now() - interval '2 minutes' WHERE id = $1`,
      [invitation.id],
    );
    await t
      .http()
      .post(`/api/zones/${zoneId}/invitations/${invitation.id}/resend`)
      .set(owner.auth)
      .expect(202);
    await refusedAlike(token, 'This invitation link is not valid', newcomer);
    const renewed = await tokenMailedTo(email);
    await preview(renewed).expect(200);

    // Expired, revoked, accepted.
    await t.dataSource.query(
      `UPDATE zone_invitations SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [invitation.id],
    );
    await refusedAlike(renewed, 'This invitation has expired: ask for a new one', newcomer);
    await t.dataSource.query(
      `UPDATE zone_invitations SET expires_at = now() + interval '1 day' WHERE id = $1`,
      [invitation.id],
    );
    await acceptByToken(newcomer, renewed).expect(200);
    await refusedAlike(renewed, 'This invitation has already been accepted', newcomer);

    const other = newAddress();
    const revoked = (await invite(other).expect(202)).body.invitation;
    const revokedToken = await tokenMailedTo(other);
    await t.http().delete(`/api/zones/${zoneId}/invitations/${revoked.id}`).set(owner.auth).expect(204);
    await refusedAlike(revokedToken, 'This invitation was revoked', await signUpAs(other));

    // An inviter without a name is named by address; one whose account is gone, by nobody.
    await t.dataSource.query(`UPDATE user_profiles SET first_name = NULL, last_name = NULL WHERE id = $1`, [
      owner.id,
    ]);
    const third = newAddress();
    await invite(third, 'viewer').expect(202);
    const thirdToken = await tokenMailedTo(third);
    expect((await preview(thirdToken).expect(200)).body.invited_by_name).toBe(owner.email);
    expect((await mails(third))[0].text.startsWith(`${owner.email} invited ${third} to join`)).toBe(true);
    await t.dataSource.query(`UPDATE zone_invitations SET invited_by = NULL WHERE email = $1`, [third]);
    expect((await preview(thirdToken).expect(200)).body).toMatchObject({
      invited_by_name: null,
      role: 'viewer',
    });
  });

  it('an existing verified account sees the invitation in the app and accepts it', async () => {
    const user = await createUser(t);
    await verifyEmail(t, user);
    const res = await invite(user.email, 'viewer').expect(202);
    expect(await roleOf(user.id)).toBeUndefined();
    const list = await mine(user).expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({ id: res.body.invitation.id, zone_name: 'Product Team', role: 'viewer' }),
    ]);
    expect(await acceptById(user, res.body.invitation.id).expect(200)).toMatchObject({
      body: { zone_id: zoneId, role: 'viewer' },
    });
    expect(await roleOf(user.id)).toBe('viewer');
    await t.http().get(`/api/zones/${zoneId}`).set(user.auth).expect(200);
    expect((await mine(user).expect(200)).body).toEqual([]);
  });

  it('declining leaves the account outside and the invitation answered', async () => {
    const user = await createUser(t);
    await verifyEmail(t, user);
    const { id } = (await invite(user.email).expect(202)).body.invitation;
    await decline(user, id).expect(204);
    expect(await roleOf(user.id)).toBeUndefined();
    expect((await mine(user).expect(200)).body).toEqual([]);
    expect((await acceptById(user, id).expect(410)).body.message).toBe('This invitation was declined');
    // Someone else cannot answer it.
    await decline(owner, id).expect(404);
  });

  it('an unverified account gets a pending invitation, never a membership, until it verifies', async () => {
    const user = await createUser(t);
    const { invitation } = (await invite(user.email, 'admin').expect(202)).body;
    expect(invitation.status).toBe('pending');
    expect(await roleOf(user.id)).toBeUndefined();
    await t.http().get(`/api/zones/${zoneId}`).set(user.auth).expect(404);
    expect((await mine(user).expect(200)).body).toEqual([]);
    const refused = await acceptById(user, invitation.id).expect(403);
    expect(refused.body).toMatchObject({
      ...errorShape,
      code: 'FORBIDDEN',
      message: 'Verify your email to accept invitations',
    });
    expect(await roleOf(user.id)).toBeUndefined();
    await verifyEmail(t, user);
    await acceptById(user, invitation.id).expect(200);
    expect(await roleOf(user.id)).toBe('admin');
  });

  it('an archived zone sends no invitation; its pending ones answer 409 until it is restored', async () => {
    const zid = (await createZone(t, owner, { name: 'Archived Team' })).id;
    const earlier = newAddress('archived');
    const { id } = (await invite(earlier, 'member', owner, zid).expect(202)).body.invitation;
    const token = await tokenMailedTo(earlier);
    const archive = (is_active: boolean) =>
      t.http().patch(`/api/zones/${zid}`).set(owner.auth).send({ is_active }).expect(200);
    await archive(false);

    const refusal = {
      ...errorShape,
      code: 'CONFLICT',
      message: 'This zone is archived: restore it before inviting people',
    };
    const later = newAddress('archived');
    expect((await invite(later, 'member', owner, zid).expect(409)).body).toMatchObject(refusal);
    const direct = await t
      .http()
      .post(`/api/zones/${zid}/invitations`)
      .set(owner.auth)
      .send({ email: later, role: 'member' })
      .expect(409);
    expect(direct.body).toMatchObject(refusal);
    const resent = await t.http().post(`/api/zones/${zid}/invitations/${id}/resend`).set(owner.auth).send();
    expect(resent.status).toBe(409);
    expect(resent.body).toMatchObject(refusal);
    expect(await mails(later)).toEqual([]);
    expect((await mails(earlier)).length).toBe(1);

    // The earlier invitation stays pending: accepting it says why, and nobody joins.
    const newcomer = await signUpAs(earlier);
    expect((await acceptByToken(newcomer, token).expect(409)).body).toMatchObject({
      ...errorShape,
      code: 'CONFLICT',
      message: 'This zone is archived: its invitations can be accepted once it is restored',
    });
    expect((await pending(owner, zid).expect(200)).body).toEqual([
      expect.objectContaining({ id, status: 'pending' }),
    ]);
    expect(await roleOf(newcomer.id, zid)).toBeUndefined();
    // Nor is it offered among their invitations (verified, they would see it) while archived.
    await verifyEmail(t, newcomer);
    expect((await mine(newcomer).expect(200)).body.map((i: { id: string }) => i.id)).not.toContain(id);

    // Restored, it is offered again, and the same link joins.
    await archive(true);
    expect((await mine(newcomer).expect(200)).body.map((i: { id: string }) => i.id)).toContain(id);
    expect((await acceptByToken(newcomer, token).expect(200)).body).toEqual({ zone_id: zid, role: 'member' });
  });

  it('admins list, resend and revoke pending invitations', async () => {
    const email = newAddress();
    const { id } = (await invite(email, 'member', admin).expect(202)).body.invitation;
    const list = await pending(admin).expect(200);
    expect(list.body[0]).toMatchObject({ id, email, status: 'pending', role: 'member' });
    const first = await tokenMailedTo(email);

    // At most once a minute.
    const tooSoon = await t
      .http()
      .post(`/api/zones/${zoneId}/invitations/${id}/resend`)
      .set(admin.auth)
      .expect(429);
    expect(tooSoon.body).toMatchObject({ ...errorShape, code: 'RATE_LIMITED' });
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    await t.dataSource.query(
      `UPDATE zone_invitations SET last_sent_at = now() - interval '2 minutes' WHERE id = $1`,
      [id],
    );
    const resent = await t
      .http()
      .post(`/api/zones/${zoneId}/invitations/${id}/resend`)
      .set(admin.auth)
      .expect(202);
    expect(resent.body).toMatchObject({ id, status: 'pending' });
    expect(await mails(email)).toHaveLength(2);
    const second = await tokenMailedTo(email);
    expect(second).not.toBe(first);

    // The first link stopped working; revoking stops the second.
    const newcomer = await signUpAs(email);
    expect((await acceptByToken(newcomer, first).expect(410)).body.message).toBe(
      'This invitation link is not valid',
    );
    await t.http().delete(`/api/zones/${zoneId}/invitations/${id}`).set(admin.auth).expect(204);
    expect((await pending(admin).expect(200)).body.map((i: { id: string }) => i.id)).not.toContain(id);
    expect((await acceptByToken(newcomer, second).expect(410)).body.message).toBe(
      'This invitation was revoked',
    );
    expect(await roleOf(newcomer.id)).toBeUndefined();
    await t.http().delete(`/api/zones/${zoneId}/invitations/${id}`).set(admin.auth).expect(404);
  });

  it('a link that stops working leaves the outbox: resent, revoked, declined, accepted in the app, zone deleted', async () => {
    const VOID = '[link removed: it no longer works]';

    // Resent: the first mail's link goes; the new one stays until it is used.
    const resentTo = newAddress('resent');
    const { id } = (await invite(resentTo).expect(202)).body.invitation;
    const first = await tokenMailedTo(resentTo);
    await t.dataSource.query(
      `UPDATE zone_invitations SET last_sent_at = now() - interval '2 minutes' WHERE id = $1`,
      [id],
    );
    await t.http().post(`/api/zones/${zoneId}/invitations/${id}/resend`).set(owner.auth).expect(202);
    const second = await tokenMailedTo(resentTo);
    const [oldMail, newMail] = await mails(resentTo);
    expect(oldMail.text).not.toContain(first);
    expect(oldMail.html).not.toContain(first);
    expect(oldMail.text).toContain(`/invitations/accept?token=${VOID}`);
    expect(newMail.text).toContain(second);

    // Revoked: the second goes too.
    await t.http().delete(`/api/zones/${zoneId}/invitations/${id}`).set(owner.auth).expect(204);
    expect((await mails(resentTo)).every((m) => !m.text.includes(second) && m.text.includes(VOID))).toBe(
      true,
    );

    // Declined, and accepted in the app (the link was not used, but works no more).
    for (const [answer, marker] of [
      [decline, VOID],
      [acceptById, '[link removed after use]'],
    ] as const) {
      const invitee = await createUser(t);
      await verifyEmail(t, invitee);
      const { id: invitationId } = (await invite(invitee.email).expect(202)).body.invitation;
      const token = await tokenMailedTo(invitee.email);
      expect((await answer(invitee, invitationId)).status).toBeLessThan(300);
      const [mail] = await mails(invitee.email);
      expect(mail.text).not.toContain(token);
      expect(mail.text).toContain(marker);
    }

    // The zone deleted with an invitation pending; another zone's pending link stays.
    const doomed = (await createZone(t, owner, { name: 'Short-lived' })).id;
    const doomedTo = newAddress('doomed');
    const keptTo = newAddress('kept');
    await invite(doomedTo, 'member', owner, doomed).expect(202);
    await invite(keptTo).expect(202);
    const doomedToken = await tokenMailedTo(doomedTo);
    const keptToken = await tokenMailedTo(keptTo);
    await t.http().delete(`/api/zones/${doomed}`).set(owner.auth).expect(204);
    expect((await mails(doomedTo))[0].text).not.toContain(doomedToken);
    expect((await mails(keptTo))[0].text).toContain(keptToken);
  });

  it('viewers and outsiders can neither invite nor see, resend or revoke invitations', async () => {
    const { id } = (await invite(newAddress()).expect(202)).body.invitation;
    const outsider = await createUser(t);
    const res = await invite(newAddress(), 'viewer', viewer).expect(403);
    expect(res.body).toMatchObject({ ...errorShape, code: 'FORBIDDEN' });
    await pending(viewer).expect(403);
    await t.http().post(`/api/zones/${zoneId}/invitations/${id}/resend`).set(viewer.auth).expect(403);
    await t.http().delete(`/api/zones/${zoneId}/invitations/${id}`).set(viewer.auth).expect(403);
    await pending(outsider).expect(404);
    await t.http().delete(`/api/zones/${zoneId}/invitations/${id}`).set(outsider.auth).expect(404);
    expect((await pending().expect(200)).body.map((i: { id: string }) => i.id)).toContain(id);
  });

  it('an expired invitation cannot be accepted, and a new one can be sent', async () => {
    const user = await createUser(t);
    await verifyEmail(t, user);
    const { id } = (await invite(user.email).expect(202)).body.invitation;
    const token = await tokenMailedTo(user.email);
    await t.dataSource.query(
      `UPDATE zone_invitations SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [id],
    );
    expect((await mine(user).expect(200)).body).toEqual([]);
    const byId = await acceptById(user, id).expect(410);
    expect(byId.body).toMatchObject({
      ...errorShape,
      code: 'GONE',
      message: 'This invitation has expired: ask for a new one',
    });
    expect((await acceptByToken(user, token).expect(410)).body.message).toBe(
      'This invitation has expired: ask for a new one',
    );
    expect(await roleOf(user.id)).toBeUndefined();
    const listed = (await pending().expect(200)).body.find((i: { id: string }) => i.id === id);
    expect(listed.status).toBe('expired');
    const again = await invite(user.email).expect(202);
    expect(again.body.invitation.id).not.toBe(id);
  });

  it('only owners invite owners; a member or an invited address → 409; bad input → 400', async () => {
    const email = newAddress();
    const refused = await invite(email, 'owner', admin).expect(403);
    expect(refused.body.message).toBe('Only owners can grant the owner role');
    await invite(email, 'owner', owner).expect(202);
    const twice = await invite(email, 'member', admin).expect(409);
    expect(twice.body).toMatchObject({
      ...errorShape,
      code: 'CONFLICT',
      message: 'An invitation to this address is already pending',
    });
    const member = await invite(viewer.email).expect(409);
    expect(member.body.message).toBe('This user is already a member of this zone');
    await invite('not-an-email').expect(400);
    await invite(newAddress(), 'superuser').expect(400);
    // The owner invitation of an owner cannot be revoked by an admin.
    const ownerInvite = (await pending().expect(200)).body.find((i: { email: string }) => i.email === email);
    const revoke = await t
      .http()
      .delete(`/api/zones/${zoneId}/invitations/${ownerInvite.id}`)
      .set(admin.auth)
      .expect(403);
    expect(revoke.body.message).toBe('Only owners can grant the owner role');
  });

  it('POST /zones/:zoneId/invitations answers 201 with the invitation', async () => {
    const email = newAddress();
    const res = await t
      .http()
      .post(`/api/zones/${zoneId}/invitations`)
      .set(owner.auth)
      .send({ email, role: 'viewer' })
      .expect(201);
    expect(res.body).toMatchObject({
      email,
      role: 'viewer',
      status: 'pending',
      expires_at: expect.any(String),
    });
  });

  it("the API document lists what the invitee's calls answer: 403 (another address, unverified), 409 (archived zone), 410", async () => {
    const doc = await t.http().get('/api/docs/json').set(owner.auth).expect(200);
    const paths = doc.body.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    const statuses = (path: string) => Object.keys(paths[path].post.responses);
    expect(statuses('/api/invitations/accept')).toEqual(expect.arrayContaining(['200', '403', '409', '410']));
    expect(statuses('/api/invitations/{id}/accept')).toEqual(
      expect.arrayContaining(['200', '403', '404', '409', '410']),
    );
    expect(statuses('/api/invitations/{id}/decline')).toEqual(
      expect.arrayContaining(['204', '403', '404', '410']),
    );
  });

  it.each([
    ['unknown id', 404, NIL_UUID],
    ['malformed id', 400, 'abc'],
  ])('invitee endpoints with %s → %i', async (_n, status, id) => {
    await acceptById(owner, id).expect(status);
    await decline(owner, id).expect(status);
  });
});
