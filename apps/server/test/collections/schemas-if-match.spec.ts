import { CollectionsRegistryService } from '../../src/modules/collections/collections-registry.service.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { createUser, RELAXED_LIMITS } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { columnsOf, schemaOf, storedRow } from './schema-kit.js';

const CHANGED =
  'This collection was changed by someone else since you opened it. Reload to see their change.';

const errorShape = {
  error: 'Precondition Failed',
  code: 'PRECONDITION_FAILED',
  message: CHANGED,
  timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
};

/**
 * Optimistic concurrency on schema changes: GET /api/schemas/:name sends the version as an ETag,
 * PATCH /api/schemas/:name takes it back as If-Match and refuses a collection changed since with
 * 412 (nothing changed). The check is made again under the registry's lock in the applying
 * transaction, so two saves from the same version never both apply. Without If-Match a PATCH
 * applies as before.
 */
describe('PATCH and DELETE /api/schemas/:name with If-Match', () => {
  let t: TestApp;
  let admin: TestUser;
  let other: TestUser;
  let run = 0;

  beforeAll(async () => {
    t = await startTestApp(RELAXED_LIMITS);
    admin = await createUser(t, { platformRole: 'admin', prefix: 'match-a' });
    other = await createUser(t, { platformRole: 'admin', prefix: 'match-b' });
  }, 120_000);
  afterAll(() => t.close());

  const base = [{ name: 'title', type: 'string', required: true }];
  /** The schema with optional string fields added (additive, so each save applies at once). */
  const withField = (name: string, ...fields: string[]) =>
    schemaOf(name, [...base, ...fields.map((field) => ({ name: field, type: 'string' }))]);

  async function register(): Promise<string> {
    const name = `match_${++run}`;
    const res = await t.http().post('/api/schemas').set(admin.auth).send(schemaOf(name, base));
    if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
    return name;
  }
  const patch = (by: TestUser, name: string, body: unknown, ifMatch?: string, query = '') => {
    const req = t
      .http()
      .patch(`/api/schemas/${name}${query}`)
      .set(by.auth)
      .send(body as object);
    return ifMatch === undefined ? req : req.set('if-match', ifMatch);
  };

  it('GET /api/schemas/:name sends the version as a strong ETag; PATCH answers the new one', async () => {
    const name = await register();
    const read = await t.http().get(`/api/schemas/${name}`).set(admin.auth).expect(200);
    expect(read.body.version).toBe(1);
    expect(read.headers.etag).toBe('"1"');
    const res = await patch(admin, name, withField(name, 'note'), read.headers.etag as string);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ applied: true, version: 2 });
    expect(res.headers.etag).toBe('"2"');
    // Built-in collections have no registry version, so no ETag.
    const builtin = await t.http().get('/api/schemas/routes').set(admin.auth).expect(200);
    expect(builtin.headers.etag).toBeUndefined();
  });

  it('refuses a save from a version someone else changed since, with 412, changing nothing', async () => {
    const name = await register();
    const opened = (await t.http().get(`/api/schemas/${name}`).set(admin.auth)).headers.etag as string;
    // Another admin saves first.
    await patch(other, name, withField(name, 'theirs'), opened).expect(200);
    for (const query of ['', '?dry_run=true']) {
      const late = await patch(admin, name, withField(name, 'mine'), opened, query);
      expect(late.status).toBe(412);
      expect(late.body).toMatchObject(errorShape);
      expect(late.headers.etag).toBe('"2"');
    }
    expect((await storedRow(t, name))!.version).toBe(2);
    expect((await columnsOf(t, name)).map((c) => c.name)).toContain('theirs');
    expect((await columnsOf(t, name)).map((c) => c.name)).not.toContain('mine');
    // After a reload (the new ETag) the same save applies.
    const again = await patch(admin, name, withField(name, 'theirs', 'mine'), '"2"');
    expect(again.status).toBe(200);
    expect(again.body.version).toBe(3);
  });

  it('DELETE takes the same If-Match: removing a collection changed since it was read is a 412', async () => {
    const name = await register();
    const opened = (await t.http().get(`/api/schemas/${name}`).set(admin.auth)).headers.etag as string;
    await patch(other, name, withField(name, 'theirs'), opened).expect(200);
    const remove = (ifMatch: string) =>
      t.http().delete(`/api/schemas/${name}?confirm=destructive`).set(admin.auth).set('if-match', ifMatch);
    const late = await remove(opened);
    expect(late.status).toBe(412);
    expect(late.body).toMatchObject(errorShape);
    expect(late.headers.etag).toBe('"2"');
    expect((await columnsOf(t, name)).map((c) => c.name)).toContain('theirs');
    const current = await remove('"2"');
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ applied: true });
    await t.http().get(`/api/schemas/${name}`).set(admin.auth).expect(404);
  });

  it('accepts W/"n", a bare n, a list naming the version and *; a tag that is no version is a 412', async () => {
    const name = await register();
    await patch(admin, name, withField(name, 'a'), 'W/"1"').expect(200);
    await patch(admin, name, withField(name, 'a', 'b'), '2').expect(200);
    await patch(admin, name, withField(name, 'a', 'b', 'c'), '"1", "3"').expect(200);
    await patch(admin, name, withField(name, 'a', 'b', 'c', 'd'), '*').expect(200);
    expect((await patch(admin, name, withField(name, 'a', 'b', 'c', 'd', 'e'), '"abc"')).status).toBe(412);
    expect((await storedRow(t, name))!.version).toBe(5);
  });

  it.each([
    ['an unclosed quote', '"abc'],
    ['an unopened quote', 'abc"'],
    ['an unquoted word', 'abc'],
    ['a weak tag without quotes', 'W/1'],
    ['text after a tag', '"1" x'],
    ['a quote inside a tag', '"a"b"'],
    ['* inside a list', '"1", *'],
    ['only commas', ', ,'],
    ['a malformed tag after a good one', '"1", "2'],
  ])(
    'a malformed If-Match (%s) is a 400 naming the header, not a 412; nothing changes',
    async (_n, ifMatch) => {
      const name = await register();
      for (const res of [
        await patch(admin, name, withField(name, 'a'), ifMatch),
        await t
          .http()
          .delete(`/api/schemas/${name}?confirm=destructive`)
          .set(admin.auth)
          .set('if-match', ifMatch),
      ]) {
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          error: 'Bad Request',
          code: 'VALIDATION_FAILED',
          message: 'Invalid If-Match header',
          details: [{ path: 'If-Match', message: expect.stringContaining('entity tags') }],
        });
      }
      expect((await storedRow(t, name))!.version).toBe(1);
    },
  );

  it('well-formed lists: empty elements are skipped, a comma inside a tag is part of it', async () => {
    const name = await register();
    await patch(admin, name, withField(name, 'a'), ' , "1" ,, ').expect(200);
    expect((await patch(admin, name, withField(name, 'a', 'b'), '"1,2"')).status).toBe(412);
    await patch(admin, name, withField(name, 'a', 'b'), '"x,y", W/"2"').expect(200);
  });

  it('without If-Match keeps today’s behaviour: the save applies to the current version', async () => {
    const name = await register();
    await patch(other, name, withField(name, 'theirs')).expect(200);
    const res = await patch(admin, name, withField(name, 'theirs', 'mine'));
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(3);
  });

  it('of two saves fired at once from the same version, exactly one applies and the other is a 412', async () => {
    const name = await register();
    const [a, b] = await Promise.all([
      patch(admin, name, withField(name, 'from_a'), '"1"'),
      patch(other, name, withField(name, 'from_b'), '"1"'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 412]);
    const loser = a.status === 412 ? a : b;
    expect(loser.body).toMatchObject(errorShape);
    const stored = await storedRow(t, name);
    expect(stored!.version).toBe(2);
    const fields = stored!.schema.fields.map((f) => f.name);
    expect(fields.filter((f) => f === 'from_a' || f === 'from_b')).toHaveLength(1);
  });

  it('checks the version again inside the applying transaction (a save that passed the early check)', async () => {
    const name = await register();
    const registry = t.app.get(CollectionsRegistryService);
    // Hold the first save between its early check and its transaction until the second has applied.
    let release!: () => void;
    const secondApplied = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const firstWaiting = new Promise<void>((resolve) => (entered = resolve));
    const target = registry as unknown as { measure: (...args: unknown[]) => Promise<unknown> };
    const original = target.measure.bind(registry);
    let calls = 0;
    const spy = jest.spyOn(target, 'measure').mockImplementation(async (...args: unknown[]) => {
      if (++calls === 1) {
        entered();
        await secondApplied;
      }
      return original(...args);
    });
    try {
      const first = patch(admin, name, withField(name, 'first'), '"1"').then((r) => r);
      await firstWaiting;
      const second = await patch(other, name, withField(name, 'second'), '"1"');
      expect(second.status).toBe(200);
      release();
      const late = await first;
      expect(late.status).toBe(412);
      expect(late.body).toMatchObject(errorShape);
    } finally {
      spy.mockRestore();
    }
    const stored = await storedRow(t, name);
    expect(stored!.version).toBe(2);
    expect(stored!.schema.fields.map((f) => f.name)).toEqual(['title', 'second']);
  });

  it('without If-Match, a save overtaken that way keeps its 409 (nothing changed, check and retry)', async () => {
    const name = await register();
    const registry = t.app.get(CollectionsRegistryService);
    let release!: () => void;
    const secondApplied = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const firstWaiting = new Promise<void>((resolve) => (entered = resolve));
    const target = registry as unknown as { measure: (...args: unknown[]) => Promise<unknown> };
    const original = target.measure.bind(registry);
    let calls = 0;
    const spy = jest.spyOn(target, 'measure').mockImplementation(async (...args: unknown[]) => {
      if (++calls === 1) {
        entered();
        await secondApplied;
      }
      return original(...args);
    });
    try {
      const first = patch(admin, name, withField(name, 'first')).then((r) => r);
      await firstWaiting;
      await patch(other, name, withField(name, 'second')).expect(200);
      release();
      expect((await first).status).toBe(409);
    } finally {
      spy.mockRestore();
    }
  });
});
