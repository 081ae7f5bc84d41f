import fc from 'fast-check';
import { collectionSchema, FilterError } from '@atrium/schema';
import type { QueryInput } from '@atrium/schema';
import { parseRestQuery } from './rest-query.js';
import type { RestMode } from './rest-query.js';
import {
  buildDeleteStatement,
  buildInsertStatement,
  buildReadStatement,
  buildRowsByIdStatement,
  buildUpdateStatement,
} from './rest-sql.js';
import type { Statement } from './rest-sql.js';
import { accessTo, tasksAccess, tasksVariantAccess } from '../../../test/rest/rest-fixtures.js';
import { TASKS } from '../../../test/rest/rest-kit.js';

const ME = { userId: 'c0ffee00-0000-4000-8000-000000000001' };
const parse = (query: QueryInput, mode: RestMode = 'read', role = 'user') =>
  parseRestQuery(query, tasksAccess(role), { mode, accessTo: (n) => accessTo(n, role) });

describe('buildReadStatement', () => {
  it('selects, scopes, filters, orders and pages with every value bound', () => {
    const st = buildReadStatement(
      tasksAccess(),
      parse({
        select: 'id,title,starts_at',
        title: 'ilike.*50%_off*',
        order: 'priority.desc.nullslast',
        limit: '5',
      }),
      ME,
      { count: false },
    );
    expect(st.text).toBe(
      `SELECT coalesce(json_agg(r.*), '[]')::text AS body, count(*) AS n FROM (` +
        `SELECT t."id" AS "id", t."title" AS "title", ` +
        `to_char(t."starts_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "starts_at" ` +
        `FROM "tasks" t WHERE t."zone_id" IN (SELECT zm.zone_id FROM zone_members zm WHERE zm.user_id = $1) ` +
        `AND t."title" ILIKE $2 ORDER BY t."priority" DESC NULLS LAST, t."id" ASC LIMIT $3 OFFSET $4) r`,
    );
    expect(st.values).toEqual([ME.userId, '%50%\\_off%', 5, 0]); // `%` is a wildcard too (PostgREST's alias of `*`)
  });

  it('adds the total for Prefer: count=exact, with the same conditions', () => {
    const st = buildReadStatement(tasksAccess(), parse({ done: 'is.true' }), ME, { count: true });
    expect(st.text).toMatch(
      /^SELECT x\.\*, \(SELECT count\(\*\) FROM "tasks" t WHERE .* AND t\."done" IS TRUE\) AS total FROM \(/,
    );
  });

  it('admins read every row: no scope', () => {
    const st = buildReadStatement(tasksAccess('admin'), parse({}, 'read', 'admin'), ME, { count: false });
    expect(st.text).not.toContain('zone_members');
    expect(st.values).toEqual([100, 0]);
  });

  it('nests groups and negations', () => {
    const st = buildReadStatement(
      tasksAccess('admin'),
      parse(
        { or: '(status.eq.done,not.and(priority.gte.3,notes.is.null))', title: 'not.in.(a,b)' },
        'read',
        'admin',
      ),
      ME,
      { count: false },
    );
    expect(st.text).toContain(
      `WHERE (t."status" = $1::text OR NOT (t."priority" >= $2::integer AND t."notes" IS NULL)) AND NOT (t."title" = ANY($3::text[]))`,
    );
    expect(st.values.slice(0, 3)).toEqual(['done', 3, ['a', 'b']]);
  });

  it("binds a compared value with its column's type: the same filter on a retyped field is another statement", () => {
    // Each text is a named prepared statement on the connections that ran it: were the text the
    // same after `code` became an integer, PostgreSQL would re-plan it with the old parameter type.
    const query = { select: 'code', code: 'eq.12', priority: 'in.(1,2)' };
    const before = buildReadStatement(tasksAccess('admin'), parse(query, 'read', 'admin'), ME, {
      count: false,
    });
    expect(before.text).toContain(`t."code" = $1::text AND t."priority" = ANY($2::integer[])`);
    const retyped = collectionSchema.parse({
      ...TASKS,
      fields: TASKS.fields.map((f) => (f.name === 'code' ? { name: 'code', type: 'integer' } : f)),
    });
    const access = tasksVariantAccess(retyped, 'admin');
    const after = buildReadStatement(
      access,
      parseRestQuery(query, access, { mode: 'read', accessTo: (n) => accessTo(n, 'admin') }),
      ME,
      { count: false },
    );
    expect(after.text).toContain(`t."code" = $1::integer AND`);
    expect(after.text).not.toBe(before.text);
  });

  it('embeds after paging, under the target scope', () => {
    const st = buildReadStatement(tasksAccess(), parse({ select: 'title,zone(name)', order: 'due_on' }), ME, {
      count: false,
    });
    expect(st.text).toBe(
      `SELECT coalesce(json_agg(r.*), '[]')::text AS body, count(*) AS n FROM (` +
        `SELECT b."title" AS "title", row_to_json(e0x.*) AS "zone" FROM (` +
        `SELECT t."id", t."title", t."zone_id", t."due_on" FROM "tasks" t ` +
        `WHERE t."zone_id" IN (SELECT zm.zone_id FROM zone_members zm WHERE zm.user_id = $1) ` +
        `ORDER BY t."due_on" ASC, t."id" ASC LIMIT $2 OFFSET $3) b ` +
        `LEFT JOIN LATERAL (SELECT e0."name" AS "name" FROM "zones" e0 WHERE e0."id" = b."zone_id" ` +
        `AND e0."id" IN (SELECT zm.zone_id FROM zone_members zm WHERE zm.user_id = $1)) e0x ON true ` +
        `ORDER BY b."due_on" ASC, b."id" ASC) r`,
    );
  });

  it('embeds users under their zone-peers scope: the caller, or anyone in one of the caller’s zones', () => {
    const st = buildReadStatement(tasksAccess(), parse({ select: 'title,owner(email)' }), ME, {
      count: false,
    });
    expect(st.text).toContain(
      `LEFT JOIN LATERAL (SELECT e0."email" AS "email" FROM "users" e0 WHERE e0."id" = b."owner_id" ` +
        `AND (e0."id" = $1 OR e0."id" IN (SELECT zp.user_id FROM zone_members zp WHERE zp.zone_id IN ` +
        `(SELECT zm.zone_id FROM zone_members zm WHERE zm.user_id = $1)))) e0x ON true`,
    );
    expect(st.values[0]).toBe(ME.userId);
  });

  it('scopes through a relation path: a module’s zone is its hub’s, inactive ones for editors only, those of an inactive hub for its managers only', () => {
    const modules = accessTo('modules')!;
    const st = buildReadStatement(
      modules,
      parseRestQuery({ select: 'name', or: '(is_active.eq.false,name.eq.x)' }, modules, {
        mode: 'read',
        accessTo: (n) => accessTo(n),
      }),
      ME,
      { count: false },
    );
    const zonesOf = (roles: string, active: string) =>
      `(SELECT zm.zone_id FROM zone_members zm WHERE zm.user_id = $1${roles}${active})`;
    const viaHub = (roles: string, active = '') =>
      `t."hub_id" IN (SELECT t_s0."id" FROM "hubs" t_s0 WHERE t_s0."zone_id" IN ${zonesOf(roles, active)})`;
    const activeHub = `t."hub_id" IN (SELECT t_s0."id" FROM "hubs" t_s0 WHERE t_s0."is_active")`;
    expect(st.text).toContain(
      `FROM "modules" t WHERE ((${viaHub('')} AND (t."is_active" OR ${viaHub(
        ' AND zm.role = ANY($2)',
        ` AND EXISTS (SELECT 1 FROM zones zz WHERE zz."id" = zm.zone_id AND zz."is_active")`,
      )})) AND (${viaHub('')} AND (${activeHub} OR ${viaHub(' AND zm.role = ANY($3)')}))) ` +
        `AND (t."is_active" = $4::boolean OR t."name" = $5::text)`,
    );
    expect(st.values.slice(0, 5)).toEqual([
      ME.userId,
      ['owner', 'admin', 'member'],
      ['owner', 'admin'],
      false,
      'x',
    ]);
    assertSafe(st);
  });

  it('a scope whose path no longer resolves reads nothing', () => {
    const modules = accessTo('modules')!;
    const broken = { ...modules, rowScope: { kind: 'none' as const } };
    const st = buildReadStatement(broken, parseRestQuery({}, broken, { mode: 'read', accessTo }), ME, {
      count: false,
    });
    expect(st.text).toContain(`FROM "modules" t WHERE false ORDER BY`);
  });

  it('gives one text per request shape, whatever the values (prepared once)', () => {
    const a = buildReadStatement(tasksAccess(), parse({ title: 'eq.a', limit: '1' }), ME, { count: false });
    const b = buildReadStatement(tasksAccess(), parse({ title: "eq.b' OR 1=1", limit: '7' }), ME, {
      count: false,
    });
    expect(a.text).toBe(b.text);
    expect(a.values).not.toEqual(b.values);
  });
});

describe('write statements', () => {
  it('INSERT binds typed values, takes defaults for missing keys and stamps created_by', () => {
    const st = buildInsertStatement(
      tasksAccess(),
      [
        { title: 'a', data: { x: 1 } },
        { title: 'b', status: 'done' },
      ],
      parse({ select: 'id' }, 'create').select,
      ME,
      { render: true },
    );
    expect(st.text).toContain(
      `INSERT INTO "tasks" ("title", "status", "data", "created_by") VALUES ($1::text, DEFAULT, $2::jsonb, $3::uuid), ($4::text, $5::text, DEFAULT, $3::uuid) RETURNING *`,
    );
    expect(st.values.slice(0, 5)).toEqual(['a', '{"x":1}', ME.userId, 'b', 'done']);
    expect(st.text).toContain(`(SELECT count(*) FROM _w t WHERE (t."zone_id" IN (`);
  });

  it('a written relation must point at a row of the target the caller may read', () => {
    const st = buildInsertStatement(tasksAccess(), [{ title: 'a', zone_id: ME.userId }], [], ME, {
      render: false,
      targetAccess: (c) => accessTo(c, 'user'),
    });
    expect(st.text).toContain(
      `(SELECT count(*) FROM _w t WHERE (t."zone_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "zones" r1 WHERE r1."id" = t."zone_id" AND r1."id" IN (SELECT zm.zone_id FROM zone_members zm WHERE zm.user_id = $3)))) AS unlinked`,
    );
    // A target the role has no grant on: it reads none of its rows, so only what it knows without
    // reading passes (its zones, here; its own account for `users`; nothing of any other target).
    const none = buildInsertStatement(tasksAccess(), [{ title: 'a', zone_id: ME.userId }], [], ME, {
      render: false,
      targetAccess: () => null,
    });
    expect(none.text).toMatch(
      /, \(SELECT count\(\*\) FROM _w t WHERE \(t."zone_id" IS NOT NULL AND NOT \(t."zone_id" IN \(SELECT zm.zone_id FROM zone_members zm WHERE zm.user_id = \$\d+\)\)\)\) AS unlinked$/,
    );
    // Every row of the target (a platform admin): the foreign key is the whole check.
    const admin = buildInsertStatement(tasksAccess(), [{ title: 'a', zone_id: ME.userId }], [], ME, {
      render: false,
      targetAccess: (c) => accessTo(c, 'admin'),
    });
    expect(admin.text).toMatch(/, 0 AS unlinked$/);
  });

  it('UPDATE stamps updated_at and keeps the scope in its WHERE', () => {
    const st = buildUpdateStatement(
      tasksAccess(),
      { title: 'x' },
      parse({ id: `eq.${ME.userId}` }, 'change'),
      ME,
      {
        render: false,
      },
    );
    // The write scope: only the zones where the caller's role changes content (a viewer's are out).
    const writers = `(SELECT zm.zone_id FROM zone_members zm WHERE zm.user_id = $3 AND zm.role = ANY`;
    expect(st.text).toBe(
      `WITH _w AS (UPDATE "tasks" AS t SET "title" = $1::text, "updated_at" = now() WHERE t."zone_id" IN ` +
        `${writers}($2)) AND t."id" = $4::uuid RETURNING t.*) ` +
        `SELECT '[]'::text AS body, (SELECT count(*) FROM _w) AS n, (SELECT count(*) FROM _w t WHERE ` +
        `(t."zone_id" IN ${writers}($7))) IS NOT TRUE) AS outside, ` +
        // rows of an archived zone, written and as they were (tasks.zone_id is a relation to zones)
        `(SELECT count(*) FROM _w t WHERE (t."zone_id" IN (SELECT az."id" FROM "zones" az WHERE az."is_active" IS FALSE))) AS archived, ` +
        `(SELECT count(*) FROM "tasks" AS t WHERE t."zone_id" IN ${writers}($5)) ` +
        `AND t."id" = $6::uuid AND (t."zone_id" IN (SELECT az."id" FROM "zones" az WHERE az."is_active" IS FALSE))) AS archived_before, ` +
        // no relation was written: nothing to check
        `0 AS unlinked`,
    );
    for (const i of [1, 4, 6]) expect(st.values[i]).toEqual(['owner', 'admin', 'member']);
  });

  it('DELETE keeps the scope in its WHERE', () => {
    const st = buildDeleteStatement(tasksAccess(), parse({ title: 'eq.x' }, 'change'), ME, { render: true });
    expect(st.text).toMatch(
      /^WITH _w AS \(DELETE FROM "tasks" AS t WHERE t\."zone_id" IN \(.* AND zm\.role = ANY\(\$1\)\) AND t\."title" = \$3::text RETURNING t\.\*\)/,
    );
    expect(st.values[0]).toEqual(['owner', 'admin', 'member']);
  });
});

/* ------------------------------------------------------------------------------------------ */
/* Property: any query string gives a 400 (FilterError) or SQL whose every identifier is a     */
/* quoted name of the schema, whose only literals are the builder's own, and whose values are  */
/* all bound.                                                                                  */
/* ------------------------------------------------------------------------------------------ */

const KNOWN_LITERALS = new Set([`'[]'`, `'UTC'`, `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`]);
/** Bare words the builder writes: keywords, functions, its aliases, the zone_members subquery. */
const VOCABULARY = new Set(
  (
    'SELECT FROM WHERE AND OR NOT IN IS NULL TRUE FALSE LIKE ILIKE ANY AS ON ORDER BY ASC DESC NULLS FIRST ' +
    'LAST LIMIT OFFSET LEFT JOIN LATERAL true coalesce json_agg count text to_char AT TIME ZONE row_to_json ' +
    'array_position uuid jsonb integer bigint double precision boolean date timestamp with time zone ' +
    'WITH INSERT INTO VALUES DEFAULT RETURNING UPDATE SET DELETE now body n total outside unlinked ' +
    't b r x _w zm zp zz zone_id user_id role zone_members zones is_active EXISTS t_s0 az archived archived_before ' +
    Array.from({ length: 10 }, (_, i) => `e${i} e${i}x r${i}`).join(' ')
  ).split(/\s+/),
);

function schemaNames(): Set<string> {
  const names = new Set<string>();
  for (const c of ['tasks', 'zones', 'users', 'modules', 'hubs']) {
    const access = accessTo(c, 'admin')!;
    names.add(access.collection.table);
    for (const name of access.columns.keys()) {
      names.add(name);
      // Embed keys a select may write: a relation's name, without `_id`, or its target.
      const col = access.columns.get(name)!;
      if (col.field.type === 'relation') {
        names.add(name.replace(/_id$/, ''));
        names.add(col.field.target);
      }
    }
  }
  return names;
}
const SCHEMA_NAMES = schemaNames();

function assertSafe(st: Statement): void {
  let rest = st.text.replace(/'(?:[^']|'')*'/g, (literal) => {
    expect(KNOWN_LITERALS).toContain(literal);
    return ' ';
  });
  rest = rest.replace(/"((?:[^"]|"")*)"/g, (_all, ident: string) => {
    expect(SCHEMA_NAMES).toContain(ident);
    return ' ';
  });
  const used = new Set<number>();
  rest = rest.replace(/\$(\d+)/g, (_all, n: string) => {
    used.add(Number(n));
    return ' ';
  });
  expect(rest).toMatch(/^[A-Za-z0-9_\s,.()*=<>:[\]-]*$/);
  for (const word of rest.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []) expect(VOCABULARY).toContain(word);
  expect([...used].sort((a, b) => a - b)).toEqual(st.values.map((_, i) => i + 1));
}

const HOSTILE = [
  `'; DROP TABLE tasks; --`,
  `" OR 1=1 --`,
  `id::text`,
  `$1`,
  `\u0000`,
  `*`.repeat(50),
  `(((((`,
  `)))`,
  `"`,
  `\\`,
  `pg_sleep(10)`,
  `title") OR ("1"="1`,
  `zone(name);--`,
];
const COLUMNS = [
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
  'secret',
  'zone_id',
  'owner_id',
  'created_at',
];
const OPS = [
  'eq',
  'neq',
  'gt',
  'lt',
  'gte',
  'lte',
  'like',
  'ilike',
  'in',
  'is',
  'not.eq',
  'not.is',
  'not.in',
  'zz',
  '',
];

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(...HOSTILE),
  fc.constantFrom('null', 'true', '1', '2024-01-01', ME.userId, '(a,b)', '("x,y",z)'),
);
const filterValue = fc.tuple(fc.constantFrom(...OPS), text).map(([op, v]) => (op ? `${op}.${v}` : v));
const condition: fc.Arbitrary<string> = fc.letrec<{ cond: string; group: string }>((tie) => ({
  cond: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.tuple(fc.constantFrom(...COLUMNS), filterValue).map(([c, v]) => `${c}.${v}`),
    tie('group'),
  ),
  group: fc
    .tuple(fc.constantFrom('and', 'or', 'not.and', 'not.or', 'nope'), fc.array(tie('cond'), { maxLength: 4 }))
    .map(([op, items]) => `${op}(${items.join(',')})`),
})).cond;
const selectValue = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        ...COLUMNS,
        '*',
        'zone(name)',
        'zone_id(*)',
        'owner(email,id)',
        'zones(name,secret)',
        'zone(zone(name))',
      ),
      text,
    ),
    { maxLength: 6 },
  )
  .map((items) => items.join(','));
const orderValue = fc
  .array(
    fc.tuple(
      fc.constantFrom(...COLUMNS),
      fc.constantFrom('', '.asc', '.desc.nullslast', '.nullsfirst', '.x'),
    ),
    {
      maxLength: 4,
    },
  )
  .map((terms) => terms.map(([c, m]) => c + m).join(','));
const query: fc.Arbitrary<QueryInput> = fc
  .array(
    fc.oneof(
      fc.tuple(fc.constantFrom(...COLUMNS), fc.oneof(filterValue, fc.array(filterValue, { maxLength: 3 }))),
      fc.tuple(
        fc.constantFrom('or', 'and'),
        condition.map((c) => `(${c})`),
      ),
      fc.tuple(fc.constant('select'), selectValue),
      fc.tuple(fc.constant('order'), orderValue),
      fc.tuple(fc.constantFrom('limit', 'offset'), fc.oneof(fc.nat().map(String), text)),
      fc.tuple(
        fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'toString')),
        text,
      ),
    ),
    { maxLength: 6 },
  )
  .map((entries) => {
    const out = Object.create(null) as Record<string, string | string[]>;
    for (const [k, v] of entries) out[k] = v;
    return out;
  });

describe('any query string: a 400 or safe SQL', () => {
  it.each(['user', 'admin'])('read, as %s', (role) => {
    fc.assert(
      fc.property(query, fc.boolean(), (q, count) => {
        let parsed;
        try {
          parsed = parse(q, 'read', role);
        } catch (error) {
          expect(error).toBeInstanceOf(FilterError);
          expect((error as FilterError).details.length).toBeGreaterThan(0);
          return;
        }
        assertSafe(buildReadStatement(tasksAccess(role), parsed, ME, { count }));
        assertSafe(buildRowsByIdStatement(tasksAccess(role), parsed.select, [ME.userId], ME));
      }),
      { numRuns: 1000 },
    );
  });

  it('update and delete', () => {
    fc.assert(
      fc.property(query, (q) => {
        let parsed;
        try {
          parsed = parse(q, 'change');
        } catch (error) {
          expect(error).toBeInstanceOf(FilterError);
          return;
        }
        assertSafe(
          buildUpdateStatement(tasksAccess(), { title: 'x', status: 'done' }, parsed, ME, { render: true }),
        );
        // Writing relations adds the check that each points at a row the caller may read.
        assertSafe(
          buildUpdateStatement(tasksAccess(), { zone_id: ME.userId, owner_id: ME.userId }, parsed, ME, {
            render: true,
            targetAccess: (c) => accessTo(c, 'user'),
          }),
        );
        assertSafe(buildDeleteStatement(tasksAccess(), parsed, ME, { render: true }));
      }),
      { numRuns: 600 },
    );
  });

  it('never throws anything but FilterError, whatever the shape of the parsed query string', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 10 }), fc.anything()), (q) => {
        try {
          parse(q as QueryInput);
        } catch (error) {
          expect(error).toBeInstanceOf(FilterError);
        }
      }),
      { numRuns: 300 },
    );
  });
});
