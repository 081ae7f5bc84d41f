import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { EMBEDDED_MAX_CONNECTIONS } from './embedded-postgres.js';
import type { EmbeddedPostgres } from './embedded-postgres.js';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';

/**
 * How long a request may wait for a PostgreSQL connection (to open one, or for a busy pool to
 * free one) before it fails, and the failure is answered 503 UNAVAILABLE: with the database down
 * or unreachable, requests fail fast instead of hanging.
 */
export const CONNECT_TIMEOUT_MS = 2000;

/**
 * Never resolves: the embedded database is reached through `stream`, so this host only fills the
 * URL TypeORM wants, and a connection that somehow ignored `stream` fails instead of finding some
 * other PostgreSQL on localhost.
 */
const IN_PROCESS_URL = 'postgresql://postgres@pglite.in-process.invalid/postgres';

export function createDataSource(
  target: { url: string } | { embedded: EmbeddedPostgres },
  config?: Partial<Pick<AppConfig, 'databasePoolMax'>>,
): DataSource {
  const embedded = 'embedded' in target ? target.embedded : undefined;
  return new DataSource({
    type: 'postgres',
    url: embedded ? IN_PROCESS_URL : (target as { url: string }).url,
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    logging: false,
    extra: embedded
      ? // The app's one connection is an in-process pipe to PGlite (embedded-postgres.ts).
        { max: EMBEDDED_MAX_CONNECTIONS, idleTimeoutMillis: 0, stream: () => embedded.connect() }
      : {
          max: config?.databasePoolMax ?? 10,
          connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
          statement_timeout: 15000,
          // A peer that vanished without closing (a failed host, a dropped route) is noticed.
          keepAlive: true,
        },
  });
}
