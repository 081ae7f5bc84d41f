import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import { pino } from 'pino';
import type { Logger } from 'pino';
import supertest from 'supertest';
import type { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory.js';
import { loadConfig } from '../../src/config/app-config.js';
import type { AppConfig } from '../../src/config/app-config.js';
import { pgliteTemplate } from './pglite-template.js';

/**
 * A real server on a real, empty database for one test file: a fresh database created on the
 * PostgreSQL server named by DATABASE_URL, or an in-memory embedded PGlite when it is unset.
 */
export interface TestApp {
  app: NestFastifyApplication;
  http: () => ReturnType<typeof supertest>;
  dataSource: DataSource;
  config: AppConfig;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function startTestApp(
  env: Record<string, string> = {},
  options: { logger?: Logger } = {},
): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (serverUrl) {
    dbName = `atrium_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${dbName}`);
    const u = new URL(serverUrl);
    u.pathname = '/' + dbName;
    databaseUrl = u.toString();
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const { app, database } = await createApp(config, {
    memoryDatabase: !databaseUrl,
    memoryTemplate: databaseUrl ? undefined : pgliteTemplate(),
    logger: options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
  });
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    http: () => supertest(app.getHttpServer()),
    dataSource: database.dataSource,
    config,
    kind: database.kind,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (serverUrl && dbName) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    },
  };
}
