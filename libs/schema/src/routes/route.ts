import { z } from 'zod';
import { booleanSchema } from '../common/value-schemas.js';
import { isoTimestampSchema } from '../common/iso-timestamp.js';
import { UUID_PATTERN } from '../common/uuid.js';
import { routesCollection } from '../collections/builtin/routes.collection.js';
import {
  createPayloadSchema,
  declaredField,
  declaredMax,
  updatePayloadSchema,
} from '../collections/collection-payload.js';
import { LAYOUT_NAMES, normalizeLayoutName } from './layout-name.js';
import { validateRoutePath } from './route-path.js';

export { LAYOUT_NAMES, normalizeLayoutName, type LayoutName } from './layout-name.js';
export {
  ROUTE_PATH_MAX_LENGTH,
  validateRoutePath,
  routePathParams,
  fillRoutePath,
  type FilledRoutePath,
} from './route-path.js';

/**
 * Guard types named in the specification: `auth` (the default when a route names neither a
 * guard type nor a required permission), `guest` (signed-in users are sent to the dashboard)
 * and `admin` (admin, super_admin or platform_owner only). Other strings are allowed in
 * metadata; their meaning is up to the client.
 */
export const GuardType = {
  AUTH: 'auth',
  GUEST: 'guest',
  ADMIN: 'admin',
} as const;
export type GuardType = (typeof GuardType)[keyof typeof GuardType];

const routeNameField = declaredField(routesCollection, 'name');
const componentNameField = declaredField(routesCollection, 'component_name');

/**
 * `^[a-z][a-z0-9_.-]{0,99}$` — e.g. `admin_users`, `zone_dashboard`: the declared pattern of
 * `routes.name` with its declared max length (collection-payload.spec.ts checks they agree).
 */
export const ROUTE_NAME_PATTERN = /^[a-z][a-z0-9_.-]{0,99}$/;
/**
 * `^[A-Za-z0-9_/.-]+$`, the declared pattern of `routes.component_name` (1..200 characters) —
 * e.g. `AdminUsersPage`, `admin/centers/RouteManager`.
 */
export const COMPONENT_NAME_PATTERN = new RegExp(componentNameField.pattern);

/**
 * Route metadata: `dynamic` (wrap in an auth guard and pass URL params as props),
 * `guard_type`, `required_permission`; any other keys are kept.
 */
export const routeMetadataSchema = z.looseObject({
  dynamic: booleanSchema().optional(),
  guard_type: z.string().optional(),
  required_permission: z.string().optional(),
});
export type RouteMetadata = z.infer<typeof routeMetadataSchema>;

/**
 * A route row as returned by the API. Lenient about `path` and `layout` (rows already in the
 * database are reported by the validator rather than rejected here).
 */
export const routeSchema = z.object({
  id: z.string().regex(UUID_PATTERN, 'Invalid UUID'),
  path: z.string(),
  name: z.string(),
  component_name: z.string(),
  component_path: z.string().nullable(),
  layout: z.string().nullable(),
  is_public: z.boolean(),
  is_active: z.boolean(),
  created_at: isoTimestampSchema,
  metadata: routeMetadataSchema,
});
export type Route = z.infer<typeof routeSchema>;

export const routeListSchema = z.array(routeSchema);

/** Deepest nesting and largest size (serialised, characters) of the metadata a route write may store. */
export const ROUTE_METADATA_MAX_DEPTH = 32;
export const ROUTE_METADATA_MAX_CHARS = 64 * 1024;

/**
 * Why route metadata cannot be stored, or null: jsonb holds no U+0000 (in keys or strings), and
 * metadata goes to every client with the route set, so it is bounded in depth and size. Walks
 * iteratively and stops at the first problem, so a megabyte of nesting costs one pass and no stack.
 */
export function routeMetadataProblem(value: unknown): string | null {
  let chars = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > ROUTE_METADATA_MAX_DEPTH)
      return `Metadata must be nested at most ${ROUTE_METADATA_MAX_DEPTH} levels deep`;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return 'Metadata must not contain NUL characters';
      chars += node.length + 2;
    } else if (Array.isArray(node)) {
      chars += 2;
      for (const item of node) stack.push([item, depth + 1]);
    } else if (node !== null && typeof node === 'object') {
      chars += 2;
      for (const [key, item] of Object.entries(node)) {
        if (key.includes('\u0000')) return 'Metadata must not contain NUL characters';
        chars += key.length + 3;
        stack.push([item, depth + 1]);
      }
    } else {
      chars += 24;
    }
    if (chars > ROUTE_METADATA_MAX_CHARS)
      return `Metadata must be at most ${ROUTE_METADATA_MAX_CHARS} characters as JSON`;
  }
  return null;
}

const routeMetadataInputSchema = routeMetadataSchema.superRefine((value, ctx) => {
  const problem = routeMetadataProblem(value);
  if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
});

const routeNamePattern = new RegExp(routeNameField.pattern);
const componentPathMax = declaredMax(routesCollection, 'component_path');

/**
 * The value of each key of a route write, bounds read from the `routes` declaration. The messages
 * are the API's own, so each bound is checked here rather than by the table API's field schema.
 */
const routeValues = {
  // The path's syntax (segments, params, the wildcard) and its length, with the path's own messages.
  path: z.string().superRefine((value, ctx) => {
    const problem = validateRoutePath(value);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  }),
  // One message for the pattern and the length together, as the specification words it.
  name: z.string().refine((value) => value.length <= routeNameField.max && routeNamePattern.test(value), {
    message: `Name must start with a lowercase letter and contain only a-z, 0-9, "_", "." or "-" (max ${routeNameField.max} characters)`,
  }),
  component_name: z
    .string()
    .min(componentNameField.min, 'Component name must not be empty')
    .max(componentNameField.max, `Component name must be at most ${componentNameField.max} characters`)
    .regex(COMPONENT_NAME_PATTERN, 'Component name may contain only letters, digits, "_", "/", "." or "-"'),
  // Not empty: the declaration lets the table API store "" (the migration has no check), routes do not.
  component_path: z
    .string()
    .min(1)
    .max(componentPathMax)
    .refine((value) => !value.includes('\u0000'), 'Component path must not contain NUL characters'),
  // Only the layouts the client has (any spelling normalizeLayoutName knows), not any short string.
  layout: z.string().refine((value) => normalizeLayoutName(value) !== null, {
    message: `Unknown layout; expected one of ${LAYOUT_NAMES.join(', ')} (with or without the "Layout" suffix)`,
  }),
  is_public: booleanSchema(),
  is_active: booleanSchema(),
  // Bounded with the route metadata's own messages (depth, size, NUL) before the column's checks.
  metadata: routeMetadataInputSchema,
};

/**
 * Body of `POST /routes`, derived from the `routes` declaration. Unknown keys are rejected.
 * `layout` is kept as submitted (use {@link normalizeLayoutName} to canonicalise); defaults:
 * `component_path` and `layout` absent (store null), `is_public` false, `is_active` true,
 * `metadata` `{}`.
 */
export const createRouteSchema = createPayloadSchema(routesCollection, routeValues);
/** Parsed (defaults applied) create body. */
export type CreateRoute = z.infer<typeof createRouteSchema>;
/** Create body as sent by a client (defaulted keys optional). */
export type CreateRouteInput = z.input<typeof createRouteSchema>;

/**
 * Body of `PATCH /routes/:id`: any subset of the create fields (no defaults applied), at
 * least one present. Unknown keys are rejected.
 */
export const updateRouteSchema = updatePayloadSchema(
  routesCollection,
  routeValues,
  'At least one field must be provided',
);
export type UpdateRoute = z.infer<typeof updateRouteSchema>;
export type UpdateRouteInput = z.input<typeof updateRouteSchema>;

/** The `:id` of `PATCH /routes/:id` and `DELETE /routes/:id`. */
export const routeIdSchema = z.string().regex(UUID_PATTERN, 'Route id must be a UUID');
