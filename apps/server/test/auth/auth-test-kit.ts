import { generate } from 'otplib';
import type { Tokens, User } from '@atrium/schema';
import { DeferredTasks } from '../../src/modules/auth/deferred-tasks.js';
import { ChangeFeedService } from '../../src/modules/changes/change-feed.service.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';

/** Limits high enough that ordinary tests never meet them (rate-limit tests set their own). */
export const RELAXED_LIMITS = {
  RATE_LIMIT_AUTH_PER_IP: '100000',
  RATE_LIMIT_SIGNIN_FAILURES: '100000',
  RATE_LIMIT_MAIL_PER_ADDRESS: '100000',
  RATE_LIMIT_INVITES_PER_USER: '100000',
};

export function startAuthApp(env: Record<string, string> = {}): Promise<TestApp> {
  return startTestApp({ ...RELAXED_LIMITS, ...env });
}

export const errorShape = {
  error: expect.any(String),
  code: expect.any(String),
  message: expect.any(String),
  timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
};

let counter = 0;
/** A fresh address per call (tests share one database per file). */
export function newEmail(prefix = 'user'): string {
  counter++;
  return `${prefix}.${counter}.${Date.now().toString(36)}@example.com`;
}

export const PASSWORD = 'correct horse battery';

export interface SignedUp {
  email: string;
  password: string;
  user: User;
  tokens: Tokens;
}

export async function signUp(t: TestApp, extra: Record<string, unknown> = {}): Promise<SignedUp> {
  const email = (extra.email as string | undefined) ?? newEmail();
  const password = (extra.password as string | undefined) ?? PASSWORD;
  const res = await t
    .http()
    .post('/api/auth/signup')
    .send({ email, password, first_name: 'Test', ...extra });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, password, user: res.body.user, tokens: res.body.tokens };
}

export function signIn(t: TestApp, email: string, password: string, totpCode?: string) {
  return t
    .http()
    .post('/api/auth/signin')
    .send({ email, password, ...(totpCode ? { totpCode } : {}) });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Waits for mails and other work done after the response. */
export function settle(t: TestApp): Promise<void> {
  return t.app.get(DeferredTasks).drain();
}

export interface OutboxRow {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: Date;
  sent_at: Date | null;
  error: string | null;
}

export async function outbox(t: TestApp, to: string): Promise<OutboxRow[]> {
  await settle(t);
  return t.dataSource.query('SELECT * FROM mail_outbox WHERE lower("to") = lower($1) ORDER BY created_at', [
    to,
  ]);
}

/** The token of the last link to `path` (e.g. /reset-password) in a mail text. */
export function tokenFromLink(text: string, path: string): string {
  const all = [...text.matchAll(new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`, 'g'))];
  if (!all.length) throw new Error(`no ${path} link in: ${text}`);
  return all[all.length - 1][1];
}

/** A TOTP code for `secret`, `steps` 30-second steps from now. */
export function totp(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** Turns 2FA on for a signed-in user; returns the secret and the recovery codes. */
export async function enable2fa(
  t: TestApp,
  accessToken: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await t.http().post('/api/auth/setup-2fa').set(bearer(accessToken)).expect(200);
  const res = await t
    .http()
    .post('/api/auth/enable-2fa')
    .set(bearer(accessToken))
    .send({ totpCode: await totp(setup.body.secret) });
  if (res.status !== 200) throw new Error(`enable-2fa failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { secret: setup.body.secret, recoveryCodes: res.body.recoveryCodes };
}

/** Lets the change feed see what the test changed in the database (as another node's write would be seen). */
export async function feedChanges(t: TestApp): Promise<void> {
  const feed = t.app.get(ChangeFeedService);
  // A poll already running may have read the versions before the change: wait for it, then poll.
  while ((feed as unknown as { polling: boolean }).polling) await new Promise((r) => setTimeout(r, 5));
  await feed.poll();
}
