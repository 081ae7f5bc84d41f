import { Module } from '@nestjs/common';
import { AuditController } from './audit.controller.js';
import { AuditRepository } from './audit.repository.js';
import { AuditService } from './audit.service.js';

/** The audit log's read side (README.md): GET /audit for platform admins. */
@Module({
  controllers: [AuditController],
  providers: [AuditService, AuditRepository],
})
export class AuditModule {}
