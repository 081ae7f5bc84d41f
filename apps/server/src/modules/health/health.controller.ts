import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/decorators/public.decorator.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

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
}
