/**
 * Runs the SQL produced by toSql against a real PostgreSQL (PGlite, when installed in the
 * workspace) and checks that matchRow selects exactly the same rows. Skipped when PGlite is
 * not available; the schema library itself never depends on it.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColumnSpec } from './filter-types.js';
import { filterRows } from './match-row.js';
import { parseQuery } from './parse-query.js';
import { toSql } from './to-sql.js';

interface Db {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
  close(): Promise<void>;
}

// PGlite (real PostgreSQL in WASM) is a dev dependency of libs/schema: this test always runs.
const PGLITE = '@electric-sql/pglite';
const pglite = (await import(/* @vite-ignore */ PGLITE)) as {
  PGlite: { create(): Promise<Db> };
};

const COLUMNS: ColumnSpec = {
  id: 'uuid',
  name: 'text',
  path: 'text',
  is_active: 'boolean',
  order_index: 'integer',
  score: 'number',
  created_at: 'timestamp',
  deleted_at: 'timestamp',
  metadata: 'json',
};

const ROWS: Record<string, unknown>[] = [
  {
    id: '3f1c2b7e-9a4d-4c1e-8b2a-0d9e6f5a4b3c',
    name: 'admin_users',
    path: '/admin/users',
    is_active: true,
    order_index: 2,
    score: '10.5',
    created_at: '2024-01-01T00:00:00.000Z',
    deleted_at: null,
    metadata: { guard_type: 'admin' },
  },
  {
    id: 'aaaaaaaa-0000-0000-0000-000000000002',
    name: '100%_off',
    path: '/promo',
    is_active: false,
    order_index: 1,
    score: '3',
    created_at: '2024-06-01T12:00:00.000Z',
    deleted_at: '2024-07-01T00:00:00.000Z',
    metadata: null,
  },
  {
    id: 'aaaaaaaa-0000-0000-0000-000000000003',
    name: 'home',
    path: '/',
    is_active: null,
    order_index: null,
    score: null,
    created_at: '2024-01-01T01:00:00.000Z',
    deleted_at: null,
    metadata: {},
  },
  {
    id: 'aaaaaaaa-0000-0000-0000-000000000004',
    name: 'a,b',
    path: '/a\\b',
    is_active: true,
    order_index: -5,
    score: '-0.25',
    created_at: '2023-05-05T05:05:05.005Z',
    deleted_at: null,
    metadata: null,
  },
  {
    id: 'aaaaaaaa-0000-0000-0000-000000000005',
    name: 'Straße',
    path: '/x\ny',
    is_active: false,
    order_index: 0,
    score: '0',
    created_at: '2025-01-01T00:00:00.000Z',
    deleted_at: '2025-02-01T00:00:00.000Z',
    metadata: null,
  },
  {
    id: 'aaaaaaaa-0000-0000-0000-000000000006',
    name: '',
    path: '/admin',
    is_active: true,
    order_index: 7,
    score: '1e3',
    created_at: '2024-01-01T00:00:00.001Z',
    deleted_at: null,
    metadata: null,
  },
];

const QUERIES: Record<string, string | string[]>[] = [
  {},
  { name: 'eq.home' },
  { name: 'neq.home' },
  { name: 'not.eq.home' },
  { name: 'eq.' },
  { is_active: 'eq.true' },
  { is_active: 'neq.true' },
  { is_active: 'not.eq.false' },
  { is_active: 'is.true' },
  { is_active: 'not.is.true' },
  { is_active: 'is.false' },
  { is_active: 'not.is.false' },
  { is_active: 'is.null' },
  { is_active: 'in.(true)' },
  { is_active: 'not.in.(true)' },
  { deleted_at: 'is.null' },
  { deleted_at: 'not.is.null' },
  { deleted_at: 'lt.2025-01-01' },
  { deleted_at: 'not.lt.2025-01-01' },
  { metadata: 'is.null' },
  { metadata: 'not.is.null' },
  { order_index: 'gt.0' },
  { order_index: 'gte.0' },
  { order_index: 'lt.2' },
  { order_index: 'lte.-5' },
  { order_index: 'not.gt.1' },
  { order_index: 'in.(1,2,7)' },
  { order_index: 'not.in.(1,2,7)' },
  { order_index: ['gte.0', 'lte.2'] },
  { score: 'gt.1' },
  { score: 'eq.1000' },
  { score: 'lt.0' },
  { score: 'in.(3,10.5)' },
  { id: 'eq.3F1C2B7E-9A4D-4C1E-8B2A-0D9E6F5A4B3C' },
  { id: 'in.(aaaaaaaa-0000-0000-0000-000000000002,aaaaaaaa-0000-0000-0000-000000000003)' },
  { id: 'not.in.(aaaaaaaa-0000-0000-0000-000000000002)' },
  { id: 'gt.aaaaaaaa-0000-0000-0000-000000000004' },
  { created_at: 'eq.2024-01-01T01:00:00Z' },
  { created_at: 'eq.2024-01-01T03:00:00+02:00' },
  { created_at: 'gt.2024-01-01' },
  { created_at: 'gte.2024-01-01T00:00:00.001Z' },
  { created_at: 'lt.2024-01-01T00:00:00.001' },
  { created_at: 'in.(2024-01-01,2025-01-01T00:00:00Z)' },
  { path: 'like./admin*' },
  { path: 'like./admin' },
  { path: 'like.*admin*' },
  { path: 'ilike.*ADMIN*' },
  { path: 'not.like.*admin*' },
  { path: 'like.*\\*' },
  { path: 'like./x*' },
  { path: 'like./x*y' },
  { path: 'like.*' },
  { name: 'like.100%_*' },
  { name: 'like.100*' },
  { name: 'like.admin_user_' },
  { name: 'like._*' },
  { name: 'ilike.STRASSE' },
  { name: 'ilike.straße' },
  { name: 'in.("a,b",home)' },
  { name: 'in.("",x)' },
  { name: 'in.()' },
  { name: 'not.in.()' },
  { name: 'not.like.*' },
  { is_active: 'eq.true', path: 'like./admin*' },
  { is_active: 'not.is.null', order_index: 'not.in.(2)', created_at: 'lt.2025-01-01' },
];

describe('toSql and matchRow agree on PostgreSQL', () => {
  let db: Db;

  beforeAll(async () => {
    db = await pglite.PGlite.create();
    await db.exec(`CREATE TABLE t (
      id uuid PRIMARY KEY, name text, path text, is_active boolean, order_index integer,
      score numeric, created_at timestamptz, deleted_at timestamptz, metadata jsonb)`);
    for (const row of ROWS) {
      const cols = Object.keys(row);
      await db.query(
        `INSERT INTO t (${cols.map((c) => `"${c}"`).join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})`,
        cols.map((c) => (c === 'metadata' && row[c] !== null ? JSON.stringify(row[c]) : row[c])),
      );
    }
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  const label = (q: Record<string, string | string[]>): string =>
    new URLSearchParams(
      Object.entries(q).flatMap(([k, v]): [string, string][] =>
        Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]],
      ),
    ).toString() || '(no filters)';

  it.each(QUERIES.map((q) => [label(q), q] as const))('%s', async (_label, query) => {
    const parsed = parseQuery(query, COLUMNS);
    const sql = toSql(parsed, { table: 't', paramOffset: 0 });
    const result = await db.query<{ id: string }>(`SELECT id FROM t ${sql.where} ORDER BY id`, sql.params);
    const fromSql = result.rows.map((r) => r.id);
    const inMemory = filterRows(ROWS, parsed.filters)
      .map((r) => r.id as string)
      .sort();
    expect(inMemory).toEqual(fromSql);
  });

  it('renders ORDER BY that PostgreSQL accepts', async () => {
    const parsed = parseQuery(
      { order: 'order_index.desc.nullslast,name', select: 'name,order_index' },
      COLUMNS,
    );
    const sql = toSql(parsed);
    const result = await db.query<{ name: string }>(
      `SELECT ${sql.select} FROM t ${sql.where} ${sql.orderBy}`,
      sql.params,
    );
    expect(result.rows.map((r) => r.name)).toEqual(['', 'admin_users', '100%_off', 'Straße', 'a,b', 'home']);
  });

  it('keeps the parameter numbering after paramOffset', async () => {
    const parsed = parseQuery({ name: 'in.(home,x)', order_index: 'is.null' }, COLUMNS);
    const sql = toSql(parsed, { paramOffset: 1 });
    const result = await db.query<{ n: number }>(`SELECT count(*)::int + $1 AS n FROM t ${sql.where}`, [
      100,
      ...sql.params,
    ]);
    expect(result.rows[0].n).toBe(101);
  });
});

/** Texts for the like/ilike agreement checks: repetitive ones (where a backtracking matcher struggles) and case-folding edge cases. */
const TEXTS: string[] = [
  '',
  'a',
  'aa',
  'a'.repeat(300),
  `${'a'.repeat(300)}QQ`,
  'QQ',
  'ab'.repeat(40),
  'abcabcabd',
  'aab',
  '/admin/users',
  '/ADMIN/Users',
  'x\ny',
  'a\\b',
  '100%_off',
  'café',
  'CAFÉ',
  'Straße',
  'STRASSE',
  'ΟΔΟΣ',
  'οδοσ',
  'İzmir',
  'izmir',
  'ſ',
  's',
  'K', // Kelvin sign
  'k',
  '😀x😀',
];

const LIKE_PATTERNS: string[] = [
  `${'*'.repeat(60)}QQ`,
  `${'*a'.repeat(40)}*QQ`,
  `${'a*'.repeat(40)}`,
  `${'*'.repeat(20)}a${'*'.repeat(20)}`,
  `${'*ab'.repeat(20)}*`,
  `${'*ab'.repeat(41)}*`,
  '*abcabd*',
  '*ab*ab*',
  '*aab*',
  'a*a',
  '*Q',
  'QQ*',
  '*é*',
  '*É*',
  'café',
  'straße',
  'strasse',
  'οδοσ',
  'i*',
  's',
  'k',
  '*x*',
  'x*y',
  '*\\*',
  '*%*',
  '*_*',
  '😀*😀',
  '*',
  '',
];

describe('like and ilike agree with PostgreSQL on star-heavy and case-folding patterns', () => {
  let db: Db;
  const columns: ColumnSpec = { id: 'integer', s: 'text' };
  const rows = TEXTS.map((s, id) => ({ id, s }));

  beforeAll(async () => {
    db = await pglite.PGlite.create();
    await db.exec('CREATE TABLE w (id integer PRIMARY KEY, s text)');
    for (const row of rows) await db.query('INSERT INTO w (id, s) VALUES ($1, $2)', [row.id, row.s]);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  async function agree(op: 'like' | 'ilike', pattern: string): Promise<void> {
    const parsed = parseQuery({ s: `${op}.${pattern}` }, columns);
    const sql = toSql(parsed, { table: 'w', paramOffset: 0 });
    const result = await db.query<{ id: number }>(`SELECT id FROM w ${sql.where} ORDER BY id`, sql.params);
    const inMemory = filterRows(rows, parsed.filters)
      .map((r) => r.id)
      .sort((a, b) => a - b);
    expect(inMemory, `${op} ${JSON.stringify(pattern)}`).toEqual(result.rows.map((r) => r.id));
  }

  it.each(LIKE_PATTERNS.flatMap((p) => [['like', p] as const, ['ilike', p] as const]))(
    '%s %j',
    async (op, pattern) => {
      await agree(op, pattern);
    },
  );

  it('on random patterns', async () => {
    const piece = fc.constantFrom(
      '*',
      '**',
      'a',
      'aa',
      'b',
      'Q',
      'ab',
      'É',
      'é',
      'ß',
      'Σ',
      'İ',
      'i',
      's',
      '%',
      '_',
      '\\',
    );
    const patterns = fc.sample(
      fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')),
      { numRuns: 150, seed: 20240610 },
    );
    for (const pattern of patterns) {
      await agree('like', pattern);
      await agree('ilike', pattern);
    }
  }, 60_000);
});
