import { z } from 'zod';
import { safeTextSchema } from '../auth/user.js';
import { countParamSchema } from '../common/count-param.js';
import { isoTimestampSchema } from '../common/iso-timestamp.js';
import { platformRoleNameSchema } from '../users/roles.js';

/**
 * API keys (GET/POST /api-keys, GET/PATCH/DELETE /api-keys/:id, platform admins only): long-lived
 * credentials for scripts and integrations, sent as `Authorization: Bearer atr_…` or
 * `X-API-Key: atr_…`. The key is shown once, in the answer that creates it; only its SHA-256 and
 * its first characters (`prefix`) are stored. A key acts as the admin who created it, with the
 * key's own role, which may not rank above the creator's (modules/api-keys/README.md).
 */

/** What every key starts with: it tells a key from a JWT (which never starts so) at a glance. */
export const API_KEY_PREFIX = 'atr_';
/** Random bytes in a key: 256 bits, base64url (43 characters). */
export const API_KEY_RANDOM_BYTES = 32;
/** Characters of a key kept for display: `atr_` and the first 8 random ones. */
export const API_KEY_DISPLAY_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;
/** A key as this server makes them; anything else is refused before it is looked up. */
export const API_KEY_PATTERN = /^atr_[A-Za-z0-9_-]{43}$/;
export const API_KEY_NAME_MAX_LENGTH = 100;
/** GET /api-keys pages: `limit` 1..1000 (default 100) and `offset` 0..100,000. */
export const API_KEY_LIST_DEFAULT_LIMIT = 100;
export const API_KEY_LIST_MAX_LIMIT = 1000;
/** Deep offsets cost a scan of everything before them, as GET /users's do. */
export const API_KEY_LIST_MAX_OFFSET = 100_000;

export function looksLikeApiKey(token: string): boolean {
  return API_KEY_PATTERN.test(token);
}

export const API_KEY_MESSAGES = Object.freeze({
  INVALID_INPUT: 'Invalid API key',
  INVALID_ID: 'Invalid API key id',
  INVALID_QUERY: 'Invalid API key query',
  NOT_FOUND: 'API key not found',
  ROLE_ABOVE_CREATOR: 'A key cannot have a role above your own',
  EXPIRY_IN_PAST: 'Must be in the future',
  REFUSED_FOR_KEYS:
    'API keys cannot do this: account actions, API keys, users and roles need a person signed in',
});

const nameSchema = safeTextSchema(API_KEY_NAME_MAX_LENGTH)
  .refine((s) => s.length > 0, { message: 'Name is required' })
  .refine((s) => !/[\t\n\r]/.test(s), { message: 'Must be one line, without tabs' });

/**
 * Body of POST /api-keys: a name (1..100 characters, one line), a role (an existing role's name;
 * checked on the server) and an optional expiry (an ISO date-time with an offset, in the future;
 * null or absent: never expires).
 */
export const createApiKeySchema = z.strictObject({
  name: nameSchema,
  role: platformRoleNameSchema,
  expires_at: isoTimestampSchema
    .refine((s) => Date.parse(s) > Date.now(), { message: API_KEY_MESSAGES.EXPIRY_IN_PAST })
    .nullable()
    .optional(),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;
export type CreateApiKey = z.output<typeof createApiKeySchema>;

/** Body of PATCH /api-keys/:id: the name only (role, expiry and the key never change). */
export const updateApiKeySchema = z.strictObject({ name: nameSchema });
export type UpdateApiKey = z.output<typeof updateApiKeySchema>;

/**
 * Query of GET /api-keys: `limit` (1..1000, default 100) and `offset` (0..100,000) page the keys,
 * newest first (ties by id). Any other parameter, or one given twice, is refused.
 */
export const listApiKeysQuerySchema = z.strictObject({
  limit: countParamSchema(1, API_KEY_LIST_MAX_LIMIT).default(API_KEY_LIST_DEFAULT_LIMIT),
  offset: countParamSchema(0, API_KEY_LIST_MAX_OFFSET).default(0),
});
export type ListApiKeysQueryInput = z.input<typeof listApiKeysQuerySchema>;
export type ListApiKeysQuery = z.output<typeof listApiKeysQuerySchema>;

/** Who created a key: `email` null once the account is gone. */
export const apiKeyCreatorSchema = z.strictObject({ id: z.guid(), email: z.string().nullable() });

/** A key as lists and reads show it: never the key itself, nor its hash. */
export const apiKeySchema = z.strictObject({
  id: z.guid(),
  name: z.string(),
  role: z.string(),
  prefix: z.string(),
  created_at: isoTimestampSchema,
  expires_at: isoTimestampSchema.nullable(),
  last_used_at: isoTimestampSchema.nullable(),
  revoked_at: isoTimestampSchema.nullable(),
  created_by: apiKeyCreatorSchema,
});
export type ApiKey = z.output<typeof apiKeySchema>;

/** The answer of POST /api-keys: the only time `key` is shown. */
export const createdApiKeySchema = z.strictObject({
  id: z.guid(),
  name: z.string(),
  role: z.string(),
  prefix: z.string(),
  key: z.string().regex(API_KEY_PATTERN),
  created_at: isoTimestampSchema,
  expires_at: isoTimestampSchema.nullable(),
});
export type CreatedApiKey = z.output<typeof createdApiKeySchema>;
