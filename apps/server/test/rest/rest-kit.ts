import { isSystemRole } from '@atrium/schema';
import type { CollectionInput } from '@atrium/schema';
import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers, type TestUser } from '../support/users.js';
import { createZone } from '../zones/zone-kit.js';

export const errorShape = {
  error: expect.any(String),
  code: expect.any(String),
  message: expect.any(String),
  timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
};

/**
 * Registers an integrator collection the way an integrator does: the custom roles it grants
 * first (POST /api/roles; one that exists is left alone), then POST /api/schemas as a platform
 * admin (the registry validates it, stores it, creates its table and reloads the catalog).
 */
export async function registerCollection(
  t: TestApp,
  admin: { auth: Record<string, string> },
  input: CollectionInput,
): Promise<void> {
  for (const role of Object.keys(input.permissions ?? {})) {
    if (isSystemRole(role)) continue;
    const made = await t.http().post('/api/roles').set(admin.auth).send({ name: role, label: role });
    if (made.status !== 201 && made.status !== 409)
      throw new Error(`POST /api/roles: ${made.status} ${JSON.stringify(made.body)}`);
  }
  const res = await t.http().post('/api/schemas').set(admin.auth).send(input);
  if (res.status !== 201) throw new Error(`POST /api/schemas: ${res.status} ${JSON.stringify(res.body)}`);
}

/** `tasks`: one field of each type; members read and write the rows of their zones, never `secret`. */
export const TASKS: CollectionInput = {
  name: 'tasks',
  label: 'Task',
  fields: [
    { name: 'title', type: 'string', required: true, max: 200 },
    { name: 'notes', type: 'text' },
    { name: 'status', type: 'enum', options: ['open', 'done'], default: 'open', required: true },
    { name: 'priority', type: 'integer' },
    { name: 'score', type: 'number' },
    { name: 'done', type: 'boolean', required: true, default: false },
    { name: 'due_on', type: 'date' },
    { name: 'starts_at', type: 'datetime' },
    { name: 'ref', type: 'uuid' },
    { name: 'data', type: 'json' },
    { name: 'secret', type: 'string' },
    { name: 'code', type: 'string', unique: true },
    { name: 'zone_id', type: 'relation', target: 'zones', required: true, on_delete: 'cascade' },
    { name: 'owner_id', type: 'relation', target: 'users', on_delete: 'set_null' },
  ],
  permissions: {
    user: {
      actions: ['read', 'create', 'update', 'delete'],
      read_fields: [
        'id',
        'title',
        'notes',
        'status',
        'priority',
        'score',
        'done',
        'due_on',
        'starts_at',
        'ref',
        'data',
        'code',
        'zone_id',
        'owner_id',
        'created_at',
        'updated_at',
        'created_by',
      ],
      write_fields: ['title', 'notes', 'status', 'priority', 'score', 'done', 'due_on', 'code', 'zone_id'],
      scope: { kind: 'zone_member', field: 'zone_id' },
    },
    // Reads only what it created, and may only create.
    reporter: { actions: ['read', 'create'], scope: { kind: 'own', field: 'created_by' } },
    // May create, never read back.
    writer: { actions: ['create'] },
  },
};

/**
 * A row of TASKS inserted straight into its table (around the API, to set up a case): its code,
 * title `Task <code>`, zone and any other columns. Answers its id.
 */
export async function insertTask(
  t: TestApp,
  code: string,
  zone: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const cols = ['code', 'title', 'zone_id', ...Object.keys(extra)];
  const [row] = await t.dataSource.query(
    `INSERT INTO tasks (${cols.map((c) => `"${c}"`).join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    [code, `Task ${code}`, zone, ...Object.values(extra)],
  );
  return row.id as string;
}

/** The world the table API's specs share: `tasks` registered by an admin; alice and bob, each in a zone of their own, and one of the admin's. */
export interface TasksWorld {
  t: TestApp;
  admin: TestUser;
  alice: TestUser;
  bob: TestUser;
  zoneA: { id: string; name: string };
  zoneB: { id: string; name: string };
  zoneC: { id: string; name: string };
}

export async function startTasksWorld(env: Record<string, string> = {}): Promise<TasksWorld> {
  const t = await startAppForUsers(env);
  const admin = await createUser(t, { platformRole: 'admin', prefix: 'admin' });
  await registerCollection(t, admin, TASKS);
  const alice = await createUser(t, { prefix: 'alice' });
  const bob = await createUser(t, { prefix: 'bob' });
  return {
    t,
    admin,
    alice,
    bob,
    zoneA: await createZone(t, alice, { name: 'Zone A' }),
    zoneB: await createZone(t, bob, { name: 'Zone B' }),
    zoneC: await createZone(t, admin, { name: 'Zone C' }),
  };
}

/**
 * `doc` with the table API's components (`#/components/<kind>/rest.…`) written in place of their
 * references in its paths, so a test reads an operation's row, bodies and parameters where they
 * apply (the document itself names each once, in its components), and each operation's
 * parameters with its path's (`select` and `Accept`, said once on the path) before its own.
 */
export function inlineRestRefs<T extends { paths: unknown }>(doc: T): T {
  const paths = restInliner(doc as { components?: unknown })(doc.paths) as Record<string, Node>;
  return {
    ...doc,
    paths: Object.fromEntries(Object.entries(paths).map(([path, item]) => [path, withPathParameters(item)])),
  };
}

type Parameter = { name: string; in: string };

/** A path item's operations, each with the path's parameters that it does not override (OpenAPI's rule). */
function withPathParameters(item: Node): Node {
  const shared = (item.parameters as Parameter[] | undefined) ?? [];
  const out: Node = {};
  for (const [method, op] of Object.entries(item)) {
    if (method === 'parameters') continue;
    const own = ((op as Node).parameters as Parameter[] | undefined) ?? [];
    const overridden = (p: Parameter) => own.some((o) => o.name === p.name && o.in === p.in);
    out[method] = { ...(op as Node), parameters: [...shared.filter((p) => !overridden(p)), ...own] };
  }
  return out;
}

const COLUMN_NAMES = /^\^\(\?:([a-z0-9_|]+)\)\$$/;

/**
 * The names a collection's filters schema gives one pattern of its `patternProperties`: it names
 * the columns of one kind exactly, `^(?:a|b)$` (snake_case names, nothing escaped).
 */
export function columnsOfPattern(pattern: string): string[] {
  const m = COLUMN_NAMES.exec(pattern);
  if (!m) throw new Error(`not a pattern of column names: ${pattern}`);
  return m[1].split('|');
}

/** One of the document's table API schemas (`rest.tasks.row`), its references inlined as inlineRestRefs does. */
export function restSchema(
  doc: { components?: unknown },
  name: string,
): { properties: Record<string, unknown>; required?: string[] } {
  const schemas = (doc.components as { schemas?: Record<string, unknown> } | undefined)?.schemas;
  return restInliner(doc)(schemas?.[name]) as { properties: Record<string, unknown>; required?: string[] };
}

type Node = Record<string, unknown>;

/**
 * A walk that inlines `#/components/<kind>/rest.…` references (keywords beside a reference, as an
 * enum filter's example, kept over the referred ones), writes the filters' patterns of column
 * names (`patternProperties`, `^(?:a|b)$`) as the properties they name, and merges a schema's
 * `allOf` parts into it (a collection's row and bodies refer to its fields that way): the
 * properties and required keys are then all of theirs, as a validator reads them.
 */
function restInliner(doc: { components?: unknown }): (node: unknown) => unknown {
  const components = (doc.components ?? {}) as Record<string, Record<string, unknown>>;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const ref = (node as { $ref?: unknown }).$ref;
    const m = typeof ref === 'string' ? /^#\/components\/(\w+)\/(rest\..+)$/.exec(ref) : null;
    if (m) {
      const { $ref: _ref, ...beside } = node as Node;
      return walk({ ...(components[m[1]]?.[m[2]] as Node), ...beside });
    }
    const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)])) as Node;
    const patterns = Object.keys((out.patternProperties as Node | undefined) ?? {});
    if (patterns.length > 0 && patterns.every((p) => COLUMN_NAMES.test(p))) {
      const { patternProperties, ...others } = out;
      return {
        ...others,
        properties: Object.fromEntries(
          Object.entries(patternProperties as Node).flatMap(([pattern, schema]) =>
            columnsOfPattern(pattern).map((column) => [column, schema]),
          ),
        ),
      };
    }
    if (!Array.isArray(out.allOf)) return out;
    const { allOf, ...rest } = out;
    return [...(allOf as Node[]), rest].reduce<Node>((acc, part) => {
      const next: Node = { ...acc, ...part };
      if (acc.properties || part.properties)
        next.properties = { ...(acc.properties as Node), ...(part.properties as Node) };
      if (acc.required || part.required)
        next.required = [...((acc.required as string[]) ?? []), ...((part.required as string[]) ?? [])];
      return next;
    }, {});
  };
  return walk;
}
