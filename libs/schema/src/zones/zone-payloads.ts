import { z } from 'zod';
import { emailSchema } from '../auth/auth-payloads.js';
import { safeTextSchema } from '../auth/user.js';
import { isoTimestampSchema } from '../common/iso-timestamp.js';
import { UUID_PATTERN } from '../common/uuid.js';
import { zoneRoleSchema } from '../permissions/permission-vocabulary.js';
import {
  DEFAULT_ZONE_ICON,
  ICON_NAME_PATTERN,
  REORDER_MAX_IDS,
  ZONE_DESCRIPTION_MAX_LENGTH,
  ZONE_NAME_MAX_LENGTH,
} from './zone-limits.js';

/** A display name: trimmed, 1..100 characters, no control characters. */
export const displayNameSchema = safeTextSchema(ZONE_NAME_MAX_LENGTH).refine((s) => s.length > 0, {
  message: 'Name is required',
});

export const descriptionSchema = safeTextSchema(ZONE_DESCRIPTION_MAX_LENGTH)
  .nullable()
  .transform((s) => (s === '' ? null : s));

export const iconNameSchema = z
  .string()
  .regex(
    ICON_NAME_PATTERN,
    'Icon must be an icon name such as "building" (lowercase letters, digits and dashes)',
  );

export const uuidSchema = z.string().regex(UUID_PATTERN, 'Invalid id');

/** Refuses a PATCH body that changes nothing. */
export function notEmpty<T extends object>(value: T): boolean {
  return Object.values(value).some((v) => v !== undefined);
}
export const NOTHING_TO_UPDATE = 'Nothing to update: send at least one field';

/**
 * Body of POST /zones. Strict: ids, `created_by`, `role` and any other key are refused (the
 * creator becomes the owner; the server sets everything else).
 */
export const zoneCreateSchema = z.strictObject({
  name: displayNameSchema,
  icon: iconNameSchema.default(DEFAULT_ZONE_ICON),
  description: descriptionSchema.optional().transform((d) => d ?? null),
});
export type ZoneCreateInput = z.input<typeof zoneCreateSchema>;
export type ZoneCreate = z.output<typeof zoneCreateSchema>;

/**
 * A partial update of a named, iconed container (zone or hub): any of name, icon, description
 * (null clears it), is_active; at least one; any other key refused.
 */
export const containerUpdateSchema = z
  .strictObject({
    name: displayNameSchema.optional(),
    icon: iconNameSchema.optional(),
    description: descriptionSchema.optional(),
    is_active: z.boolean().optional(),
  })
  .refine(notEmpty, { message: NOTHING_TO_UPDATE });

/** Body of PATCH /zones/:zoneId. `is_active: false` archives the zone, `true` restores it. */
export const zoneUpdateSchema = containerUpdateSchema;
export type ZoneUpdateInput = z.input<typeof zoneUpdateSchema>;
export type ZoneUpdate = z.output<typeof zoneUpdateSchema>;

/** A zone as the API returns it; `role` is the caller's role in it (null for a platform admin who is not a member). */
export const zoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  created_by: z.string().nullable(),
  created_at: isoTimestampSchema,
  updated_at: isoTimestampSchema,
  role: zoneRoleSchema.nullable(),
});
export type Zone = z.infer<typeof zoneSchema>;

/** Body of POST /zones/:zoneId/members: an existing user's email and a zone role (default member). */
export const memberAddSchema = z.strictObject({
  email: emailSchema,
  role: zoneRoleSchema.default('member'),
});
export type MemberAddInput = z.input<typeof memberAddSchema>;
export type MemberAdd = z.output<typeof memberAddSchema>;

/** Body of PATCH /zones/:zoneId/members/:userId. */
export const memberUpdateSchema = z.strictObject({ role: zoneRoleSchema });
export type MemberUpdate = z.output<typeof memberUpdateSchema>;

/** A member row: `{user_id, email, role, profile, joined_at}`. */
export const zoneMemberSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  role: zoneRoleSchema,
  profile: z.object({ first_name: z.string().nullable(), last_name: z.string().nullable() }),
  joined_at: isoTimestampSchema,
});
export type ZoneMember = z.infer<typeof zoneMemberSchema>;

/**
 * Body of the ordering endpoints (PUT …/hubs/order, …/modules/order, …/dashboards/order): ids in
 * their new order. Rows not listed keep their relative order after the listed ones.
 */
export const reorderSchema = z.strictObject({
  ids: z
    .array(uuidSchema)
    .min(1, 'List at least one id')
    .max(REORDER_MAX_IDS, `At most ${REORDER_MAX_IDS} ids`)
    .refine((ids) => new Set(ids.map((i) => i.toLowerCase())).size === ids.length, {
      message: 'Ids must not repeat',
    }),
});
export type Reorder = z.output<typeof reorderSchema>;
