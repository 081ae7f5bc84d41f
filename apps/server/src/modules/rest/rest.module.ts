import { ActivityModule } from '../activity/activity.module.js';
import { Module } from '@nestjs/common';
import { CollectionsModule } from '../collections/collections.module.js';
import { HubModulesModule } from '../hub-modules/hub-modules.module.js';
import { HubsModule } from '../hubs/hubs.module.js';
import { RoutesModule } from '../routes/routes.module.js';
import { UserAdminModule } from '../users/user-admin.module.js';
import { UsersModule } from '../users/users.module.js';
import { ZonesModule } from '../zones/zones.module.js';
import { BuiltinWrites } from './rest-builtin-writes.js';
import { RestCatalog } from './rest.catalog.js';
import { RestController } from './rest.controller.js';
import { RestDatabase } from './rest.database.js';
import { RestHttp } from './rest.http.js';
import { RestOpenApi } from './rest.openapi.js';
import { RestService } from './rest.service.js';
import { RestRpcController, RpcController } from './rpc.controller.js';
import { RpcService } from './rpc.service.js';

/**
 * The table API (/api/rest/:collection) over the collection catalog, and its RPC functions
 * (/api/rpc/:name). See README.md.
 */
@Module({
  imports: [
    CollectionsModule,
    RoutesModule,
    UsersModule,
    UserAdminModule,
    ZonesModule,
    HubsModule,
    HubModulesModule,
    ActivityModule,
  ],
  controllers: [RestController, RpcController, RestRpcController],
  providers: [RestCatalog, RestDatabase, RestHttp, RestService, BuiltinWrites, RpcService, RestOpenApi],
  exports: [RestCatalog, RpcService, RestOpenApi],
})
export class RestModule {}
