import {
  UUID_PATTERN,
  booleanSchema,
  hubModuleSchema,
  hubSchema,
  permissionCheckRequestSchema,
  permissionCheckResultSchema,
  wholeNumberSchema,
  zoneSchema,
} from '@atrium/schema';
import { z } from 'zod';
import type { Principal } from '../../common/http/principal.js';
import type { WorkspaceActivityRepository } from '../activity/workspace-activity.repository.js';
import type { HubModulesRepository } from '../hub-modules/hub-modules.repository.js';
import type { HubsService } from '../hubs/hubs.service.js';
import type { PermissionsService } from '../permissions/permissions.service.js';
import type { ZonesService } from '../zones/zones.service.js';

/**
 * A function callable as POST /api/rpc/<name>: its body is checked with `input` (strict: unknown
 * keys are refused), it runs for the signed-in caller, and its result is answered as `{data}`.
 * `output` documents the result in the OpenAPI document.
 */
export interface RpcFunction {
  name: string;
  summary: string;
  input: z.ZodType;
  output: z.ZodType;
  run(me: Principal, input: unknown): unknown;
}

/** The services the functions call; each function is a thin call into its domain. */
export interface RpcDependencies {
  zones: ZonesService;
  hubs: HubsService;
  modules: HubModulesRepository;
  permissions: PermissionsService;
  activity: WorkspaceActivityRepository;
}

const uuid = (what: string) => z.string().regex(UUID_PATTERN, `${what} must be a UUID`);

const userZonesInput = z.strictObject({ include_archived: booleanSchema().default(false) });
const zoneHubsInput = z.strictObject({
  zone_id: uuid('zone_id'),
  include_inactive: booleanSchema().default(false),
});
/** At most this many modules in `zone_modules`' answer (its `total` counts them all). */
export const ZONE_MODULES_MAX_LIMIT = 50;
const zoneModulesInput = z.strictObject({
  zone_id: uuid('zone_id'),
  limit: wholeNumberSchema(1, ZONE_MODULES_MAX_LIMIT).default(5),
});

/** At most this many items in `workspace_activity`'s `recent`. */
export const WORKSPACE_ACTIVITY_MAX_LIMIT = 50;
const workspaceActivityInput = z.strictObject({
  limit: wholeNumberSchema(1, WORKSPACE_ACTIVITY_MAX_LIMIT).default(6),
});
const activityItemSchema = z.object({
  kind: z.enum(['module', 'dashboard']),
  id: z.string(),
  name: z.string(),
  zone_id: z.string(),
  zone_name: z.string(),
  hub_id: z.string(),
  hub_name: z.string(),
  updated_at: z.string(),
  module_type: z.string().nullable(),
});
const workspaceActivityOutput = z.object({
  recent: z.array(activityItemSchema),
  zones: z.array(
    z.object({
      zone_id: z.string(),
      zone_name: z.string(),
      hubs: z.number().int(),
      last_activity: z.string(),
      latest: activityItemSchema.nullable(),
    }),
  ),
});

/**
 * The lookups of the specification's "Table-style data access" and its permission check call,
 * as functions:
 *
 * - `user_zones` — the caller's zones with their zone role (ZonesService.list);
 * - `zone_hubs {zone_id}` — the hubs of a zone the caller may read, by order_index, active ones
 *   unless `include_inactive` (then owners and admins only), under the zone permission
 *   (PermissionsService.requireAccess; a zone the caller is not in is 404 "Zone not found");
 * - `zone_modules {zone_id, limit?}` — how many modules a zone's hubs show a member (the active
 *   modules of its active hubs) and the `limit` most recently changed, under the zone permission
 *   (one call for a zone's overview instead of one list per hub);
 * - `workspace_activity {limit?}` — what changed lately in the caller's (active) zones, as they
 *   see them (active modules and the dashboards of active hubs): the `limit` latest changed items,
 *   and each zone with its active hubs, its last activity (the zone, a hub, a module or a
 *   dashboard changed) and its latest changed item, most recently active first. One call for
 *   the home page instead of a list per zone and per hub;
 * - `check_permission {resource, action?, context}` — PermissionsService.check, the same answer as
 *   POST /api/permissions/check.
 */
export function rpcFunctions(deps: RpcDependencies): RpcFunction[] {
  return [
    {
      name: 'user_zones',
      summary: "The caller's zones with their zone role (active ones unless include_archived)",
      input: userZonesInput,
      output: z.array(zoneSchema),
      run: (me, input) => {
        const { include_archived } = input as z.output<typeof userZonesInput>;
        return deps.zones.list(me, { all: false, includeArchived: include_archived });
      },
    },
    {
      name: 'zone_hubs',
      summary:
        'The hubs of a zone the caller belongs to, by order_index; inactive ones too with include_inactive (zone owners and admins)',
      input: zoneHubsInput,
      output: z.array(hubSchema),
      run: async (me, input) => {
        const { zone_id, include_inactive } = input as z.output<typeof zoneHubsInput>;
        const access = await deps.permissions.requireAccess(me, 'zone', 'read', { zoneId: zone_id });
        return deps.hubs.list(access, include_inactive);
      },
    },
    {
      name: 'zone_modules',
      summary:
        "How many modules a zone's active hubs hold (active ones) and the most recently changed of them, for a zone the caller belongs to",
      input: zoneModulesInput,
      output: z.object({ total: z.number().int(), modules: z.array(hubModuleSchema) }),
      run: async (me, input) => {
        const { zone_id, limit } = input as z.output<typeof zoneModulesInput>;
        await deps.permissions.requireAccess(me, 'zone', 'read', { zoneId: zone_id });
        return deps.modules.recentInZone(zone_id, limit);
      },
    },
    {
      name: 'workspace_activity',
      summary:
        "What changed lately in the caller's zones: the latest changed modules and dashboards, and each zone by its last activity",
      input: workspaceActivityInput,
      output: workspaceActivityOutput,
      run: async (me, input) => {
        const { limit } = input as z.output<typeof workspaceActivityInput>;
        const zones = await deps.zones.list(me, { all: false, includeArchived: false });
        const { recent, zones: rows } = await deps.activity.ofZones(
          zones.map((zone) => zone.id),
          limit,
        );
        const names = new Map(zones.map((zone) => [zone.id, zone.name]));
        const withName = <T extends { zone_id: string }>(item: T) => ({
          ...item,
          zone_name: names.get(item.zone_id) ?? '',
        });
        const latestOf = (a: string, b: string | null | undefined) => (b && b > a ? b : a);
        return {
          recent: recent.map(withName),
          zones: rows
            .map((row, i) => ({
              zone_id: row.zone_id,
              zone_name: zones[i].name,
              hubs: row.hubs,
              last_activity: latestOf(
                latestOf(zones[i].updated_at, row.hubs_changed_at),
                row.latest?.updated_at,
              ),
              latest: row.latest ? withName(row.latest) : null,
            }))
            .sort((a, b) => b.last_activity.localeCompare(a.last_activity)),
        };
      },
    },
    {
      name: 'check_permission',
      summary:
        'Whether the caller may act on a zone or hub: {hasAccess, reason} (as POST /api/permissions/check)',
      input: permissionCheckRequestSchema,
      output: permissionCheckResultSchema,
      run: (me, input) => deps.permissions.check(me, input as z.output<typeof permissionCheckRequestSchema>),
    },
  ];
}
