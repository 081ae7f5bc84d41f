import { Body, Param } from '@nestjs/common';
import { hubModuleSchema, moduleCreateSchema, moduleUpdateSchema } from '@atrium/schema';
import type { HubModule, ModuleCreate, ModuleUpdate, Reorder } from '@atrium/schema';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { SignedInController } from '../../common/decorators/signed-in-controller.decorator.js';
import { HubAccess, ZoneScope } from '../../common/decorators/zone-access.decorator.js';
import type { AllQuery } from '../../common/http/query-flags.js';
import {
  AllQueryParam,
  CreateEndpoint,
  DeleteEndpoint,
  ListEndpoint,
  ReadEndpoint,
  ReorderBody,
  ReorderEndpoint,
  UpdateEndpoint,
} from '../../common/http/zone-content-endpoints.js';
import { UuidParamPipe } from '../../common/pipes/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import type { Principal } from '../../common/http/principal.js';
import type { ZoneAccess as Access } from '../permissions/permission-engine.js';
import { HubModulesService } from './hub-modules.service.js';

const ID = ':moduleId';
const moduleId = () => Param('moduleId', new UuidParamPipe('module'));

@SignedInController('modules', 'zones/:zoneId/hubs/:hubId/modules')
export class HubModulesController {
  constructor(private readonly modules: HubModulesService) {}

  @ListEndpoint(
    hubModuleSchema,
    {
      noun: 'module',
      summary: "The hub's active modules by order_index; ?all=true adds inactive ones (members who may edit)",
    },
    true,
  )
  @HubAccess('read', 'module')
  list(@ZoneScope() access: Access, @AllQueryParam() q: AllQuery): Promise<HubModule[]> {
    return this.modules.list(access, q.all);
  }

  @CreateEndpoint(
    moduleCreateSchema,
    hubModuleSchema,
    {
      noun: 'module',
      summary: 'Create a module (owners, admins, members); it goes last',
      description:
        'type must be in GET /module-types; config is checked against its schema (defaults filled). Strict body: hub_id, ids, order_index refused.',
    },
    'VALIDATION_FAILED: unknown type, bad config',
  )
  @HubAccess('create', 'module')
  create(
    @ZoneScope() access: Access,
    @CurrentUser() me: Principal,
    @Body(new ZodValidationPipe(moduleCreateSchema, 'Invalid module')) input: ModuleCreate,
  ): Promise<HubModule> {
    return this.modules.create(access, me, input);
  }

  @ReorderEndpoint(hubModuleSchema, {
    noun: 'module',
    summary: 'Reorder modules in one transaction',
    description: 'Body {ids}: listed first, the others after in their order.',
  })
  @HubAccess('update', 'module')
  reorder(
    @ZoneScope() access: Access,
    @CurrentUser() me: Principal,
    @ReorderBody() input: Reorder,
  ): Promise<HubModule[]> {
    return this.modules.reorder(access, me, input.ids);
  }

  @ReadEndpoint(ID, hubModuleSchema, { noun: 'module', summary: 'One module of the hub' }, 'moduleId')
  @HubAccess('read', 'module')
  get(@ZoneScope() access: Access, @moduleId() id: string): Promise<HubModule> {
    return this.modules.get(access, id);
  }

  @UpdateEndpoint(
    ID,
    moduleUpdateSchema,
    hubModuleSchema,
    {
      noun: 'module',
      summary:
        'Update a module: name, config (replaced, checked against its type), is_active; type cannot change',
    },
    'moduleId',
  )
  @HubAccess('update', 'module')
  update(
    @ZoneScope() access: Access,
    @CurrentUser() me: Principal,
    @moduleId() id: string,
    @Body(new ZodValidationPipe(moduleUpdateSchema, 'Invalid module')) patch: ModuleUpdate,
  ): Promise<HubModule> {
    return this.modules.update(access, me, id, patch);
  }

  @DeleteEndpoint(ID, { noun: 'module', summary: 'Delete a module' }, 'moduleId')
  @HubAccess('delete', 'module')
  delete(@ZoneScope() access: Access, @CurrentUser() me: Principal, @moduleId() id: string): Promise<void> {
    return this.modules.delete(access, me, id);
  }
}
