import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from './common/guards/access.guard.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import type { Database } from './database/database.js';
import { ChangesModule } from './modules/changes/changes.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { LogsModule } from './modules/logs/logs.module.js';
import { RoutesModule } from './modules/routes/routes.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: Database): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(database),
        ChangesModule,
        HealthModule,
        RoutesModule,
        LogsModule,
      ],
      providers: [{ provide: APP_GUARD, useClass: AccessGuard }],
    };
  }
}

