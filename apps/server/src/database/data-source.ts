import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { EMBEDDED_MAX_CONNECTIONS } from './embedded-postgres.js';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';

export function createDataSource(
  url: string,
  embedded: boolean,
  _config?: Pick<AppConfig, 'env'>,
): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    logging: false,
    extra: embedded
      ? { max: EMBEDDED_MAX_CONNECTIONS, idleTimeoutMillis: 0 }
      : { max: 10, connectionTimeoutMillis: 5000, statement_timeout: 15000 },
  });
}
