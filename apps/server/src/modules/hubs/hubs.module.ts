import { Module } from '@nestjs/common';
import { HubsController } from './hubs.controller.js';
import { HubsRepository } from './hubs.repository.js';
import { HubsService } from './hubs.service.js';

/** Hubs of zones. See README.md. */
@Module({
  controllers: [HubsController],
  providers: [HubsService, HubsRepository],
  // The table API's RPC functions list a zone's hubs through it.
  exports: [HubsService],
})
export class HubsModule {}
