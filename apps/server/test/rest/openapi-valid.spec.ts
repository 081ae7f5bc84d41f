import { compileErrors, validate } from '@readme/openapi-parser';
import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { registerCollection, TASKS } from './rest-kit.js';

/**
 * The OpenAPI document is valid OpenAPI, as an integrator's tools (code generators, Postman,
 * Swagger UI) read it: checked by ReadMe's parser (@readme/openapi-parser: the OpenAPI JSON
 * Schema plus its semantic rules, e.g. unique operation ids, path parameters declared) for each
 * kind of caller, with a registered collection of every field type and the RPC functions in it.
 */
describe('the OpenAPI document is valid OpenAPI', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  const docAs = async (user: TestUser | null) => {
    const req = t.http().get('/api/docs/json');
    return (await (user ? req.set(user.auth) : req).expect(200)).body;
  };

  beforeAll(async () => {
    t = await startAppForUsers();
    admin = await createUser(t, { platformRole: 'admin', prefix: 'admin' });
    member = await createUser(t, { prefix: 'member' });
    await registerCollection(t, admin, TASKS);
  }, 120_000);

  afterAll(() => t?.close());

  it.each([
    ['anonymous', () => null],
    ['a member', () => member],
    ['an admin (every collection)', () => admin],
  ])('for %s', async (_who, caller) => {
    const document = await docAs(caller());
    // validate() dereferences the document in place: give it a copy.
    const result = await validate(structuredClone(document));
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(result.specification).toBe('OpenAPI');
    expect(Object.keys(document.paths).length).toBeGreaterThan(20);
  });
});
