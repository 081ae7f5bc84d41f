import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { logBatchSchema } from '@atrium/schema';
import type { LogBatch } from '@atrium/schema';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Public } from '../../common/decorators/public.decorator.js';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import { LogsService } from './logs.service.js';

@ApiTags('logs')
@Controller('logs')
export class LogsController {
  constructor(private readonly logs: LogsService) {}

  @Public()
  @Post()
  @HttpCode(202)
  @ApiBody({ schema: z.toJSONSchema(logBatchSchema, { io: 'input' }) as object })
  @ApiAcceptedResponse({ description: '{accepted: number}' })
  @ApiBadRequestResponse({
    description: 'VALIDATION_FAILED: entries, message, context or metadata over their size or depth',
  })
  @ApiPayloadTooLargeResponse({ description: 'PAYLOAD_TOO_LARGE: body over 256 KiB' })
  @ApiTooManyRequestsResponse({
    description: 'RATE_LIMITED, with Retry-After: requests or bytes per client IP (logs-intake.hook.ts)',
  })
  ingest(
    @Body(new ZodValidationPipe(logBatchSchema, 'Invalid log batch')) batch: LogBatch,
    @Req() req: FastifyRequest,
  ) {
    return { accepted: this.logs.ingest(batch, { ip: req.ip, requestId: String(req.id) }) };
  }
}
