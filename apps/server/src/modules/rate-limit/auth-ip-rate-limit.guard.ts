import { Injectable } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { RateLimitService } from './rate-limit.service.js';

/**
 * 60 auth requests per client IP per minute (RATE_LIMIT_AUTH_PER_IP / _WINDOW). The IP is
 * Fastify's `req.ip`: X-Forwarded-For counts only when it comes from a TRUST_PROXY address.
 */
@Injectable()
export class AuthIpRateLimitGuard implements CanActivate {
  constructor(private readonly limits: RateLimitService) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = ctx.switchToHttp().getRequest<FastifyRequest>();
    await this.limits.consume('authPerIp', req.ip);
    return true;
  }
}
