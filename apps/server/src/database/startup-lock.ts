import { Client } from 'pg';

/** How long a starting node waits for another node's migrations and seeds before giving up. */
export const STARTUP_LOCK_TIMEOUT_MS = 120_000;

/**
 * Runs `fn` (migrations, then seeds) while holding a PostgreSQL advisory lock, so several nodes
 * started at once on one database take turns: the first migrates and seeds, the others then find
 * nothing left to do. Without it two nodes on a fresh database both create the first tables and
 * one dies on a duplicate key, and seeds (routes, demo data, ADMIN_EMAIL) race the same way.
 *
 * The lock is a session lock held by a connection of its own (migrations run on the pool's), so
 * it is released when that connection closes — also when the node holding it dies. Not for a
 * transaction-mode pooler (a session lock needs a session): point DATABASE_URL past it at start.
 */
export async function withStartupLock<T>(databaseUrl: string, fn: () => Promise<T>): Promise<T> {
  const client = new Client({
    connectionString: databaseUrl,
    application_name: 'atrium-startup',
    connectionTimeoutMillis: 10_000,
  });
  client.on('error', () => undefined); // a failure surfaces through the query or `fn`
  await client.connect();
  try {
    await client.query(`SET lock_timeout = ${STARTUP_LOCK_TIMEOUT_MS}`);
    await client.query(`SELECT pg_advisory_lock(hashtextextended('atrium.startup', 0))`);
    return await fn();
  } finally {
    await client.end().catch(() => undefined);
  }
}
