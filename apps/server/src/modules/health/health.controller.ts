import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/decorators/public.decorator.js';
import { AppException } from '../../common/errors/app.exception.js';
import { HealthService } from './health.service.js';
import { ReadinessService } from './readiness.service.js';

const NOT_READY: Record<'starting' | 'draining' | 'database', string> = {
  starting: 'Not ready: the node is starting',
  draining: 'Not ready: the node is shutting down',
  database: 'Not ready: the database is not answering',
};

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly readiness: ReadinessService,
  ) {}

  @Public()
  @Get()
  @ApiOkResponse({ description: '{status, database: {status, latency_ms}, version, uptime_s}' })
  @ApiServiceUnavailableResponse({ description: 'The database is down' })
  async get(@Res() reply: FastifyReply): Promise<void> {
    const status = await this.health.check();
    reply
      .status(status.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(status);
  }

  @Public()
  @Get('live')
  @ApiOperation({
    summary: 'Liveness: 200 while the process runs (no database call)',
    description: 'For orchestrators: restart the node when this stops answering.',
  })
  @ApiOkResponse({
    description: 'The process is running',
    schema: {
      type: 'object',
      properties: { status: { type: 'string', enum: ['live'] } },
      required: ['status'],
    },
  })
  live(@Res() reply: FastifyReply): void {
    reply.status(200).header('cache-control', 'no-store').send({ status: 'live' });
  }

  @Public()
  @Get('ready')
  @ApiOperation({
    summary: 'Readiness: 200 when this node should receive traffic',
    description:
      'For load balancers: 503 UNAVAILABLE (API error shape) while the node starts, drains after ' +
      'SIGTERM, or cannot reach its database within a second.',
  })
  @ApiOkResponse({
    description: 'Started, not draining, and the database answers',
    schema: {
      type: 'object',
      properties: { status: { type: 'string', enum: ['ready'] } },
      required: ['status'],
    },
  })
  @ApiServiceUnavailableResponse({
    description:
      "UNAVAILABLE: 'Not ready: the node is starting' / '… is shutting down' / '… the database is not answering'",
  })
  async ready(@Res() reply: FastifyReply): Promise<void> {
    const r = await this.readiness.check();
    if (!r.ready) {
      throw new AppException(503, 'UNAVAILABLE', NOT_READY[r.reason], undefined, {
        'cache-control': 'no-store',
      });
    }
    reply.status(200).header('cache-control', 'no-store').send({ status: 'ready' });
  }
}
