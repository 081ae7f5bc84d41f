import { z } from 'zod';
import { UUID_PATTERN } from '../common/uuid.js';
import {
  DEFAULT_PERMISSION_ACTION,
  permissionActionSchema,
  permissionResourceSchema,
} from './permission-vocabulary.js';

const idSchema = (what: string) =>
  z
    .string()
    .regex(UUID_PATTERN, `Invalid ${what} id`)
    .nullable()
    .optional()
    .transform((v) => v ?? undefined);

/**
 * A key a client might send meaning "this module (dashboard)": the check knows zones and hubs
 * only, so it is refused (400) rather than ignored, which would read as access granted.
 */
const notAContext = (what: string) =>
  z
    .unknown()
    .optional()
    .refine((v) => v === undefined, {
      error: `A ${what} is not a permission context: send its hub_id and zone_id`,
    });

/** The detail at `context` when the body has none (or `null`, or not an object). */
export const CONTEXT_REQUIRED_MESSAGE =
  'Send the context: {"zone_id", "hub_id"} as they apply, or {} for neither';

/**
 * Body of POST /permissions/check (specification §3, "Permission check request"): a resource,
 * an action (default read) and a context with zone_id and/or hub_id (required: `{}` names
 * neither, and is granted; a missing or `null` one is refused). Whose access is checked is
 * the caller's, always. Strict, the body and its context: a key the check does not read (a
 * user id, a `zoneId` spelt the client's way) is refused (400 naming it) rather than ignored —
 * an ignored context key reads as "neither id: granted".
 */
export const permissionCheckRequestSchema = z.strictObject({
  resource: permissionResourceSchema,
  action: permissionActionSchema.default(DEFAULT_PERMISSION_ACTION),
  context: z
    .strictObject(
      {
        zone_id: idSchema('zone'),
        hub_id: idSchema('hub'),
        // Not contexts: refused with a message saying what to send instead.
        module_id: notAContext('module'),
        dashboard_id: notAContext('dashboard'),
      },
      // Required (API.md: `action?` is optional, `context` is not): a body without one, or with
      // `null`, is a caller's mistake that would otherwise read as "neither id: granted".
      { error: (iss) => (iss.code === 'invalid_type' ? CONTEXT_REQUIRED_MESSAGE : undefined) },
    )
    .transform((c) => ({ zone_id: c.zone_id, hub_id: c.hub_id })),
});
export type PermissionCheckRequestInput = z.input<typeof permissionCheckRequestSchema>;
export type PermissionCheckRequest = z.output<typeof permissionCheckRequestSchema>;

/** The result: `reason` is always set, granted or not. */
export const permissionCheckResultSchema = z.object({ hasAccess: z.boolean(), reason: z.string().min(1) });
export type PermissionCheckResult = z.infer<typeof permissionCheckResultSchema>;

/** The reason given when the context names neither a zone nor a hub (access is granted). */
export const NO_CONTEXT_REASON = 'No zone or hub in the context: nothing to restrict';
/** The reason given when the check itself failed (the caller must treat it as denied). */
export const ACCESS_CHECK_FAILED_REASON = 'Access check failed';
