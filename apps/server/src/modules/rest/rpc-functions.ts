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
      name: 'check_permission',
      summary:
        'Whether the caller may act on a zone or hub: {hasAccess, reason} (as POST /api/permissions/check)',
      input: permissionCheckRequestSchema,
      output: permissionCheckResultSchema,
      run: (me, input) => deps.permissions.check(me, input as z.output<typeof permissionCheckRequestSchema>),
    },
  ];
}
