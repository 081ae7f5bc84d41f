import pg from 'pg';

/**
 * The database of the server under test: the fresh PostgreSQL database tools/run-e2e.mjs made,
 * or the embedded PGlite's wire-protocol port (EMBEDDED_DB_PORT = e2e port + 1). Use simple
 * (unparameterised) queries: the embedded listener shares one backend between clients.
 */
export function e2eDatabaseUrl(): string {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  const port = Number(process.env.E2E_PORT ?? 4310) + 1;
  return `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
}

export async function sql(text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** Quotes a string literal for the simple-query protocol. */
export function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
