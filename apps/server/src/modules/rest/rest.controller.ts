import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { QueryInput } from '@atrium/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import type { Principal } from '../../common/http/principal.js';
import { RestService } from './rest.service.js';
import type { RestAnswer } from './rest.service.js';

function queryOf(req: FastifyRequest): QueryInput {
  return (req.query ?? {}) as QueryInput;
}

/** Sends the rows' JSON text as it came from PostgreSQL (no parse, no re-serialisation). */
function send(reply: FastifyReply, answer: RestAnswer): string {
  reply.status(answer.status);
  reply.header('content-type', 'application/json; charset=utf-8');
  reply.header('cache-control', 'no-store');
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  return answer.body;
}

/**
 * The table API (API.md "Collections"): one handler per operation, for every collection the
 * caller's role may use. Signed-in callers only (the global guard). Each handler is one call into
 * RestService. Documented per collection by RestOpenApi (rest.openapi.ts), not from here.
 */
@ApiExcludeController()
@Controller('rest')
export class RestController {
  constructor(private readonly rest: RestService) {}

  @Get(':collection')
  async find(
    @CurrentUser() me: Principal,
    @Param('collection') name: string,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return send(reply, await this.rest.find(me, name, queryOf(req), req.headers.prefer));
  }

  @Post(':collection')
  async create(
    @CurrentUser() me: Principal,
    @Param('collection') name: string,
    @Body() body: unknown,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return send(reply, await this.rest.create(me, name, queryOf(req), body));
  }

  @Patch(':collection')
  async update(
    @CurrentUser() me: Principal,
    @Param('collection') name: string,
    @Body() body: unknown,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return send(reply, await this.rest.update(me, name, queryOf(req), body, 'collection'));
  }

  /** The specification's `PUT /{table}/update?query`. */
  @Put(':collection/update')
  async updateByQuery(
    @CurrentUser() me: Principal,
    @Param('collection') name: string,
    @Body() body: unknown,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return send(reply, await this.rest.update(me, name, queryOf(req), body, 'update'));
  }

  @Delete(':collection')
  async remove(
    @CurrentUser() me: Principal,
    @Param('collection') name: string,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return send(reply, await this.rest.remove(me, name, queryOf(req), 'collection'));
  }

  /** The specification's `DELETE /{table}/delete?query`. */
  @Delete(':collection/delete')
  async removeByQuery(
    @CurrentUser() me: Principal,
    @Param('collection') name: string,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return send(reply, await this.rest.remove(me, name, queryOf(req), 'delete'));
  }
}
