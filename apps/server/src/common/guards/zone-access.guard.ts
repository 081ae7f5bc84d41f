import { Injectable } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { describePermission, isUuid } from '@atrium/schema';
import { ZONE_ACCESS_KEY } from '../decorators/zone-access.metadata.js';
import type { ZoneAccessRequirement } from '../decorators/zone-access.metadata.js';
import { AppException } from '../errors/app.exception.js';
import type { RequestWithPrincipal } from '../http/principal.js';
import { PermissionEngine } from '../../modules/permissions/permission-engine.js';
import type { AccessDecision, ZoneAccess } from '../../modules/permissions/permission-engine.js';
import { PermissionException } from '../../modules/permissions/permission.exception.js';

export type RequestWithZoneAccess = RequestWithPrincipal & { zoneAccess?: ZoneAccess };

/**
 * Enforces @ZoneAccess / @HubAccess. Runs after the global authentication guard. Fails closed: a
 * missing requirement or path parameter, a missing principal and any engine error refuse the
 * request. A warm check is synchronous (no promise, no database round trip).
 */
@Injectable()
export class ZoneAccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly engine: PermissionEngine,
  ) {}

  canActivate(ctx: ExecutionContext): boolean | Promise<boolean> {
    const need = this.reflector.get<ZoneAccessRequirement | undefined>(ZONE_ACCESS_KEY, ctx.getHandler());
    const req = ctx.switchToHttp().getRequest<RequestWithZoneAccess>();
    const params = (req.params ?? {}) as Record<string, string | undefined>;
    const zoneId = params.zoneId;
    const hubId = need?.scope === 'hub' ? params.hubId : undefined;
    if (!need || !zoneId || (need.scope === 'hub' && !hubId)) throw PermissionException.misconfigured();
    const principal = req.principal;
    if (!principal) throw AppException.unauthenticated('Not authenticated');
    if (!isUuid(zoneId)) throw PermissionException.denied(400, 'Invalid zone id', 'zoneId');
    if (hubId !== undefined && !isUuid(hubId))
      throw PermissionException.denied(400, 'Invalid hub id', 'hubId');

    let decision: AccessDecision | Promise<AccessDecision>;
    try {
      decision = this.engine.check(principal, need.resource, need.action, { zoneId, hubId });
    } catch {
      throw PermissionException.checkFailed();
    }
    if (decision instanceof Promise) {
      return decision.then(
        (d) => grant(req, d, need),
        () => {
          throw PermissionException.checkFailed();
        },
      );
    }
    return grant(req, decision, need);
  }
}

function grant(req: RequestWithZoneAccess, decision: AccessDecision, need: ZoneAccessRequirement): true {
  if (!decision.allowed) throw PermissionException.denied(decision.status, refusalMessage(decision, need));
  req.zoneAccess = decision;
  return true;
}

/**
 * The refusal's message: the decision's, except that a role's 403 on a route with its own
 * `refusalAction` names what the route does instead of the permission it borrows.
 */
function refusalMessage(decision: AccessDecision & { allowed: false }, need: ZoneAccessRequirement): string {
  const borrowed = ` may not ${describePermission(need.resource, need.action)}`;
  if (decision.status === 403 && need.refusalAction !== undefined && decision.reason.endsWith(borrowed)) {
    return `${decision.reason.slice(0, -borrowed.length)} may not ${need.refusalAction}`;
  }
  return decision.message ?? decision.reason;
}
