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
import type {
  AdminUser,
  AdminUserPatch,
  InviteUser,
  ListUsersQuery,
  SignOutAllResult,
  UpdateProfile,
} from '@atrium/schema';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../common/errors/app.exception.js';
import type { Principal } from '../../common/http/principal.js';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, RESTRICT_VIOLATION } from '../../database/pg-error.js';
import { AccountInvites } from '../auth/account-invites.js';
import { SessionsService } from '../auth/sessions.service.js';
import { TwoFactorService } from '../auth/two-factor.service.js';
import { RolesService } from '../roles/roles.service.js';
import { profileName, senderLabel } from './person-label.js';
import { recordAdminEvent } from './user-admin-events.js';
import { UserAdminRepository } from './user-admin.repository.js';
import type { AdminUserRecord, LockedUser } from './user-admin.repository.js';
import { toUserView } from './user-view.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

export function toAdminUser(r: AdminUserRecord): AdminUser {
  return { ...toUserView(r), is_disabled: r.is_disabled, invited: r.invited };
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
const notInvited = () => AppException.conflict(USER_ADMIN_MESSAGES.NOT_INVITED);

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
    private readonly invites: AccountInvites,
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

  /**
   * Someone else's names, written by an admin through the table API (`PATCH /api/rest/user_profiles`):
   * the same rank rule as every other action on an account, and a `user.profile` entry with the
   * names before and after. Only the names are written here; a no-op writes nothing.
   */
  async updateProfile(actor: Principal, id: string, patch: UpdateProfile): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      const { target } = await this.managed(em, actor, id);
      const before = { first_name: target.first_name, last_name: target.last_name };
      const after = {
        first_name: patch.first_name === undefined ? before.first_name : patch.first_name,
        last_name: patch.last_name === undefined ? before.last_name : patch.last_name,
      };
      if (after.first_name === before.first_name && after.last_name === before.last_name) return;
      await this.usersRepository.updateProfile(id, { ...patch, extra: {} }, em);
      await recordAdminEvent(em, {
        actorId: actor.userId,
        action: 'user.profile',
        userId: id,
        before,
        after,
      });
    });
    this.users.invalidate(id);
  }

  /**
   * 2FA off, secrets and recovery codes gone: the user signs in with the password and sets it up
   * again. A user whose 2FA is off has nothing to reset: 409 TWO_FACTOR_OFF, and nothing changes
   * (a half-finished setup of theirs stays: it is theirs to finish or start again, and not a factor).
   */
  async resetTwoFactor(actor: Principal, id: string): Promise<AdminUser> {
    let target: LockedUser | undefined;
    let revoked: string[] = [];
    await this.dataSource.transaction(async (em) => {
      ({ target } = await this.managed(em, actor, id));
      // resetIn locks the row and reads 2FA's state before clearing it; the 409 rolls the clearing back.
      const wasOn = await this.twoFactor.resetIn(em, id);
      if (!wasOn) throw AppException.conflict(USER_ADMIN_MESSAGES.TWO_FACTOR_OFF);
      // The second factor was lost (or taken): no session signed in with it outlives the reset —
      // the caller's own too, when an admin resets their own 2FA.
      revoked = await this.sessions.revokeAllIn(em, id, 'admin_reset_2fa');
      await recordAdminEvent(em, {
        actorId: actor.userId,
        action: 'user.reset_2fa',
        userId: id,
        before: { mfa_enabled: true },
        after: { mfa_enabled: false, sessions_revoked: revoked.length },
      });
    });
    this.sessions.forget(revoked);
    this.twoFactor.afterReset(id, target!.email);
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
   * POST /users/invite: a new account with the given role and names and no password, and a mail
   * whose link (7 days, once) lets the invitee choose one (POST /auth/accept-invite). The caller
   * gives only roles at or below their own. An address that has an account → 409, naming `email`.
   */
  async invite(actor: Principal, input: InviteUser): Promise<AdminUser> {
    const { id, token } = await this.invites.withMailCount((countMail) =>
      this.dataSource.transaction(async (em) => {
        const actorRole = await this.actorRole(em, actor);
        await this.roles.requireAssignable(em, input.role);
        if (!mayGrantRole(actorRole, input.role)) throw forbidGrant(input.role);
        const id = await this.usersRepository.insertWithProfile(
          {
            email: input.email,
            passwordHash: null,
            role: input.role,
            first_name: input.first_name ?? null,
            last_name: input.last_name ?? null,
            extra: {},
          },
          em,
        );
        if (!id) {
          throw AppException.conflict(USER_ADMIN_MESSAGES.EMAIL_TAKEN, [
            { path: 'email', message: USER_ADMIN_MESSAGES.EMAIL_TAKEN },
          ]);
        }
        await countMail(actor.userId, input.email);
        const token = await this.invites.issueIn(em, id, input.email);
        await recordAdminEvent(em, {
          actorId: actor.userId,
          action: 'user.invite',
          userId: id,
          after: { email: input.email, role: input.role },
        });
        return { id, token };
      }),
    );
    this.invites.send(input.email, token, await this.senderOf(actor));
    return this.view(id);
  }

  /** A new invitation link for an account still without a password; the earlier link stops working. */
  async resendInvite(actor: Principal, id: string): Promise<AdminUser> {
    let email = '';
    let token = '';
    await this.invites.withMailCount((countMail) =>
      this.dataSource.transaction(async (em) => {
        const { target } = await this.managed(em, actor, id);
        if (!target.invited) throw notInvited();
        if (target.is_disabled) throw AppException.conflict(USER_ADMIN_MESSAGES.INVITE_DISABLED);
        await countMail(actor.userId, target.email);
        email = target.email;
        token = await this.invites.issueIn(em, id, email);
        await recordAdminEvent(em, { actorId: actor.userId, action: 'user.invite_resend', userId: id });
      }),
    );
    this.invites.send(email, token, await this.senderOf(actor));
    return this.view(id);
  }

  /**
   * The admin as an invitation mail names them, as the link's page does: "Ada Admin
   * (ada@example.com)", or the address alone without a profile name.
   */
  private async senderOf(actor: Principal): Promise<string> {
    const sender = await this.usersRepository.findById(actor.userId);
    return senderLabel({
      email: sender?.email ?? actor.email,
      name: profileName(sender?.first_name, sender?.last_name),
    });
  }

  /**
   * DELETE /users/:id: only an invitation nobody accepted (the account never had a password). An
   * account that was used is disabled instead, so what it did keeps its author.
   */
  async cancelInvite(actor: Principal, id: string): Promise<void> {
    try {
      await this.dataSource.transaction(async (em) => {
        const { target } = await this.managed(em, actor, id);
        if (!target.invited) throw notInvited();
        await recordAdminEvent(em, {
          actorId: actor.userId,
          action: 'user.invite_cancel',
          userId: id,
          before: { email: target.email, role: target.role ?? GUEST_ROLE },
        });
        await this.repository.deleteUser(em, id);
      });
    } catch (err) {
      // A record of some collection points at the account (a relation an admin set).
      const code = pgErrorCode(err);
      if (code === FOREIGN_KEY_VIOLATION || code === RESTRICT_VIOLATION)
        throw AppException.conflict(USER_ADMIN_MESSAGES.IN_USE);
      throw err;
    }
    this.users.invalidate(id);
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
    const actorRole = await this.actorRole(em, actor, id === actor.userId ? target : undefined);
    const role = target.role ?? GUEST_ROLE;
    if (!mayManageUser(actorRole, role)) throw forbidManage(role);
    return { target, actorRole };
  }

  /** The weaker of the caller's authenticated role and their role as committed now. */
  private async actorRole(
    em: EntityManager,
    actor: Principal,
    read?: Pick<LockedUser, 'role' | 'is_disabled'>,
  ): Promise<string> {
    const now = read ?? (await this.repository.findState(em, actor.userId));
    if (!now || now.is_disabled) throw AppException.unauthenticated('Invalid or expired session');
    const current = now.role ?? GUEST_ROLE;
    return platformRoleRank(current) < platformRoleRank(actor.role) ? current : actor.role;
  }

  private async view(id: string): Promise<AdminUser> {
    const row = await this.repository.findAdminUser(id);
    if (!row) throw notFound();
    return toAdminUser(row);
  }
}
