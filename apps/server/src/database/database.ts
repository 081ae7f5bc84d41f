import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { createDataSource } from './data-source.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import type { EmbeddedPostgres } from './embedded-postgres.js';

/** The open database: a TypeORM data source over PostgreSQL, or over embedded PGlite. */
export interface Database {
  dataSource: DataSource;
  embedded?: EmbeddedPostgres;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> &
    Partial<Pick<AppConfig, 'embeddedDbPort' | 'databasePoolMax'>> & {
      memory?: boolean;
      memoryTemplate?: Blob;
    },
): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      memory: config.memory,
      memoryTemplate: config.memoryTemplate,
      listenPort: config.embeddedDbPort,
    });
  }
  const dataSource = createDataSource(embedded ? { embedded } : { url: config.databaseUrl! }, config);
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'all' });
  } catch (err) {
    if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw err;
  }
  let closed = false;
  return {
    dataSource,
    embedded,
    kind: embedded ? 'pglite' : 'postgres',
    async close() {
      if (closed) return;
      closed = true;
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
    },
  };
}
