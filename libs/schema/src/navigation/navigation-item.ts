import { z } from 'zod';
import { safeTextSchema } from '../auth/user.js';
import { isoTimestampSchema } from '../common/iso-timestamp.js';
import { UUID_PATTERN } from '../common/uuid.js';
import { routeMetadataProblem } from '../routes/route.js';
import { ROLE_NAME_MAX_LENGTH, ROLE_NAME_PATTERN } from '../users/roles.js';
import { ICON_NAME_PATTERN } from '../zones/zone-limits.js';

/**
 * Navigation items (table `navigation`): the menus of the signed-in app as rows. The
 * specification's entity is id, title, path, icon, parent_id, order_index, is_active,
 * required_role, zone_id, updated_at; the API also reads label, href, description, type (default
 * `external`), is_visible (default true) and metadata. The client and the server build the tree
 * with `buildNavigationTree` (navigation-tree.ts).
 */

export const NAVIGATION_TITLE_MAX_LENGTH = 200;
export const NAVIGATION_LABEL_MAX_LENGTH = 200;
export const NAVIGATION_DESCRIPTION_MAX_LENGTH = 500;
export const NAVIGATION_PATH_MAX_LENGTH = 2048;
export const NAVIGATION_TYPE_MAX_LENGTH = 32;
/** Most items one `PUT /navigation/reorder` may list. */
export const NAVIGATION_REORDER_MAX_ITEMS = 10_000;
/** order_index is an `integer` column. */
export const NAVIGATION_ORDER_INDEX_MIN = -2_147_483_648;
export const NAVIGATION_ORDER_INDEX_MAX = 2_147_483_647;
/** The type an item gets when none is sent (the specification's default). */
export const DEFAULT_NAVIGATION_TYPE = 'external';
/** `type`: a short lowercase word such as `internal`, `external`, `group` or `divider`. */
export const NAVIGATION_TYPE_PATTERN = /^[a-z][a-z0-9_-]{0,31}$/;

/** `http(s)://` + a host name or bracketed IPv6 address + an optional port, then a path, query or fragment. */
const HTTP_URL =
  /^https?:\/\/([A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?(?:[/?#]|$)/i;
// C0 and C1 control characters, DEL, and the Unicode line/paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;

/**
 * Why `value` cannot be a navigation link, or null. Accepted: an internal path (starts with one
 * `/`, never `//` or `/\`, which browsers treat as another host) or an absolute `http:`/`https:`
 * URL. Everything else — `javascript:`, `data:`, `vbscript:`, `file:`, relative paths, whitespace
 * or control characters anywhere, backslashes — is refused. At most 2,048 characters.
 */
export function navigationLinkProblem(value: unknown): string | null {
  if (typeof value !== 'string') return 'Link must be a string';
  if (value.length === 0) return 'Link must not be empty';
  if (value.length > NAVIGATION_PATH_MAX_LENGTH)
    return `Link must be at most ${NAVIGATION_PATH_MAX_LENGTH} characters`;
  if (CONTROL_OR_SPACE.test(value)) return 'Link must not contain spaces or control characters';
  if (value.includes('\\')) return 'Link must not contain "\\"';
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return 'Link must be a path on this site ("/…") or an http(s) URL, not "//…"';
    return null;
  }
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(value);
  if (!scheme) return 'Link must be a path starting with "/" or an http(s) URL';
  const protocol = scheme[1].toLowerCase();
  if (protocol !== 'http' && protocol !== 'https')
    return `Link must be a path starting with "/" or an http(s) URL, not a "${protocol}:" URL`;
  if (!HTTP_URL.test(value)) return 'Link URL must be http(s)://host[:port][/path], with no user name';
  return null;
}

/** True when `value` is an internal path (as opposed to an http(s) URL). */
export function isInternalNavigationPath(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}

const linkSchema = z.string().superRefine((value, ctx) => {
  const problem = navigationLinkProblem(value);
  if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
});

const uuidSchema = (what: string) => z.string().regex(UUID_PATTERN, `${what} must be a UUID`);

/** Titles and labels are plain text: stored and shown as typed, never interpreted as HTML. */
const titleSchema = safeTextSchema(NAVIGATION_TITLE_MAX_LENGTH)
  .refine((s) => s.length > 0, { message: 'Title is required' })
  .describe('Plain text (never rendered as HTML), 1..200 characters');

const metadataSchema = z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
  const problem = routeMetadataProblem(value);
  if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
});

export const navigationRequiredRoleSchema = z
  .string()
  .min(1, 'Required role must not be empty')
  .max(ROLE_NAME_MAX_LENGTH, `Role names are at most ${ROLE_NAME_MAX_LENGTH} characters`)
  .regex(ROLE_NAME_PATTERN, 'Required role must be a role name such as "admin"');

const navigationInputShape = {
  title: titleSchema,
  label: safeTextSchema(NAVIGATION_LABEL_MAX_LENGTH).nullable(),
  path: linkSchema.nullable(),
  href: linkSchema.nullable(),
  icon: z
    .string()
    .regex(
      ICON_NAME_PATTERN,
      'Icon must be an icon name such as "home" (lowercase letters, digits and dashes)',
    )
    .nullable(),
  description: safeTextSchema(NAVIGATION_DESCRIPTION_MAX_LENGTH).nullable(),
  type: z
    .string()
    .regex(NAVIGATION_TYPE_PATTERN, 'Type must be a short lowercase word such as "internal" or "external"'),
  parent_id: uuidSchema('Parent id').nullable(),
  order_index: z
    .number()
    .int('Order index must be an integer')
    .min(NAVIGATION_ORDER_INDEX_MIN)
    .max(NAVIGATION_ORDER_INDEX_MAX),
  is_active: z.boolean(),
  is_visible: z.boolean(),
  required_role: navigationRequiredRoleSchema.nullable(),
  zone_id: uuidSchema('Zone id').nullable(),
  metadata: metadataSchema,
};

/**
 * Body of `POST /navigation`. Unknown keys are refused. Defaults: type `external`, is_active and
 * is_visible true, order_index 0, metadata `{}`, everything else null. An `id` may be sent (the
 * builder creates items before saving them); otherwise the server makes one. Whether
 * `required_role` names an existing role, `parent_id` an existing item and `zone_id` an existing
 * zone is checked by the server.
 */
export const navigationItemCreateSchema = z.strictObject({
  id: uuidSchema('Id').optional(),
  title: navigationInputShape.title,
  label: navigationInputShape.label.optional(),
  path: navigationInputShape.path.optional(),
  href: navigationInputShape.href.optional(),
  icon: navigationInputShape.icon.optional(),
  description: navigationInputShape.description.optional(),
  type: navigationInputShape.type.default(DEFAULT_NAVIGATION_TYPE),
  parent_id: navigationInputShape.parent_id.optional(),
  order_index: navigationInputShape.order_index.default(0),
  is_active: navigationInputShape.is_active.default(true),
  is_visible: navigationInputShape.is_visible.default(true),
  required_role: navigationInputShape.required_role.optional(),
  zone_id: navigationInputShape.zone_id.optional(),
  metadata: navigationInputShape.metadata.default({}),
});
export type NavigationItemCreate = z.output<typeof navigationItemCreateSchema>;
export type NavigationItemCreateInput = z.input<typeof navigationItemCreateSchema>;

/** Body of `PATCH /navigation/:id`: any subset of the fields (no defaults), at least one. */
export const navigationItemUpdateSchema = z
  .strictObject(navigationInputShape)
  .partial()
  .refine((value) => Object.values(value).some((v) => v !== undefined), {
    message: 'At least one field must be provided',
  });
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
  order_index: navigationInputShape.order_index,
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
export const navigationListQuerySchema = z.object({
  zone_id: uuidSchema('zone_id').optional(),
  all: z.enum(['true', 'false']).optional(),
});

/** Query of `GET /navigation/preview` (admin): the list a user with that role in that zone gets. */
export const navigationPreviewQuerySchema = z.object({
  role: navigationRequiredRoleSchema,
  zone_id: uuidSchema('zone_id').optional(),
});
