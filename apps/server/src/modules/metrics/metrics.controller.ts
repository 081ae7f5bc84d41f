import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/decorators/public.decorator.js';
import { MetricsAccessGuard } from './metrics-access.guard.js';
import { MetricsService } from './metrics.service.js';

@ApiTags('health')
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  // Not open to everyone: MetricsAccessGuard admits the METRICS_TOKEN or an admin (see there).
  @Public()
  @UseGuards(MetricsAccessGuard)
  @Get()
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Prometheus metrics (admins, or the METRICS_TOKEN as a bearer token)',
    description:
      'Request counts and latency histograms by method, route pattern and status; rate-limit ' +
      'refusals; database pool use; cache hits and misses; Node process metrics.',
  })
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'Prometheus text exposition format 0.0.4', schema: { type: 'string' } })
  @ApiUnauthorizedResponse({ description: 'UNAUTHENTICATED: no admin session and not the metrics token' })
  @ApiForbiddenResponse({ description: 'FORBIDDEN: signed in without an admin role' })
  async get(@Res() reply: FastifyReply): Promise<void> {
    const text = await this.metrics.render();
    reply
      .status(200)
      .header('content-type', this.metrics.contentType)
      .header('cache-control', 'no-store')
      .send(text);
  }
}
