import { Module } from '@nestjs/common';
import { HubModulesController } from './hub-modules.controller.js';
import { HubModulesRepository } from './hub-modules.repository.js';
import { HubModulesService } from './hub-modules.service.js';
import { ModuleTypesController } from './module-types.controller.js';

/** Modules of hubs and the module registry (GET /module-types). See README.md. */
@Module({
  controllers: [HubModulesController, ModuleTypesController],
  providers: [HubModulesService, HubModulesRepository],
  exports: [HubModulesRepository],
})
export class HubModulesModule {}
