import { z } from 'zod';
import { booleanSchema } from '../common/value-schemas.js';
import { emailSchema } from '../auth/auth-payloads.js';
import { optionalTextSchema, safeTextSchema } from '../auth/user.js';
import { isoTimestampSchema } from '../common/iso-timestamp.js';
import { UUID_PATTERN } from '../common/uuid.js';
import { zoneRoleSchema } from '../permissions/permission-vocabulary.js';
import {
  createPayloadSchema,
  declaredField,
  declaredMax,
  setsSomething,
  updatePayloadSchema,
} from '../collections/collection-payload.js';
import type { hubsCollection } from '../collections/builtin/hubs.collection.js';
import { zonesCollection } from '../collections/builtin/zones.collection.js';
import { REORDER_MAX_IDS } from './zone-limits.js';

/** A display name: trimmed, 1..`max` characters, no control characters. */
export function displayNameValueSchema(max: number) {
  // Trimmed before the bounds are checked, and "Name is required" is the API's word for an empty name.
  // A name is one line: it heads pages and menus and goes into mail subjects.
  return safeTextSchema(max)
    .refine((s) => s.length > 0, { message: 'Name is required' })
    .refine((s) => !/[\t\n\r]/.test(s), { message: 'Must be one line, without tabs' });
}

/** A description: trimmed, at most `max` characters; an empty one is stored as null. */
export function descriptionValueSchema(max: number) {
  return optionalTextSchema(max);
}

/** An icon name matching the declared pattern (kebab-case, never markup); `example` is for the message. */
export function iconValueSchema(pattern: string, example: string) {
  return z
    .string()
    .regex(
      new RegExp(pattern),
      `Icon must be an icon name such as "${example}" (lowercase letters, digits and dashes)`,
    );
}

/** A zone's name as declared (1..100 characters), the container name the zone forms use. */
export const displayNameSchema = displayNameValueSchema(declaredMax(zonesCollection, 'name'));

export const descriptionSchema = descriptionValueSchema(
  declaredMax(zonesCollection, 'description'),
).nullable();

export const iconNameSchema = iconValueSchema(declaredField(zonesCollection, 'icon').pattern, 'building');

export const uuidSchema = z.string().regex(UUID_PATTERN, 'Invalid id');

/** Refuses a PATCH body that changes nothing. */
export const notEmpty: <T extends object>(value: T) => boolean = setsSomething;
export const NOTHING_TO_UPDATE = 'Nothing to update: send at least one field';

/**
 * The value schemas of a named, iconed container (zone or hub), bounds read from its declaration.
 */
function containerValues(collection: typeof zonesCollection | typeof hubsCollection) {
  return {
    name: displayNameValueSchema(declaredMax(collection, 'name')),
    icon: iconValueSchema(declaredField(collection, 'icon').pattern, 'building'),
    description: descriptionValueSchema(declaredMax(collection, 'description')),
    is_active: booleanSchema(),
  };
}

const zoneValues = containerValues(zonesCollection);

/**
 * Body of POST /zones, derived from the `zones` declaration (icon defaults to `building`).
 * Strict: ids, `created_by`, `role`, `is_active` and any other key are refused (the creator becomes
 * the owner; the server sets everything else).
 */
export const zoneCreateSchema = createPayloadSchema(
  zonesCollection,
  { name: zoneValues.name, icon: zoneValues.icon, description: zoneValues.description },
  { nullWhenAbsent: true },
);
export type ZoneCreateInput = z.input<typeof zoneCreateSchema>;
export type ZoneCreate = z.output<typeof zoneCreateSchema>;

/**
 * A partial update of a named, iconed container (zone or hub): any of name, icon, description
 * (null clears it), is_active; at least one; any other key refused.
 */
export function containerUpdatePayloadSchema(collection: typeof zonesCollection | typeof hubsCollection) {
  return updatePayloadSchema(collection, containerValues(collection), NOTHING_TO_UPDATE);
}

/** Body of PATCH /zones/:zoneId. `is_active: false` archives the zone, `true` restores it. */
export const zoneUpdateSchema = containerUpdatePayloadSchema(zonesCollection);
/** The zone update body (kept under its former name: zones and hubs share its shape). */
export const containerUpdateSchema = zoneUpdateSchema;
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
