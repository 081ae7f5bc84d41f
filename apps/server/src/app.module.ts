import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { AccessGuard } from './common/guards/access.guard.js';
import { DeclaredInputInterceptor } from './common/interceptors/declared-input.interceptor.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import type { Database } from './database/database.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { ChangesModule } from './modules/changes/changes.module.js';
import { CollectionsModule } from './modules/collections/collections.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { MetricsModule } from './modules/metrics/metrics.module.js';
import { LogsModule } from './modules/logs/logs.module.js';
import { RoutesModule } from './modules/routes/routes.module.js';
import { NavigationModule } from './modules/navigation/navigation.module.js';
import { RestModule } from './modules/rest/rest.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { UserAdminModule } from './modules/users/user-admin.module.js';
import { RolesModule } from './modules/roles/roles.module.js';
import { DashboardsModule } from './modules/dashboards/dashboards.module.js';
import { HubModulesModule } from './modules/hub-modules/hub-modules.module.js';
import { HubsModule } from './modules/hubs/hubs.module.js';
import { PermissionsModule } from './modules/permissions/permissions.module.js';
import { PreferencesModule } from './modules/preferences/preferences.module.js';
import { ZonesModule } from './modules/zones/zones.module.js';
import { FormsModule } from './modules/forms/forms.module.js';
import { ApiKeysModule } from './modules/api-keys/api-keys.module.js';
import { ThemesModule } from './modules/themes/themes.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: Database): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(database),
        ChangesModule,
        UsersModule,
        PreferencesModule,
        AuthModule,
        HealthModule,
        MetricsModule,
        RoutesModule,
        NavigationModule,
        LogsModule,
        PermissionsModule,
        ZonesModule,
        HubsModule,
        HubModulesModule,
        DashboardsModule,
        CollectionsModule,
        RestModule,
        RolesModule,
        UserAdminModule,
        AuditModule,
        FormsModule,
        ApiKeysModule,
        ThemesModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_INTERCEPTOR, useClass: DeclaredInputInterceptor },
      ],
    };
  }
}
