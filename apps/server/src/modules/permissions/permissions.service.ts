import { Injectable } from '@nestjs/common';
import { ACCESS_CHECK_FAILED_REASON, decidePermission, NO_CONTEXT_REASON } from '@atrium/schema';
import type {
  PermissionAction,
  PermissionCheckRequest,
  PermissionCheckResult,
  PermissionResource,
} from '@atrium/schema';
import { PermissionEngine } from './permission-engine.js';
import type { AccessDecision, AccessIds, Subject, ZoneAccess } from './permission-engine.js';
import { PermissionException } from './permission.exception.js';

/**
 * Row-level checks for services (`requireAccess`) and POST /permissions/check. Never fails open:
 * an engine error is a refusal.
 */
@Injectable()
export class PermissionsService {
  constructor(private readonly engine: PermissionEngine) {}

  /** Throws 400/403/404/409 (or 503 when the check fails); returns what the grant established. */
  async requireAccess(
    subject: Subject,
    resource: PermissionResource,
    action: PermissionAction,
    ids: AccessIds,
  ): Promise<ZoneAccess> {
    let decision: AccessDecision;
    try {
      decision = await this.engine.check(subject, resource, action, ids);
    } catch {
      throw PermissionException.checkFailed();
    }
    if (!decision.allowed)
      throw PermissionException.denied(decision.status, decision.message ?? decision.reason);
    return decision;
  }

  /**
   * Whether an already established access (from a guard) also allows another action in the same
   * zone; no lookup.
   */
  allows(access: ZoneAccess, resource: PermissionResource, action: PermissionAction): boolean {
    const platformRole = access.platformAdmin ? 'admin' : null;
    return decidePermission(
      { platformRole, zoneRole: access.zoneRole, zoneArchived: !access.zoneActive },
      resource,
      action,
    ).allowed;
  }

  /**
   * POST /permissions/check: the caller's access. With neither id, access is granted; the reason
   * is always set; a failed check answers `hasAccess: false`.
   */
  check(
    subject: Subject,
    request: PermissionCheckRequest,
  ): PermissionCheckResult | Promise<PermissionCheckResult> {
    const { zone_id: zoneId, hub_id: hubId } = request.context;
    if (!zoneId && !hubId) return { hasAccess: true, reason: NO_CONTEXT_REASON };
    try {
      const decision = this.engine.check(subject, request.resource, request.action, { zoneId, hubId });
      if (decision instanceof Promise) return decision.then(toResult, failed);
      return toResult(decision);
    } catch {
      return failed();
    }
  }
}

function toResult(d: AccessDecision): PermissionCheckResult {
  return { hasAccess: d.allowed, reason: d.reason };
}

function failed(): PermissionCheckResult {
  return { hasAccess: false, reason: ACCESS_CHECK_FAILED_REASON };
}
