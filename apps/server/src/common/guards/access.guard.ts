import { Injectable } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { API_KEY_MESSAGES, isAdminRole } from '@atrium/schema';
import { IS_PUBLIC_KEY } from '../decorators/public.decorator.js';
import { REFUSES_API_KEYS_KEY } from '../decorators/refuses-api-keys.decorator.js';
import { ROLES_KEY } from '../decorators/roles.decorator.js';
import { AppException } from '../errors/app.exception.js';
import { RequestAuthenticator, signedInPrincipal } from '../../modules/auth/request-authenticator.js';
import type { AuthenticatedRequest } from '../../modules/auth/request-authenticator.js';

/** The refusal of a caller whose role is not among `roles`, saying which ones it takes. */
export function forbiddenRole(role: string, roles: readonly string[]): string {
  if (roles.every(isAdminRole)) return `Role "${role}" may not do this: it takes an admin role`;
  return `Role "${role}" may not do this: it takes the role ${roles.map((r) => `"${r}"`).join(' or ')}`;
}

/**
 * Deny by default, registered globally. A handler is reachable only if it says @Public(), or the
 * request carries a valid bearer access token whose session is alive (401 UNAUTHENTICATED
 * otherwise); @Roles(...) then also needs one of the roles (403 FORBIDDEN).
 *
 * The token is checked once per request by the auth module's onRequest hook, which attaches
 * `req.principal` (as the Principal type) whenever a valid token is sent, on @Public() handlers
 * too; an invalid token is ignored on @Public() handlers, so a stale token never stops anyone
 * from signing in or refreshing. Should the hook not have run, the guard checks the token itself.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticator: RequestAuthenticator,
  ) {}

  canActivate(ctx: ExecutionContext): boolean | Promise<boolean> {
    const req = ctx.switchToHttp().getRequest<AuthenticatedRequest>();
    const pending = req.authChecked ? undefined : this.authenticator.attach(req);
    if (pending) return pending.then(() => this.decide(ctx, req));
    return this.decide(ctx, req);
  }

  private decide(ctx: ExecutionContext, req: AuthenticatedRequest): boolean {
    const targets = [ctx.getHandler(), ctx.getClass()];
    if (this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, targets) === true) return true;
    const principal = signedInPrincipal(req);
    if (
      principal.apiKeyId !== undefined &&
      this.reflector.getAllAndOverride<boolean | undefined>(REFUSES_API_KEYS_KEY, targets) === true
    ) {
      throw AppException.forbidden(API_KEY_MESSAGES.REFUSED_FOR_KEYS);
    }
    const roles = this.reflector.getAllAndOverride<string[] | undefined>(ROLES_KEY, targets);
    if (roles?.length && !roles.includes(principal.role)) {
      if (
        roles.includes(principal.profileRole) &&
        isAdminRole(principal.profileRole) &&
        !principal.mfaEnabled
      ) {
        throw AppException.forbidden('Two-factor authentication is required for admin access');
      }
      throw AppException.forbidden(forbiddenRole(principal.role, roles));
    }
    return true;
  }
}
