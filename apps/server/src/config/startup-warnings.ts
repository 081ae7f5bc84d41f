import type { AppConfig } from './app-config.js';

/**
 * What a start in this configuration should warn its operator of (logged, and printed under the
 * start banner): settings that work but are wrong for a real deployment.
 */
export function startupWarnings(
  config: Pick<AppConfig, 'isProduction' | 'appUrl' | 'port'>,
  databaseKind: 'pglite' | 'postgres',
): string[] {
  const warnings: string[] = [];
  if (!config.isProduction) return warnings;
  if (databaseKind === 'pglite') {
    // PGlite runs in this process and cannot cancel a statement (no REST_STATEMENT_TIMEOUT_MS): a
    // user who stores megabytes of text can make one search take seconds, stalling every request.
    warnings.push(
      'embedded PGlite in production: statements cannot be cancelled; set DATABASE_URL to a PostgreSQL server',
    );
  }
  if (!config.appUrl) {
    // Mail links (verify, reset, invitations) would point at this machine's localhost.
    warnings.push(
      `APP_URL is not set: links in mails (verify email, reset password, invitations) point to http://localhost:${config.port}; set it to the public URL`,
    );
  }
  return warnings;
}
