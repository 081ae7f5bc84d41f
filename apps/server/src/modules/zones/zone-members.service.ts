import { Injectable } from '@nestjs/common';
import { memberChangeProblem } from '@atrium/schema';
import type { MemberChange, ZoneMember, ZoneRole } from '@atrium/schema';
import type { EntityManager } from 'typeorm';
import type { Principal } from '../../common/http/principal.js';
import { PermissionCaches } from '../permissions/permission-caches.js';
import type { ZoneAccess } from '../permissions/permission-engine.js';
import { recordWorkspaceEvent, workspaceSnapshot } from '../audit/workspace-events.js';
import { ZoneMembersRepository } from './zone-members.repository.js';
import { ZonesException } from './zones.exception.js';

/**
 * A zone's members (they join by invitation: ZoneInvitationsService). Every change runs in one transaction holding the zone's row lock, re-reads the
 * actor's role there (the cached role may be a second old) and applies libs/schema's member rules:
 * owners and admins manage members, only owners touch owners, anyone may lower their own role or
 * leave, and the last owner can be neither removed nor demoted (409). A change that applies is
 * recorded in workspace_events in that transaction (a role set to the one held records nothing).
 */
@Injectable()
export class ZoneMembersService {
  constructor(
    private readonly repository: ZoneMembersRepository,
    private readonly caches: PermissionCaches,
  ) {}

  list(access: ZoneAccess): Promise<ZoneMember[]> {
    return this.repository.findByZone(access.zoneId);
  }

  /** One member row, as the list has it; a user who is not a member (or does not exist) → 404. */
  async get(access: ZoneAccess, userId: string): Promise<ZoneMember> {
    const member = await this.repository.findOne(access.zoneId, userId);
    if (!member) throw ZonesException.memberNotFound();
    return member;
  }

  async updateRole(access: ZoneAccess, me: Principal, userId: string, role: ZoneRole): Promise<ZoneMember> {
    const member = await this.change(access, me, userId, async (em, current) => {
      if (!current) throw ZonesException.memberNotFound();
      return {
        change: { kind: 'change', from: current, to: role },
        apply: async () => {
          if (current === role) return;
          const before = (await this.repository.findOne(access.zoneId, userId, em))!;
          await this.repository.updateRole(em, access.zoneId, userId, role);
          await recordWorkspaceEvent(em, {
            actorId: me.userId,
            entity: 'zone_member',
            action: 'role',
            entityId: userId,
            zoneId: access.zoneId,
            before: workspaceSnapshot.member({ ...before, zone_id: access.zoneId }),
            after: workspaceSnapshot.member({ ...before, zone_id: access.zoneId, role }),
          });
        },
      };
    });
    return member!;
  }

  async remove(access: ZoneAccess, me: Principal, userId: string): Promise<void> {
    await this.change(access, me, userId, async (em, current) => {
      if (!current) throw ZonesException.memberNotFound();
      return {
        change: { kind: 'remove', from: current },
        apply: async () => {
          const before = (await this.repository.findOne(access.zoneId, userId, em))!;
          await this.repository.delete(em, access.zoneId, userId);
          await recordWorkspaceEvent(em, {
            actorId: me.userId,
            entity: 'zone_member',
            action: 'remove',
            entityId: userId,
            zoneId: access.zoneId,
            before: workspaceSnapshot.member({ ...before, zone_id: access.zoneId }),
          });
        },
      };
    });
  }

  /** Lock, read both roles, check the rules, apply, re-read the member; then drop the target's cached roles. */
  private async change(
    access: ZoneAccess,
    me: Principal,
    userId: string,
    plan: (
      em: EntityManager,
      current: ZoneRole | null,
    ) => Promise<{ change: MemberChange; apply: () => Promise<unknown> }>,
  ): Promise<ZoneMember | undefined> {
    const member = await this.repository.transaction(async (em) => {
      if (!(await this.repository.lockZone(em, access.zoneId))) throw ZonesException.zoneNotFound();
      const current = await this.repository.findRole(em, access.zoneId, userId);
      const { change, apply } = await plan(em, current);
      const actorRole =
        userId === me.userId ? current : await this.repository.findRole(em, access.zoneId, me.userId);
      const owners = await this.repository.countOwners(em, access.zoneId);
      const problem = memberChangeProblem(
        { platformRole: me.role, zoneRole: actorRole, self: userId === me.userId },
        change,
        owners,
      );
      if (problem) throw ZonesException.memberChange(problem);
      await apply();
      return change.kind === 'remove' ? undefined : this.repository.findOne(access.zoneId, userId, em);
    });
    this.caches.membershipsChanged(userId);
    return member;
  }
}
