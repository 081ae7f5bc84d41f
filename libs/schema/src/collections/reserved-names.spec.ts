import { describe, expect, it } from 'vitest';
import { reservedFieldNameReason, reservedTableNameReason, SQL_RESERVED_WORDS } from './reserved-names.js';

interface Db {
  query<T>(sql: string): Promise<{ rows: T[] }>;
  close(): Promise<void>;
}
const PGLITE = '@electric-sql/pglite';

describe('reserved names', () => {
  it("lists exactly PostgreSQL's reserved key words", async () => {
    const { PGlite } = (await import(/* @vite-ignore */ PGLITE)) as { PGlite: { create(): Promise<Db> } };
    const db = await PGlite.create();
    try {
      const { rows } = await db.query<{ word: string }>(
        `SELECT word FROM pg_get_keywords() WHERE catcode IN ('R', 'T') ORDER BY word`,
      );
      expect([...SQL_RESERVED_WORDS].sort()).toEqual(rows.map((r) => r.word));
    } finally {
      await db.close();
    }
  }, 60_000);

  it.each([
    ['projects', false, null],
    ['pg_class', false, 'names starting with "pg_" are reserved'],
    ['atrium_schemas', false, 'names starting with "atrium_" are reserved'],
    ['user', false, '"user" is a reserved word of SQL'],
    ['sessions', true, '"sessions" is one of Atrium\'s own tables'],
    ['zones', false, '"zones" is a built-in collection'],
    ['zones', true, null],
    ['export', false, '"export" is a path of /api/schemas'],
    ['zone_invitations', false, '"zone_invitations" is one of Atrium\'s own tables'],
    ['navigation_events', false, '"navigation_events" is one of Atrium\'s own tables'],
  ])('table name %s (built-in: %s) → %s', (name, builtin, reason) => {
    expect(reservedTableNameReason(name, builtin)).toBe(reason);
  });

  it.each([
    ['title', null],
    ['select', '"select" is a reserved word of SQL'],
    ['xmin', '"xmin" is a system column of PostgreSQL'],
    ['on_conflict', '"on_conflict" is a query parameter of the table API'],
    ['constructor', '"constructor" is a name every JavaScript object has'],
  ])('field name %s → %s', (name, reason) => {
    expect(reservedFieldNameReason(name)).toBe(reason);
  });
});
