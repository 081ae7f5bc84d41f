import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { literal, sql } from './db';

/** The seeded demo accounts (seeds/demo/users.json). */
export const DEMO_ADMIN = { email: 'admin@atrium.local', password: 'atrium-demo-admin' };
export const DEMO_MEMBER = { email: 'member@atrium.local', password: 'atrium-demo-member' };

export interface TestAccount {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

let counter = 0;

/** A fresh account's details (not created yet): a unique email per call. */
export function newAccount(label = 'user'): TestAccount {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `e2e-${label}-${id}@example.com`,
    password: `correct horse ${id}`,
    first_name: 'Grace',
    last_name: 'Hopper',
  };
}

/**
 * Creates the account through the API (POST /api/auth/signup) and returns it. Sign-up signs in
 * at once: that API session is signed out again so only the browsers' sessions remain.
 */
export async function signUpViaApi(request: APIRequestContext, account = newAccount()): Promise<TestAccount> {
  const response = await request.post('/api/auth/signup', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  const { tokens } = (await response.json()) as { tokens: { accessToken: string } };
  const signOut = await request.post('/api/auth/signout', {
    headers: { Authorization: `Bearer ${tokens.accessToken}` },
  });
  expect(signOut.status()).toBe(204);
  return account;
}

/** Fills and submits the sign-in form (the page must be on /login). */
export async function submitSignIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in through the login page and waits for the dashboard. */
export async function signInViaUi(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await submitSignIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Signs in without the login form, for tests whose subject is not signing in: POST
 * /api/auth/signin, and its answer stored the way the client stores a session it signed in
 * (localStorage `auth-storage`, apps/client/src/auth/auth-record.ts). The record is written from
 * a same-origin JSON page (/api/health), so the app loads once, at the test's next `page.goto`,
 * with the session — instead of twice (the login page, then the dashboard it leads to).
 */
export async function signInViaApi(page: Page, { email, password }: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/signin', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const { user, tokens } = (await response.json()) as {
    user: { id: string; email: string };
    tokens: { accessToken: string; refreshToken: string; expiresAt: number };
  };
  const stored = {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    expires_at: tokens.expiresAt,
  };
  const record = {
    state: { user, tokens: stored, session: { ...stored, user } },
    version: '1.0.0',
    timestamp: Date.now(),
  };
  await page.goto('/api/health');
  await page.evaluate((value) => localStorage.setItem('auth-storage', value), JSON.stringify(record));
}

/** Opens the account menu in the top bar and chooses an item. */
export async function chooseInUserMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/**
 * A TOTP code for `secret`, `steps` 30-second steps from now. The server accepts ±1 step and
 * never the same step twice, so a test that used the current step's code uses steps = 1 next.
 */
export async function totp(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** The newest mail to `to` whose subject matches, from the server's outbox table. */
export async function latestMail(
  to: string,
  subject: RegExp,
  /**
   * How many such mails must be in the outbox first: a mail sent after an answer (a resend is
   * answered at once and written afterwards) is only the latest once it is there.
   */
  atLeast = 1,
): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string }[] = [];
  await expect(async () => {
    const { rows } = await sql(
      `SELECT subject, text FROM mail_outbox WHERE "to" = ${literal(to)} ORDER BY created_at DESC LIMIT 10`,
    );
    found = (rows as { subject: string; text: string }[]).filter((row) => subject.test(row.subject));
    expect(found.length, `${atLeast} mail(s) to ${to} about ${subject}`).toBeGreaterThanOrEqual(atLeast);
  }).toPass({ timeout: 10_000 });
  return found[0];
}

/** Follows the confirmation mail sent at sign-up, through the API: the account's address is verified. */
export async function verifyEmailViaMail(request: APIRequestContext, email: string): Promise<void> {
  const link = new URL(linkIn((await latestMail(email, /^Confirm your email address/)).text), 'http://x');
  const res = await request.post('/api/auth/verify-email', {
    data: { token: link.searchParams.get('token') },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The path and query of the first link in a mail. */
export function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in mail:\n${text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/** The stored auth record (localStorage 'auth-storage'), parsed. */
export async function storedAuth(
  page: Page,
): Promise<{ state: { user: { email: string } | null }; version: string } | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('auth-storage');
    return raw ? JSON.parse(raw) : null;
  });
}

/** Takes the four screenshots of a screen: desktop and 375 px, light and dark. */
export async function screens(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `test-results/screens/${name}-1280-${scheme}.png`, ...options });
    await page.setViewportSize({ width: 375, height: 780 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screens/${name}-375-${scheme}.png`, ...options });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(size);
}
