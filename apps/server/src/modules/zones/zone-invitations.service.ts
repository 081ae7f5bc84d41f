import { Inject, Injectable, Logger } from '@nestjs/common';
import { INVITATION_RESEND_INTERVAL_SECONDS, memberChangeProblem } from '@atrium/schema';
import type {
  InvitationAccepted,
  InvitationCreate,
  InvitationPreview,
  ZoneInvitation,
  ZoneRole,
} from '@atrium/schema';
import type { EntityManager } from 'typeorm';
import type { Principal } from '../../common/http/principal.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { hashToken, newOpaqueToken } from '../auth/access-token.service.js';
import { chargeInvitationMail } from '../auth/account-invites.js';
import { MailService } from '../mail/mail.service.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { PermissionCaches } from '../permissions/permission-caches.js';
import type { ZoneAccess } from '../permissions/permission-engine.js';
import { UsersService } from '../users/users.service.js';
import { recordWorkspaceEvent, recordWorkspaceEvents, workspaceSnapshot } from '../audit/workspace-events.js';
import { invitationMail } from './zone-invitation-mail.js';
import { ZoneInvitationsRepository } from './zone-invitations.repository.js';
import type { LockedInvitation } from './zone-invitations.repository.js';
import { ZoneMembersRepository } from './zone-members.repository.js';
import { ZonesException } from './zones.exception.js';

/**
 * Zone invitations (README.md). Owners and admins invite an address with a role under the member
 * rules (only owners invite owners); nobody becomes a member until the invitee accepts: in the
 * app with a verified account of that address, or through the mailed link (the token proves the
 * mailbox, so accepting by link also verifies the account's address). Tokens are stored as sha256;
 * a resend replaces the token and gives seven more days.
 */
@Injectable()
export class ZoneInvitationsService {
  private readonly logger = new Logger(ZoneInvitationsService.name);

  constructor(
    private readonly repository: ZoneInvitationsRepository,
    private readonly members: ZoneMembersRepository,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly caches: PermissionCaches,
    private readonly limits: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Invites an address (201/202 with the invitation; 409 for a member or a live pending invitation). */
  async invite(access: ZoneAccess, me: Principal, input: InvitationCreate): Promise<ZoneInvitation> {
    await this.assertVerifiedInviter(me);
    const email = input.email.trim().toLowerCase();
    const token = newOpaqueToken();
    // Looked up before the transaction: an embedded database has one connection.
    const userId = await this.users.findIdByEmail(email);
    const id = await this.limits.charged((charge) =>
      this.repository.transaction(async (em) => {
        await this.checkRight(em, access.zoneId, me, input.role, 'send');
        if (userId && (await this.members.findRole(em, access.zoneId, userId)))
          throw ZonesException.alreadyMember();
        await this.repository.expireStale(em, access.zoneId, email);
        if (await this.repository.hasLivePending(em, access.zoneId, email))
          throw ZonesException.invitationPending();
        // Each invitation is a mail to that address: it counts against the address's invitation
        // mail limit (apart from the password and verification mails, which anyone may ask for, so
        // those cannot use it up) and against the inviter's own limit, so a new account cannot make
        // Atrium mail strangers at will (429, and nothing is created). Both are taken before the
        // insert; a refusal by either, or a failure after, gives back what was taken (`charged`).
        await chargeInvitationMail(charge, me.userId, email);
        const id = await this.repository.insert(em, {
          zoneId: access.zoneId,
          email,
          role: input.role,
          invitedBy: me.userId,
          tokenHash: hashToken(token),
        });
        await recordWorkspaceEvent(em, {
          actorId: me.userId,
          entity: 'zone_invitation',
          action: 'send',
          entityId: id,
          zoneId: access.zoneId,
          after: workspaceSnapshot.invitation({
            id,
            zone_id: access.zoneId,
            email,
            role: input.role,
            status: 'pending',
          }),
        });
        return id;
      }),
    );
    return this.mailOut(id, token);
  }

  /**
   * An invitation mails a stranger, with the zone's name (any text its owner chose) in it: only an
   * account whose own address is proven may send one (403), so a throwaway sign-up cannot use
   * Atrium to mail anyone.
   */
  private async assertVerifiedInviter(me: Principal): Promise<void> {
    const inviter = await this.users.getUser(me.userId);
    if (!inviter?.email_verified) throw ZonesException.verifyToInvite();
  }

  list(access: ZoneAccess): Promise<ZoneInvitation[]> {
    return this.repository.findPendingByZone(access.zoneId);
  }

  /** A new link by mail (the old one stops working); at most once a minute (429). */
  async resend(access: ZoneAccess, me: Principal, id: string): Promise<ZoneInvitation> {
    await this.assertVerifiedInviter(me);
    const token = newOpaqueToken();
    let replaced = '';
    const outcome = await this.limits.charged((charge) =>
      this.repository.transaction(async (em) => {
        const inv = await this.lockInZone(em, access.zoneId, id);
        if (inv.status !== 'pending' && inv.status !== 'expired') throw ZonesException.invitationNotFound();
        await this.checkRight(em, access.zoneId, me, inv.role, 'send');
        replaced = inv.token_hash;
        const renewed = await this.repository.renew(
          em,
          id,
          hashToken(token),
          INVITATION_RESEND_INTERVAL_SECONDS,
        );
        // A resend is a mail too (see invite); over the limit the renewal (and its record) rolls back.
        if (renewed === 'sent') {
          await chargeInvitationMail(charge, me.userId, inv.email);
          await this.recordStatus(em, me.userId, 'resend', inv, 'pending');
        }
        return renewed;
      }),
    );
    if (outcome === 'gone') throw ZonesException.invitationNotFound();
    if (outcome === 'too-soon') {
      throw ZonesException.resendTooSoon(
        await this.repository.secondsUntilResend(id, INVITATION_RESEND_INTERVAL_SECONDS),
      );
    }
    await this.forgetLinks('void', [replaced]);
    return this.mailOut(id, token);
  }

  /** Revokes a pending invitation: its link and its in-app entry stop working. */
  async revoke(access: ZoneAccess, me: Principal, id: string): Promise<void> {
    const hash = await this.repository.transaction(async (em) => {
      const inv = await this.lockInZone(em, access.zoneId, id);
      if (inv.status !== 'pending' && inv.status !== 'expired') throw ZonesException.invitationNotFound();
      await this.checkRight(em, access.zoneId, me, inv.role, 'revoke');
      await this.repository.setStatus(em, id, 'revoked');
      await this.recordStatus(em, me.userId, 'revoke', inv, 'revoked');
      return inv.token_hash;
    });
    await this.forgetLinks('void', [hash]);
  }

  /** The caller's live invitations; none until the caller's address is verified. */
  async mine(me: Principal): Promise<ZoneInvitation[]> {
    const user = await this.users.getUser(me.userId);
    if (!user?.email_verified) return [];
    return this.repository.findLiveByEmail(user.email);
  }

  /** In the app: needs a verified account with the invited address. */
  async acceptById(me: Principal, id: string): Promise<InvitationAccepted> {
    const user = await this.users.getUser(me.userId);
    if (!user) throw ZonesException.invitationNotFound();
    return this.join(me.userId, { id }, async (inv) => {
      if (inv.email !== user.email.toLowerCase()) throw ZonesException.invitationNotFound();
      if (!user.email_verified) throw ZonesException.verifyToAccept();
      return undefined;
    });
  }

  /**
   * Through the mailed link: the signed-in account must have the invited address; the token
   * proves the mailbox, so an unverified account's address is marked verified in the same
   * transaction.
   */
  async acceptByToken(me: Principal, token: string): Promise<InvitationAccepted> {
    const user = await this.users.getUser(me.userId);
    if (!user) throw ZonesException.invitationLinkInvalid();
    const result = await this.join(me.userId, { tokenHash: hashToken(token) }, async (inv, em) => {
      if (inv.email !== user.email.toLowerCase()) throw ZonesException.invitationOtherAddress();
      if (!user.email_verified) await this.users.markEmailVerifiedIn(em, me.userId, user.email);
      return undefined;
    });
    this.users.invalidate(me.userId);
    return result;
  }

  /**
   * What the link's page shows before anyone signs in: the zone, the inviter, the role and the
   * address, all of which its mail already says. Only a live link answers; an unknown or replaced
   * one, and an answered, revoked or expired invitation, answer the same 410 as accepting it would,
   * and say nothing about the zone.
   */
  async preview(token: string): Promise<InvitationPreview> {
    const found = await this.repository.findPreviewByTokenHash(hashToken(token));
    if (!found) throw ZonesException.invitationLinkInvalid();
    if (found.status !== 'pending') throw ZonesException.invitationGone(found.status);
    return found.preview;
  }

  async decline(me: Principal, id: string): Promise<void> {
    const user = await this.users.getUser(me.userId);
    if (!user) throw ZonesException.invitationNotFound();
    const hash = await this.repository.transaction(async (em) => {
      const inv = await this.repository.lock(em, { id });
      if (!inv || inv.email !== user.email.toLowerCase()) throw ZonesException.invitationNotFound();
      if (!user.email_verified) throw ZonesException.verifyToDecline();
      if (inv.status !== 'pending') throw ZonesException.invitationGone(inv.status);
      await this.repository.setStatus(em, inv.id, 'declined');
      await this.recordStatus(em, me.userId, 'decline', inv, 'declined');
      return inv.token_hash;
    });
    await this.forgetLinks('void', [hash]);
  }

  /**
   * Locks the invitation, runs the caller's check, then adds the membership with the invited role
   * and marks the invitation accepted, in one transaction. Already a member: the membership stays
   * as it is and the invitation is spent.
   */
  private async join(
    userId: string,
    by: { id: string } | { tokenHash: string },
    check: (inv: LockedInvitation, em: EntityManager) => Promise<undefined>,
  ): Promise<InvitationAccepted> {
    const result = await this.repository.transaction(async (em) => {
      const inv = await this.repository.lock(em, by);
      if (!inv)
        throw 'id' in by ? ZonesException.invitationNotFound() : ZonesException.invitationLinkInvalid();
      await check(inv, em);
      if (inv.status !== 'pending') throw ZonesException.invitationGone(inv.status);
      const zone = await this.members.lockZone(em, inv.zone_id);
      if (!zone) throw ZonesException.invitationGone('revoked');
      // Archived: the invitation stays pending (and expires as usual); restoring the zone lets it be accepted.
      if (!zone.isActive) throw ZonesException.archivedNoAccept();
      const joined = await this.members.insert(em, inv.zone_id, userId, inv.role);
      const role = (await this.members.findRole(em, inv.zone_id, userId)) as ZoneRole;
      await this.repository.setStatus(em, inv.id, 'accepted', userId);
      await this.recordStatus(em, userId, 'accept', inv, 'accepted');
      // A new membership is a change of its own (already a member: the membership stays as it was).
      if (joined) {
        await recordWorkspaceEvents(em, [
          {
            actorId: userId,
            entity: 'zone_member',
            action: 'add',
            entityId: userId,
            zoneId: inv.zone_id,
            after: workspaceSnapshot.member({
              zone_id: inv.zone_id,
              user_id: userId,
              email: inv.email,
              role,
            }),
          },
        ]);
      }
      return { accepted: { zone_id: inv.zone_id, role }, hash: inv.token_hash };
    });
    this.caches.membershipsChanged(userId);
    await this.forgetLinks('used', [result.hash]);
    return result.accepted;
  }

  /** Records an invitation's change of status (workspace_events), inside the change's transaction. */
  private recordStatus(
    em: EntityManager,
    actorId: string,
    action: 'resend' | 'revoke' | 'decline' | 'accept',
    inv: LockedInvitation,
    status: string,
  ): Promise<void> {
    return recordWorkspaceEvent(em, {
      actorId,
      entity: 'zone_invitation',
      action,
      entityId: inv.id,
      zoneId: inv.zone_id,
      before: workspaceSnapshot.invitation(inv),
      after: workspaceSnapshot.invitation({ ...inv, status }),
    });
  }

  /**
   * After commit: the outbox's stored copies of these links lose them, before the answer (best
   * effort: a failure is logged, and the sweep removes them at their expiry anyway).
   */
  private async forgetLinks(reason: 'used' | 'void', hashes: string[]): Promise<void> {
    await this.mail
      .forgetSecretsByHash(hashes, reason)
      .catch((err: Error) => this.logger.warn(`invitation link out of the outbox: ${err.message}`));
  }

  /**
   * Under the zone's lock: the actor's role allows adding a member with `role` (member rules), and,
   * to `send` (a new invitation or a resend), the zone is not archived (409: it is read-only until
   * restored; revoking stays possible).
   */
  private async checkRight(
    em: EntityManager,
    zoneId: string,
    me: Principal,
    role: ZoneRole,
    purpose: 'send' | 'revoke',
  ): Promise<void> {
    const zone = await this.members.lockZone(em, zoneId);
    if (!zone) throw ZonesException.zoneNotFound();
    const actorRole = await this.members.findRole(em, zoneId, me.userId);
    const owners = await this.members.countOwners(em, zoneId);
    const problem = memberChangeProblem(
      { platformRole: me.role, zoneRole: actorRole, self: false },
      { kind: 'add', role },
      owners,
    );
    if (problem) throw ZonesException.memberChange(problem);
    if (purpose === 'send' && !zone.isActive) throw ZonesException.archivedNoInvite();
  }

  private async lockInZone(em: EntityManager, zoneId: string, id: string): Promise<LockedInvitation> {
    const inv = await this.repository.lock(em, { id });
    if (!inv || inv.zone_id !== zoneId) throw ZonesException.invitationNotFound();
    return inv;
  }

  /**
   * Mails the link (after commit) and answers the invitation: in the invitee's language when the
   * address has an account, else in the inviter's.
   */
  private async mailOut(id: string, token: string): Promise<ZoneInvitation> {
    const inv = (await this.repository.findOne(id))!;
    const inviters = inv.invited_by_email ? await this.mail.localeFor(inv.invited_by_email) : undefined;
    const invitedBy = (inv.invited_by && (await this.repository.findInviter(inv.invited_by))) || null;
    await this.mail.sendTo(
      inv.email,
      (locale) =>
        invitationMail(
          this.config,
          {
            to: inv.email,
            zoneName: inv.zone_name,
            role: inv.role,
            invitedBy,
            token,
            expiresAt: new Date(inv.expires_at),
          },
          locale,
        ),
      inviters,
    );
    return inv;
  }
}
