import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { QueryInput } from '@atrium/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rawQueryOf } from '../../common/http/raw-query.js';
import { signedInPrincipal } from '../auth/request-authenticator.js';
import { readRestWants } from './rest-prefer.js';
import { RestService } from './rest.service.js';
import type { RestAnswer } from './rest.service.js';

export function queryOf(req: FastifyRequest): QueryInput {
  return (req.query ?? {}) as QueryInput;
}

/** Sends the rows' JSON text as it came from PostgreSQL (no parse, no re-serialisation). */
export function sendRestAnswer(reply: FastifyReply, answer: RestAnswer): string {
  reply.status(answer.status);
  if (answer.status !== 204) reply.header('content-type', 'application/json; charset=utf-8');
  reply.header('cache-control', 'no-store');
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  return answer.body;
}

/**
 * The table API's read, GET /api/rest/:collection, registered as a plain Fastify route as the
 * route and navigation reads are (routes.http.ts, navigation.http.ts): it is the request an app
 * built on Atrium makes most, and Nest's per-request pipeline (guard, parameter decorators,
 * handler wrapping) was about a fifth of its cost (tools/bench/rest.mjs). Signed-in only, refused
 * exactly as the global guard refuses (signedInPrincipal); what the caller may read is decided by
 * RestService as for every other operation. Errors leave through the global filter. The writes
 * stay Nest handlers (rest.controller.ts). Documented per collection by rest.openapi.ts.
 */
@Injectable()
export class RestHttp implements OnModuleInit {
  /** Served outside Nest but signed-in only (401 without a token). */
  static readonly guardedPaths = ['GET /api/rest/:collection'];

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly rest: RestService,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance() as unknown as FastifyInstance;
    fastify.get(
      '/api/rest/:collection',
      async (req: FastifyRequest<{ Params: { collection: string } }>, reply: FastifyReply) => {
        const me = signedInPrincipal(req);
        const answer = await this.rest.find(
          me,
          req.params.collection,
          queryOf(req),
          rawQueryOf(req),
          readRestWants(req.headers, false),
        );
        return sendRestAnswer(reply, answer);
      },
    );
  }
}
