import { Injectable } from '@nestjs/common';
import {
  ADMIN_ROLES,
  GUEST_ROLE,
  mayGrantRole,
  mayManageUser,
  PLATFORM_OWNER_ROLE,
  platformRoleRank,
  USER_ADMIN_MESSAGES,
} from '@atrium/schema';
import type { AdminUser, AdminUserPatch, ListUsersQuery, SignOutAllResult } from '@atrium/schema';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../common/errors/app.exception.js';
import type { Principal } from '../../common/http/principal.js';
import { SessionsService } from '../auth/sessions.service.js';
import { TwoFactorService } from '../auth/two-factor.service.js';
import { RolesService } from '../roles/roles.service.js';
import { recordAdminEvent } from './user-admin-events.js';
import { UserAdminRepository } from './user-admin.repository.js';
import type { LockedUser } from './user-admin.repository.js';
import { toUserView } from './user-view.js';
import type { UserRecord } from './users.repository.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

export function toAdminUser(r: UserRecord): AdminUser {
  return { ...toUserView(r), is_disabled: r.is_disabled };
}

/** "admin, super_admin or platform_owner": the admin roles at or above `role`. */
function rolesFrom(role: string): string {
  const names = ADMIN_ROLES.filter((r) => platformRoleRank(r) >= Math.max(1, platformRoleRank(role)));
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names[0];
}

const forbidManage = (role: string) =>
  AppException.forbidden(`Only ${rolesFrom(role)} may change a user whose role is ${role}`);
const forbidGrant = (role: string) =>
  AppException.forbidden(`Only ${rolesFrom(role)} may give the ${role} role`);
const notFound = () => AppException.notFound(USER_ADMIN_MESSAGES.USER_NOT_FOUND);

/**
 * What platform admins do to accounts (README.md): list and search them, change a role, disable
 * and enable, reset 2FA, sign out everywhere. Each change runs in one transaction with the
 * target's row locked and an audit entry written; the users cache is dropped here after commit
 * and on other nodes through the change feed (triggers on users and user_profiles), and revoked
 * sessions are refused by every node from the next request.
 *
 * Who may do what: an admin acts only on users whose role is not above their own and gives only
 * roles not above their own, so only a platform owner appoints, demotes or disables a platform
 * owner. The last platform owner who can sign in cannot be demoted or disabled.
 */
@Injectable()
export class UserAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: UserAdminRepository,
    private readonly usersRepository: UsersRepository,
    private readonly users: UsersService,
    private readonly roles: RolesService,
    private readonly sessions: SessionsService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  async list(query: ListUsersQuery, count: boolean): Promise<{ users: AdminUser[]; total?: number }> {
    const { rows, total } = await this.repository.list(query, count);
    return { users: rows.map(toAdminUser), total };
  }

  async update(actor: Principal, id: string, patch: AdminUserPatch): Promise<AdminUser> {
    let revoked: string[] = [];
    await this.dataSource.transaction(async (em) => {
      // First, before anything is read: changes that could touch the owners are serialised.
      await this.repository.lockAccountAdmin(em);
      const { target, actorRole } = await this.managed(em, actor, id);
      const role = target.role ?? GUEST_ROLE;
      const nextRole = patch.role ?? role;
      const nextDisabled = patch.is_disabled ?? target.is_disabled;
      if (nextRole !== role) {
        await this.roles.requireAssignable(em, nextRole);
        if (!mayGrantRole(actorRole, nextRole)) throw forbidGrant(nextRole);
      }
      if (nextDisabled && !target.is_disabled && id === actor.userId) {
        throw AppException.conflict(USER_ADMIN_MESSAGES.DISABLE_SELF);
      }
      const ownerNow = role === PLATFORM_OWNER_ROLE && !target.is_disabled;
      const ownerAfter = nextRole === PLATFORM_OWNER_ROLE && !nextDisabled;
      if (ownerNow && !ownerAfter && (await this.repository.countActiveOwners(em, id)) === 0) {
        throw AppException.conflict(USER_ADMIN_MESSAGES.LAST_OWNER);
      }
      if (nextRole !== role) {
        await this.repository.setRole(em, id, nextRole);
        await recordAdminEvent(em, {
          actorId: actor.userId,
          action: 'user.role',
          userId: id,
          before: { role },
          after: { role: nextRole },
        });
      }
      if (nextDisabled !== target.is_disabled) {
        await this.repository.setDisabled(em, id, nextDisabled);
        // Disabling is final for every token out there: re-enabling must not bring them back.
        if (nextDisabled) revoked = await this.sessions.revokeAllIn(em, id, 'account_disabled');
        await recordAdminEvent(em, {
          actorId: actor.userId,
          action: nextDisabled ? 'user.disable' : 'user.enable',
          userId: id,
          before: { is_disabled: target.is_disabled },
          after: { is_disabled: nextDisabled, ...(nextDisabled ? { sessions_revoked: revoked.length } : {}) },
        });
      }
    });
    this.users.invalidate(id);
    this.sessions.forget(revoked);
    return this.view(id);
  }

  /** 2FA off, secrets and recovery codes gone: the user signs in with the password and sets it up again. */
  async resetTwoFactor(actor: Principal, id: string): Promise<AdminUser> {
    let target: LockedUser | undefined;
    let wasOn = false;
    await this.dataSource.transaction(async (em) => {
      ({ target } = await this.managed(em, actor, id));
      wasOn = await this.twoFactor.resetIn(em, id);
      await recordAdminEvent(em, {
        actorId: actor.userId,
        action: 'user.reset_2fa',
        userId: id,
        before: { mfa_enabled: wasOn },
        after: { mfa_enabled: false },
      });
    });
    if (wasOn) this.twoFactor.afterReset(id, target!.email);
    else this.users.invalidate(id);
    return this.view(id);
  }

  /** Revokes every session of the user (the caller's own too, when it is the caller). */
  async signOutAll(actor: Principal, id: string): Promise<SignOutAllResult> {
    let revoked: string[] = [];
    await this.dataSource.transaction(async (em) => {
      await this.managed(em, actor, id);
      revoked = await this.sessions.revokeAllIn(em, id, 'admin_signout_all');
      await recordAdminEvent(em, {
        actorId: actor.userId,
        action: 'user.signout_all',
        userId: id,
        after: { sessions_revoked: revoked.length },
      });
    });
    this.sessions.forget(revoked);
    return { revoked: revoked.length };
  }

  /**
   * The target, locked, and the caller's role as committed now: 404 when the target is unknown,
   * 403 when it ranks above the caller. The caller is re-read inside the transaction because the
   * role their request was authenticated with may have been taken away a moment ago (two owners
   * demoting each other at once); the weaker of the two roles counts.
   */
  private async managed(
    em: EntityManager,
    actor: Principal,
    id: string,
  ): Promise<{ target: LockedUser; actorRole: string }> {
    const target = await this.repository.lockUser(em, id);
    if (!target) throw notFound();
    const now = id === actor.userId ? target : await this.repository.findState(em, actor.userId);
    if (!now || now.is_disabled) throw AppException.unauthenticated('Invalid or expired session');
    const current = now.role ?? GUEST_ROLE;
    const actorRole = platformRoleRank(current) < platformRoleRank(actor.role) ? current : actor.role;
    const role = target.role ?? GUEST_ROLE;
    if (!mayManageUser(actorRole, role)) throw forbidManage(role);
    return { target, actorRole };
  }

  private async view(id: string): Promise<AdminUser> {
    const row = await this.usersRepository.findById(id);
    if (!row) throw notFound();
    return toAdminUser(row);
  }
}
