import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { RequestAuthenticator } from './request-authenticator.js';
import type { AuthenticatedRequest } from './request-authenticator.js';

/**
 * Authenticates every request that carries an Authorization header, as a Fastify onRequest hook,
 * so the principal is on the request both for Nest handlers (where the global AccessGuard then
 * decides) and for the plain Fastify routes (GET /api/routes reads it to show admins inactive
 * rows). Deciding stays with the guard: this hook never refuses anything.
 */
@Injectable()
export class AuthenticationHook implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly authenticator: RequestAuthenticator,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance() as unknown as FastifyInstance;
    fastify.addHook('onRequest', (req, _reply, done) => {
      const pending = this.authenticator.attach(req as AuthenticatedRequest);
      if (pending) pending.then(() => done());
      else done();
    });
  }
}
