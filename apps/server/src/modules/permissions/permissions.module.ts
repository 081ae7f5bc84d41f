import { Global, Module } from '@nestjs/common';
import { ZoneAccessGuard } from '../../common/guards/zone-access.guard.js';
import { PermissionCaches } from './permission-caches.js';
import { PermissionEngine } from './permission-engine.js';
import { PermissionsController } from './permissions.controller.js';
import { PermissionsRepository } from './permissions.repository.js';
import { PermissionsService } from './permissions.service.js';

/**
 * The permission engine: zone-scoped access for @ZoneAccess/@HubAccess routes, `requireAccess`
 * for services, and POST /permissions/check. Global so every domain module's guards and services
 * reach it. See README.md.
 */
@Global()
@Module({
  controllers: [PermissionsController],
  providers: [PermissionsRepository, PermissionCaches, PermissionEngine, PermissionsService, ZoneAccessGuard],
  exports: [PermissionCaches, PermissionEngine, PermissionsService, ZoneAccessGuard],
})
export class PermissionsModule {}
