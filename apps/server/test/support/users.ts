import { randomBytes } from 'node:crypto';
import { UsersService } from '../../src/modules/users/users.service.js';
import { startTestApp } from './test-app.js';
import type { TestApp } from './test-app.js';

/** Abuse limits high enough that tests creating many users never meet them. */
export const RELAXED_LIMITS = {
  RATE_LIMIT_AUTH_PER_IP: '1000000',
  RATE_LIMIT_SIGNIN_FAILURES: '1000000',
  RATE_LIMIT_MAIL_PER_ADDRESS: '1000000',
  RATE_LIMIT_INVITES_PER_USER: '1000000',
};

/** A test app for suites that sign up many users. */
export function startAppForUsers(env: Record<string, string> = {}): Promise<TestApp> {
  return startTestApp({ ...RELAXED_LIMITS, ...env });
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  /** `{authorization: 'Bearer …'}` for supertest's `.set()`. */
  auth: Record<string, string>;
}

export const TEST_PASSWORD = 'zones-test-password';

let counter = 0;

/**
 * Signs a user up through the API (POST /api/auth/signup) and returns its token. With
 * `platformRole` the user_profiles.role is then set with SQL (the way an operator would) and the
 * cached account dropped, so the next request sees the role.
 */
export async function createUser(
  t: TestApp,
  opts: { platformRole?: string; prefix?: string; firstName?: string } = {},
): Promise<TestUser> {
  counter++;
  const email = `${opts.prefix ?? 'user'}.${counter}.${randomBytes(3).toString('hex')}@example.com`;
  const res = await t
    .http()
    .post('/api/auth/signup')
    .send({
      email,
      password: TEST_PASSWORD,
      first_name: opts.firstName ?? 'Test',
      last_name: `User ${counter}`,
    });
  if (res.status !== 201 || !res.body?.tokens?.accessToken) {
    throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const id: string = res.body.user.id;
  if (opts.platformRole) await setPlatformRole(t, id, opts.platformRole);
  const accessToken: string = res.body.tokens.accessToken;
  return {
    id,
    email,
    password: TEST_PASSWORD,
    accessToken,
    auth: { authorization: `Bearer ${accessToken}` },
  };
}

/** Sets user_profiles.role with SQL and drops the cached account. */
export async function setPlatformRole(t: TestApp, userId: string, role: string): Promise<void> {
  await t.dataSource.query('UPDATE user_profiles SET role = $2, updated_at = now() WHERE id = $1', [
    userId,
    role,
  ]);
  t.app.get(UsersService).invalidate(userId);
}
