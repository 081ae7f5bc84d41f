import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { EMBEDDED_MAX_CONNECTIONS } from './embedded-postgres.js';
import type { EmbeddedPostgres } from './embedded-postgres.js';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';

/**
 * Never resolves: the embedded database is reached through `stream`, so this host only fills the
 * URL TypeORM wants, and a connection that somehow ignored `stream` fails instead of finding some
 * other PostgreSQL on localhost.
 */
const IN_PROCESS_URL = 'postgresql://postgres@pglite.in-process.invalid/postgres';

export function createDataSource(
  target: { url: string } | { embedded: EmbeddedPostgres },
  _config?: Pick<AppConfig, 'env'>,
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
      : { max: 10, connectionTimeoutMillis: 5000, statement_timeout: 15000 },
  });
}
