import { z } from 'zod';
import { countParamSchema, QUERY_PARAM_ONCE } from '../common/count-param.js';
import { isoTimestampSchema } from '../common/iso-timestamp.js';
import { UUID_PATTERN } from '../common/uuid.js';
import { parseTimestamp } from '../filters/parse-timestamp.js';

/**
 * The audit log (GET /audit, platform admins): one newest-first list over the records Atrium
 * keeps of admin changes — navigation_events, user_admin_events (accounts and roles),
 * atrium_collection_versions (collection schemas), theme_events (themes) and workspace_events
 * (routes, zones, hubs, modules, dashboards, zone members, zone invitations, forms and API keys).
 * Query and answer schemas shared by the server and the admin screen.
 */

/** The kinds workspace_events records (one table; its `entity` column says which). */
export const WORKSPACE_AUDIT_ENTITIES = [
  'route',
  'zone',
  'hub',
  'module',
  'dashboard',
  'zone_member',
  'zone_invitation',
  'form',
  'api_key',
] as const;
export type WorkspaceAuditEntity = (typeof WORKSPACE_AUDIT_ENTITIES)[number];

/**
 * workspace_events' verbs: create, update, delete (routes, zones, hubs, modules, dashboards,
 * forms), reorder (hubs, modules, dashboards); add, role, remove (zone members); send, resend,
 * revoke, accept, decline (zone invitations); publish (forms); create, update (renamed), revoke
 * (API keys).
 */
export const WORKSPACE_AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'reorder',
  'add',
  'role',
  'remove',
  'send',
  'resend',
  'revoke',
  'accept',
  'decline',
  'publish',
] as const;
export type WorkspaceAuditAction = (typeof WORKSPACE_AUDIT_ACTIONS)[number];

/** What an entry is about: the table of the recorded change (workspace_events' own kinds last). */
export const AUDIT_ENTITIES = [
  'navigation',
  'user',
  'role',
  'collection_schema',
  'theme',
  ...WORKSPACE_AUDIT_ENTITIES,
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_LIST_DEFAULT_LIMIT = 50;
/** As the table API's `limit`. */
export const AUDIT_LIST_MAX_LIMIT = 1000;
/** Deep offsets cost a sort of everything before them; past this, narrow by date instead. */
export const AUDIT_LIST_MAX_OFFSET = 100_000;
/** An entity id is a uuid, a role name or a collection name (at most 63 characters each). */
export const AUDIT_ENTITY_ID_MAX_LENGTH = 100;

export const AUDIT_MESSAGES = Object.freeze({
  INVALID_QUERY: 'Invalid audit query',
  FROM_AFTER_TO: 'Must not be before from',
});

/** A query parameter's text, sent once. */
function textParam(wrongType: string) {
  return z.string({ error: (issue) => (Array.isArray(issue.input) ? QUERY_PARAM_ONCE : wrongType) });
}

/** A user id, lower-cased: the `actor` filter of GET /audit and GET /zones/:id/activity. */
function auditActorParam() {
  return textParam('Must be a user id (UUID)')
    .regex(UUID_PATTERN, 'Must be a user id (UUID)')
    .transform((id) => id.toLowerCase());
}

/** `limit` (1..1000, default 50) and `offset` (0..100,000) of the audit lists. */
const auditPageParams = {
  limit: countParamSchema(1, AUDIT_LIST_MAX_LIMIT).default(AUDIT_LIST_DEFAULT_LIMIT),
  offset: countParamSchema(0, AUDIT_LIST_MAX_OFFSET).default(0),
};

/** An ISO 8601 date-time with `Z` or an offset, within years 0001–9999 (as PostgreSQL reads it), as UTC ISO text. */
function instantParam() {
  const wording = 'Must be an ISO 8601 date-time with an offset, e.g. 2025-01-31T00:00:00Z';
  return textParam(wording).transform((raw, ctx) => {
    const ms = isoTimestampSchema.safeParse(raw).success ? parseTimestamp(raw) : null;
    if (ms === null) {
      ctx.addIssue({ code: 'custom', message: wording });
      return z.NEVER;
    }
    return new Date(ms).toISOString();
  });
}

/**
 * Query of GET /audit: `entity`, `actor` (a user id), `entity_id` (a navigation item's, user's,
 * theme's, route's, zone's, hub's, module's, dashboard's, invitation's, form's or API key's id, a
 * zone member's user id, a role's or collection's name), `from`/`to` (inclusive bounds on `at`), `limit` (1..1000,
 * default 50) and `offset`. Any other parameter, or one given twice, is refused.
 */
export const listAuditQuerySchema = z
  .strictObject({
    entity: textParam(`Must be one of ${AUDIT_ENTITIES.join(', ')}`)
      .pipe(z.enum(AUDIT_ENTITIES, { error: `Must be one of ${AUDIT_ENTITIES.join(', ')}` }))
      .optional(),
    actor: auditActorParam().optional(),
    entity_id: textParam('Must be text')
      .min(1, 'Must not be empty')
      .max(AUDIT_ENTITY_ID_MAX_LENGTH, `Must be at most ${AUDIT_ENTITY_ID_MAX_LENGTH} characters`)
      .optional(),
    from: instantParam().optional(),
    to: instantParam().optional(),
    ...auditPageParams,
  })
  .superRefine((q, ctx) => {
    if (q.from !== undefined && q.to !== undefined && q.to < q.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: AUDIT_MESSAGES.FROM_AFTER_TO });
  });
export type ListAuditQueryInput = z.input<typeof listAuditQuerySchema>;
export type ListAuditQuery = z.output<typeof listAuditQuerySchema>;

/** Who made a change: `email` null once the account is gone; the entry's `actor` null when no account made it. */
export const auditActorSchema = z.strictObject({ id: z.guid(), email: z.string().nullable() });

/**
 * One entry of GET /audit. `entity_id` is the navigation item's, user's, theme's, route's, zone's,
 * hub's, module's, dashboard's, invitation's, form's or API key's id, a zone member's user id, the
 * role's or collection's name (null for a reorder, whose before/after list every moved item).
 * `action` is the source's verb: create, update, delete, reorder (navigation); create, update,
 * delete, import (collection_schema); create, update, delete (role); role, disable, enable,
 * reset_2fa, signout_all, invite, invite_resend, invite_cancel, profile (user); create, update,
 * delete, activate (theme); create, update, delete (route, zone); create, update, delete, reorder
 * (hub, module, dashboard); add, role, remove (zone_member); send, resend, revoke, accept, decline
 * (zone_invitation); create, update, publish, delete (form); create, update, revoke (api_key).
 * `summary` names the thing as it was: a navigation item's title, a user's email, a role's label,
 * a collection's name and version (`projects v3`), a theme's label, a form's title, a route's,
 * zone's, hub's, module's, dashboard's or API key's name, a zone member's or invitation's email;
 * null when there is none. `before` and `after` are the values
 * as recorded (null before a create, after a delete).
 */
export const auditEntrySchema = z.strictObject({
  id: z.guid(),
  at: isoTimestampSchema,
  actor: auditActorSchema.nullable(),
  entity: z.enum(AUDIT_ENTITIES),
  entity_id: z.string().nullable(),
  action: z.string(),
  summary: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

/**
 * The kinds of entry that belong to one zone (workspace_events rows with its `zone_id`): the zone
 * itself, its hubs, modules, dashboards, members and invitations. Routes, forms and API keys are
 * in no zone.
 */
export const ZONE_AUDIT_ENTITIES = [
  'zone',
  'hub',
  'module',
  'dashboard',
  'zone_member',
  'zone_invitation',
] as const satisfies readonly WorkspaceAuditEntity[];
export type ZoneAuditEntity = (typeof ZONE_AUDIT_ENTITIES)[number];

export const ZONE_ACTIVITY_MESSAGES = Object.freeze({
  INVALID_QUERY: 'Invalid activity query',
});

/**
 * Query of GET /zones/:zoneId/activity (the zone's owners and admins, platform admins): `entity`
 * (one of the zone's kinds), `actor` (a user id), `limit` (1..1000, default 50) and `offset`, as
 * GET /audit reads them. Any other parameter, or one given twice, is refused.
 */
export const listZoneActivityQuerySchema = z.strictObject({
  entity: textParam(`Must be one of ${ZONE_AUDIT_ENTITIES.join(', ')}`)
    .pipe(z.enum(ZONE_AUDIT_ENTITIES, { error: `Must be one of ${ZONE_AUDIT_ENTITIES.join(', ')}` }))
    .optional(),
  actor: auditActorParam().optional(),
  ...auditPageParams,
});
export type ListZoneActivityQueryInput = z.input<typeof listZoneActivityQuerySchema>;
export type ListZoneActivityQuery = z.output<typeof listZoneActivityQuerySchema>;
