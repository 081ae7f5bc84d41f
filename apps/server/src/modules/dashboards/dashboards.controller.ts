import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { dashboardCreateSchema, dashboardSchema, dashboardUpdateSchema, reorderSchema } from '@atrium/schema';
import type { Dashboard, DashboardCreate, DashboardUpdate, Reorder } from '@atrium/schema';
import { HubAccess, ZoneScope } from '../../common/decorators/zone-access.decorator.js';
import { ApiZodBody, arrayOf, jsonSchemaOf } from '../../common/http/openapi.js';
import { UuidParamPipe } from '../../common/pipes/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import type { ZoneAccess as Access } from '../permissions/permission-engine.js';
import { DashboardsService } from './dashboards.service.js';

const dashboardParam = ApiParam({ name: 'dashboardId', format: 'uuid' });
const archived = ApiConflictResponse({ description: 'The zone is archived (content is read-only)' });

@ApiTags('dashboards')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Not authenticated' })
@Controller('zones/:zoneId/hubs/:hubId/dashboards')
export class DashboardsController {
  constructor(private readonly dashboards: DashboardsService) {}

  @Get()
  @HubAccess('read', 'dashboard')
  @ApiOperation({ summary: "The hub's dashboards by order_index" })
  @ApiOkResponse({ description: 'Bare array of dashboards', schema: arrayOf(dashboardSchema) })
  list(@ZoneScope() access: Access): Promise<Dashboard[]> {
    return this.dashboards.list(access);
  }

  @Post()
  @HubAccess('create', 'dashboard')
  @ApiOperation({
    summary: 'Create a dashboard (owners, admins, members); it goes last',
    description:
      'layout: widgets {id, type: stat|chart|list|markdown|links, x 0-11, y, w 1-12, h 1-24, config} on a 12-column grid; no overlaps; at most 50.',
  })
  @ApiZodBody(dashboardCreateSchema)
  @ApiCreatedResponse({ description: 'The dashboard', schema: jsonSchemaOf(dashboardSchema) })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: bad layout' })
  @archived
  create(
    @ZoneScope() access: Access,
    @Body(new ZodValidationPipe(dashboardCreateSchema)) input: DashboardCreate,
  ): Promise<Dashboard> {
    return this.dashboards.create(access, input);
  }

  @Put('order')
  @HubAccess('update', 'dashboard')
  @ApiOperation({
    summary: 'Reorder dashboards in one transaction',
    description: 'Body {ids}: listed first, the others after in their order.',
  })
  @ApiZodBody(reorderSchema)
  @ApiOkResponse({
    description: 'Every dashboard of the hub in the new order',
    schema: arrayOf(dashboardSchema),
  })
  @archived
  reorder(
    @ZoneScope() access: Access,
    @Body(new ZodValidationPipe(reorderSchema)) input: Reorder,
  ): Promise<Dashboard[]> {
    return this.dashboards.reorder(access, input.ids);
  }

  @Get(':dashboardId')
  @HubAccess('read', 'dashboard')
  @dashboardParam
  @ApiOperation({ summary: 'One dashboard of the hub' })
  @ApiOkResponse({ description: 'The dashboard', schema: jsonSchemaOf(dashboardSchema) })
  get(
    @ZoneScope() access: Access,
    @Param('dashboardId', new UuidParamPipe('dashboard')) dashboardId: string,
  ): Promise<Dashboard> {
    return this.dashboards.get(access, dashboardId);
  }

  @Patch(':dashboardId')
  @HubAccess('update', 'dashboard')
  @dashboardParam
  @ApiOperation({ summary: 'Update a dashboard: name, layout (replaced whole)' })
  @ApiZodBody(dashboardUpdateSchema)
  @ApiOkResponse({ description: 'The dashboard', schema: jsonSchemaOf(dashboardSchema) })
  @archived
  update(
    @ZoneScope() access: Access,
    @Param('dashboardId', new UuidParamPipe('dashboard')) dashboardId: string,
    @Body(new ZodValidationPipe(dashboardUpdateSchema)) patch: DashboardUpdate,
  ): Promise<Dashboard> {
    return this.dashboards.update(access, dashboardId, patch);
  }

  @Delete(':dashboardId')
  @HttpCode(204)
  @HubAccess('delete', 'dashboard')
  @dashboardParam
  @ApiOperation({ summary: 'Delete a dashboard' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @archived
  delete(
    @ZoneScope() access: Access,
    @Param('dashboardId', new UuidParamPipe('dashboard')) dashboardId: string,
  ): Promise<void> {
    return this.dashboards.delete(access, dashboardId);
  }
}
