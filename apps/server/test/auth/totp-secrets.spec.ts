import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { generateSecret } from 'otplib';
import { Client } from 'pg';
import { pino } from 'pino';
import supertest from 'supertest';
import { createApp } from '../../src/app.factory.js';
import { loadConfig } from '../../src/config/app-config.js';
import type { TestApp } from '../support/test-app.js';
import {
  bearer,
  enable2fa,
  errorShape,
  RELAXED_LIMITS,
  signIn,
  signUp,
  startAuthApp,
  totp,
} from './auth-test-kit.js';

/**
 * TOTP secrets are stored sealed with SECRETS_KEY (AES-256-GCM), never in plain text; rows an
 * older version stored in plain text are sealed at start; a start with a key that cannot open
 * the stored ones is refused; a secret that cannot be opened later fails that user's TOTP codes
 * (401, logged), not the request (500).
 */

type Row = { mfa_enabled: boolean; mfa_secret: string | null; mfa_pending_secret: string | null };
const stored = (t: TestApp, id: string): Promise<Row> =>
  t.dataSource
    .query('SELECT mfa_enabled, mfa_secret, mfa_pending_secret FROM users WHERE id = $1', [id])
    .then((rows: Row[]) => rows[0]);

describe('TOTP secrets at rest', () => {
  describe('a running server', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startAuthApp();
    });
    afterAll(() => t.close());

    it('stores the pending and the active secret sealed, never the secret itself; 2FA still works', async () => {
      const u = await signUp(t);
      const setup = await t.http().post('/api/auth/setup-2fa').set(bearer(u.tokens.accessToken)).expect(200);
      const secret: string = setup.body.secret;
      const pending = await stored(t, u.user.id);
      expect(pending.mfa_pending_secret).toMatch(/^v1:[0-9a-f]{8}:/);
      expect(pending.mfa_pending_secret).not.toContain(secret);
      expect(pending.mfa_secret).toBeNull();

      await t
        .http()
        .post('/api/auth/enable-2fa')
        .set(bearer(u.tokens.accessToken))
        .send({ totpCode: await totp(secret) })
        .expect(200);
      const active = await stored(t, u.user.id);
      expect(active).toMatchObject({ mfa_enabled: true, mfa_pending_secret: null });
      expect(active.mfa_secret).toMatch(/^v1:[0-9a-f]{8}:/);
      expect(active.mfa_secret).not.toContain(secret);
      // The column holds no form of the secret a reader could use directly.
      for (const enc of ['base64', 'base64url', 'hex'] as const) {
        expect(active.mfa_secret).not.toContain(Buffer.from(secret).toString(enc));
      }
      expect((await signIn(t, u.email, u.password, await totp(secret, 1))).status).toBe(200);
    });

    it('a secret that cannot be opened (here: copied from another account) fails TOTP as a wrong code, logged, while recovery codes work', async () => {
      const a = await signUp(t);
      const b = await signUp(t);
      const { secret: secretA } = await enable2fa(t, a.tokens.accessToken);
      const { recoveryCodes } = await enable2fa(t, b.tokens.accessToken);
      // An attacker who can write the table copies A's sealed secret onto B, to use A's codes for B.
      await t.dataSource.query(
        'UPDATE users SET mfa_secret = (SELECT mfa_secret FROM users WHERE id = $1) WHERE id = $2',
        [a.user.id, b.user.id],
      );
      const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      try {
        const res = await signIn(t, b.email, b.password, await totp(secretA, 1));
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ ...errorShape, code: 'SIGNIN_FAILED' });
        expect(errors.mock.calls.map((c) => String(c[0]))).toContainEqual(
          expect.stringMatching(new RegExp(`users\\.mfa_secret of user ${b.user.id} cannot be decrypted`)),
        );
      } finally {
        errors.mockRestore();
      }
      expect((await signIn(t, b.email, b.password, recoveryCodes[0])).status).toBe(200);
    });
  });

  describe('at start', () => {
    let dataDir: string;
    let dbName: string | undefined;
    let databaseUrl: string | undefined;
    const serverUrl = process.env.DATABASE_URL;

    async function admin(sql: string): Promise<void> {
      const c = new Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(sql);
      } finally {
        await c.end();
      }
    }

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'atrium-totp-'));
      if (serverUrl) {
        dbName = `atrium_totp_${process.pid}_${randomBytes(4).toString('hex')}`;
        await admin(`CREATE DATABASE ${dbName}`);
        const u = new URL(serverUrl);
        u.pathname = '/' + dbName;
        databaseUrl = u.toString();
      }
    });
    afterAll(async () => {
      rmSync(dataDir, { recursive: true, force: true });
      if (dbName) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    });

    /** A server on the same database each time: DATA_DIR on disk (PGlite) or the test's PostgreSQL database. */
    async function boot(env: Record<string, string> = {}): Promise<TestApp> {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        JWT_SECRET: 'j'.repeat(40),
        SEED_DEMO: 'false',
        ...RELAXED_LIMITS,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...env,
      });
      const { app, database } = await createApp(config, { logger: pino({ level: 'silent' }) });
      await app.getHttpAdapter().getInstance().ready();
      return {
        app,
        http: () => supertest(app.getHttpServer()),
        dataSource: database.dataSource,
        config,
        kind: database.kind,
        close: () => app.close(),
      };
    }

    it('seals secrets an older version stored in plain text, once, and they keep working', async () => {
      const first = await boot();
      const on = await signUp(first);
      const pending = await signUp(first);
      const onSecret = generateSecret();
      const pendingSecret = generateSecret();
      // What an earlier version left: plain base32 secrets.
      await first.dataSource.query(
        'UPDATE users SET mfa_enabled = true, mfa_secret = $2, mfa_last_time_step = NULL WHERE id = $1',
        [on.user.id, onSecret],
      );
      await first.dataSource.query('UPDATE users SET mfa_pending_secret = $2 WHERE id = $1', [
        pending.user.id,
        pendingSecret,
      ]);
      await first.close();

      const second = await boot();
      try {
        const a = await stored(second, on.user.id);
        const b = await stored(second, pending.user.id);
        expect(a.mfa_secret).toMatch(/^v1:/);
        expect(a.mfa_secret).not.toContain(onSecret);
        expect(b.mfa_pending_secret).toMatch(/^v1:/);
        expect(b.mfa_pending_secret).not.toContain(pendingSecret);
        // Sealed secrets are left alone (not sealed twice).
        const [{ n }] = await second.dataSource.query(
          `SELECT count(*)::int AS n FROM users WHERE mfa_secret LIKE 'v1:%:v1:%' OR mfa_pending_secret LIKE 'v1:%:v1:%'`,
        );
        expect(n).toBe(0);
        // Both still work with the codes of the original secrets.
        expect((await signIn(second, on.email, on.password, await totp(onSecret))).status).toBe(200);
        const pendingLogin = await signIn(second, pending.email, pending.password);
        await second
          .http()
          .post('/api/auth/enable-2fa')
          .set(bearer(pendingLogin.body.tokens.accessToken))
          .send({ totpCode: await totp(pendingSecret) })
          .expect(200);
      } finally {
        await second.close();
      }

      // A third start changes nothing.
      const before = await (async () => {
        const third = await boot();
        try {
          return await stored(third, on.user.id);
        } finally {
          await third.close();
        }
      })();
      const fourth = await boot();
      try {
        expect(await stored(fourth, on.user.id)).toEqual(before);
      } finally {
        await fourth.close();
      }
    });

    it('refuses to start with a key that cannot open the stored secrets, naming SECRETS_KEY', async () => {
      await expect(boot({ SECRETS_KEY: randomBytes(32).toString('hex') })).rejects.toThrow(
        /SECRETS_KEY does not match the key that encrypted the TOTP secrets of 2 account\(s\)/,
      );
      // The generated key (DATA_DIR/secrets-key) still opens them.
      const again = await boot();
      await again.close();
    });
  });
});
