import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { parseSecretsKey } from '../common/crypto/secret-box.js';
import { envSchema } from './config.schema.js';
import { persistentSecretFile } from './private-files.js';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** Set when DATABASE_URL points at a PostgreSQL server; unset means embedded PGlite. */
  databaseUrl?: string;
  dataDir: string;
  /**
   * Port of the embedded database's password-protected wire-protocol listener on 127.0.0.1, for
   * psql and tools (0 = any free port); unset = no listener.
   */
  embeddedDbPort?: number;
  jwtSecret: string;
  /** Key of the secrets encrypted at rest (SECRETS_KEY, else generated into DATA_DIR/secrets-key). */
  secretsKey: Buffer;
  logLevel: string;
  admin?: { email: string; password: string };
  seedDemo: boolean;
  clientDistDir: string;
  seedsDir: string;
  trustProxy?: string;
  smtpUrl?: string;
  appUrl?: string;
  /** Sender of outgoing mail. */
  mailFrom: string;
  auth: AuthConfig;
  rateLimits: RateLimitConfig;
  /** Redis for the limit counters shared by every node (REDIS_URL); unset = per-process memory. */
  redisUrl?: string;
  /** Prefix of every Redis key Atrium writes (REDIS_KEY_PREFIX). */
  redisKeyPrefix: string;
  /**
   * SIGTERM/SIGINT: readiness reports 503 for this long while the node keeps serving, so a load
   * balancer stops sending before the listener closes (SHUTDOWN_DELAY_MS; 5 s in production, else 0).
   */
  shutdownDelayMs: number;
  /** Statement timeout of the table API's transactions (REST_STATEMENT_TIMEOUT_MS). */
  restStatementTimeoutMs: number;
  /** Connections in the pool for a PostgreSQL server (DATABASE_POOL_MAX). */
  databasePoolMax: number;
  /** Bearer token that may read GET /api/metrics besides admins (METRICS_TOKEN). */
  metricsToken?: string;
  version: string;
  rootDir: string;
}

export interface AuthConfig {
  /** Access-token lifetime in seconds (≤ 900). */
  accessTokenTtl: number;
  /** Refresh-token (session inactivity) lifetime in seconds. */
  refreshTokenTtl: number;
  /**
   * Seconds after its rotation during which a refresh token may be spent again, for a retry whose
   * answer was lost or two nodes racing (REFRESH_REUSE_GRACE; 0 = strict).
   */
  refreshReuseGraceS: number;
  requireEmailVerification: boolean;
  requireAdmin2fa: boolean;
}

/** Each limit is `max` events per `windowS` seconds. */
export interface RateLimit {
  max: number;
  windowS: number;
}

export interface RateLimitConfig {
  /** Failed sign-ins (and wrong 2FA codes) per account. */
  signinFailures: RateLimit;
  /** Auth requests (sign-in, sign-up, refresh, 2FA, password and email flows) per client IP. */
  authPerIp: RateLimit;
  /**
   * Account mails per address: password resets, verification mails and sign-up notices, which
   * anyone may ask for.
   */
  mailPerAddress: RateLimit;
  /**
   * Invitation mails per address (zone and account invitations, resends included), counted apart
   * from the account mails so anonymous requests cannot use up an address's invitations (nor
   * invitations its resets). Same numbers (RATE_LIMIT_MAIL_PER_ADDRESS, RATE_LIMIT_MAIL_WINDOW).
   */
  invitationMailPerAddress: RateLimit;
  /** Invitations (zone and account ones, resends included) sent per inviting account. */
  invitesPerUser: RateLimit;
  /** Form submissions (POST /forms/:id/submissions) per account, every form together. */
  submissionsPerUser: RateLimit;
  /** POST /logs requests per client IP. */
  logsPerIp: RateLimit;
  /** POST /logs body bytes per client IP. */
  logBytesPerIp: RateLimit;
  /** Failed API key attempts (unknown, malformed, revoked or expired keys) per client IP. */
  apiKeyFailuresPerIp: RateLimit;
}

export class ConfigError extends Error {}

/** The repository root: the nearest folder above `from` holding nx.json. */
export function findRootDir(from = process.cwd()): string {
  let dir = resolve(from);
  for (;;) {
    if (existsSync(join(dir, 'nx.json'))) return dir;
    const up = dirname(dir);
    if (up === dir) return resolve(from);
    dir = up;
  }
}

function readVersion(rootDir: string): string {
  try {
    return (
      (JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8')) as { version?: string }).version ??
      '0.0.0'
    );
  } catch {
    return '0.0.0';
  }
}

/** Outside production the JWT secret is generated once and kept in DATA_DIR (0600, in a 0700 DATA_DIR). */
function persistentSecret(dataDir: string): string {
  return persistentSecretFile(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url'));
}

/**
 * Outside production the secrets key is generated once into DATA_DIR too. A damaged key file stops
 * the start instead of being replaced: a new key could not open what the old one sealed.
 */
function persistentSecretsKey(dataDir: string): Buffer {
  const text = persistentSecretFile(
    dataDir,
    'secrets-key',
    () => randomBytes(32).toString('base64url'),
    () => true,
  );
  const key = parseSecretsKey(text);
  if (!key) {
    throw new ConfigError(
      `Invalid configuration: ${join(dataDir, 'secrets-key')} does not hold a 32-byte key; restore it or set SECRETS_KEY`,
    );
  }
  return key;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  // Empty strings mean "unset": `FOO= npm start` should not fail validation.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  const rootDir = findRootDir();
  const dataDir = resolve(rootDir, e.DATA_DIR);
  if ((e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) || (!e.ADMIN_EMAIL && e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    // Development serves this machine only unless HOST says otherwise: its demo accounts'
    // passwords are in the README, and one of them owns the platform.
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    embeddedDbPort: e.EMBEDDED_DB_PORT,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    secretsKey: e.SECRETS_KEY ? parseSecretsKey(e.SECRETS_KEY)! : persistentSecretsKey(dataDir),
    logLevel: e.LOG_LEVEL,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.NODE_ENV === 'production' ? false : (e.SEED_DEMO ?? e.NODE_ENV === 'development'),
    clientDistDir: resolve(rootDir, e.CLIENT_DIST_DIR ?? 'apps/client/dist'),
    seedsDir: resolve(rootDir, e.SEEDS_DIR ?? 'seeds'),
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    appUrl: e.APP_URL?.replace(/\/+$/, ''),
    mailFrom: e.MAIL_FROM,
    auth: {
      accessTokenTtl: e.ACCESS_TOKEN_TTL,
      refreshTokenTtl: e.REFRESH_TOKEN_TTL,
      refreshReuseGraceS: e.REFRESH_REUSE_GRACE,
      requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION,
      requireAdmin2fa: e.REQUIRE_ADMIN_2FA,
    },
    rateLimits: {
      signinFailures: { max: e.RATE_LIMIT_SIGNIN_FAILURES, windowS: e.RATE_LIMIT_SIGNIN_WINDOW },
      authPerIp: { max: e.RATE_LIMIT_AUTH_PER_IP, windowS: e.RATE_LIMIT_AUTH_IP_WINDOW },
      mailPerAddress: { max: e.RATE_LIMIT_MAIL_PER_ADDRESS, windowS: e.RATE_LIMIT_MAIL_WINDOW },
      invitationMailPerAddress: { max: e.RATE_LIMIT_MAIL_PER_ADDRESS, windowS: e.RATE_LIMIT_MAIL_WINDOW },
      invitesPerUser: { max: e.RATE_LIMIT_INVITES_PER_USER, windowS: e.RATE_LIMIT_INVITES_WINDOW },
      submissionsPerUser: {
        max: e.RATE_LIMIT_SUBMISSIONS_PER_USER,
        windowS: e.RATE_LIMIT_SUBMISSIONS_WINDOW,
      },
      logsPerIp: { max: e.RATE_LIMIT_LOGS_PER_IP, windowS: e.RATE_LIMIT_LOGS_WINDOW },
      logBytesPerIp: { max: e.RATE_LIMIT_LOGS_BYTES_PER_IP, windowS: e.RATE_LIMIT_LOGS_WINDOW },
      apiKeyFailuresPerIp: { max: e.RATE_LIMIT_API_KEY_FAILURES, windowS: e.RATE_LIMIT_API_KEY_WINDOW },
    },
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    databasePoolMax: e.DATABASE_POOL_MAX,
    metricsToken: e.METRICS_TOKEN,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS ?? (e.NODE_ENV === 'production' ? 5000 : 0),
    restStatementTimeoutMs: e.REST_STATEMENT_TIMEOUT_MS,
    version: readVersion(rootDir),
    rootDir,
  };
}
