import type { TestApp } from '../support/test-app.js';
import { withMigrationSteps } from '../support/migrated-to.js';
import {
  PASSWORD,
  bearer,
  enable2fa,
  errorShape,
  newEmail,
  outbox,
  settle,
  signIn,
  signUp,
  startAuthApp,
  tokenFromLink,
  totp,
} from './auth-test-kit.js';
import { SmtpSink } from './smtp-sink.js';

describe('password flows, with mail through a real SMTP server', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await new SmtpSink().start();
    t = await startAuthApp({ SMTP_URL: smtp.url, APP_URL: 'https://atrium.example' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const me = (token: string) => t.http().get('/api/auth/me').set(bearer(token));

  /** The token of the newest reset link that reached the SMTP server for `email`. */
  async function resetTokenFor(email: string): Promise<string> {
    await settle(t);
    const mails = smtp.to(email).filter((m) => m.subject === 'Reset your password');
    expect(mails.length).toBeGreaterThan(0);
    const text = mails[mails.length - 1].text;
    expect(text).toContain('https://atrium.example/reset-password?token=');
    return tokenFromLink(text, '/reset-password');
  }

  /** Asks for a reset link for `email` and uses it to set `newPassword`. */
  async function resetByMail(email: string, newPassword: string): Promise<void> {
    await t.http().post('/api/auth/forgot-password').send({ email }).expect(202);
    await t
      .http()
      .post('/api/auth/reset-password')
      .send({ token: await resetTokenFor(email), newPassword })
      .expect(200);
  }

  describe('POST /auth/change-password', () => {
    it('needs the current password: a wrong one → 400 PASSWORD_CHANGE_FAILED (not 401: the user stays signed in)', async () => {
      const u = await signUp(t);
      const res = await t
        .http()
        .post('/api/auth/change-password')
        .set(bearer(u.tokens.accessToken))
        .send({ currentPassword: 'not my password', newPassword: 'a brand new password' })
        .expect(400);
      expect(res.body).toMatchObject({
        ...errorShape,
        code: 'PASSWORD_CHANGE_FAILED',
        message: 'Failed to change password',
      });
      expect(res.body.details).toEqual([
        { path: 'currentPassword', message: 'Current password is incorrect' },
      ]);
      await me(u.tokens.accessToken).expect(200);
    });

    it('changes it; other sessions are revoked at once, this one stays; a notice is mailed', async () => {
      const u = await signUp(t);
      const other = (await signIn(t, u.email, u.password)).body.tokens;
      await me(other.accessToken).expect(200);
      const res = await t
        .http()
        .post('/api/auth/change-password')
        .set(bearer(u.tokens.accessToken))
        .send({ currentPassword: u.password, newPassword: 'a brand new password' })
        .expect(200);
      expect(res.body).toEqual({ message: 'Password changed' });
      await me(other.accessToken).expect(401);
      await t.http().post('/api/auth/refresh').send({ refreshToken: other.refreshToken }).expect(401);
      await me(u.tokens.accessToken).expect(200);
      expect((await signIn(t, u.email, u.password)).status).toBe(401);
      expect((await signIn(t, u.email, 'a brand new password')).status).toBe(200);
      await settle(t);
      expect(smtp.to(u.email).map((m) => m.subject)).toContain('Your password was changed');
    });

    it('the current password as the new one → 400 VALIDATION_FAILED at newPassword; nothing changes', async () => {
      const u = await signUp(t, { password: 'crème brûlée 2024' });
      const other = (await signIn(t, u.email, u.password)).body.tokens;
      // NFC-equal spellings are the same password (the server stores it normalised).
      for (const newPassword of [u.password, u.password.normalize('NFD')]) {
        const res = await t
          .http()
          .post('/api/auth/change-password')
          .set(bearer(u.tokens.accessToken))
          .send({ currentPassword: u.password, newPassword })
          .expect(400);
        expect(res.body).toMatchObject({ ...errorShape, code: 'VALIDATION_FAILED' });
        expect(res.body.details).toEqual([
          { path: 'newPassword', message: 'Choose a password different from the current one' },
        ]);
      }
      // No session was revoked and no "password changed" notice went out.
      await me(other.accessToken).expect(200);
      await settle(t);
      expect(smtp.to(u.email).map((m) => m.subject)).not.toContain('Your password was changed');
      expect((await signIn(t, u.email, u.password)).status).toBe(200);
    });

    it('without a token → 401 UNAUTHENTICATED', async () => {
      await t
        .http()
        .post('/api/auth/change-password')
        .send({ currentPassword: 'x', newPassword: 'long enough' })
        .expect(401);
    });
  });

  describe("in the recipient's language", () => {
    it('a German or Japanese account gets its reset and notice mails in its language; others in English', async () => {
      const speaking = async (language: string) => {
        const u = await signUp(t);
        await t
          .http()
          .patch('/api/users/me/preferences')
          .set(bearer(u.tokens.accessToken))
          .send({ language })
          .expect(200);
        return u;
      };
      const de = await speaking('de-DE');
      const ja = await speaking('ja-JP');
      const en = await signUp(t);
      for (const u of [de, ja, en])
        await t.http().post('/api/auth/forgot-password').send({ email: u.email }).expect(202);
      // The outbox keeps each mail as written (SMTP headers would carry the subject encoded).
      const subjects = async (email: string) => (await outbox(t, email)).map((m) => m.subject);
      expect(await subjects(de.email)).toContain('Setze dein Passwort zurück');
      expect(await subjects(ja.email)).toContain('パスワードをリセットしてください');
      expect(await subjects(en.email)).toContain('Reset your password');
      const german = (await outbox(t, de.email)).find((m) => m.subject === 'Setze dein Passwort zurück')!;
      expect(german.text).toContain('Neues Passwort wählen: ');
      expect(german.text).not.toContain('Choose a new password');
      expect(german.html).toContain('<p>— Atrium</p>');
      // The sign-up attempt mail names the address, in German.
      await t.http().post('/api/auth/signup').send({ email: de.email, password: 'another password here' });
      const attempt = (await outbox(t, de.email)).find((m) => m.subject.startsWith('Jemand wollte'));
      expect(attempt?.text).toContain(`Atrium-Konto für ${de.email} anlegen`);
    });
  });

  describe('forgot and reset', () => {
    it('POST /auth/forgot-password → 202 with the same body whether or not the email exists', async () => {
      const u = await signUp(t);
      const known = await t.http().post('/api/auth/forgot-password').send({ email: u.email }).expect(202);
      const unknown = await t
        .http()
        .post('/api/auth/forgot-password')
        .send({ email: newEmail('nobody') })
        .expect(202);
      expect(known.body).toEqual(unknown.body);
      expect(known.headers['content-length']).toBe(unknown.headers['content-length']);
      await resetTokenFor(u.email);
      // Mail went through SMTP and is recorded in the outbox.
      const rows = (await outbox(t, u.email)).filter((m) => m.subject === 'Reset your password');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        sent_at: expect.any(Date),
        error: null,
        html: expect.stringContaining('<a href="https://atrium.example/reset-password?token='),
      });
    });

    it('POST /auth/reset-password sets the password and revokes every session; the link works once', async () => {
      const u = await signUp(t);
      const other = (await signIn(t, u.email, u.password)).body.tokens;
      await t.http().post('/api/auth/forgot-password').send({ email: u.email.toUpperCase() }).expect(202);
      const token = await resetTokenFor(u.email);

      const res = await t
        .http()
        .post('/api/auth/reset-password')
        .send({ token, newPassword: 'reset to this one' })
        .expect(200);
      expect(res.body).toEqual({ message: expect.any(String) });
      await me(u.tokens.accessToken).expect(401);
      await me(other.accessToken).expect(401);
      await t.http().post('/api/auth/refresh').send({ refreshToken: u.tokens.refreshToken }).expect(401);
      expect((await signIn(t, u.email, u.password)).status).toBe(401);
      const signedIn = await signIn(t, u.email, 'reset to this one');
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.user.email_verified).toBe(true); // the mailbox was proven

      const reused = await t
        .http()
        .post('/api/auth/reset-password')
        .send({ token, newPassword: 'and once more' })
        .expect(400);
      expect(reused.body).toMatchObject({
        ...errorShape,
        code: 'PASSWORD_RESET_FAILED',
        message: 'Failed to reset password',
      });
    });

    it('an expired reset link (older than 30 minutes) → 400 PASSWORD_RESET_FAILED', async () => {
      const u = await signUp(t);
      await t.http().post('/api/auth/forgot-password').send({ email: u.email }).expect(202);
      const token = await resetTokenFor(u.email);
      const [row] = await t.dataSource.query(
        `SELECT extract(epoch FROM expires_at - created_at)::int AS ttl FROM auth_tokens WHERE user_id = $1 AND purpose = 'password_reset'`,
        [u.user.id],
      );
      expect(row.ttl).toBe(30 * 60);
      await t.dataSource.query(
        `UPDATE auth_tokens SET created_at = created_at - interval '31 minutes', expires_at = expires_at - interval '31 minutes' WHERE user_id = $1`,
        [u.user.id],
      );
      const res = await t
        .http()
        .post('/api/auth/reset-password')
        .send({ token, newPassword: 'too late for this' })
        .expect(400);
      expect(res.body.code).toBe('PASSWORD_RESET_FAILED');
      expect((await signIn(t, u.email, u.password)).status).toBe(200);
    });

    it('a newer reset link retires the older one; tokens are stored hashed', async () => {
      const u = await signUp(t);
      await t.http().post('/api/auth/forgot-password').send({ email: u.email }).expect(202);
      const first = await resetTokenFor(u.email);
      await t.http().post('/api/auth/forgot-password').send({ email: u.email }).expect(202);
      const second = await resetTokenFor(u.email);
      expect(second).not.toBe(first);
      const stored: { token_hash: string }[] = await t.dataSource.query(
        'SELECT token_hash FROM auth_tokens WHERE user_id = $1',
        [u.user.id],
      );
      for (const s of stored) expect([first, second]).not.toContain(s.token_hash);
      await t
        .http()
        .post('/api/auth/reset-password')
        .send({ token: first, newPassword: 'first link password' })
        .expect(400);
      await t
        .http()
        .post('/api/auth/reset-password')
        .send({ token: second, newPassword: 'second link password' })
        .expect(200);
    });

    /** Verifies the address with the link mailed at sign-up, as its owner would. */
    async function verifyByLink(email: string): Promise<void> {
      await settle(t);
      const mails = smtp.to(email).filter((m) => m.subject === 'Confirm your email address');
      expect(mails.length).toBeGreaterThan(0);
      const token = tokenFromLink(mails[mails.length - 1].text, '/verify-email');
      await t.http().post('/api/auth/verify-email').send({ token }).expect(200);
    }

    const mfaState = async (userId: string) => {
      const [row] = await t.dataSource.query(
        `SELECT mfa_enabled, mfa_secret, mfa_pending_secret, mfa_last_time_step, email_verified, mfa_unverified_setup,
                (SELECT count(*)::int FROM mfa_recovery_codes WHERE user_id = $1) AS recovery_codes
           FROM users WHERE id = $1`,
        [userId],
      );
      return row;
    };

    it('on an address that was verified, a reset does not turn 2FA off: the next sign-in still needs the code', async () => {
      const u = await signUp(t);
      await verifyByLink(u.email);
      const { secret } = await enable2fa(t, u.tokens.accessToken);
      await resetByMail(u.email, 'after the reset');
      const noCode = await signIn(t, u.email, 'after the reset');
      expect(noCode.status).toBe(401);
      expect(noCode.body.code).toBe('MFA_REQUIRED');
      expect((await signIn(t, u.email, 'after the reset', await totp(secret, 1))).status).toBe(200);
      expect((await mfaState(u.user.id)).recovery_codes).toBe(10);
    });

    it("on an address never verified, a reset turns off the 2FA a stranger may have set up: the owner isn't locked out", async () => {
      // Someone signed up with the owner's address (no verification required) and turned 2FA on.
      const stranger = await signUp(t);
      await enable2fa(t, stranger.tokens.accessToken);
      expect((await signIn(t, stranger.email, stranger.password)).body.code).toBe('MFA_REQUIRED');
      // The owner proves the mailbox with a reset link.
      await resetByMail(stranger.email, 'the real owner');
      const owner = await signIn(t, stranger.email, 'the real owner');
      expect(owner.status).toBe(200);
      expect(owner.body.user).toMatchObject({ email_verified: true, mfa_enabled: false });
      await me(owner.body.tokens.accessToken).expect(200);
      await me(stranger.tokens.accessToken).expect(401);
      expect(await mfaState(stranger.user.id)).toEqual({
        mfa_enabled: false,
        mfa_secret: null,
        mfa_pending_secret: null,
        mfa_last_time_step: null,
        email_verified: true,
        mfa_unverified_setup: false,
        recovery_codes: 0,
      });
      await settle(t);
      expect(smtp.to(stranger.email).map((m) => m.subject)).toContain('Two-factor authentication is off');
      // The owner can set up their own.
      await enable2fa(t, owner.body.tokens.accessToken);
    });

    it('on an address never verified, a reset also drops a pending 2FA secret', async () => {
      const u = await signUp(t);
      await t.http().post('/api/auth/setup-2fa').set(bearer(u.tokens.accessToken)).expect(200);
      await resetByMail(u.email, 'after the reset');
      expect((await mfaState(u.user.id)).mfa_pending_secret).toBeNull();
    });

    it("2FA turned on before the address was verified is cleared by a reset even after the owner clicked the verify link: the owner isn't locked out", async () => {
      // A stranger signed up with the owner's address and turned 2FA on; the owner then clicked
      // the "Confirm your email address" link that sign-up mailed them.
      const stranger = await signUp(t);
      await enable2fa(t, stranger.tokens.accessToken);
      await verifyByLink(stranger.email);
      expect((await signIn(t, stranger.email, stranger.password)).body.code).toBe('MFA_REQUIRED');
      await resetByMail(stranger.email, 'the real owner');
      const owner = await signIn(t, stranger.email, 'the real owner');
      expect(owner.status).toBe(200);
      expect(owner.body.user).toMatchObject({ email_verified: true, mfa_enabled: false });
      await me(stranger.tokens.accessToken).expect(401);
      expect(await mfaState(stranger.user.id)).toMatchObject({
        mfa_enabled: false,
        mfa_secret: null,
        recovery_codes: 0,
        mfa_unverified_setup: false,
      });
      await settle(t);
      expect(smtp.to(stranger.email).map((m) => m.subject)).toContain('Two-factor authentication is off');

      // The 2FA the owner then sets up, on the verified address, survives the next reset.
      const { secret } = await enable2fa(t, owner.body.tokens.accessToken);
      await resetByMail(stranger.email, 'the owner again');
      expect((await signIn(t, stranger.email, 'the owner again')).body.code).toBe('MFA_REQUIRED');
      expect((await signIn(t, stranger.email, 'the owner again', await totp(secret, 1))).status).toBe(200);
    });

    it('2FA turned on unverified, then off, then on again after verifying survives a reset', async () => {
      const u = await signUp(t);
      const first = await enable2fa(t, u.tokens.accessToken);
      await t
        .http()
        .post('/api/auth/disable-2fa')
        .set(bearer(u.tokens.accessToken))
        .send({ password: u.password, totpCode: await totp(first.secret, 1) })
        .expect(200);
      expect((await mfaState(u.user.id)).mfa_unverified_setup).toBe(false);
      await verifyByLink(u.email);
      const { secret } = await enable2fa(t, u.tokens.accessToken);
      await resetByMail(u.email, 'after the reset');
      expect((await signIn(t, u.email, 'after the reset')).body.code).toBe('MFA_REQUIRED');
      expect((await signIn(t, u.email, 'after the reset', await totp(secret, 1))).status).toBe(200);
    });

    it.each([
      ['unknown token', 'PASSWORD_RESET_FAILED', { token: 'A'.repeat(43), newPassword: PASSWORD }],
      ['no token', 'VALIDATION_FAILED', { newPassword: PASSWORD }],
      [
        'a token with spaces',
        'VALIDATION_FAILED',
        { token: 'a b c d e f g h i j k l', newPassword: PASSWORD },
      ],
      ['short new password', 'VALIDATION_FAILED', { token: 'A'.repeat(43), newPassword: 'short' }],
    ])('reset with %s → 400 %s', async (_name, code, body) => {
      const res = await t.http().post('/api/auth/reset-password').send(body).expect(400);
      expect(res.body).toMatchObject({ ...errorShape, code });
    });
  });
});

describe('mail when the SMTP server is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('the mail stays in the outbox with the error; the API answer is unchanged', async () => {
    const u = await signUp(t);
    await t.http().post('/api/auth/forgot-password').send({ email: u.email }).expect(202);
    const rows = (await outbox(t, u.email)).filter((m) => m.subject === 'Reset your password');
    expect(rows).toHaveLength(1);
    expect(rows[0].sent_at).toBeNull();
    expect(rows[0].error).toEqual(expect.any(String));
  });
});

describe('migration MfaUnverifiedSetup', () => {
  it('marks 2FA already on at an unverified address as set up unverified, and nothing else', async () => {
    await withMigrationSteps('mfa-setup', async (steps) => {
      const before = await steps.before('MfaUnverifiedSetup1763920000000');
      await before.query(
        `INSERT INTO users (email, email_verified, mfa_enabled) VALUES
         ('on-unverified@x.co', false, true), ('on-verified@x.co', true, true),
         ('off-unverified@x.co', false, false)`,
      );
      await before.destroy();
      const after = await steps.after();
      const rows: { email: string; mfa_unverified_setup: boolean }[] = await after.query(
        'SELECT email, mfa_unverified_setup FROM users ORDER BY email',
      );
      await after.destroy();
      expect(rows).toEqual([
        { email: 'off-unverified@x.co', mfa_unverified_setup: false },
        { email: 'on-unverified@x.co', mfa_unverified_setup: true },
        { email: 'on-verified@x.co', mfa_unverified_setup: false },
      ]);
    });
  });
});
