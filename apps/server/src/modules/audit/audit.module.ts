import { Module } from '@nestjs/common';
import { AuditController } from './audit.controller.js';
import { AuditRepository } from './audit.repository.js';
import { AuditService } from './audit.service.js';
import { ZoneActivityController } from './zone-activity.controller.js';

/**
 * The audit log's read side (README.md): GET /audit for platform admins, and a zone's part of it,
 * GET /zones/:zoneId/activity, for the zone's owners and admins.
 */
@Module({
  controllers: [AuditController, ZoneActivityController],
  providers: [AuditService, AuditRepository],
})
export class AuditModule {}
