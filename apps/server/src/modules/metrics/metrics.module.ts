import { Module } from '@nestjs/common';
import { MetricsAccessGuard } from './metrics-access.guard.js';
import { MetricsController } from './metrics.controller.js';
import { MetricsService } from './metrics.service.js';

@Module({ controllers: [MetricsController], providers: [MetricsService, MetricsAccessGuard] })
export class MetricsModule {}
