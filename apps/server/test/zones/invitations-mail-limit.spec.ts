import { randomBytes } from 'node:crypto';
import { DeferredTasks } from '../../src/modules/auth/deferred-tasks.js';
import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { createZone, errorShape, verifyEmail } from './zone-kit.js';

// Invitations are mails: they count against a per-address limit (RATE_LIMIT_MAIL_PER_ADDRESS, the
// numbers password-reset and verification mails have, counted apart), so zones cannot flood one
// mailbox.
/** Resends invitation `id` of `zoneId` as `auth` after the once-a-minute wait, expecting `status`. */
async function resendLater(
  t: TestApp,
  auth: Record<string, string>,
  zoneId: string,
  id: string,
  status: number,
) {
  await t.dataSource.query(
    `UPDATE zone_invitations SET last_sent_at = now() - interval '2 minutes' WHERE id = $1`,
    [id],
  );
  return t.http().post(`/api/zones/${zoneId}/invitations/${id}/resend`).set(auth).expect(status);
}

describe('zone invitations and the per-address mail limit', () => {
  let t: TestApp;
  let owner: TestUser;
  let zones: string[];

  const mailsTo = async (email: string) =>
    (
      await t.dataSource.query(
        `SELECT count(*)::int AS n FROM mail_outbox WHERE "to" = $1 AND subject LIKE 'You are invited%'`,
        [email],
      )
    )[0].n as number;

  beforeAll(async () => {
    t = await startAppForUsers({ APP_URL: 'https://atrium.example', RATE_LIMIT_MAIL_PER_ADDRESS: '2' });
    owner = await createUser(t, { prefix: 'owner' });
    await verifyEmail(t, owner);
    zones = [];
    for (const name of ['One', 'Two', 'Three']) zones.push((await createZone(t, owner, { name })).id);
  });
  afterAll(() => t.close());

  it('the third mail to one address within the window is refused with 429 and creates nothing', async () => {
    const email = `limited.${randomBytes(4).toString('hex')}@example.com`;
    const invite = (zoneId: string) =>
      t.http().post(`/api/zones/${zoneId}/invitations`).set(owner.auth).send({ email, role: 'member' });

    const first = await invite(zones[0]).expect(201);
    // A resend (after the once-a-minute wait) is the second mail.
    await resendLater(t, owner.auth, zones[0], first.body.id, 202);
    expect(await mailsTo(email)).toBe(2);

    const refused = await invite(zones[1]).expect(429);
    expect(refused.body).toMatchObject({ ...errorShape, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(email)).toBe(2);
    const pendingInTwo = await t.http().get(`/api/zones/${zones[1]}/invitations`).set(owner.auth).expect(200);
    expect(pendingInTwo.body).toEqual([]);

    // A refused resend keeps the link that was sent.
    await t.dataSource.query(
      `UPDATE zone_invitations SET last_sent_at = now() - interval '2 minutes' WHERE id = $1`,
      [first.body.id],
    );
    const before = await t.dataSource.query(`SELECT token_hash FROM zone_invitations WHERE id = $1`, [
      first.body.id,
    ]);
    await t
      .http()
      .post(`/api/zones/${zones[0]}/invitations/${first.body.id}/resend`)
      .set(owner.auth)
      .expect(429);
    const after = await t.dataSource.query(`SELECT token_hash FROM zone_invitations WHERE id = $1`, [
      first.body.id,
    ]);
    expect(after[0].token_hash).toBe(before[0].token_hash);

    // Another address is not affected.
    await t
      .http()
      .post(`/api/zones/${zones[2]}/invitations`)
      .set(owner.auth)
      .send({ email: `other.${randomBytes(4).toString('hex')}@example.com`, role: 'member' })
      .expect(201);
  });

  // Anyone may ask for a password reset or a verification mail for any address; only a verified
  // account may invite. Each kind has its own budget per address, so neither uses up the other.
  it('anonymous reset and verification requests leave an address its invitations, and invitations its own mails', async () => {
    const email = `target.${randomBytes(4).toString('hex')}@example.com`;
    await t.http().post('/api/auth/forgot-password').send({ email }).expect(202);
    await t.http().post('/api/auth/resend-verification').send({ email }).expect(202);
    await t.http().post('/api/auth/forgot-password').send({ email }).expect(429);
    // The owner's invitations to that address still go, up to their own limit.
    for (const zoneId of [zones[1], zones[2]]) {
      await t
        .http()
        .post(`/api/zones/${zoneId}/invitations`)
        .set(owner.auth)
        .send({ email, role: 'member' })
        .expect(201);
    }
    expect(await mailsTo(email)).toBe(2);

    // The other way round: an unverified account invited up to its address's limit can still
    // have its verification mail resent.
    const invitee = await createUser(t, { prefix: 'invitee' });
    for (const zoneId of [zones[1], zones[2]]) {
      await t
        .http()
        .post(`/api/zones/${zoneId}/invitations`)
        .set(owner.auth)
        .send({ email: invitee.email, role: 'member' })
        .expect(201);
    }
    await t
      .http()
      .post(`/api/zones/${zones[0]}/invitations`)
      .set(owner.auth)
      .send({ email: invitee.email, role: 'member' })
      .expect(429);
    const verificationMails = async () =>
      (
        await t.dataSource.query(
          `SELECT count(*)::int AS n FROM mail_outbox WHERE "to" = $1 AND subject = 'Confirm your email address'`,
          [invitee.email],
        )
      )[0].n as number;
    const before = await verificationMails();
    await t.http().post('/api/auth/resend-verification').send({ email: invitee.email }).expect(202);
    await t.app.get(DeferredTasks).drain();
    expect(await verificationMails()).toBe(before + 1);
  });
});

// Each account may send RATE_LIMIT_INVITES_PER_USER invitations (and resends) per window: a new
// account cannot make Atrium mail any number of strangers with a zone name of its choosing.
describe('zone invitations and the per-inviter limit', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let zoneId: string;
  let otherZoneId: string;

  beforeAll(async () => {
    t = await startAppForUsers({ RATE_LIMIT_INVITES_PER_USER: '3' });
    owner = await createUser(t, { prefix: 'inviter' });
    await verifyEmail(t, owner);
    other = await createUser(t, { prefix: 'other' });
    await verifyEmail(t, other);
    zoneId = (await createZone(t, owner, { name: 'Invites' })).id;
    otherZoneId = (await createZone(t, other, { name: 'Others' })).id;
  });
  afterAll(() => t.close());

  const invite = (by: TestUser, zone: string) =>
    t
      .http()
      .post(`/api/zones/${zone}/invitations`)
      .set(by.auth)
      .send({ email: `guest.${randomBytes(4).toString('hex')}@example.com`, role: 'viewer' });

  it('refuses the inviter’s fourth invitation in the window with 429, creating nothing; others go on', async () => {
    for (let i = 0; i < 3; i += 1) await invite(owner, zoneId).expect(201);
    const refused = await invite(owner, zoneId).expect(429);
    expect(refused.body).toMatchObject({ ...errorShape, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const pending = await t.http().get(`/api/zones/${zoneId}/invitations`).set(owner.auth).expect(200);
    expect(pending.body).toHaveLength(3);
    await invite(other, otherZoneId).expect(201);
  });
});

// "A request refused for any other reason counts against neither": an invitation refused because
// its address is over the limit must not use up the inviter's own allowance.
describe('zone invitations refused for the address', () => {
  let t: TestApp;
  let owner: TestUser;
  let zones: string[];

  beforeAll(async () => {
    t = await startAppForUsers({ RATE_LIMIT_INVITES_PER_USER: '3', RATE_LIMIT_MAIL_PER_ADDRESS: '1' });
    owner = await createUser(t, { prefix: 'inviter' });
    await verifyEmail(t, owner);
    zones = [];
    for (const name of ['A', 'B', 'C']) zones.push((await createZone(t, owner, { name })).id);
  });
  afterAll(() => t.close());

  const invite = (zoneId: string, email: string) =>
    t.http().post(`/api/zones/${zoneId}/invitations`).set(owner.auth).send({ email, role: 'member' });
  const fresh = () => `guest.${randomBytes(4).toString('hex')}@example.com`;

  it('cost the inviter nothing: invitations and resends refused with 429 leave the inviter’s budget whole', async () => {
    const email = fresh();
    const first = await invite(zones[0], email).expect(201); // the address's one mail
    for (const zoneId of [zones[1], zones[2], zones[1]]) {
      const refused = await invite(zoneId, email).expect(429);
      expect(refused.body).toMatchObject({ ...errorShape, code: 'RATE_LIMITED' });
    }
    await resendLater(t, owner.auth, zones[0], first.body.id, 429);

    // One of three used: two more invitations go, the one after is the inviter's fourth.
    await invite(zones[0], fresh()).expect(201);
    await invite(zones[0], fresh()).expect(201);
    const over = await invite(zones[0], fresh()).expect(429);
    expect(over.body).toMatchObject({ ...errorShape, code: 'RATE_LIMITED' });
    const pending = await t.http().get(`/api/zones/${zones[0]}/invitations`).set(owner.auth).expect(200);
    expect(pending.body).toHaveLength(3);
  });
});
