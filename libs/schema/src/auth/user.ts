import { z } from 'zod';
import { isoTimestampSchema } from '../common/iso-timestamp.js';
import { UUID_PATTERN } from '../common/uuid.js';
import {
  NAME_MAX_LENGTH,
  PROFILE_EXTRA_MAX_KEYS,
  PROFILE_ACTOR_KEY_PATTERN,
  PROFILE_AUTHORITY_KEY_PATTERN,
  PROFILE_KEY_PATTERN,
  PROFILE_SECRET_KEY_PATTERN,
  PROFILE_TEXT_MAX_LENGTH,
} from './auth-limits.js';

/**
 * C0 controls other than tab, line feed and carriage return, DEL (NUL cannot be stored), and the
 * bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069): invisible,
 * they reorder the text after them, so `invoice\u202Efdp.exe` reads as "invoiceexe.pdf" in a list.
 * The marks U+200E and U+200F stay allowed: right-to-left writers need them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

/** Trimmed text without control characters, at most `max` characters. */
export function safeTextSchema(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine((s) => !CONTROL_CHARACTERS.test(s), { message: 'Must not contain control characters' });
}

/** A first or last name: one line, as it goes into greetings, lists and mail texts. */
export const personNameSchema = safeTextSchema(NAME_MAX_LENGTH).refine((s) => !/[\t\n\r]/.test(s), {
  message: 'Must be one line, without tabs',
});

/** Blank text (empty, or only spaces once trimmed) is no text: null. */
const blankToNull = (s: string): string | null => (s === '' ? null : s);

/**
 * Optional text of a nullable column (a description, a label): trimmed, at most `max`
 * characters, and blank stored as null — one form for "none", whichever endpoint writes it.
 */
export function optionalTextSchema(max: number) {
  return safeTextSchema(max).transform(blankToNull);
}

/**
 * A first or last name in a body, optional: trimmed, and blank (`""`, `"   "`) is no name — null,
 * as sending null is (PATCH /users/me clears it; sign-up and invitations store none). An empty
 * string is never stored, so "no name" has one form and a client's `first_name ?? email` works.
 */
export const optionalPersonNameSchema = personNameSchema.transform(blankToNull).nullable().optional();

/**
 * A value of an extra profile field: short text (trimmed; blank is null), a finite number, a
 * boolean, or null (clears it on update).
 */
export const profileValueSchema = z.union([
  safeTextSchema(PROFILE_TEXT_MAX_LENGTH).transform(blankToNull),
  z.number().finite(),
  z.boolean(),
  z.null(),
]);
export type ProfileValue = z.infer<typeof profileValueSchema>;

/**
 * Keys that belong to the account, not the profile: ignored at sign-up (a `role` sent there is
 * dropped) and refused by PATCH /users/me. So are their spellings in another case or without
 * `_` (`Role`, `userId`) and the keys of PROFILE_AUTHORITY_KEY_PATTERN and
 * PROFILE_ACTOR_KEY_PATTERN (`is_admin`, `permissions`, `created_by`): see isReservedProfileKey.
 */
export const PROFILE_RESERVED_KEYS = Object.freeze([
  'id',
  'user_id',
  'email',
  'email_verified',
  'role',
  'mfa_enabled',
  'created_at',
  'updated_at',
  'is_disabled',
  'profile',
  'extra',
] as const);

const normalizedKey = (key: string): string => key.toLowerCase().replaceAll('_', '');
const RESERVED_NORMALIZED: ReadonlySet<string> = new Set(PROFILE_RESERVED_KEYS.map(normalizedKey));

/**
 * True for a key no profile may hold: an account key (PROFILE_RESERVED_KEYS) in any case, with or
 * without `_`, or a key claiming an authority, a status or another account (`is_admin`,
 * `isAdmin`, `roles`, `permissions`, `verified`, `created_by`…). Such a key in the extra fields
 * would sit in `user.profile` beside `role`, looking like a fact the server vouches for.
 */
export function isReservedProfileKey(key: string): boolean {
  const normalized = normalizedKey(key);
  return (
    RESERVED_NORMALIZED.has(normalized) ||
    PROFILE_AUTHORITY_KEY_PATTERN.test(normalized) ||
    PROFILE_ACTOR_KEY_PATTERN.test(key)
  );
}

/**
 * Problems with the extra (free-form) keys of a profile payload, as `[key, message]` pairs.
 * `reserved: 'ignore'` skips reserved keys (sign-up), `'refuse'` reports them (profile update).
 */
export function profileExtraKeyProblems(
  keys: readonly string[],
  reserved: 'ignore' | 'refuse',
): [string, string][] {
  const problems: [string, string][] = [];
  let extras = 0;
  for (const key of keys) {
    if (isReservedProfileKey(key)) {
      if (reserved === 'refuse') problems.push([key, `"${key}" cannot be changed here`]);
      continue;
    }
    extras++;
    if (!PROFILE_KEY_PATTERN.test(key)) {
      problems.push([
        key,
        'Profile field names start with a letter and contain only letters, digits or "_" (max 64)',
      ]);
    } else if (PROFILE_SECRET_KEY_PATTERN.test(key)) {
      problems.push([key, `"${key}" is not a profile field`]);
    }
  }
  if (extras > PROFILE_EXTRA_MAX_KEYS) {
    problems.push(['', `At most ${PROFILE_EXTRA_MAX_KEYS} extra profile fields`]);
  }
  return problems;
}

/** Drops the keys whose value is `undefined` and the reserved keys. */
export function pickProfileExtra(
  rest: Record<string, ProfileValue | undefined>,
): Record<string, ProfileValue> {
  const out: Record<string, ProfileValue> = {};
  for (const [k, v] of Object.entries(rest)) {
    if (v !== undefined && !isReservedProfileKey(k)) out[k] = v;
  }
  return out;
}

/**
 * Body of `PATCH /users/me`: first_name, last_name and other profile fields (null clears one; so
 * does blank text, trimmed to nothing). role, email, ids and the other account keys are refused.
 * Output: `{first_name?, last_name?, extra}`.
 */
export const updateProfileSchema = z
  .object({
    first_name: optionalPersonNameSchema,
    last_name: optionalPersonNameSchema,
  })
  .catchall(profileValueSchema)
  .superRefine((value, ctx) => {
    const extraKeys = Object.keys(value).filter((k) => k !== 'first_name' && k !== 'last_name');
    for (const [key, message] of profileExtraKeyProblems(extraKeys, 'refuse')) {
      ctx.addIssue({ code: 'custom', path: key ? [key] : [], message });
    }
    if (Object.keys(value).length === 0)
      ctx.addIssue({ code: 'custom', message: 'At least one field must be provided' });
  })
  .transform(({ first_name, last_name, ...rest }) => ({
    ...(first_name !== undefined ? { first_name } : {}),
    ...(last_name !== undefined ? { last_name } : {}),
    extra: pickProfileExtra(rest),
  }));
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfile = z.output<typeof updateProfileSchema>;

/** A user's profile as returned by the API: names, the platform role, and the extra fields flattened in. */
export const userProfileSchema = z.looseObject({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * The `user` of API.md: `{id, email, email_verified, role, profile, mfa_enabled, created_at}`.
 * `role` is user_profiles.role (`guest` when the user has no profile row).
 */
export const userSchema = z.object({
  id: z.string().regex(UUID_PATTERN, 'Invalid UUID'),
  email: z.string(),
  email_verified: z.boolean(),
  role: z.string(),
  profile: userProfileSchema,
  mfa_enabled: z.boolean(),
  created_at: isoTimestampSchema,
});
export type User = z.infer<typeof userSchema>;
