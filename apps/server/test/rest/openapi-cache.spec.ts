import type { CollectionInput } from '@atrium/schema';
import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { registerCollection, TASKS } from './rest-kit.js';

/** Granted to no member: only platform admins read it. */
const PAYROLL: CollectionInput = {
  name: 'payroll_runs',
  label: 'Payroll run',
  fields: [{ name: 'gross_total', type: 'number', help: 'Sum paid out' }],
};

/** The value of the sample `name{labels…}` in a Prometheus text exposition (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || !line.startsWith(`${name}{`)) continue;
    const pairs = line.slice(line.indexOf('{') + 1, line.lastIndexOf('}')).split(',');
    if (wanted.every((w) => pairs.includes(w))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

/** The ETag without its encoding suffix (`"x-gzip"` is the text `"x"` gzipped). */
const baseTag = (etag: string) => etag.replace(/-(gzip|br)"$/, '"');

/**
 * GET /api/docs/json is sent from a JSON text serialised once per role (an admin's document of
 * 200 collections took 0.2 s to serialise on every request): the same ETag until the collection
 * catalogue changes, 304 for a client that has it, a new text after a change, and still each
 * role's own document.
 */
describe('the OpenAPI document served from its cached text', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  const get = (user: TestUser | null, headers: Record<string, string> = {}) => {
    const req = t.http().get('/api/docs/json').set(headers);
    return user ? req.set(user.auth) : req;
  };
  const docsCache = async () => {
    const text = (await t.http().get('/api/metrics').set(admin.auth).expect(200)).text;
    return {
      hits: sample(text, 'atrium_cache_hits_total', { cache: 'api_docs' }),
      misses: sample(text, 'atrium_cache_misses_total', { cache: 'api_docs' }),
    };
  };

  beforeAll(async () => {
    t = await startAppForUsers();
    admin = await createUser(t, { platformRole: 'admin', prefix: 'admin' });
    member = await createUser(t, { prefix: 'member' });
    await registerCollection(t, admin, TASKS);
    await registerCollection(t, admin, PAYROLL);
  }, 120_000);

  afterAll(() => t?.close());

  it('answers the second request from the same text: same ETag, and 304 for If-None-Match', async () => {
    const first = await get(admin).expect(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/authorization/i);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.body.paths).toHaveProperty(['/api/rest/payroll_runs']);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const before = await docsCache();
    const second = await get(admin).expect(200);
    const after = await docsCache();
    expect(second.headers.etag).toBe(etag);
    expect(second.body).toEqual(first.body);
    expect(after.hits).toBe(before.hits + 1);
    expect(after.misses).toBe(before.misses);

    // A client that has it (in any encoding) is told so, with no body.
    for (const tag of [etag, baseTag(etag), `W/${baseTag(etag)}`]) {
      const again = await get(admin, { 'if-none-match': tag }).expect(304);
      expect(again.text ?? '').toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    // Compressed as other large JSON answers are, and the same document either way.
    const plain = await get(admin, { 'accept-encoding': 'identity' }).expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(baseTag(etag));
    const br = await get(admin, { 'accept-encoding': 'br' }).expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toEqual(first.body);
  });

  it('gives a new text and ETag once a collection changes', async () => {
    const first = await get(admin).expect(200);
    const etag = first.headers.etag as string;
    await t
      .http()
      .patch('/api/schemas/payroll_runs')
      .set(admin.auth)
      .send({ ...PAYROLL, fields: [...PAYROLL.fields, { name: 'paid_on', type: 'date' }] })
      .expect(200);
    const next = await get(admin, { 'if-none-match': etag }).expect(200);
    expect(baseTag(next.headers.etag as string)).not.toBe(baseTag(etag));
    expect(next.body.components.schemas['rest.payroll_runs.fields'].properties).toHaveProperty('paid_on');
    await get(admin, { 'if-none-match': next.headers.etag as string }).expect(304);

    await t.http().delete('/api/schemas/payroll_runs?confirm=destructive').set(admin.auth).expect(200);
    const gone = await get(admin, { 'if-none-match': next.headers.etag as string }).expect(200);
    expect(gone.body.paths).not.toHaveProperty(['/api/rest/payroll_runs']);
    await registerCollection(t, admin, PAYROLL);
  });

  it("keeps each role's own text: a member never sees a collection it may not read", async () => {
    const adminDoc = await get(admin).expect(200);
    expect(adminDoc.body.paths).toHaveProperty(['/api/rest/payroll_runs']);
    for (let i = 0; i < 2; i++) {
      // The first request builds the member's text, the second is sent from it.
      const mine = await get(member).expect(200);
      expect(mine.headers.etag).not.toBe(adminDoc.headers.etag);
      expect(mine.body.paths).toHaveProperty(['/api/rest/tasks']);
      expect(mine.text).not.toMatch(/payroll_runs|gross_total/);
      // The admin's tag names another text: the member's own document is sent, not a 304.
      const probe = await get(member, { 'if-none-match': adminDoc.headers.etag as string }).expect(200);
      expect(probe.text).not.toMatch(/payroll_runs/);
      const anonymous = await get(null).expect(200);
      expect(anonymous.text).not.toMatch(/payroll_runs|"\/api\/rest\/tasks"/);
    }
    // A token that does not authenticate is answered as anonymous, never as the role it claims.
    const forged = await get(null, { authorization: 'Bearer not-a-token' }).expect(200);
    expect(forged.text).not.toMatch(/payroll_runs|"\/api\/rest\/tasks"/);
    // Each says under its title whom it is for, so Swagger UI's reader knows what they are seeing.
    expect(adminDoc.body.info.description).toContain('This document is for the role "admin"');
    expect((await get(member).expect(200)).body.info.description).toContain('for the role "user"');
    expect(forged.body.info.description).toContain('Not signed in: this document names no collection');
  });

  it("serves Swagger UI's script naming the document's URL, carrying no document of its own", async () => {
    const ui = await t.http().get('/api/docs/swagger-ui-init.js').set(admin.auth).expect(200);
    expect(ui.headers['content-type']).toMatch(/javascript/);
    expect(ui.text).toContain('"swaggerUrl": "/api/docs/json"');
    // The document of whoever is signed in to Atrium in the browser (swagger-ui-session.ts).
    expect(ui.text).toMatch(/"requestInterceptor": function withSignedInToken\(request\) \{/);
    expect(ui.text).toContain('"persistAuthorization": true');
    expect(ui.text).not.toMatch(/payroll_runs|"paths"/);
    const page = await t.http().get('/api/docs/').expect(200);
    expect(page.text).toContain('swagger-ui-init.js');
  });
});
