import { Body, Controller, Delete, Param, Patch, Post, Put, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { ReadsQuery } from '../../common/decorators/reads-query.decorator.js';
import type { Principal } from '../../common/http/principal.js';
import { readRestWants } from './rest-prefer.js';
import { queryOf, sendRestAnswer } from './rest.http.js';
import { RestService } from './rest.service.js';

/**
 * The table API's writes (API.md "Collections"): one handler per operation, for every collection
 * the caller's role may use. Signed-in callers only (the global guard). The read, GET, is a plain
 * Fastify route (rest.http.ts). Each handler is one call into
 * RestService. Documented per collection by RestOpenApi (rest.openapi.ts), not from here.
 */
@ApiExcludeController()
@ReadsQuery()
@Controller('rest')
export class RestController {
  constructor(private readonly rest: RestService) {}

  @Post(':collection')
  async create(
    @CurrentUser() me: Principal,
    @Param('collection') name: string,
    @Body() body: unknown,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return sendRestAnswer(
      reply,
      await this.rest.create(me, name, queryOf(req), body, readRestWants(req.headers, true)),
    );
  }

  @Patch(':collection')
  async update(
    @CurrentUser() me: Principal,
    @Param('collection') name: string,
    @Body() body: unknown,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return sendRestAnswer(
      reply,
      await this.rest.update(me, name, queryOf(req), body, 'collection', readRestWants(req.headers, true)),
    );
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
    return sendRestAnswer(
      reply,
      await this.rest.update(me, name, queryOf(req), body, 'update', readRestWants(req.headers, true)),
    );
  }

  @Delete(':collection')
  async remove(
    @CurrentUser() me: Principal,
    @Param('collection') name: string,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return sendRestAnswer(
      reply,
      await this.rest.remove(me, name, queryOf(req), 'collection', readRestWants(req.headers, true)),
    );
  }

  /** The specification's `DELETE /{table}/delete?query`. */
  @Delete(':collection/delete')
  async removeByQuery(
    @CurrentUser() me: Principal,
    @Param('collection') name: string,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return sendRestAnswer(
      reply,
      await this.rest.remove(me, name, queryOf(req), 'delete', readRestWants(req.headers, true)),
    );
  }
}
