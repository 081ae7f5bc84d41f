import { Injectable } from '@nestjs/common';
import { can, decidePermission, isAdminRole, isUuid } from '@atrium/schema';
import type { PermissionAction, PermissionResource, ZoneRole } from '@atrium/schema';
import { PermissionCaches } from './permission-caches.js';
import type { HubState, ZoneState } from './permissions.repository.js';

/** Who asks: the parts of the request principal a check reads. */
export interface Subject {
  userId: string;
  /** Effective platform role (user_profiles.role; reduced when REQUIRE_ADMIN_2FA applies). */
  role: string;
}

/** Where: a zone, a hub, or a hub under a zone (then the hub must belong to that zone). */
export interface AccessIds {
  zoneId?: string;
  hubId?: string;
}

/** What a granted check establishes; guards attach it to the request for the handler. */
export interface ZoneAccess {
  zoneId: string;
  hubId?: string;
  /** The caller's zone role; null for a platform admin who is not a member. */
  zoneRole: ZoneRole | null;
  platformAdmin: boolean;
  zoneActive: boolean;
  reason: string;
}

export type DenialStatus = 400 | 403 | 404 | 409;
export type AccessDecision =
  | ({ allowed: true } & ZoneAccess)
  | {
      allowed: false;
      status: DenialStatus;
      /** Why, as POST /permissions/check tells it. */
      reason: string;
      /** The refused request's error message when it differs from the reason (a hidden hub: "Hub not found"). */
      message?: string;
    };

export const ZONE_NOT_FOUND = 'Zone not found';
export const HUB_NOT_FOUND = 'Hub not found';
export const HUB_INACTIVE_REASON = 'This hub is inactive: only the owners and admins of its zone can open it';

/**
 * Who sees an inactive hub and everything in it (its modules and dashboards): platform admins and
 * the zone roles that manage hubs (owners, admins), whether or not the zone is archived. Everyone
 * else is answered as if it did not exist (404 "Hub not found"); GET …/hubs?all=true, the
 * `zone_hubs` RPC and the table API's `hubs`, `modules` and `dashboards` scopes follow the same rule.
 */
export function seesInactiveHubs(access: { platformAdmin: boolean; zoneRole: ZoneRole | null }): boolean {
  return access.platformAdmin || can(access.zoneRole, 'hub', 'update');
}

const MISS = Symbol('miss');

type Need =
  { kind: 'roles'; userId: string } | { kind: 'zone'; zoneId: string } | { kind: 'hub'; hubId: string };
type Fact = Map<string, ZoneRole> | ZoneState | HubState | undefined;

const deny = (status: DenialStatus, reason: string, message?: string): AccessDecision =>
  message === undefined ? { allowed: false, status, reason } : { allowed: false, status, reason, message };

/**
 * Decides zone-scoped access for every guarded request and for POST /permissions/check.
 *
 * - Platform admins may do everything (in zones that exist).
 * - A caller who is not a member gets 404 "Zone not found" (or "Hub not found"), whether or not the
 *   zone exists: nothing about other zones leaks.
 * - A hub named with a zone must belong to that zone, else 404 "Hub not found".
 * - An inactive hub, and every action on it or on its modules and dashboards, is for platform
 *   admins and the zone's owners and admins only ({@link seesInactiveHubs}): the others get 404
 *   "Hub not found", and POST /permissions/check the reason {@link HUB_INACTIVE_REASON}.
 * - A member whose role lacks the action gets 403 with the matrix's reason; a write to the content
 *   of an archived zone gets 409.
 * - Malformed ids get 400.
 *
 * The facts come from {@link PermissionCaches}. When they are all cached the decision is made
 * synchronously, with no promise and no database round trip; otherwise the missing ones are loaded
 * (one query each) and the result is a promise. Loader errors reject: callers deny.
 */
@Injectable()
export class PermissionEngine {
  constructor(private readonly caches: PermissionCaches) {}

  check(
    subject: Subject,
    resource: PermissionResource,
    action: PermissionAction,
    ids: AccessIds,
  ): AccessDecision | Promise<AccessDecision> {
    const steps = this.evaluate(subject, resource, action, ids);
    let step = steps.next();
    while (!step.done) {
      const fact = this.peek(step.value);
      if (fact === MISS) return this.finish(steps, step.value);
      step = steps.next(fact);
    }
    return step.value;
  }

  private async finish(steps: Generator<Need, AccessDecision, Fact>, need: Need): Promise<AccessDecision> {
    let step = steps.next(await this.load(need));
    while (!step.done) {
      const fact = this.peek(step.value);
      step = steps.next(fact === MISS ? await this.load(step.value) : fact);
    }
    return step.value;
  }

  private peek(need: Need): Fact | typeof MISS {
    let v: Fact;
    if (need.kind === 'roles') v = this.caches.roles.peek(need.userId);
    else if (need.kind === 'zone') v = this.caches.zones.peek(need.zoneId);
    else v = this.caches.hubs.peek(need.hubId);
    return v === undefined ? MISS : v;
  }

  private load(need: Need): Promise<Fact> | Fact {
    if (need.kind === 'roles') return this.caches.roles.get(need.userId);
    if (need.kind === 'zone') return this.caches.zones.get(need.zoneId);
    return this.caches.hubs.get(need.hubId);
  }

  /** The decision as a sequence of fact lookups (yielded) and pure steps. */
  private *evaluate(
    subject: Subject,
    resource: PermissionResource,
    action: PermissionAction,
    ids: AccessIds,
  ): Generator<Need, AccessDecision, Fact> {
    const { hubId } = ids;
    let { zoneId } = ids;
    if (zoneId !== undefined && !isUuid(zoneId)) return deny(400, 'Invalid zone id');
    if (hubId !== undefined && !isUuid(hubId)) return deny(400, 'Invalid hub id');
    if (!zoneId && !hubId) return deny(400, 'A zone or hub id is required');
    zoneId = zoneId?.toLowerCase();
    const platformAdmin = isAdminRole(subject.role);
    const roles = (yield { kind: 'roles', userId: subject.userId }) as Map<string, ZoneRole>;

    let zoneRole: ZoneRole | null = null;
    if (zoneId) {
      zoneRole = roles.get(zoneId) ?? null;
      if (!zoneRole && !platformAdmin) return deny(404, ZONE_NOT_FOUND);
    }
    let hub: HubState | undefined;
    if (hubId) {
      hub = (yield { kind: 'hub', hubId: hubId.toLowerCase() }) as HubState | undefined;
      if (!hub || (zoneId && hub.zoneId !== zoneId)) return deny(404, HUB_NOT_FOUND);
      if (!zoneId) {
        zoneId = hub.zoneId;
        zoneRole = roles.get(zoneId) ?? null;
        if (!zoneRole && !platformAdmin) return deny(404, HUB_NOT_FOUND);
      }
    }
    const state = (yield { kind: 'zone', zoneId: zoneId! }) as ZoneState | undefined;
    if (!state) return deny(404, ZONE_NOT_FOUND);
    // Before the matrix: a hidden hub is not there to be refused an action on (no 403 or 409).
    if (hub && !hub.isActive && !seesInactiveHubs({ platformAdmin, zoneRole }))
      return deny(404, HUB_INACTIVE_REASON, HUB_NOT_FOUND);

    const decision = decidePermission(
      { platformRole: subject.role, zoneRole, zoneArchived: !state.isActive },
      resource,
      action,
    );
    if (!decision.allowed)
      return deny(
        decision.denial === 'archived' ? 409 : decision.denial === 'not_member' ? 404 : 403,
        decision.reason,
      );
    return {
      allowed: true,
      zoneId: zoneId!,
      hubId: hubId?.toLowerCase(),
      zoneRole,
      platformAdmin,
      zoneActive: state.isActive,
      reason: decision.reason,
    };
  }
}
