import { createHash, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { ADMIN_ROLES, isAdminRole } from '@atrium/schema';
import { AppException } from '../../common/errors/app.exception.js';
import { forbiddenRole } from '../../common/guards/access.guard.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AuthenticatedRequest } from '../auth/request-authenticator.js';

const BEARER = /^\s*Bearer\s+(\S{1,512})\s*$/i;

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Who may read GET /api/metrics: a scraper sending `Authorization: Bearer <METRICS_TOKEN>`, or a
 * signed-in admin (admin, super_admin, platform_owner). Anyone else: 401 UNAUTHENTICATED, or 403
 * FORBIDDEN when signed in without an admin role.
 *
 * The handler is @Public() only so that the global AccessGuard (which knows nothing of the
 * metrics token) lets the token through to this guard; the global guard has still run, so the
 * caller's session is already checked and `req.principal` set when a valid access token came.
 * The token is compared as SHA-256 digests with timingSafeEqual: equal lengths, constant time.
 */
@Injectable()
export class MetricsAccessGuard implements CanActivate {
  private readonly token?: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (config.metricsToken) this.token = digest(config.metricsToken);
  }

  canActivate(ctx: ExecutionContext): boolean {
    const req = ctx.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = req.headers.authorization;
    if (this.token && typeof header === 'string') {
      const sent = BEARER.exec(header)?.[1];
      if (sent && timingSafeEqual(digest(sent), this.token)) return true;
    }
    const principal = req.principal;
    if (!principal) {
      if (req.authError) throw req.authError; // the session could not be checked (database down)
      throw AppException.unauthenticated(header ? 'Invalid or expired session' : 'Not authenticated');
    }
    if (isAdminRole(principal.role)) return true;
    if (isAdminRole(principal.profileRole) && !principal.mfaEnabled) {
      throw AppException.forbidden('Two-factor authentication is required for admin access');
    }
    throw AppException.forbidden(forbiddenRole(principal.role, ADMIN_ROLES));
  }
}
