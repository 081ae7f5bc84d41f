import type { MemberChangeProblem } from '@atrium/schema';
import { AppException } from '../../common/errors/app.exception.js';

export const ZonesErrorCode = {
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  FORBIDDEN: 'FORBIDDEN',
} as const;
export type ZonesErrorCode = (typeof ZonesErrorCode)[keyof typeof ZonesErrorCode];

const STATUS: Record<ZonesErrorCode, number> = { NOT_FOUND: 404, CONFLICT: 409, FORBIDDEN: 403 };

/** Zones and zone members' errors. */
export class ZonesException extends AppException {
  constructor(code: ZonesErrorCode, message: string) {
    super(STATUS[code], code, message);
    this.name = 'ZonesException';
  }

  static zoneNotFound() {
    return new ZonesException('NOT_FOUND', 'Zone not found');
  }
  static userNotFound() {
    return new ZonesException('NOT_FOUND', 'User not found');
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
  /** A refused member change (403 not allowed, 409 last owner). */
  static memberChange(problem: MemberChangeProblem) {
    return new ZonesException(problem.status === 409 ? 'CONFLICT' : 'FORBIDDEN', problem.message);
  }
}
