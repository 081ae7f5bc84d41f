import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import { parseSecretsKey } from '../common/crypto/secret-box.js';

/** Whether Fastify's own parser of `trustProxy` (proxy-addr) takes the list: addresses, CIDRs, keywords. */
function isProxyList(value: string): boolean {
  try {
    proxyAddr.compile(value.split(',').map((s) => s.trim()));
    return true;
  } catch {
    return false;
  }
}

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * A duration: whole seconds (`900`) or a number with a unit s, m, h or d (`15m`, `30d`).
 * Parsed to seconds.
 */
const duration = z
  .string()
  .regex(/^\d+\s*[smhd]?$/, 'expected seconds or a number with s, m, h or d (e.g. 15m)')
  .transform((v) => {
    const n = Number.parseInt(v, 10);
    const unit = v.trim().slice(-1);
    return n * (unit === 'm' ? 60 : unit === 'h' ? 3600 : unit === 'd' ? 86400 : 1);
  });

const count = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

/** Every environment variable Atrium reads. Parsed once at boot; nothing else reads process.env. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Unset: 0.0.0.0 in production, 127.0.0.1 otherwise (demo accounts have known passwords). */
    HOST: z.string().min(1).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('./.data'),
    /** Unset = no TCP listener for the embedded database (the app reaches it in-process). */
    EMBEDDED_DB_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    /** Key of the secrets encrypted at rest (TOTP seeds): 32 bytes as hex or base64. */
    SECRETS_KEY: z
      .string()
      .refine((s) => parseSecretsKey(s) !== undefined, {
        message: 'SECRETS_KEY must be 32 bytes: 64 hex characters or 44 base64 (openssl rand -hex 32)',
      })
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8).max(1024).optional(),
    SEED_DEMO: bool.optional(),
    CLIENT_DIST_DIR: z.string().optional(),
    SEEDS_DIR: z.string().optional(),
    TRUST_PROXY: z
      .string()
      .refine(isProxyList, {
        message:
          'TRUST_PROXY must be comma-separated IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal)',
      })
      .optional(),
    SMTP_URL: z.string().optional(),
    APP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).max(200).default('Atrium <no-reply@atrium.local>'),
    // Accounts (modules/auth).
    ACCESS_TOKEN_TTL: duration
      .default(900)
      .pipe(z.number().int().min(30).max(900, 'ACCESS_TOKEN_TTL must be at most 15 minutes (900 s)')),
    REFRESH_TOKEN_TTL: duration.default(30 * 86400).pipe(
      z
        .number()
        .int()
        .min(300)
        .max(366 * 86400),
    ),
    REFRESH_REUSE_GRACE: duration
      .default(10)
      .pipe(z.number().int().min(0).max(60, 'REFRESH_REUSE_GRACE must be at most 60 seconds')),
    REQUIRE_EMAIL_VERIFICATION: bool.default(false),
    REQUIRE_ADMIN_2FA: bool.default(false),
    // Abuse limits (modules/rate-limit).
    RATE_LIMIT_SIGNIN_FAILURES: count(10),
    RATE_LIMIT_SIGNIN_WINDOW: duration.default(900).pipe(z.number().int().min(1)),
    RATE_LIMIT_AUTH_PER_IP: count(60),
    RATE_LIMIT_AUTH_IP_WINDOW: duration.default(60).pipe(z.number().int().min(1)),
    RATE_LIMIT_MAIL_PER_ADDRESS: count(5),
    RATE_LIMIT_MAIL_WINDOW: duration.default(3600).pipe(z.number().int().min(1)),
    RATE_LIMIT_INVITES_PER_USER: count(50),
    RATE_LIMIT_INVITES_WINDOW: duration.default(3600).pipe(z.number().int().min(1)),
    RATE_LIMIT_SUBMISSIONS_PER_USER: count(60),
    RATE_LIMIT_SUBMISSIONS_WINDOW: duration.default(3600).pipe(z.number().int().min(1)),
    RATE_LIMIT_API_KEY_FAILURES: count(20),
    RATE_LIMIT_API_KEY_WINDOW: duration.default(900).pipe(z.number().int().min(1)),
    RATE_LIMIT_LOGS_PER_IP: count(120),
    RATE_LIMIT_LOGS_BYTES_PER_IP: z.coerce
      .number()
      .int()
      .min(1024)
      .max(1024 * 1024 * 1024)
      .default(1024 * 1024),
    RATE_LIMIT_LOGS_WINDOW: duration.default(60).pipe(z.number().int().min(1)),
    // Shared limit counters for several nodes (modules/rate-limit); unset = per-process memory.
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
      .optional(),
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[\w:.-]{1,64}$/, 'REDIS_KEY_PREFIX: letters, digits, _ : . - (at most 64)')
      .default('atrium:'),
    // Operations (modules/health, modules/metrics, main.ts).
    /** Pool size for a PostgreSQL server (DATABASE_URL); the embedded database always uses one connection. */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
    /** Bearer token that may read GET /api/metrics besides admins. */
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').max(512).optional(),
    /** SIGTERM: how long readiness reports 503 while the node still serves, before it stops accepting. */
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(8000).optional(),
    // The table API (modules/rest).
    /** Longest a table API statement may run before PostgreSQL cancels it (503 QUERY_TIMEOUT). */
    REST_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  })
  .refine((e) => e.NODE_ENV !== 'production' || !!e.JWT_SECRET, {
    message: 'JWT_SECRET is required in production',
    path: ['JWT_SECRET'],
  })
  .refine((e) => e.NODE_ENV !== 'production' || !!e.SECRETS_KEY, {
    // Generated keys live in one node's DATA_DIR; production nodes share one, kept off the database.
    message: 'SECRETS_KEY is required in production',
    path: ['SECRETS_KEY'],
  });

export type Env = z.infer<typeof envSchema>;
