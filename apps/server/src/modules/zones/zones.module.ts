import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { ZoneMembersController } from './zone-members.controller.js';
import { ZoneMembersRepository } from './zone-members.repository.js';
import { ZoneMembersService } from './zone-members.service.js';
import { ZonesController } from './zones.controller.js';
import { ZonesRepository } from './zones.repository.js';
import { ZonesService } from './zones.service.js';

/** Zones and their members. See README.md. */
@Module({
  imports: [UsersModule],
  controllers: [ZonesController, ZoneMembersController],
  providers: [ZonesService, ZonesRepository, ZoneMembersService, ZoneMembersRepository],
  // The table API's RPC functions list the caller's zones through it.
  exports: [ZonesService],
})
export class ZonesModule {}
