import { Body, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
} from '@nestjs/swagger';
import { zoneCreateSchema, zoneSchema, zoneUpdateSchema } from '@atrium/schema';
import type { Zone, ZoneCreate, ZoneUpdate } from '@atrium/schema';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { SignedInController } from '../../common/decorators/signed-in-controller.decorator.js';
import { ZoneAccess, ZoneScope } from '../../common/decorators/zone-access.decorator.js';
import type { Principal } from '../../common/http/principal.js';
import { ApiZodBody, arrayOf, jsonSchemaOf } from '../../common/http/openapi.js';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import type { ZoneAccess as Access } from '../permissions/permission-engine.js';
import { zoneListQuerySchema } from './zone-list-query.js';
import type { ZoneListQuery } from './zone-list-query.js';
import { ZonesService } from './zones.service.js';

@SignedInController('zones', 'zones')
export class ZonesController {
  constructor(private readonly zones: ZonesService) {}

  @Get()
  @ApiOperation({
    summary: "The caller's zones (active ones, by name); every zone with ?all=true (platform admins)",
  })
  @ApiQuery({
    name: 'all',
    required: false,
    enum: ['true', 'false'],
    description: 'Every zone; platform admins only (403 otherwise)',
  })
  @ApiQuery({
    name: 'include_archived',
    required: false,
    enum: ['true', 'false'],
    description: 'Also archived zones (is_active false)',
  })
  @ApiOkResponse({
    description: 'Bare array of zones; role is the caller’s zone role',
    schema: arrayOf(zoneSchema),
  })
  @ApiForbiddenResponse({ description: 'all=true without a platform admin role' })
  list(
    @CurrentUser() me: Principal,
    @Query(new ZodValidationPipe(zoneListQuerySchema, 'Invalid query')) q: ZoneListQuery,
  ): Promise<Zone[]> {
    return this.zones.list(me, { all: q.all, includeArchived: q.include_archived });
  }

  @Post()
  @ApiOperation({
    summary: 'Create a zone; the caller becomes its owner',
    description: 'Strict body: ids, created_by, role and is_active are refused.',
  })
  @ApiZodBody(zoneCreateSchema)
  @ApiCreatedResponse({ description: 'The zone', schema: jsonSchemaOf(zoneSchema) })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED' })
  create(
    @CurrentUser() me: Principal,
    @Body(new ZodValidationPipe(zoneCreateSchema, 'Invalid zone')) input: ZoneCreate,
  ): Promise<Zone> {
    return this.zones.create(me, input);
  }

  @Get(':zoneId')
  @ZoneAccess('read')
  @ApiOperation({ summary: 'One zone (members and platform admins; 404 for anyone else)' })
  @ApiOkResponse({ description: 'The zone', schema: jsonSchemaOf(zoneSchema) })
  get(@ZoneScope() access: Access, @CurrentUser() me: Principal): Promise<Zone> {
    return this.zones.get(access, me);
  }

  @Patch(':zoneId')
  @ZoneAccess('update')
  @ApiOperation({
    summary: 'Update a zone (owners, admins); is_active false archives it, true restores it',
    description:
      'An archived zone stays readable; its hubs, modules and dashboards cannot be changed (409) until it is restored.',
  })
  @ApiZodBody(zoneUpdateSchema)
  @ApiOkResponse({ description: 'The zone', schema: jsonSchemaOf(zoneSchema) })
  update(
    @ZoneScope() access: Access,
    @CurrentUser() me: Principal,
    @Body(new ZodValidationPipe(zoneUpdateSchema, 'Invalid zone')) patch: ZoneUpdate,
  ): Promise<Zone> {
    return this.zones.update(access, me, patch);
  }

  @Delete(':zoneId')
  @HttpCode(204)
  @ZoneAccess('delete')
  @ApiOperation({
    summary: 'Delete a zone and everything in it (owners and platform admins)',
    description: 'Permanent. Archive with PATCH {is_active: false} to keep it.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  delete(@ZoneScope() access: Access, @CurrentUser() me: Principal): Promise<void> {
    return this.zones.delete(access, me);
  }
}
