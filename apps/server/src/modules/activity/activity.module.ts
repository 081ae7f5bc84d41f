import { Module } from '@nestjs/common';
import { WorkspaceActivityRepository } from './workspace-activity.repository.js';

/** What changed lately across zones (the home page's RPC `workspace_activity`). */
@Module({
  providers: [WorkspaceActivityRepository],
  exports: [WorkspaceActivityRepository],
})
export class ActivityModule {}
