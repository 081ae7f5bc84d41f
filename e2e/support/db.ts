import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';

/**
 * The database of the server under test: the fresh PostgreSQL database tools/run-e2e.mjs made,
 * or the embedded PGlite's password-protected wire-protocol listener (EMBEDDED_DB_PORT = e2e port
 * + 1, password generated into the e2e DATA_DIR at each server start, so it is read per call).
 * Use simple (unparameterised) queries: the embedded listener shares one backend between clients.
 */
export function e2eDatabaseUrl(): string {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  const port = Number(process.env.E2E_PORT ?? 4310) + 1;
  const dataDir = resolve(process.env.E2E_DATA_DIR ?? '.data/e2e');
  const password = readFileSync(resolve(dataDir, 'embedded-db-password'), 'utf8').trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
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
