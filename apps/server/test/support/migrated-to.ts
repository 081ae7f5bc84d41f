import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres.js';
import { migrations } from '../../src/database/migrations/index.js';
import { pgliteTemplate } from './pglite-template.js';

/**
 * A data-migration test's database: a fresh embedded PostgreSQL on which `open(n)` runs the
 * first `n` migrations and returns a connection. `before(name)` opens it just before the named
 * migration (rows written there are what the migration finds); `after()` runs all of them.
 */
export interface MigrationSteps {
  before(name: string): Promise<DataSource>;
  after(): Promise<DataSource>;
}

/** Runs `test` against a fresh embedded database, removed afterwards. */
export async function withMigrationSteps(label: string, test: (steps: MigrationSteps) => Promise<void>) {
  const dataDir = mkdtempSync(join(tmpdir(), `atrium-${label}-`));
  const embedded = await startEmbeddedPostgres({ dataDir, memory: true, memoryTemplate: pgliteTemplate() });
  const open = async (upTo: number) => {
    const ds = new DataSource({
      type: 'postgres',
      url: 'postgresql://postgres@pglite.in-process.invalid/postgres',
      migrations: migrations.slice(0, upTo),
      extra: { max: 1, stream: () => embedded.connect() },
    });
    await ds.initialize();
    await ds.runMigrations({ transaction: 'all' });
    return ds;
  };
  try {
    await test({
      before: async (name) => {
        const index = migrations.findIndex((m) => m.name === name);
        if (index <= 0) throw new Error(`no migration ${name} after the first`);
        return open(index);
      },
      after: () => open(migrations.length),
    });
  } finally {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
