import { Module } from '@nestjs/common';
import { DashboardsController } from './dashboards.controller.js';
import { DashboardsRepository } from './dashboards.repository.js';
import { DashboardsService } from './dashboards.service.js';

/** Dashboards of hubs. See README.md. */
@Module({ controllers: [DashboardsController], providers: [DashboardsService, DashboardsRepository] })
export class DashboardsModule {}
