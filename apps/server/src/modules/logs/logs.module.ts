import { Module } from '@nestjs/common';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { LogsController } from './logs.controller.js';
import { LogsIntakeHook } from './logs-intake.hook.js';
import { LogsService } from './logs.service.js';

@Module({
  imports: [RateLimitModule],
  controllers: [LogsController],
  providers: [LogsService, LogsIntakeHook],
})
export class LogsModule {}
