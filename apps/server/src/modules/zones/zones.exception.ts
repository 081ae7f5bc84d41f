import { ARCHIVED_ZONE_ACCEPT_MESSAGE, ARCHIVED_ZONE_INVITE_MESSAGE } from '@atrium/schema';
import type { MemberChangeProblem } from '@atrium/schema';
import { AppException } from '../../common/errors/app.exception.js';

export const ZonesErrorCode = {
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  FORBIDDEN: 'FORBIDDEN',
  GONE: 'GONE',
  RATE_LIMITED: 'RATE_LIMITED',
} as const;
export type ZonesErrorCode = (typeof ZonesErrorCode)[keyof typeof ZonesErrorCode];

const STATUS: Record<ZonesErrorCode, number> = {
  NOT_FOUND: 404,
  CONFLICT: 409,
  FORBIDDEN: 403,
  GONE: 410,
  RATE_LIMITED: 429,
};

/** Zones and zone members' errors. */
export class ZonesException extends AppException {
  constructor(code: ZonesErrorCode, message: string, headers?: Record<string, string>) {
    super(STATUS[code], code, message, undefined, headers);
    this.name = 'ZonesException';
  }

  static zoneNotFound() {
    return new ZonesException('NOT_FOUND', 'Zone not found');
  }
  static memberNotFound() {
    return new ZonesException('NOT_FOUND', 'Member not found');
  }
  static alreadyMember() {
    return new ZonesException('CONFLICT', 'This user is already a member of this zone');
  }
  static listAllForbidden() {
    return new ZonesException('FORBIDDEN', 'Only platform admins can list all zones');
  }
  static invitationNotFound() {
    return new ZonesException('NOT_FOUND', 'Invitation not found');
  }
  static invitationPending() {
    return new ZonesException('CONFLICT', 'An invitation to this address is already pending');
  }
  /** The link's or the id's invitation can no longer be answered (410). */
  static invitationGone(status: string) {
    const why: Record<string, string> = {
      expired: 'This invitation has expired: ask for a new one',
      accepted: 'This invitation has already been accepted',
      declined: 'This invitation was declined',
      revoked: 'This invitation was revoked',
    };
    return new ZonesException('GONE', why[status] ?? 'This invitation is no longer valid');
  }
  /** No invitation goes out from an archived zone (a new one, nor a resend): it is read-only until restored. */
  static archivedNoInvite() {
    return new ZonesException('CONFLICT', ARCHIVED_ZONE_INVITE_MESSAGE);
  }
  /** An invitation stays pending while its zone is archived; it can be accepted once the zone is restored. */
  static archivedNoAccept() {
    return new ZonesException('CONFLICT', ARCHIVED_ZONE_ACCEPT_MESSAGE);
  }
  static invitationLinkInvalid() {
    return new ZonesException('GONE', 'This invitation link is not valid');
  }
  static invitationOtherAddress() {
    return new ZonesException('FORBIDDEN', 'This invitation was sent to another email address');
  }
  static verifyToInvite() {
    return new ZonesException('FORBIDDEN', 'Verify your email to invite people');
  }
  static verifyToAccept() {
    return new ZonesException('FORBIDDEN', 'Verify your email to accept invitations');
  }
  static verifyToDecline() {
    return new ZonesException('FORBIDDEN', 'Verify your email to decline invitations');
  }
  static resendTooSoon(retryAfterS: number) {
    return new ZonesException(
      'RATE_LIMITED',
      `This invitation was sent less than a minute ago: try again in ${retryAfterS} s`,
      { 'Retry-After': String(retryAfterS) },
    );
  }
  /** A refused member change (403 not allowed, 409 last owner). */
  static memberChange(problem: MemberChangeProblem) {
    return new ZonesException(problem.status === 409 ? 'CONFLICT' : 'FORBIDDEN', problem.message);
  }
}
