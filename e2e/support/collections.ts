import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from './auth';

/**
 * Registers `schema` as the demo admin before the file's tests and drops it (with its table)
 * after them. `token()` is the admin's access token, for the file's own API calls.
 */
export function registerCollectionForFile(schema: { name: string }): { token: () => string } {
  let token = '';
  test.beforeAll(async ({ request }) => {
    const signIn = await request.post('/api/auth/signin', { data: DEMO_ADMIN });
    expect(signIn.status()).toBe(200);
    token = ((await signIn.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
    const created = await request.post('/api/schemas', {
      headers: { Authorization: `Bearer ${token}` },
      data: schema,
    });
    expect(created.status(), await created.text()).toBe(201);
  });
  test.afterAll(async ({ request }) => {
    if (!token) return;
    await request.delete(`/api/schemas/${schema.name}?confirm=destructive`, {
      headers: { Authorization: `Bearer ${token}` },
    });
  });
  return { token: () => token };
}
