import { ADMIN_ROLES } from '@atrium/schema';
import { loadConfig, ConfigError } from './config/app-config.js';
import { createApp } from './app.factory.js';
import type { Database } from './database/database.js';
import { startupWarnings } from './config/startup-warnings.js';
import { psqlHint } from './database/embedded-postgres.js';
import { ReadinessService } from './modules/health/readiness.service.js';

/** Whether any account holds an admin platform role (else the banner says how to make one). */
async function hasPlatformAdmin(database: Database): Promise<boolean> {
  const found: unknown = await database.dataSource
    .createQueryBuilder()
    .select('1', 'found')
    .from('user_profiles', 'p')
    .where('p.role IN (:...roles)', { roles: [...ADMIN_ROLES] })
    .limit(1)
    .getRawOne();
  return found !== undefined;
}

/** A stop signal ends the process within this, drained or not. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const started = performance.now();
  const { app, database, logger, seeds } = await createApp(config);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    // A HOST that does not resolve or a PORT in use: say which setting, without a stack.
    await app.close().catch(() => undefined);
    const reason = err instanceof Error ? err.message : String(err);
    throw new ConfigError(`Cannot listen on ${config.host}:${config.port} (HOST, PORT): ${reason}`);
  }
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  logger.info(
    { url, database: database.kind, ms: Math.round(performance.now() - started), seeds },
    'Atrium is ready',
  );
  const lines = [
    '',
    `  Atrium ${config.version} is running at ${url}`,
    `  database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir} (${psqlHint(database.embedded?.listener, !config.isProduction)})` : 'PostgreSQL (DATABASE_URL)'}`,
    `  API docs: ${url}/api/docs`,
  ];
  if (config.seedDemo) {
    lines.push(
      '  sign in: admin@atrium.local / atrium-demo-admin  (or member@atrium.local / atrium-demo-member)',
    );
  }
  if (config.admin) lines.push(`  admin: ${config.admin.email} (password from ADMIN_PASSWORD)`);
  if (!(await hasPlatformAdmin(database))) {
    logger.warn('no platform admin yet: npm run admin:create -- --email you@example.com');
    lines.push('  no platform admin yet: npm run admin:create -- --email you@example.com');
  }
  for (const warning of startupWarnings(config, database.kind)) {
    logger.warn(warning);
    lines.push(`  ${warning}`);
  }
  process.stdout.write(lines.join('\n') + '\n\n');

  // Graceful stop (SIGTERM from an orchestrator, SIGINT from a terminal): readiness fails first and
  // the node keeps serving for SHUTDOWN_DELAY_MS, so the load balancer takes it out of rotation
  // before the listener closes; then Fastify stops accepting, requests in flight finish (with
  // `Connection: close`), and the database closes last. Exit within 10 s whatever happens.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    try {
      app.get(ReadinessService).drain();
      logger.info({ signal, delay_ms: config.shutdownDelayMs }, 'shutting down: draining');
      if (config.shutdownDelayMs > 0) await new Promise((r) => setTimeout(r, config.shutdownDelayMs));
      logger.info('closing the listener; finishing in-flight requests');
      await app.close(); // stops accepting, waits for in-flight requests, closes the database
      logger.info('stopped');
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(err.message + '\n');
  } else {
    process.stderr.write(
      `Atrium failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
