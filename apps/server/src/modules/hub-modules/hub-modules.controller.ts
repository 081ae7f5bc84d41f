import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { hubModuleSchema, moduleCreateSchema, moduleUpdateSchema, reorderSchema } from '@atrium/schema';
import type { HubModule, ModuleCreate, ModuleUpdate, Reorder } from '@atrium/schema';
import { HubAccess, ZoneScope } from '../../common/decorators/zone-access.decorator.js';
import { ApiZodBody, arrayOf, jsonSchemaOf } from '../../common/http/openapi.js';
import { allQuerySchema } from '../../common/http/query-flags.js';
import type { AllQuery } from '../../common/http/query-flags.js';
import { UuidParamPipe } from '../../common/pipes/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import type { ZoneAccess as Access } from '../permissions/permission-engine.js';
import { HubModulesService } from './hub-modules.service.js';

const moduleParam = ApiParam({ name: 'moduleId', format: 'uuid' });
const archived = ApiConflictResponse({ description: 'The zone is archived (content is read-only)' });

@ApiTags('modules')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Not authenticated' })
@Controller('zones/:zoneId/hubs/:hubId/modules')
export class HubModulesController {
  constructor(private readonly modules: HubModulesService) {}

  @Get()
  @HubAccess('read', 'module')
  @ApiOperation({
    summary: "The hub's active modules by order_index; ?all=true adds inactive ones (members who may edit)",
  })
  @ApiQuery({ name: 'all', required: false, enum: ['true', 'false'] })
  @ApiOkResponse({ description: 'Bare array of modules', schema: arrayOf(hubModuleSchema) })
  list(
    @ZoneScope() access: Access,
    @Query(new ZodValidationPipe(allQuerySchema, 'Invalid query')) q: AllQuery,
  ): Promise<HubModule[]> {
    return this.modules.list(access, q.all);
  }

  @Post()
  @HubAccess('create', 'module')
  @ApiOperation({
    summary: 'Create a module (owners, admins, members); it goes last',
    description:
      'type must be in GET /module-types; config is checked against its schema (defaults filled). Strict body: hub_id, ids, order_index refused.',
  })
  @ApiZodBody(moduleCreateSchema)
  @ApiCreatedResponse({ description: 'The module', schema: jsonSchemaOf(hubModuleSchema) })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: unknown type, bad config' })
  @archived
  create(
    @ZoneScope() access: Access,
    @Body(new ZodValidationPipe(moduleCreateSchema)) input: ModuleCreate,
  ): Promise<HubModule> {
    return this.modules.create(access, input);
  }

  @Put('order')
  @HubAccess('update', 'module')
  @ApiOperation({
    summary: 'Reorder modules in one transaction',
    description: 'Body {ids}: listed first, the others after in their order.',
  })
  @ApiZodBody(reorderSchema)
  @ApiOkResponse({
    description: 'Every module of the hub in the new order',
    schema: arrayOf(hubModuleSchema),
  })
  @archived
  reorder(
    @ZoneScope() access: Access,
    @Body(new ZodValidationPipe(reorderSchema)) input: Reorder,
  ): Promise<HubModule[]> {
    return this.modules.reorder(access, input.ids);
  }

  @Get(':moduleId')
  @HubAccess('read', 'module')
  @moduleParam
  @ApiOperation({ summary: 'One module of the hub' })
  @ApiOkResponse({ description: 'The module', schema: jsonSchemaOf(hubModuleSchema) })
  get(
    @ZoneScope() access: Access,
    @Param('moduleId', new UuidParamPipe('module')) moduleId: string,
  ): Promise<HubModule> {
    return this.modules.get(access, moduleId);
  }

  @Patch(':moduleId')
  @HubAccess('update', 'module')
  @moduleParam
  @ApiOperation({
    summary:
      'Update a module: name, config (replaced, checked against its type), is_active; type cannot change',
  })
  @ApiZodBody(moduleUpdateSchema)
  @ApiOkResponse({ description: 'The module', schema: jsonSchemaOf(hubModuleSchema) })
  @archived
  update(
    @ZoneScope() access: Access,
    @Param('moduleId', new UuidParamPipe('module')) moduleId: string,
    @Body(new ZodValidationPipe(moduleUpdateSchema)) patch: ModuleUpdate,
  ): Promise<HubModule> {
    return this.modules.update(access, moduleId, patch);
  }

  @Delete(':moduleId')
  @HttpCode(204)
  @HubAccess('delete', 'module')
  @moduleParam
  @ApiOperation({ summary: 'Delete a module' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @archived
  delete(
    @ZoneScope() access: Access,
    @Param('moduleId', new UuidParamPipe('module')) moduleId: string,
  ): Promise<void> {
    return this.modules.delete(access, moduleId);
  }
}
