import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendCached } from '../../common/http/cached-response.js';
import { isAdminRole, principalOf } from '../../common/http/principal.js';
import { refuseQueryParameters } from '../../common/http/no-query.js';
import { rawQueryOf } from '../../common/http/raw-query.js';
import { RoutesService } from './routes.service.js';
import type { Audience } from './routes.service.js';

function audienceOf(req: FastifyRequest): Audience {
  return isAdminRole(principalOf(req)?.role) ? 'admin' : 'public';
}

/**
 * The public route reads, registered as plain Fastify routes. Every client calls them at start
 * and polls them for live changes, so they skip Nest's per-request pipeline (guards, pipes,
 * interceptors), which alone cost about 30 % of a bare handler's throughput. They are public by
 * design; the caller's principal (attached by the authentication hook when a token is sent) only
 * widens the view to inactive rows for admins. Errors still leave through the global filter.
 * Documented in the OpenAPI document by routes.openapi.ts.
 */
@Injectable()
export class RoutesHttp implements OnModuleInit {
  static readonly publicPaths = ['GET /api/routes', 'GET /api/routes/by-name/:name'];

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly routes: RoutesService,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance() as unknown as FastifyInstance;
    fastify.get('/api/routes', async (req: FastifyRequest, reply: FastifyReply) => {
      sendCached(
        req,
        reply,
        await this.routes.list(
          rawQueryOf(req),
          req.query as Record<string, string | string[]>,
          audienceOf(req),
        ),
      );
      return reply;
    });
    fastify.get(
      '/api/routes/by-name/:name',
      async (req: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) => {
        refuseQueryParameters(req.query);
        sendCached(req, reply, await this.routes.getByName(req.params.name, audienceOf(req)));
        return reply;
      },
    );
  }
}
