import { z } from 'zod';
import { booleanSchema, wholeNumberSchema } from '../common/value-schemas.js';
import { optionalTextSchema, safeTextSchema } from '../auth/user.js';
import { isoTimestampSchema } from '../common/iso-timestamp.js';
import { linkProblem, linkSchema } from '../common/link.js';
import { UUID_PATTERN } from '../common/uuid.js';
import { routeMetadataProblem } from '../routes/route.js';
import { navigationCollection } from '../collections/builtin/navigation.collection.js';
import {
  createPayloadShape,
  declaredField,
  declaredMax,
  updatePayloadSchema,
} from '../collections/collection-payload.js';
import {
  NAVIGATION_ORDER_INDEX_MAX,
  NAVIGATION_ORDER_INDEX_MIN,
  NAVIGATION_PATH_MAX_LENGTH,
  NAVIGATION_REORDER_MAX_ITEMS,
  NAVIGATION_TYPE_PATTERN,
} from './navigation-limits.js';

/**
 * Navigation items (table `navigation`): the menus of the signed-in app as rows. The
 * specification's entity is id, title, path, icon, parent_id, order_index, is_active,
 * required_role, zone_id, updated_at; the API also reads label, href, description, type (default
 * `external`), is_visible (default true) and metadata. The client and the server build the tree
 * with `buildNavigationTree` (navigation-tree.ts).
 */

export {
  NAVIGATION_TITLE_MAX_LENGTH,
  NAVIGATION_LABEL_MAX_LENGTH,
  NAVIGATION_DESCRIPTION_MAX_LENGTH,
  NAVIGATION_PATH_MAX_LENGTH,
  NAVIGATION_TYPE_MAX_LENGTH,
  NAVIGATION_REORDER_MAX_ITEMS,
  NAVIGATION_MAX_DEPTH,
  NAVIGATION_ORDER_INDEX_MIN,
  NAVIGATION_ORDER_INDEX_MAX,
  DEFAULT_NAVIGATION_TYPE,
  NAVIGATION_TYPE_PATTERN,
} from './navigation-limits.js';

/**
 * Why `value` cannot be a navigation link, or null: the shared link rule (`linkProblem`, paths
 * and http(s) URLs, at most `maxLength` characters).
 */
export function navigationLinkProblem(
  value: unknown,
  maxLength: number = NAVIGATION_PATH_MAX_LENGTH,
): string | null {
  return linkProblem(value, { maxLength });
}

/** True when `value` is an internal path (as opposed to an http(s) URL). */
export function isInternalNavigationPath(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}

const uuidSchema = (what: string) => z.string().regex(UUID_PATTERN, `${what} must be a UUID`);

/** Titles and labels are plain text: stored and shown as typed, never interpreted as HTML. */
const titleMax = declaredMax(navigationCollection, 'title');
const titleSchema = safeTextSchema(titleMax)
  .refine((s) => s.length > 0, { message: 'Title is required' })
  .describe(`Plain text (never rendered as HTML), 1..${titleMax} characters`);

// Bounded with the route metadata's rules and messages (depth, size, NUL).
const metadataSchema = z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
  const problem = routeMetadataProblem(value);
  if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
});

const requiredRoleField = declaredField(navigationCollection, 'required_role');

/** A role name as navigation items and the preview name it (the declared bounds of `required_role`). */
export const navigationRequiredRoleSchema = z
  .string()
  // Empty says what is missing and stops there: it is not also "not a role name".
  .min(1, { error: 'Required role must not be empty', abort: true })
  .max(requiredRoleField.max, `Role names are at most ${requiredRoleField.max} characters`)
  .regex(new RegExp(requiredRoleField.pattern), 'Required role must be a role name such as "admin"');

/** order_index: a 32-bit integer, as the declared `integer` column. */
const orderIndexSchema = wholeNumberSchema(NAVIGATION_ORDER_INDEX_MIN, NAVIGATION_ORDER_INDEX_MAX);

/** The value of each key of a navigation write, bounds read from the `navigation` declaration. */
const navigationValues = {
  title: titleSchema,
  // Blank is none (null), as the builder sends it and as zones' and hubs' descriptions are stored.
  label: optionalTextSchema(declaredMax(navigationCollection, 'label')),
  // Safe links only: the scheme and character rules are more than a declared max and pattern say.
  path: linkSchema({ maxLength: declaredMax(navigationCollection, 'path') }),
  href: linkSchema({ maxLength: declaredMax(navigationCollection, 'href') }),
  icon: z
    .string()
    .regex(
      new RegExp(declaredField(navigationCollection, 'icon').pattern),
      'Icon must be an icon name such as "home" (lowercase letters, digits and dashes)',
    ),
  description: optionalTextSchema(declaredMax(navigationCollection, 'description')),
  // A short lowercase word: the payload's own rule (the column takes any text of 32 characters).
  type: z
    .string()
    .regex(NAVIGATION_TYPE_PATTERN, 'Type must be a short lowercase word such as "internal" or "external"'),
  parent_id: uuidSchema('Parent id'),
  order_index: orderIndexSchema,
  is_active: booleanSchema(),
  is_visible: booleanSchema(),
  required_role: navigationRequiredRoleSchema,
  zone_id: uuidSchema('Zone id'),
  metadata: metadataSchema,
};

/**
 * Body of `POST /navigation`, derived from the `navigation` declaration. Unknown keys are refused. Defaults: type `external`, is_active and
 * is_visible true, order_index 0, metadata `{}`, everything else null. An `id` may be sent (the
 * builder creates items before saving them); otherwise the server makes one. Whether
 * `required_role` names an existing role, `parent_id` an existing item and `zone_id` an existing
 * zone is checked by the server.
 */
export const navigationItemCreateSchema = z.strictObject({
  // Not a declared field (the implied id): the builder names the items it creates before saving.
  id: uuidSchema('Id').optional(),
  ...createPayloadShape(navigationCollection, navigationValues),
});
export type NavigationItemCreate = z.output<typeof navigationItemCreateSchema>;
export type NavigationItemCreateInput = z.input<typeof navigationItemCreateSchema>;

/** Body of `PATCH /navigation/:id`: any subset of the fields (no defaults), at least one. */
export const navigationItemUpdateSchema = updatePayloadSchema(
  navigationCollection,
  navigationValues,
  'At least one field must be provided',
);
export type NavigationItemUpdate = z.output<typeof navigationItemUpdateSchema>;
export type NavigationItemUpdateInput = z.input<typeof navigationItemUpdateSchema>;

/** A navigation row as the API returns it (`item` in API.md). Lenient: rows are stored already. */
export const navigationItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  label: z.string().nullable(),
  path: z.string().nullable(),
  href: z.string().nullable(),
  icon: z.string().nullable(),
  description: z.string().nullable(),
  type: z.string(),
  parent_id: z.string().nullable(),
  order_index: z.number(),
  is_active: z.boolean(),
  is_visible: z.boolean(),
  required_role: z.string().nullable(),
  zone_id: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  updated_at: isoTimestampSchema,
});
export type NavigationItem = z.infer<typeof navigationItemSchema>;
export const navigationItemListSchema = z.array(navigationItemSchema);

/** The `:id` of `PATCH`/`DELETE /navigation/:id` and `?id=` of `DELETE /navigation`. */
export const navigationIdSchema = uuidSchema('Navigation id');

/** One entry of a reorder: where an item goes. */
export const navigationReorderEntrySchema = z.strictObject({
  id: uuidSchema('Id'),
  parent_id: uuidSchema('Parent id').nullable(),
  order_index: orderIndexSchema,
});
export type NavigationReorderEntry = z.output<typeof navigationReorderEntrySchema>;

/**
 * Body of `PUT /navigation/reorder`: any subset of the items with their new parent and position
 * (items not listed keep theirs). At most 10,000 entries; an id listed twice is refused, naming it.
 * Cycles, self-parenting and unknown ids are checked against the stored tree by the server (see
 * `findNavigationTreeProblems`).
 */
export const navigationReorderSchema = z.strictObject({
  items: z
    .array(navigationReorderEntrySchema)
    .max(NAVIGATION_REORDER_MAX_ITEMS, `A reorder lists at most ${NAVIGATION_REORDER_MAX_ITEMS} items`)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      for (let i = 0; i < items.length; i++) {
        const id = items[i].id.toLowerCase();
        if (seen.has(id)) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'id'],
            message: `Navigation item ${items[i].id} is listed more than once`,
          });
        }
        seen.add(id);
      }
    }),
});
export type NavigationReorder = z.output<typeof navigationReorderSchema>;

/**
 * Query of `GET /navigation`: `zone_id` (only that zone's items besides the global ones) and
 * `all=true` (admin: every row). Unknown keys are ignored like every list endpoint's.
 */
export const navigationListQuerySchema = z.strictObject({
  zone_id: uuidSchema('zone_id').optional(),
  all: z.enum(['true', 'false'], { error: 'Must be true or false' }).optional(),
});

/** Query of `GET /navigation/preview` (admin): the list a user with that role in that zone gets. */
export const navigationPreviewQuerySchema = z.strictObject({
  role: navigationRequiredRoleSchema,
  zone_id: uuidSchema('zone_id').optional(),
});
