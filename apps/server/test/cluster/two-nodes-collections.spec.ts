import { randomBytes } from 'node:crypto';
import {
  call,
  CLUSTER_ADMIN,
  clusterEnv,
  freshDatabase,
  psql,
  sharedPostgres,
  startTwoNodes,
  within as withinKit,
} from './cluster-kit.js';
import type { ServerNode } from './cluster-kit.js';

/**
 * The schema engine on two server processes (the built server, as deployed) sharing one
 * PostgreSQL database: a collection registered, changed, re-granted, imported or removed through
 * one node is served accordingly by the other — its table API, GET /schemas and the OpenAPI
 * document — within one second. Each node holds the registered collections in memory
 * (CollectionCatalog) with what hangs off them (the table API's access per role and prepared
 * statements, the OpenAPI document per role); the other node learns of a change only through the
 * change feed (the statement trigger on atrium_collections).
 *
 * "Within one second" is measured from the writer's response to the first answer of the other
 * node that shows the change, polled tightly; every answer seen meanwhile must be the old state or
 * the new one, never a 500.
 *
 * Like two-nodes.spec.ts this file needs a PostgreSQL server (cluster-kit's `sharedPostgres`): on
 * the PGlite pass of `npm test` it uses CLUSTER_DATABASE_URL or this machine's PostgreSQL, and
 * fails if there is none. Build first: it runs `dist/main.js`.
 */

const ONE_SECOND = 1000;
const ADMIN = CLUSTER_ADMIN;
const PASSWORD = 'cluster-user-password';

let drop: (() => Promise<void>) | undefined;
let dbUrl: string;
let a: ServerNode;
let b: ServerNode;
let adminToken: string;
let member: { id: string; token: string };

/** How long B took for each change (cluster-kit's `within`); printed with CLUSTER_TIMINGS=1. */
const timings: string[] = [];
async function within(ms: number, probe: () => Promise<boolean>, what: string) {
  const t = await withinKit(ms, probe, what);
  timings.push(`${expect.getState().currentTestName} | ${what}: ${t.toFixed(1)} ms`);
  return t;
}

/** Every status either node answered while a test polled it (none may be a 5xx). */
let seen: number[] = [];

async function signIn(node: ServerNode, email: string, password: string) {
  const res = await call(node, 'POST', '/api/auth/signin', { body: { email, password } });
  if (res.status !== 200)
    throw new Error(`sign-in on ${node.name}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.tokens.accessToken as string;
}

const uniqueName = (prefix: string) => `${prefix}_${randomBytes(3).toString('hex')}`;

/** A collection schema as an integrator writes it. */
function schemaOf(name: string, fields: object[], extra: object = {}) {
  return { name, label: name.replace(/_/g, ' '), fields, ...extra };
}

/** A call whose status is recorded in `seen`. */
async function observed(...args: Parameters<typeof call>) {
  const res = await call(...args);
  seen.push(res.status);
  return res;
}

const admin = (node: ServerNode, method: string, path: string, body?: unknown) =>
  observed(node, method, path, { token: adminToken, body });

const rest = (
  node: ServerNode,
  method: string,
  collection: string,
  query = '',
  body?: unknown,
  token = adminToken,
) => observed(node, method, `/api/rest/${collection}${query}`, { token, body });

async function create(schema: { name: string }) {
  const res = await admin(a, 'POST', '/api/schemas', schema);
  if (res.status !== 201) throw new Error(`create ${schema.name}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function change(node: ServerNode, schema: { name: string }, query = '') {
  return admin(node, 'PATCH', `/api/schemas/${schema.name}${query}`, schema);
}

async function openApiPaths(node: ServerNode): Promise<string[]> {
  const res = await observed(node, 'GET', '/api/docs/json', { token: adminToken });
  expect(res.status).toBe(200);
  return Object.keys(res.body.paths);
}

async function listed(node: ServerNode, token = adminToken): Promise<string[]> {
  const res = await observed(node, 'GET', '/api/schemas', { token });
  expect(res.status).toBe(200);
  return (res.body as { name: string }[]).map((e) => e.name);
}

beforeAll(async () => {
  const server = await sharedPostgres();
  const db = await freshDatabase(server);
  drop = db.drop;
  dbUrl = db.url;
  const env = clusterEnv(dbUrl, { RATE_LIMIT_AUTH_PER_IP: '1000000' });
  ({ a, b } = await startTwoNodes(env));
  adminToken = await signIn(a, ADMIN.email, ADMIN.password);
  const email = `member.${randomBytes(4).toString('hex')}@example.com`;
  const signedUp = await call(a, 'POST', '/api/auth/signup', {
    body: { email, password: PASSWORD, first_name: 'Member' },
  });
  if (signedUp.status !== 201)
    throw new Error(`sign-up: ${signedUp.status} ${JSON.stringify(signedUp.body)}`);
  member = { id: signedUp.body.user.id, token: signedUp.body.tokens.accessToken };
}, 120_000);

afterAll(async () => {
  if (process.env.CLUSTER_TIMINGS) process.stdout.write(`${timings.join('\n')}\n`);
  await Promise.all([a?.stop(), b?.stop()]);
  await drop?.();
}, 120_000);

beforeEach(() => {
  seen = [];
});

afterEach(() => {
  // Whatever the timing, a node answers the old state or the new one: never a server error.
  expect(seen.filter((s) => s >= 500)).toEqual([]);
});

describe('collections on two nodes', () => {
  it('a collection created on A: B serves its table API, lists it and documents it within one second', async () => {
    const name = uniqueName('cl_created');
    // B has answered for this name before it exists (a cached miss would show here).
    expect((await rest(b, 'GET', name)).status).toBe(404);
    expect(await listed(b)).not.toContain(name);
    expect(await openApiPaths(b)).not.toContain(`/api/rest/${name}`);

    await create(schemaOf(name, [{ name: 'title', type: 'string', required: true }]));
    await within(ONE_SECOND, async () => (await rest(b, 'GET', name)).status === 200, 'GET on B');
    await within(ONE_SECOND, async () => (await listed(b)).includes(name), 'listed on B');
    await within(
      ONE_SECOND,
      async () => (await openApiPaths(b)).includes(`/api/rest/${name}`),
      'OpenAPI paths on B',
    );
    const posted = await rest(b, 'POST', name, '', { title: 'written on B' });
    expect(posted.status).toBe(201);
    const onA = await rest(a, 'GET', name, '?select=title');
    expect(onA.body).toEqual([{ title: 'written on B' }]);
  });

  it('a field added on A: B returns the new column and validates writes with it within one second', async () => {
    const name = uniqueName('cl_added');
    const fields = [{ name: 'title', type: 'string' }];
    await create(schemaOf(name, fields));
    await within(ONE_SECOND, async () => (await rest(b, 'GET', name)).status === 200, 'collection on B');
    expect((await rest(b, 'POST', name, '', { title: 'before' })).status).toBe(201);
    // B has read rows of the old shape, and refused the unknown field.
    expect((await rest(b, 'GET', name)).body[0]).not.toHaveProperty('qty');
    expect((await rest(b, 'POST', name, '', { title: 'x', qty: 1 })).status).toBe(400);

    const added = await change(a, schemaOf(name, [...fields, { name: 'qty', type: 'integer' }]));
    expect(added.status).toBe(200);
    await within(
      ONE_SECOND,
      async () => {
        const res = await rest(b, 'GET', name, '?order=title.asc');
        return res.status === 200 && res.body[0].qty === null;
      },
      'new column on B',
    );
    const wrong = await rest(b, 'POST', name, '', { title: 'wrong', qty: 'many' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual([expect.objectContaining({ path: 'qty' })]);
    expect((await rest(b, 'POST', name, '', { title: 'right', qty: 3 })).status).toBe(201);
    expect((await rest(b, 'GET', name, '?qty=eq.3&select=title')).body).toEqual([{ title: 'right' }]);
  });

  it('a field dropped on A (confirmed): B no longer returns it and refuses filtering on it with 400 within one second', async () => {
    const name = uniqueName('cl_dropped');
    const title = { name: 'title', type: 'string' };
    await create(schemaOf(name, [title, { name: 'note', type: 'string' }]));
    await within(ONE_SECOND, async () => (await rest(b, 'GET', name)).status === 200, 'collection on B');
    expect((await rest(b, 'POST', name, '', { title: 't', note: 'n' })).status).toBe(201);
    // Warm on B: the shapes that name the column, read and filtered.
    expect((await rest(b, 'GET', name)).body[0].note).toBe('n');
    expect((await rest(b, 'GET', name, '?note=eq.n')).body).toHaveLength(1);

    expect((await change(a, schemaOf(name, [title]))).status).toBe(409); // destructive: needs confirming
    const dropped = await change(a, schemaOf(name, [title]), '?confirm=destructive');
    expect(dropped.status).toBe(200);
    await within(
      ONE_SECOND,
      async () => (await rest(b, 'GET', name, '?note=eq.n')).status === 400,
      'filter on the dropped column refused by B',
    );
    const rows = await rest(b, 'GET', name);
    expect(rows.status).toBe(200);
    expect(rows.body[0]).not.toHaveProperty('note');
    expect(rows.body[0].title).toBe('t');
    const write = await rest(b, 'POST', name, '', { title: 'u', note: 'n' });
    expect(write.status).toBe(400);
  });

  it('a type changed on A (confirmed): the same requests, filters included, answer the new type on both nodes', async () => {
    const name = uniqueName('cl_retyped');
    await create(schemaOf(name, [{ name: 'code', type: 'string' }]));
    await within(ONE_SECOND, async () => (await rest(b, 'GET', name)).status === 200, 'collection on B');
    expect((await rest(b, 'POST', name, '', { code: '12' })).status).toBe(201);
    // The same requests, several times, so each node's read connections have them prepared.
    const read = '?select=code';
    const filtered = '?select=code&code=eq.12';
    const listed = '?select=code&code=in.(12,13)';
    for (const node of [a, b])
      for (let i = 0; i < 4; i++)
        for (const query of [read, filtered, listed])
          expect((await rest(node, 'GET', name, query)).body).toEqual([{ code: '12' }]);

    const retyped = await change(
      a,
      schemaOf(name, [{ name: 'code', type: 'integer' }]),
      '?confirm=destructive',
    );
    expect(retyped.status).toBe(200);
    await within(
      ONE_SECOND,
      async () => {
        const res = await rest(b, 'GET', name, read);
        return res.status === 200 && res.body[0]?.code === 12;
      },
      'converted column on B',
    );
    // The writer at once, the other node from then on: every request, on every connection.
    for (const node of [a, b])
      for (let i = 0; i < 4; i++)
        for (const query of [read, filtered, listed]) {
          const res = await rest(node, 'GET', name, query);
          expect({ node: node.name, query, status: res.status, body: res.body }).toEqual({
            node: node.name,
            query,
            status: 200,
            body: [{ code: 12 }],
          });
        }
  });

  it('grants changed on A: B applies them within one second (an action lost → 403, a column hidden → 400, no grant → 404)', async () => {
    const name = uniqueName('cl_granted');
    const fields = [
      { name: 'title', type: 'string' },
      { name: 'secret', type: 'string' },
    ];
    const granted = (grant: object) => schemaOf(name, fields, { permissions: { user: grant } });
    await create(granted({ actions: ['read', 'create'] }));
    const asMember = (method: string, query = '', body?: unknown) =>
      rest(b, method, name, query, body, member.token);
    await within(
      ONE_SECOND,
      async () => (await asMember('GET')).status === 200,
      'readable by the member on B',
    );
    expect((await asMember('POST', '', { title: 't', secret: 's' })).status).toBe(201);
    expect((await asMember('GET', '?select=title,secret')).body).toEqual([{ title: 't', secret: 's' }]);
    // The probe for "create refused" writes nothing, whatever B answers: a row the schema refuses
    // is a 400 while the member may create, a 403 once not (the grant is checked first). A valid
    // row here would be stored by every poll made before B applies the change.
    const createProbe = async () => (await asMember('POST', '', { title: 42 })).status;
    expect(await createProbe()).toBe(400);

    // Loses create.
    const readOnly = await change(a, granted({ actions: ['read'] }), '?confirm=destructive');
    expect(readOnly.status).toBe(200);
    await within(ONE_SECOND, async () => (await createProbe()) === 403, 'create refused on B');

    // The secret column hidden.
    const narrowed = await change(
      a,
      granted({ actions: ['read'], read_fields: ['title'] }),
      '?confirm=destructive',
    );
    expect(narrowed.status).toBe(200);
    await within(
      ONE_SECOND,
      async () => (await asMember('GET', '?select=title,secret')).status === 400,
      'hidden column refused on B',
    );
    // The one row (the probes above wrote nothing), without the hidden column.
    const rows = (await asMember('GET')).body as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(rows[0].title).toBe('t');
    expect(rows[0]).not.toHaveProperty('secret');
    const entry = await observed(b, 'GET', `/api/schemas/${name}`, { token: member.token });
    expect(entry.body.schema.fields.map((f: { name: string }) => f.name)).toEqual(['title']);

    // No grant at all: the collection is hidden from the member on B.
    const none = await change(a, schemaOf(name, fields), '?confirm=destructive');
    expect(none.status).toBe(200);
    await within(ONE_SECOND, async () => (await asMember('GET')).status === 404, 'no access on B');
    expect(await listed(b, member.token)).not.toContain(name);

    // And given back: the member reads again on B.
    expect((await change(a, granted({ actions: ['read'] }))).status).toBe(200);
    await within(ONE_SECOND, async () => (await asMember('GET')).status === 200, 'access again on B');
  });

  it('a collection deleted on A: B answers 404 for it within one second', async () => {
    const name = uniqueName('cl_deleted');
    await create(schemaOf(name, [{ name: 'title', type: 'string' }]));
    await within(ONE_SECOND, async () => (await rest(b, 'GET', name)).status === 200, 'collection on B');
    expect((await rest(b, 'POST', name, '', { title: 't' })).status).toBe(201);
    expect((await rest(b, 'GET', name, '?title=eq.t')).status).toBe(200);
    expect((await openApiPaths(b)).includes(`/api/rest/${name}`)).toBe(true);

    const removed = await admin(a, 'DELETE', `/api/schemas/${name}?confirm=destructive`);
    expect(removed.status).toBe(200);
    await within(
      ONE_SECOND,
      async () => (await rest(b, 'GET', name, '?title=eq.t')).status === 404,
      'gone on B',
    );
    expect((await rest(b, 'POST', name, '', { title: 't' })).status).toBe(404);
    expect((await admin(b, 'GET', `/api/schemas/${name}`)).status).toBe(404);
    expect(await listed(b)).not.toContain(name);
    expect(await openApiPaths(b)).not.toContain(`/api/rest/${name}`);
  });

  it('a schema import applied on A: B serves what it created and changed within one second', async () => {
    const kept = uniqueName('cl_import_kept');
    await create(schemaOf(kept, [{ name: 'title', type: 'string' }]));
    await within(ONE_SECOND, async () => (await rest(b, 'GET', kept)).status === 200, 'collection on B');
    const exported = await admin(a, 'GET', '/api/schemas/export');
    expect(exported.status).toBe(200);
    const file = exported.body as { collections: { name: string; fields: object[] }[] };
    const fresh = uniqueName('cl_imported');
    file.collections = [
      ...file.collections.map((c) =>
        c.name === kept ? { ...c, fields: [...c.fields, { name: 'size', type: 'number' }] } : c,
      ),
      schemaOf(fresh, [{ name: 'label', type: 'string' }]) as { name: string; fields: object[] },
    ];
    expect((await rest(b, 'GET', fresh)).status).toBe(404);

    const imported = await admin(a, 'POST', '/api/schemas/import', file);
    expect(imported.status).toBe(200);
    expect(imported.body.applied).toBe(true);
    await within(
      ONE_SECOND,
      async () => (await rest(b, 'GET', fresh)).status === 200,
      'imported collection on B',
    );
    await within(
      ONE_SECOND,
      async () => (await rest(b, 'GET', kept, '?size=is.null')).status === 200,
      'imported change on B',
    );
    expect((await rest(b, 'POST', kept, '', { title: 't', size: 'big' })).status).toBe(400);
    expect(await listed(b)).toEqual(expect.arrayContaining([kept, fresh]));
  });

  it('the same change sent to A and B at once: one version, each answer 200 or 409, the table changed once', async () => {
    const name = uniqueName('cl_raced');
    const title = { name: 'title', type: 'string' };
    await create(schemaOf(name, [title]));
    await within(ONE_SECOND, async () => (await rest(b, 'GET', name)).status === 200, 'collection on B');
    // Several rounds, each adding one field on both nodes at the same moment.
    for (let round = 1; round <= 5; round++) {
      const fields = [
        title,
        ...Array.from({ length: round }, (_, i) => ({ name: `f${i + 1}`, type: 'string' })),
      ];
      const [onA, onB] = await Promise.all([a, b].map((node) => change(node, schemaOf(name, fields))));
      const statuses = [onA.status, onB.status];
      expect({ round, statuses: statuses.every((s) => s === 200 || s === 409) }).toEqual({
        round,
        statuses: true,
      });
      expect({ round, applied: statuses.includes(200) }).toEqual({ round, applied: true });
      for (const res of [onA, onB].filter((r) => r.status === 409)) {
        expect(res.body.code).toBe('CONFLICT');
        expect(typeof res.body.message).toBe('string');
      }
      const versions = await psql<{ n: number }>(
        dbUrl,
        `SELECT count(*)::int AS n FROM atrium_collection_versions WHERE collection = $1`,
        [name],
      );
      // One version for the create, one per round: a change applied twice would add two.
      expect({ round, versions: versions[0].n }).toEqual({ round, versions: round + 1 });
      const columns = await psql<{ column_name: string }>(
        dbUrl,
        `SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND column_name LIKE 'f%'`,
        [name],
      );
      expect(columns.map((c) => c.column_name).sort()).toEqual(fields.slice(1).map((f) => f.name));
      // Both nodes end on that version.
      await Promise.all(
        [a, b].map((node) =>
          within(
            ONE_SECOND,
            async () => (await admin(node, 'GET', `/api/schemas/${name}`)).body.version === round + 1,
            `version ${round + 1} on ${node.name}`,
          ),
        ),
      );
    }
  });

  it('two different changes from one version sent to A and B at once with If-Match: one 200, one 412', async () => {
    const name = uniqueName('cl_ifmatch');
    const title = { name: 'title', type: 'string' };
    const created = await create(schemaOf(name, [title]));
    await within(ONE_SECOND, async () => (await rest(b, 'GET', name)).status === 200, 'collection on B');
    const version = created.version as number;
    const [onA, onB] = await Promise.all(
      (['from_a', 'from_b'] as const).map((field, i) =>
        observed([a, b][i], 'PATCH', `/api/schemas/${name}`, {
          token: adminToken,
          headers: { 'if-match': `"${version}"` },
          body: schemaOf(name, [title, { name: field, type: 'string' }]),
        }),
      ),
    );
    expect([onA.status, onB.status].sort()).toEqual([200, 412]);
    const winner = onA.status === 200 ? 'from_a' : 'from_b';
    const columns = await psql<{ column_name: string }>(
      dbUrl,
      `SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND column_name LIKE 'from_%'`,
      [name],
    );
    expect(columns.map((c) => c.column_name)).toEqual([winner]);
    await within(
      ONE_SECOND,
      async () => (await rest(b, 'GET', name, `?select=${winner}`)).status === 200,
      'the winner on B',
    );
  });

  it('a node with a stale view of a dropped column answers a write or a filter naming it with a 4xx, not a 500', async () => {
    const name = uniqueName('cl_stale');
    const title = { name: 'title', type: 'string' };
    const extra = { name: 'extra', type: 'string' };
    await create(schemaOf(name, [title, extra, { name: 'note', type: 'string' }]));
    await within(ONE_SECOND, async () => (await rest(b, 'GET', name)).status === 200, 'collection on B');
    expect((await rest(b, 'POST', name, '', { title: 't', note: 'n' })).status).toBe(201);
    expect((await rest(b, 'GET', name, '?note=eq.n')).status).toBe(200);

    // B paused: it cannot hear of the drop before the requests below reach it, and it answers
    // them from the view it had (it reloads only after a round trip to the database).
    b.process.kill('SIGSTOP');
    let write: Promise<{ status: number }>;
    let filter: Promise<{ status: number }>;
    try {
      const dropped = await change(a, schemaOf(name, [title, extra]), '?confirm=destructive');
      expect(dropped.status).toBe(200);
      write = rest(b, 'POST', name, '', { title: 'u', note: 'n' });
      filter = rest(b, 'GET', name, '?note=eq.n');
      // Both requests wait in B's socket backlog, beside the notification.
      await new Promise((r) => setImmediate(r));
    } finally {
      b.process.kill('SIGCONT');
    }
    for (const res of [await write, await filter]) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }

    // The same, deterministic: a column dropped under both nodes (psql), neither told.
    await psql(dbUrl, `ALTER TABLE "${name}" DROP COLUMN extra`);
    for (const node of [a, b]) {
      const wrote = await rest(node, 'POST', name, '', { title: 'v', extra: 'e' });
      expect({ node: node.name, status: wrote.status }).toEqual({ node: node.name, status: 409 });
      const filtered = await rest(node, 'GET', name, '?extra=is.null');
      expect({ node: node.name, status: filtered.status }).toEqual({ node: node.name, status: 409 });
    }
  });
});
