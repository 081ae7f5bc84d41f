import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger as PinoLogger } from 'pino';
import { AppModule } from './app.module.js';
import { ApiExceptionFilter } from './common/filters/api-exception.filter.js';
import { createRootLogger, PinoNestLogger } from './common/http/logger.js';
import type { AppConfig } from './config/app-config.js';
import { openDatabase } from './database/database.js';
import type { Database } from './database/database.js';
import { seedDemoCollections } from './database/demo-collections.js';
import { seedDemoForms } from './database/demo-forms.js';
import { runSeeds } from './database/seed-runner.js';
import { withStartupLock } from './database/startup-lock.js';
import type { SeedReport } from './database/seed-runner.js';
import { API_PREFIX, fastifyOptions, setupHttp } from './http-setup.js';

export interface CreatedApp {
  app: NestFastifyApplication;
  database: Database;
  logger: PinoLogger;
  seeds: SeedReport;
}

export interface CreateAppOptions {
  /** In-memory embedded database (tests). */
  memoryDatabase?: boolean;
  /** With memoryDatabase: a data directory dumped by PGlite (dumpDataDir) to start from, instead
   * of running initdb, which is most of an in-memory start (tests make one per test file). */
  memoryTemplate?: Blob;
  logger?: PinoLogger;
}

/** Opens the database (migrations + seeds) and builds the Nest app; the caller listens. */
export async function createApp(config: AppConfig, opts: CreateAppOptions = {}): Promise<CreatedApp> {
  const logger =
    opts.logger ?? createRootLogger(config.logLevel, config.env === 'development' && process.stdout.isTTY);
  const prepare = async () => {
    const database = await openDatabase({
      ...config,
      memory: opts.memoryDatabase,
      memoryTemplate: opts.memoryTemplate,
    });
    try {
      const seeds = await runSeeds(database.dataSource, {
        seedsDir: config.seedsDir,
        demo: config.seedDemo,
        admin: config.admin,
      });
      return { database, seeds };
    } catch (err) {
      await database.close();
      throw err;
    }
  };
  // Several nodes on one PostgreSQL migrate and seed one at a time (database/startup-lock.ts).
  const { database, seeds }: { database: Database; seeds: SeedReport } = config.databaseUrl
    ? await withStartupLock(config.databaseUrl, prepare)
    : await prepare();
  const adapter = new FastifyAdapter({ ...fastifyOptions(config), loggerInstance: logger } as never);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, database), adapter, {
    logger: new PinoNestLogger(logger.child({ component: 'nest' })),
    abortOnError: false,
  });
  app.setGlobalPrefix(API_PREFIX);
  const filter = new ApiExceptionFilter(config.env === 'development');
  app.useGlobalFilters(filter);
  filter.spaFallback = await setupHttp(app, config);
  try {
    await app.init();
    // The demo collections and forms go through the registry, the table API and the forms
    // service, which need the app.
    if (seeds.demoZonesInserted > 0) {
      await seedDemoCollections(app, database.dataSource, config.seedsDir, logger);
      await seedDemoForms(app, database.dataSource, config.seedsDir, logger);
    }
  } catch (err) {
    // A provider refused to start (e.g. a SECRETS_KEY that cannot open the stored secrets): stop
    // what already started and close the database, so the caller gets the error and nothing runs on.
    await app.close().catch(() => undefined);
    throw err;
  }
  return { app, database, logger, seeds };
}
