import { Controller, Get, Headers, Query, Res, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  AUDIT_ENTITIES,
  AUDIT_ENTITY_ID_MAX_LENGTH,
  AUDIT_LIST_DEFAULT_LIMIT,
  AUDIT_LIST_MAX_LIMIT,
  AUDIT_LIST_MAX_OFFSET,
  AUDIT_MESSAGES,
  auditEntrySchema,
  listAuditQuerySchema,
} from '@atrium/schema';
import type { AuditEntry, ListAuditQuery } from '@atrium/schema';
import { AdminOnly } from '../../common/decorators/roles.decorator.js';
import { contentRange, wantsExactCount } from '../../common/http/content-range.js';
import { ApiAdminRefusals, arrayOf } from '../../common/http/openapi.js';
import { NoStoreInterceptor } from '../../common/interceptors/no-store.interceptor.js';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import { AuditService } from './audit.service.js';

const DATE_TIME = { type: 'string', format: 'date-time' } as const;

/** The audit log for platform admins (README.md). */
@ApiTags('audit')
@ApiBearerAuth()
@Controller('audit')
@AdminOnly()
@UseInterceptors(NoStoreInterceptor)
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({
    summary: 'The recorded admin changes, newest first',
    description: `One list over navigation changes, account and role administration, collection schema versions, theme changes, and changes to routes, zones, hubs, modules, dashboards, zone members, zone invitations, forms and API keys (never a key or its hash): {id, at, actor: {id, email}|null, entity, entity_id, action, summary, before, after}, newest first (ties by id). Filters: entity, actor (a user id), entity_id (an item's, user's, theme's, route's, zone's, hub's, module's, dashboard's, invitation's, form's or API key's id, a zone member's user id, a role's or collection's name), from and to (ISO date-times with an offset, inclusive). limit 1..${AUDIT_LIST_MAX_LIMIT} (default ${AUDIT_LIST_DEFAULT_LIMIT}), offset 0..${AUDIT_LIST_MAX_OFFSET}. Other parameters are refused. Content-Range: first-last/total (* unless Prefer: count=exact).`,
  })
  @ApiQuery({ name: 'entity', required: false, schema: { type: 'string', enum: [...AUDIT_ENTITIES] } })
  @ApiQuery({ name: 'actor', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({
    name: 'entity_id',
    required: false,
    schema: { type: 'string', minLength: 1, maxLength: AUDIT_ENTITY_ID_MAX_LENGTH },
  })
  @ApiQuery({ name: 'from', required: false, schema: DATE_TIME })
  @ApiQuery({ name: 'to', required: false, schema: DATE_TIME })
  @ApiQuery({
    name: 'limit',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: AUDIT_LIST_MAX_LIMIT, default: AUDIT_LIST_DEFAULT_LIMIT },
  })
  @ApiQuery({
    name: 'offset',
    required: false,
    schema: { type: 'integer', minimum: 0, maximum: AUDIT_LIST_MAX_OFFSET, default: 0 },
  })
  @ApiHeader({ name: 'Prefer', required: false, schema: { type: 'string', enum: ['count=exact'] } })
  @ApiOkResponse({ description: '[audit entry], newest first', schema: arrayOf(auditEntrySchema) })
  @ApiBadRequestResponse({
    description: `VALIDATION_FAILED, '${AUDIT_MESSAGES.INVALID_QUERY}', naming the parameter`,
  })
  @ApiAdminRefusals()
  async list(
    @Query(new ZodValidationPipe(listAuditQuerySchema, AUDIT_MESSAGES.INVALID_QUERY)) query: ListAuditQuery,
    @Headers('prefer') prefer: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuditEntry[]> {
    const { entries, total } = await this.audit.list(query, wantsExactCount(prefer));
    reply.header('content-range', contentRange(query.offset, entries.length, total));
    return entries;
  }
}
