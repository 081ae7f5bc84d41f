import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * Embedded PostgreSQL: PGlite (PostgreSQL compiled to WASM) in DATA_DIR, served in-process over
 * the Postgres wire protocol so the ordinary `pg` driver and TypeORM code paths serve both
 * embedded and server databases.
 *
 * One connection only: the socket server multiplexes clients at the protocol-message level, so two
 * clients' extended-protocol messages could interleave on PGlite's single backend. A pool of one
 * serialises them, which is what an embedded single-user database does anyway.
 */
export const EMBEDDED_MAX_CONNECTIONS = 1;

export interface EmbeddedPostgres {
  url: string;
  db: PGlite;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(dataDir: string | 'memory', port = 0): Promise<EmbeddedPostgres> {
  // Dynamic imports: PGlite is only loaded when no DATABASE_URL is set.
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  let dir: string | undefined;
  if (dataDir !== 'memory') {
    dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const db = dir ? await PGlite.create(dir) : await PGlite.create();
  const server: PGLiteSocketServer = new PGLiteSocketServer({
    db,
    port,
    host: '127.0.0.1',
    maxConnections: EMBEDDED_MAX_CONNECTIONS + 1,
  });
  await server.start();
  const conn = server.getServerConn(); // host:port with the real port
  const url = `postgresql://postgres:postgres@${conn}/postgres`;
  return {
    url,
    db,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
