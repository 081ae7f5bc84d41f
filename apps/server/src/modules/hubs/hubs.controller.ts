import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { hubCreateSchema, hubSchema, hubUpdateSchema, reorderSchema } from '@atrium/schema';
import type { Hub, HubCreate, HubUpdate, Reorder } from '@atrium/schema';
import { HubAccess, ZoneAccess, ZoneScope } from '../../common/decorators/zone-access.decorator.js';
import { ApiZodBody, arrayOf, jsonSchemaOf } from '../../common/http/openapi.js';
import { allQuerySchema } from '../../common/http/query-flags.js';
import type { AllQuery } from '../../common/http/query-flags.js';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import type { ZoneAccess as Access } from '../permissions/permission-engine.js';
import { HubsService } from './hubs.service.js';

const archived = ApiConflictResponse({ description: 'The zone is archived (content is read-only)' });

@ApiTags('hubs')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Not authenticated' })
@Controller('zones/:zoneId/hubs')
export class HubsController {
  constructor(private readonly hubs: HubsService) {}

  @Get()
  @ZoneAccess('read', 'hub')
  @ApiOperation({
    summary: "The zone's active hubs by order_index; ?all=true adds inactive ones (owners, admins)",
  })
  @ApiQuery({ name: 'all', required: false, enum: ['true', 'false'] })
  @ApiOkResponse({ description: 'Bare array of hubs', schema: arrayOf(hubSchema) })
  list(
    @ZoneScope() access: Access,
    @Query(new ZodValidationPipe(allQuerySchema, 'Invalid query')) q: AllQuery,
  ): Promise<Hub[]> {
    return this.hubs.list(access, q.all);
  }

  @Post()
  @ZoneAccess('create', 'hub')
  @ApiOperation({
    summary: 'Create a hub (owners, admins); it goes last',
    description: 'Strict body: zone_id, ids and order_index are refused.',
  })
  @ApiZodBody(hubCreateSchema)
  @ApiCreatedResponse({ description: 'The hub', schema: jsonSchemaOf(hubSchema) })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED' })
  @archived
  create(
    @ZoneScope() access: Access,
    @Body(new ZodValidationPipe(hubCreateSchema)) input: HubCreate,
  ): Promise<Hub> {
    return this.hubs.create(access, input);
  }

  @Put('order')
  @ZoneAccess('update', 'hub')
  @ApiOperation({
    summary: 'Reorder hubs (owners, admins) in one transaction',
    description:
      'Body {ids}: these hubs first, in this order; the others keep their relative order after them. Ids of no hub of this zone → 400.',
  })
  @ApiZodBody(reorderSchema)
  @ApiOkResponse({ description: 'Every hub of the zone in the new order', schema: arrayOf(hubSchema) })
  @archived
  reorder(
    @ZoneScope() access: Access,
    @Body(new ZodValidationPipe(reorderSchema)) input: Reorder,
  ): Promise<Hub[]> {
    return this.hubs.reorder(access, input.ids);
  }

  @Get(':hubId')
  @HubAccess('read')
  @ApiOperation({ summary: 'One hub of the zone (a hub of another zone → 404)' })
  @ApiOkResponse({ description: 'The hub', schema: jsonSchemaOf(hubSchema) })
  get(@ZoneScope() access: Access): Promise<Hub> {
    return this.hubs.get(access);
  }

  @Patch(':hubId')
  @HubAccess('update')
  @ApiOperation({ summary: 'Update a hub (owners, admins); is_active false hides it from the default list' })
  @ApiZodBody(hubUpdateSchema)
  @ApiOkResponse({ description: 'The hub', schema: jsonSchemaOf(hubSchema) })
  @archived
  update(
    @ZoneScope() access: Access,
    @Body(new ZodValidationPipe(hubUpdateSchema)) patch: HubUpdate,
  ): Promise<Hub> {
    return this.hubs.update(access, patch);
  }

  @Delete(':hubId')
  @HttpCode(204)
  @HubAccess('delete')
  @ApiOperation({ summary: 'Delete a hub with its modules and dashboards (owners, admins)' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @archived
  delete(@ZoneScope() access: Access): Promise<void> {
    return this.hubs.delete(access);
  }
}
