import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../src/config/app-config.js';
import { MailService, SECRET_REMOVED } from '../../src/modules/mail/mail.service.js';
import type { TestApp } from '../support/test-app.js';
import { withMigrationSteps } from '../support/migrated-to.js';
import { newEmail, outbox, settle, signUp, startAuthApp, tokenFromLink } from './auth-test-kit.js';
import type { OutboxRow } from './auth-test-kit.js';
import { SmtpSink } from './smtp-sink.js';

/**
 * The mail outbox keeps no usable link: a reset or verification token stays in the stored copy
 * only while the mail is undelivered and the token live (without SMTP that copy is how a developer
 * gets the link), and is replaced by a marker once SMTP delivered the mail, the link was used, or
 * it expired.
 */

type Row = OutboxRow & { id: string; live_secrets: string[] | null; secrets_expire_at: Date | null };

async function lastMail(t: TestApp, to: string, subject: string): Promise<Row> {
  const rows = (await outbox(t, to)).filter((m) => m.subject === subject) as Row[];
  expect(rows.length).toBeGreaterThan(0);
  return rows[rows.length - 1];
}

const resetPassword = (t: TestApp, token: string) =>
  t.http().post('/api/auth/reset-password').send({ token, newPassword: 'a new password here' });

/** What the expiry would do: the row's secrets and the token itself are past their time. */
async function expire(t: TestApp, email: string): Promise<void> {
  await t.dataSource.query(
    `UPDATE mail_outbox SET secrets_expire_at = now() - interval '1 second' WHERE lower("to") = lower($1)
       AND live_secrets IS NOT NULL`,
    [email],
  );
  await t.dataSource.query(
    `UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE lower(email) = lower($1)`,
    [email],
  );
}

describe('mail outbox without SMTP (development: the outbox is the delivery)', () => {
  let t: TestApp;
  let sweepsAtStart = 0;
  beforeAll(async () => {
    const spy = jest.spyOn(MailService.prototype, 'sweepSecrets');
    t = await startAuthApp();
    sweepsAtStart = spy.mock.calls.length;
    spy.mockRestore();
  });
  afterAll(() => t.close());

  it('sweeps once at start', () => {
    expect(sweepsAtStart).toBe(1);
  });

  it('logs the link of a mail it cannot send, so a developer who signed up can open it', async () => {
    const log = jest.spyOn(Logger.prototype, 'log');
    try {
      const email = newEmail('logged');
      await signUp(t, { email });
      const mail = await lastMail(t, email, 'Confirm your email address');
      const token = tokenFromLink(mail.text, '/verify-email');
      const lines = log.mock.calls.map((call) => String(call[0])).filter((line) => line.includes(email));
      expect(lines).toEqual([
        expect.stringContaining(
          '"Confirm your email address" to ' +
            email +
            ' kept in mail_outbox, not sent (SMTP_URL is unset); open: http',
        ),
      ]);
      expect(lines[0]).toContain(`/verify-email?token=${token}`);
    } finally {
      log.mockRestore();
    }
  });

  it('never logs a link in production (NODE_ENV=production), where a relay reads the outbox', async () => {
    const execute = jest.fn(async () => ({ raw: [{ id: 'outbox-1' }] }));
    const chain = { insert: () => chain, values: () => chain, returning: () => chain, execute };
    const dataSource = {
      getRepository: () => ({ createQueryBuilder: () => chain }),
    } as unknown as DataSource;
    const config = { smtpUrl: undefined, isProduction: true } as unknown as AppConfig;
    const log = jest.spyOn(Logger.prototype, 'log');
    try {
      const secret = 'secret-token-value';
      const expiresAt = new Date(Date.now() + 60_000);
      await new MailService(config, dataSource).send({
        to: 'someone@example.com',
        subject: 'Confirm your email address',
        text: `Open http://localhost/verify-email?token=${secret}`,
        secrets: [{ value: secret, expiresAt }],
      });
      expect(execute).toHaveBeenCalledTimes(1);
      expect(log.mock.calls.map((call) => String(call[0])).filter((line) => line.includes(secret))).toEqual(
        [],
      );
    } finally {
      log.mockRestore();
    }
  });

  it('keeps a live link while it is unused and unexpired, and removes it once it is used', async () => {
    const u = await signUp(t);
    await t.http().post('/api/auth/forgot-password').send({ email: u.email }).expect(202);
    const live = await lastMail(t, u.email, 'Reset your password');
    const token = tokenFromLink(live.text, '/reset-password');
    expect(live.html).toContain(token);
    expect(live.live_secrets).toEqual([token]);
    expect(live.secrets_expire_at!.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    // A sweep leaves it alone: it is neither delivered nor expired.
    await t.app.get(MailService).sweepSecrets();
    expect((await lastMail(t, u.email, 'Reset your password')).text).toContain(token);

    await resetPassword(t, token).expect(200);
    await settle(t);
    const used = await lastMail(t, u.email, 'Reset your password');
    expect(used.text).not.toContain(token);
    expect(used.html).not.toContain(token);
    expect(used.text).toContain(`/reset-password?token=${SECRET_REMOVED.used}`);
    expect(used.live_secrets).toBeNull();
  });

  it('removes an expired link at the next sweep; other mails are untouched', async () => {
    const email = newEmail('expiring');
    await signUp(t, { email });
    const mail = await lastMail(t, email, 'Confirm your email address');
    const token = tokenFromLink(mail.text, '/verify-email');
    const before = (await outbox(t, email)).filter((m) => m.subject !== 'Confirm your email address');
    await expire(t, email);
    expect(await t.app.get(MailService).sweepSecrets()).toBeGreaterThanOrEqual(1);
    const swept = await lastMail(t, email, 'Confirm your email address');
    expect(swept.text).not.toContain(token);
    expect(swept.html).not.toContain(token);
    expect(swept.text).toContain(`/verify-email?token=${SECRET_REMOVED.expired}`);
    expect(swept.live_secrets).toBeNull();
    expect((await outbox(t, email)).filter((m) => m.subject !== 'Confirm your email address')).toEqual(
      before,
    );
    // The token was dead anyway.
    await t.http().post('/api/auth/verify-email').send({ token }).expect(400);
  });

  it('removes the link of a row a relay marked sent', async () => {
    const u = await signUp(t);
    await t.http().post('/api/auth/forgot-password').send({ email: u.email }).expect(202);
    const mail = await lastMail(t, u.email, 'Reset your password');
    const token = tokenFromLink(mail.text, '/reset-password');
    await t.dataSource.query('UPDATE mail_outbox SET sent_at = now() WHERE id = $1', [mail.id]);
    await t.app.get(MailService).sweepSecrets();
    const swept = await lastMail(t, u.email, 'Reset your password');
    expect(swept.text).not.toContain(token);
    expect(swept.text).toContain(SECRET_REMOVED.delivered);
  });
});

describe('mail outbox with SMTP', () => {
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

  it('once SMTP accepted the mail, the stored copy has no token; the delivered link still works', async () => {
    const u = await signUp(t);
    await t.http().post('/api/auth/forgot-password').send({ email: u.email }).expect(202);
    await settle(t);
    const delivered = smtp.to(u.email).filter((m) => m.subject === 'Reset your password');
    expect(delivered).toHaveLength(1);
    const token = tokenFromLink(delivered[0].text, '/reset-password');

    const stored = await lastMail(t, u.email, 'Reset your password');
    expect(stored.sent_at).toEqual(expect.any(Date));
    expect(stored.text).not.toContain(token);
    expect(stored.html).not.toContain(token);
    expect(stored.text).toContain(`https://atrium.example/reset-password?token=${SECRET_REMOVED.delivered}`);
    expect(stored.live_secrets).toBeNull();
    expect(stored.secrets_expire_at).toBeNull();

    await resetPassword(t, token).expect(200);
  });

  it('a verification mail the same way', async () => {
    const u = await signUp(t);
    await settle(t);
    const [delivered] = smtp.to(u.email).filter((m) => m.subject === 'Confirm your email address');
    const token = tokenFromLink(delivered.text, '/verify-email');
    const stored = await lastMail(t, u.email, 'Confirm your email address');
    expect(stored.text).not.toContain(token);
    expect(stored.html).not.toContain(token);
  });
});

describe('mail outbox when SMTP fails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('keeps the link for a resend while it lives, and removes it when it expires', async () => {
    const u = await signUp(t);
    await t.http().post('/api/auth/forgot-password').send({ email: u.email }).expect(202);
    const failed = await lastMail(t, u.email, 'Reset your password');
    expect(failed.error).toEqual(expect.any(String));
    const token = tokenFromLink(failed.text, '/reset-password');
    await expire(t, u.email);
    await t.app.get(MailService).sweepSecrets();
    const swept = await lastMail(t, u.email, 'Reset your password');
    expect(swept.text).not.toContain(token);
    expect(swept.text).toContain(SECRET_REMOVED.expired);
  });
});

describe('migration MailOutboxSecrets', () => {
  it('removes the tokens of links stored before it, and nothing else', async () => {
    await withMigrationSteps('outbox', async (steps) => {
      const before = await steps.before('MailOutboxSecrets1763840000000');
      await before.query(
        `INSERT INTO mail_outbox ("to", subject, text, html) VALUES
         ('a@b.co', 'Reset your password', 'Choose: http://x/reset-password?token=abc_DEF-123\n\n— Atrium',
          '<a href="http://x/reset-password?token=abc_DEF-123">Choose</a>'),
         ('a@b.co', 'Two-factor authentication is on', 'Keep your recovery codes safe.', NULL)`,
      );
      await before.destroy();
      const after = await steps.after();
      const rows: { subject: string; text: string; html: string | null }[] = await after.query(
        'SELECT subject, text, html FROM mail_outbox ORDER BY subject',
      );
      await after.destroy();
      expect(rows).toEqual([
        {
          subject: 'Reset your password',
          text: 'Choose: http://x/reset-password?token=[link removed]\n\n— Atrium',
          html: '<a href="http://x/reset-password?token=[link removed]">Choose</a>',
        },
        { subject: 'Two-factor authentication is on', text: 'Keep your recovery codes safe.', html: null },
      ]);
    });
  });
});
