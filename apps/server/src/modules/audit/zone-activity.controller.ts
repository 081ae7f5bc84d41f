import { Get, Headers, Query, Res, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiQuery } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  AUDIT_LIST_DEFAULT_LIMIT,
  AUDIT_LIST_MAX_LIMIT,
  AUDIT_LIST_MAX_OFFSET,
  auditEntrySchema,
  listZoneActivityQuerySchema,
  ZONE_ACTIVITY_MESSAGES,
  ZONE_AUDIT_ENTITIES,
} from '@atrium/schema';
import type { AuditEntry, ListZoneActivityQuery } from '@atrium/schema';
import { SignedInController } from '../../common/decorators/signed-in-controller.decorator.js';
import { ZoneAccess, ZoneScope } from '../../common/decorators/zone-access.decorator.js';
import { contentRange, wantsExactCount } from '../../common/http/content-range.js';
import { arrayOf } from '../../common/http/openapi.js';
import { NoStoreInterceptor } from '../../common/interceptors/no-store.interceptor.js';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import type { ZoneAccess as Access } from '../permissions/permission-engine.js';
import { AuditService } from './audit.service.js';

/**
 * A zone's activity (README.md): its part of the audit log for the people who run it. Who may
 * read it is who may change the zone's settings (zone:update — owners and admins) and platform
 * admins; members and viewers get 403, anyone else 404 as every zone route answers them.
 */
@SignedInController('zones', 'zones')
@UseInterceptors(NoStoreInterceptor)
export class ZoneActivityController {
  constructor(private readonly audit: AuditService) {}

  @Get(':zoneId/activity')
  @ZoneAccess('update', 'zone', { refusalAction: "read this zone's activity" })
  @ApiOperation({
    summary: "The zone's recorded changes, newest first (owners, admins, platform admins)",
    description: `The audit log's entries of this zone: changes to the zone itself, its hubs, modules, dashboards, members and invitations (workspace_events with its zone_id), as GET /audit answers them: {id, at, actor: {id, email}|null, entity, entity_id, action, summary, before, after}, newest first (ties by id). Filters: entity (${ZONE_AUDIT_ENTITIES.join(', ')}), actor (a user id). limit 1..${AUDIT_LIST_MAX_LIMIT} (default ${AUDIT_LIST_DEFAULT_LIMIT}), offset 0..${AUDIT_LIST_MAX_OFFSET}. Other parameters are refused. Content-Range: first-last/total (* unless Prefer: count=exact). Zone members and viewers 403, non-members 404.`,
  })
  @ApiQuery({ name: 'entity', required: false, schema: { type: 'string', enum: [...ZONE_AUDIT_ENTITIES] } })
  @ApiQuery({ name: 'actor', required: false, schema: { type: 'string', format: 'uuid' } })
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
  @ApiOkResponse({
    description: '[audit entry] of the zone, newest first',
    schema: arrayOf(auditEntrySchema),
  })
  @ApiBadRequestResponse({
    description: `VALIDATION_FAILED, '${ZONE_ACTIVITY_MESSAGES.INVALID_QUERY}', naming the parameter; 'Invalid zone id'`,
  })
  async list(
    @ZoneScope() access: Access,
    @Query(new ZodValidationPipe(listZoneActivityQuerySchema, ZONE_ACTIVITY_MESSAGES.INVALID_QUERY))
    query: ListZoneActivityQuery,
    @Headers('prefer') prefer: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuditEntry[]> {
    const { entries, total } = await this.audit.listZone(access.zoneId, query, wantsExactCount(prefer));
    reply.header('content-range', contentRange(query.offset, entries.length, total));
    return entries;
  }
}
