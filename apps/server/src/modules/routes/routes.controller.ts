import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../common/decorators/public.decorator.js';
import { isAdminRole, principalOf } from '../../common/http/principal.js';
import { etagMatches } from './routes.cache.js';
import type { CachedBody } from './routes.cache.js';
import { RoutesService } from './routes.service.js';
import type { Audience } from './routes.service.js';

function audienceOf(req: FastifyRequest): Audience {
  return isAdminRole(principalOf(req)?.role) ? 'admin' : 'public';
}

/** Sends a cached, pre-serialised body, or 304 when the client already has it. */
function sendCached(req: FastifyRequest, reply: FastifyReply, cached: CachedBody): void {
  reply.header('etag', cached.etag).header('cache-control', 'no-cache');
  if (etagMatches(req.headers['if-none-match'], cached.etag)) {
    reply.status(304).send();
    return;
  }
  reply.header('content-type', 'application/json; charset=utf-8').send(cached.body);
}

@ApiTags('routes')
@Controller('routes')
export class RoutesController {
  constructor(private readonly routes: RoutesService) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: 'List routes ordered by created_at',
    description:
      'PostgREST-style filters: column=op.value with eq, neq, gt, lt, gte, lte, like, ilike (* wildcard), in.(a,b), is.null|true|false and not.<op>. Inactive rows are visible to admins only. ETag/If-None-Match supported.',
  })
  @ApiQuery({ name: 'is_active', required: false, example: 'eq.true' })
  @ApiQuery({ name: 'name', required: false, example: 'eq.dashboard' })
  @ApiQuery({ name: 'path', required: false, example: 'eq./dashboard' })
  @ApiQuery({ name: 'is_public', required: false, example: 'eq.true' })
  @ApiOkResponse({ description: 'Array of routes' })
  async list(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const q = req.url.indexOf('?');
    const raw = q === -1 ? '' : req.url.slice(q + 1);
    const cached = await this.routes.list(raw, req.query as Record<string, string | string[]>, audienceOf(req));
    sendCached(req, reply, cached);
  }

  @Public()
  @Get('by-name/:name')
  @ApiOperation({ summary: 'One route by its unique name' })
  @ApiNotFoundResponse({ description: 'Route "{name}" not found' })
  async byName(@Param('name') name: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    sendCached(req, reply, await this.routes.getByName(name, audienceOf(req)));
  }
}
