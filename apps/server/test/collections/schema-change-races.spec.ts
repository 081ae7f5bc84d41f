import { CollectionsRegistryService } from '../../src/modules/collections/collections-registry.service.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { createUser, RELAXED_LIMITS } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { schemaOf, schemasApi, storedRow } from './schema-kit.js';

/**
 * A schema change counts the rows it touches before it takes the registry's lock. When another
 * change commits in between (two admins: one deletes the collection, the other saves a change to
 * it), that count ran against a table that no longer existed and the request failed with a 500
 * ("relation does not exist" in the log). It is the registry's 409 "changed meanwhile, retry", as
 * when the version moves under the lock; and a table dropped by hand is the 409 that names it.
 */
describe('schema changes overtaken by another change', () => {
  let t: TestApp;
  let admin: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await startTestApp(RELAXED_LIMITS);
    admin = await createUser(t, { platformRole: 'admin' });
    other = await createUser(t, { platformRole: 'admin' });
  }, 120_000);
  afterAll(() => t.close());

  const errorShape = {
    error: expect.any(String),
    code: 'CONFLICT',
    message: expect.any(String),
    timestamp: expect.any(String),
  };

  async function register(name: string) {
    await schemasApi(t, admin)
      .create(schemaOf(name, [{ name: 'title', type: 'string' }]))
      .expect(201);
    await t.dataSource.query(`INSERT INTO ${name} (title) VALUES ('one'), (NULL)`);
  }

  /** Runs `request` held just before its row count until `meanwhile` has run, as two admins' requests interleave. */
  async function overtaken<R>(request: () => Promise<R>, meanwhile: () => Promise<unknown>): Promise<R> {
    const registry = t.app.get(CollectionsRegistryService) as unknown as {
      measure: (...args: unknown[]) => Promise<unknown>;
    };
    const measure = registry.measure.bind(registry);
    const spy = jest.spyOn(registry, 'measure').mockImplementationOnce(async (...args: unknown[]) => {
      await meanwhile();
      return measure(...args);
    });
    try {
      return await request();
    } finally {
      spy.mockRestore();
    }
  }

  it.each([
    [
      'a field made required',
      (name: string) =>
        schemasApi(t, admin).update(
          name,
          schemaOf(name, [{ name: 'title', type: 'string', required: true, default: 'x' }]),
          '?confirm=destructive',
        ),
    ],
    ['a delete', (name: string) => schemasApi(t, admin).remove(name, '?confirm=destructive')],
    [
      'a dry run',
      (name: string) =>
        schemasApi(t, admin).update(
          name,
          schemaOf(name, [{ name: 'title', type: 'string', max: 10 }]),
          '?dry_run=true',
        ),
    ],
  ])(
    '%s planned while another admin deletes the collection: 409 changed meanwhile, not 500',
    async (_label, send) => {
      const name = `race_${_label.replace(/\W+/g, '_')}`.slice(0, 40);
      await register(name);
      const res = await overtaken(
        () => send(name),
        () => schemasApi(t, other).remove(name, '?confirm=destructive').expect(200),
      );
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        ...errorShape,
        message:
          'The schema changed while this change was being prepared; nothing was changed, check it again and retry',
      });
      expect(await storedRow(t, name)).toBeUndefined();
      // Retried, it is told the collection is gone.
      expect((await send(name)).status).toBe(404);
    },
  );

  it('a field renamed meanwhile (its column gone): 409 changed meanwhile, the other change kept', async () => {
    const name = 'race_renamed';
    await register(name);
    const res = await overtaken(
      () =>
        schemasApi(t, admin).update(
          name,
          schemaOf(name, [{ name: 'title', type: 'string', max: 10 }]),
          '?confirm=destructive',
        ),
      () =>
        schemasApi(t, other)
          .update(name, schemaOf(name, [{ name: 'heading', type: 'string' }]), '?confirm=destructive')
          .expect(200),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      ...errorShape,
      message: expect.stringContaining('The schema changed while'),
    });
    const stored = await storedRow(t, name);
    expect(stored!.schema.fields.map((f) => f.name)).toEqual(['heading']);
  });

  it('a table dropped outside the registry: 409 saying so, not 500', async () => {
    const name = 'race_dropped_by_hand';
    await register(name);
    await t.dataSource.query(`DROP TABLE ${name}`);
    const res = await schemasApi(t, admin).update(
      name,
      schemaOf(name, [{ name: 'title', type: 'string', required: true, default: 'x' }]),
      '?confirm=destructive',
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      ...errorShape,
      message: expect.stringContaining('The table no longer matches its schema'),
    });
  });
});
