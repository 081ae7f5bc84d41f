import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every environment variable Atrium reads. Parsed once at boot; nothing else reads process.env. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('./.data'),
    EMBEDDED_DB_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8).max(1024).optional(),
    SEED_DEMO: bool.optional(),
    CLIENT_DIST_DIR: z.string().optional(),
    SEEDS_DIR: z.string().optional(),
    TRUST_PROXY: z.string().optional(),
    SMTP_URL: z.string().optional(),
    APP_URL: z.url().optional(),
  })
  .refine((e) => e.NODE_ENV !== 'production' || !!e.JWT_SECRET, {
    message: 'JWT_SECRET is required in production',
    path: ['JWT_SECRET'],
  });

export type Env = z.infer<typeof envSchema>;
