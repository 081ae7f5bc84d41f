import { Injectable } from '@nestjs/common';
import { platformRoleRank, SYSTEM_ROLES } from '@atrium/schema';
import type { CreateRole, Role, UpdateRole } from '@atrium/schema';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { Principal } from '../../common/http/principal.js';
import { recordAdminEvent } from '../users/user-admin-events.js';
import { RoleErrors } from './roles.exception.js';
import { RolesRepository } from './roles.repository.js';
import type { RoleRow, RoleWithCount } from './roles.repository.js';

function toRole(r: RoleWithCount): Role {
  return {
    name: r.name,
    label: r.label,
    description: r.description,
    is_system: r.is_system,
    user_count: r.user_count,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

const SYSTEM_ORDER = new Map<string, number>(SYSTEM_ROLES.map((name, i) => [name, i]));

/** System roles first, weakest first; then custom roles by name. */
function byRank(a: RoleRow, b: RoleRow): number {
  const x = SYSTEM_ORDER.get(a.name) ?? SYSTEM_ROLES.length;
  const y = SYSTEM_ORDER.get(b.name) ?? SYSTEM_ROLES.length;
  return x - y || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/**
 * The platform roles user_profiles.role may hold (README.md). System roles are fixed; custom ones
 * are added, relabelled and deleted here — never while a user, a navigation item, a live API key
 * or a collection's permissions refer to one. Every change is recorded
 * in user_admin_events with its actor.
 */
@Injectable()
export class RolesService {
  constructor(
    private readonly repository: RolesRepository,
    private readonly dataSource: DataSource,
  ) {}

  async list(): Promise<Role[]> {
    const rows = await this.repository.listWithCounts();
    return rows.sort(byRank).map(toRole);
  }

  async create(actorId: string, input: CreateRole): Promise<Role> {
    return this.dataSource.transaction(async (em) => {
      const row = await this.repository.insert(em, input);
      if (!row) throw RoleErrors.taken(input.name);
      await recordAdminEvent(em, {
        actorId,
        action: 'role.create',
        roleName: row.name,
        after: { label: row.label, description: row.description },
      });
      return toRole({ ...row, user_count: 0 });
    });
  }

  /**
   * Changes a role's label or description. Not a role ranked above the caller's own: an admin
   * relabelling platform_owner could mislead the owner in every role picker (403).
   */
  async update(actor: Principal, name: string, patch: UpdateRole): Promise<Role> {
    if (platformRoleRank(name) > platformRoleRank(actor.role)) throw RoleErrors.aboveActor(name);
    const actorId = actor.userId;
    return this.dataSource.transaction(async (em) => {
      const before = await this.repository.findForUpdate(em, name);
      if (!before) throw RoleErrors.notFound(name);
      const after = await this.repository.update(em, name, patch);
      if (!after) throw RoleErrors.notFound(name);
      await recordAdminEvent(em, {
        actorId,
        action: 'role.update',
        roleName: name,
        before: { label: before.label, description: before.description },
        after: { label: after.label, description: after.description },
      });
      return toRole({ ...after, user_count: await this.repository.countUsers(em, name) });
    });
  }

  /**
   * Deletes a custom role nothing uses: no user holds it, no navigation item requires it, no live
   * API key acts with it, no registered collection's permissions name it (else 409 naming each
   * use, nothing deleted).
   * Checked and deleted in one transaction: the role row is locked first (FOR UPDATE), so a user
   * being given the role at the same moment either committed before the count (and the delete is
   * refused) or waits, then finds no such role (see `requireAssignable`); the navigation table is
   * locked against writes the same way (`RolesRepository.usage`).
   */
  async remove(actorId: string, name: string): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      const role = await this.repository.findForUpdate(em, name);
      if (!role) throw RoleErrors.notFound(name);
      if (role.is_system) throw RoleErrors.system(name);
      const usage = await this.repository.usage(em, name);
      if (usage.users > 0 || usage.navigationItems > 0 || usage.apiKeys > 0 || usage.collections.length > 0)
        throw RoleErrors.inUse(name, usage);
      await this.repository.delete(em, name);
      await recordAdminEvent(em, {
        actorId,
        action: 'role.delete',
        roleName: name,
        before: { label: role.label, description: role.description },
      });
    });
  }

  /**
   * For a user's role change, inside its transaction: the role must exist, and stays so until the
   * transaction ends (its row is held FOR KEY SHARE, which a concurrent delete waits for). 400
   * naming the role otherwise.
   */
  async requireAssignable(em: EntityManager, name: string): Promise<RoleRow> {
    const role = await this.repository.findForShare(em, name);
    if (!role) throw RoleErrors.unknown(name);
    return role;
  }
}
