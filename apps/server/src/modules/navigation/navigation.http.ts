import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ADMIN_ROLES, isAdminRole, navigationListQuerySchema } from '@atrium/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppException } from '../../common/errors/app.exception.js';
import { forbiddenRole } from '../../common/guards/access.guard.js';
import { queryIssueDetails } from '../../common/errors/zod-details.js';
import { sendCached } from '../../common/http/cached-response.js';
import { refuseQueryParameters } from '../../common/http/no-query.js';
import { signedInPrincipal } from '../auth/request-authenticator.js';
import { NavigationService } from './navigation.service.js';

/**
 * The schema's reading of a query without parameters, made once: most menu reads (every signed-in
 * page outside a zone) send none, and zod's per-call setup was a few per cent of such a read.
 */
const NO_QUERY = navigationListQuerySchema.safeParse({});

function hasNoKeys(query: Record<string, unknown>): boolean {
  for (const key in query) if (Object.hasOwn(query, key)) return false;
  return true;
}

/**
 * The navigation reads, registered as plain Fastify routes as the route reads are (routes.http.ts):
 * every signed-in page asks for its menu, so the warm path is a Map lookup and a write, without
 * Nest's per-request pipeline. GET /api/navigation checks the caller itself (the authentication
 * hook attaches the principal; no principal → 401 as the global guard answers); GET
 * /api/navigation/public is public by design. Errors leave through the global filter.
 * Documented by navigation.openapi.ts.
 */
@Injectable()
export class NavigationHttp implements OnModuleInit {
  static readonly publicPaths = ['GET /api/navigation/public'];
  /** Served outside Nest but signed-in only (401 without a token). */
  static readonly guardedPaths = ['GET /api/navigation'];

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly navigation: NavigationService,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance() as unknown as FastifyInstance;
    fastify.get('/api/navigation', async (req: FastifyRequest, reply: FastifyReply) => {
      const principal = signedInPrincipal(req);
      const query = (req.query ?? {}) as Record<string, unknown>;
      const parsed = hasNoKeys(query)
        ? NO_QUERY
        : navigationListQuerySchema.safeParse(query, { reportInput: true });
      if (!parsed.success) {
        throw AppException.validation('Invalid navigation query', queryIssueDetails(parsed.error.issues));
      }
      const { all, zone_id } = parsed.data;
      if (all === 'true') {
        if (!isAdminRole(principal.role))
          throw AppException.forbidden(forbiddenRole(principal.role, ADMIN_ROLES));
        sendCached(req, reply, await this.navigation.listAll());
        return reply;
      }
      sendCached(req, reply, await this.navigation.listFor(principal, zone_id?.toLowerCase()));
      return reply;
    });
    fastify.get('/api/navigation/public', async (req: FastifyRequest, reply: FastifyReply) => {
      refuseQueryParameters(req.query);
      sendCached(req, reply, await this.navigation.publicList(), { shared: true });
      return reply;
    });
  }
}
