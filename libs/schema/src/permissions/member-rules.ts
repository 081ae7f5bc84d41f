import { isAdminRole } from '../routes/fallback-routes.js';
import { can } from './permission-matrix.js';
import { ZONE_ROLE_RANK } from './permission-vocabulary.js';
import type { ZoneRole } from './permission-vocabulary.js';

/** A change to a zone's member list. */
export type MemberChange =
  | { kind: 'add'; role: ZoneRole }
  | { kind: 'change'; from: ZoneRole; to: ZoneRole }
  | { kind: 'remove'; from: ZoneRole };

export interface MemberActor {
  platformRole?: string | null;
  /** The actor's own role in the zone (null when not a member, e.g. a platform admin). */
  zoneRole: ZoneRole | null;
  /** The change is about the actor's own membership. */
  self: boolean;
}

export interface MemberChangeProblem {
  status: 403 | 409;
  message: string;
}

export const LAST_OWNER_MESSAGE = 'A zone must keep at least one owner: make another member an owner first';
export const OWNER_GRANT_MESSAGE = 'Only owners can grant the owner role';
export const OWNER_CHANGE_MESSAGE = 'Only owners can change or remove an owner';

function lowersOrLeaves(change: MemberChange): boolean {
  if (change.kind === 'remove') return true;
  if (change.kind === 'change') return ZONE_ROLE_RANK[change.to] <= ZONE_ROLE_RANK[change.from];
  return false;
}

function dropsAnOwner(change: MemberChange): boolean {
  return (
    (change.kind === 'remove' && change.from === 'owner') ||
    (change.kind === 'change' && change.from === 'owner' && change.to !== 'owner')
  );
}

/**
 * Whether `actor` may make `change`, given how many owners the zone has now. Null when allowed.
 *
 * 1. Anyone may lower their own role or leave the zone.
 * 2. Otherwise: platform admins may do anything; zone owners and admins manage members (403 for
 *    other roles); only owners grant the owner role or change or remove an owner.
 * 3. Never: removing or demoting the last owner (409), whoever asks.
 */
export function memberChangeProblem(
  actor: MemberActor,
  change: MemberChange,
  ownerCount: number,
): MemberChangeProblem | null {
  const selfService = actor.self && lowersOrLeaves(change);
  if (!selfService && !isAdminRole(actor.platformRole)) {
    if (!can(actor.zoneRole, 'zone', 'manage_members')) {
      return {
        status: 403,
        message: actor.zoneRole
          ? `Zone role "${actor.zoneRole}" may not manage the members of this zone`
          : 'You are not a member of this zone',
      };
    }
    if (actor.zoneRole !== 'owner') {
      if (change.kind !== 'add' && change.from === 'owner')
        return { status: 403, message: OWNER_CHANGE_MESSAGE };
      if (
        (change.kind === 'add' && change.role === 'owner') ||
        (change.kind === 'change' && change.to === 'owner')
      ) {
        return { status: 403, message: OWNER_GRANT_MESSAGE };
      }
    }
  }
  if (dropsAnOwner(change) && ownerCount <= 1) return { status: 409, message: LAST_OWNER_MESSAGE };
  return null;
}
