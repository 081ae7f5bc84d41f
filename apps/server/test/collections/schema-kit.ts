import type { Collection } from '@atrium/schema';
import type { TestApp } from '../support/test-app.js';
import type { TestUser } from '../support/users.js';

/** A collection definition as a request body: loosely typed, to send wrong ones too. */
export type SchemaBody = Record<string, unknown> & {
  name: string;
  label: string;
  fields: Record<string, unknown>[];
};

/** A collection schema as an integrator writes it (fields given, the rest filled with defaults). */
export function schemaOf(
  name: string,
  fields: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
): SchemaBody {
  return { name, label: name.replace(/_/g, ' '), fields, ...extra };
}

/** The columns of a table as information_schema describes them, in order. */
export async function columnsOf(
  t: TestApp,
  table: string,
): Promise<Array<{ name: string; type: string; nullable: boolean }>> {
  const rows: { column_name: string; data_type: string; is_nullable: string }[] = await t.dataSource.query(
    `SELECT column_name, data_type, is_nullable FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((r) => ({ name: r.column_name, type: r.data_type, nullable: r.is_nullable === 'YES' }));
}

export async function tableExists(t: TestApp, table: string): Promise<boolean> {
  const [row]: { found: boolean }[] = await t.dataSource.query(
    'SELECT to_regclass(quote_ident($1)) IS NOT NULL AS found',
    [table],
  );
  return row.found;
}

/** The stored registry row (schema and version), or undefined. */
export async function storedRow(
  t: TestApp,
  name: string,
): Promise<{ schema: Collection; version: number } | undefined> {
  const rows: { schema: Collection; version: number }[] = await t.dataSource.query(
    'SELECT schema, version FROM atrium_collections WHERE name = $1',
    [name],
  );
  return rows[0];
}

/** Calls /api/schemas as `user`, JSON body, optional query string. */
export function schemasApi(t: TestApp, user?: TestUser) {
  const auth = (r: ReturnType<ReturnType<TestApp['http']>['get']>) => (user ? r.set(user.auth) : r);
  return {
    list: () => auth(t.http().get('/api/schemas')),
    get: (name: string) => auth(t.http().get(`/api/schemas/${name}`)),
    versions: (name: string, query = '') => auth(t.http().get(`/api/schemas/${name}/versions${query}`)),
    create: (body: unknown, query = '') =>
      auth(t.http().post(`/api/schemas${query}`))
        .set('content-type', 'application/json')
        .send(JSON.stringify(body)),
    update: (name: string, body: unknown, query = '') =>
      auth(t.http().patch(`/api/schemas/${name}${query}`))
        .set('content-type', 'application/json')
        .send(JSON.stringify(body)),
    remove: (name: string, query = '') => auth(t.http().delete(`/api/schemas/${name}${query}`)),
    exportAll: () => auth(t.http().get('/api/schemas/export')),
    importAll: (body: unknown, query = '') =>
      auth(t.http().post(`/api/schemas/import${query}`))
        .set('content-type', 'application/json')
        .send(typeof body === 'string' ? body : JSON.stringify(body)),
  };
}
