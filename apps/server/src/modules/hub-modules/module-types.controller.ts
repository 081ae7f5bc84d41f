import { Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { ModuleTypeInfo } from '@atrium/schema';
import { SignedInController } from '../../common/decorators/signed-in-controller.decorator.js';
import { HubModulesService } from './hub-modules.service.js';

@SignedInController('modules', 'module-types')
export class ModuleTypesController {
  constructor(private readonly modules: HubModulesService) {}

  @Get()
  @ApiOperation({
    summary:
      'The module registry: every module type with the JSON Schema of its config and its default config',
  })
  @ApiOkResponse({
    description: 'Bare array of {type, label, description, icon, config_schema, default_config}',
    schema: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          type: { type: 'string', example: 'markdown' },
          label: { type: 'string' },
          description: { type: 'string' },
          icon: { type: 'string' },
          config_schema: { type: 'object' },
          default_config: { type: 'object', nullable: true },
        },
      },
    },
  })
  list(): ModuleTypeInfo[] {
    return this.modules.moduleTypes();
  }
}
