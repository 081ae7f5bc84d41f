import { Body } from '@nestjs/common';
import { hubCreateSchema, hubSchema, hubUpdateSchema } from '@atrium/schema';
import type { Hub, HubCreate, HubUpdate, Reorder } from '@atrium/schema';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { SignedInController } from '../../common/decorators/signed-in-controller.decorator.js';
import { HubAccess, ZoneAccess, ZoneScope } from '../../common/decorators/zone-access.decorator.js';
import type { Principal } from '../../common/http/principal.js';
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
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import type { ZoneAccess as Access } from '../permissions/permission-engine.js';
import { HubsService } from './hubs.service.js';

@SignedInController('hubs', 'zones/:zoneId/hubs')
export class HubsController {
  constructor(private readonly hubs: HubsService) {}

  @ListEndpoint(
    hubSchema,
    {
      noun: 'hub',
      summary: "The zone's active hubs by order_index; ?all=true adds inactive ones (owners, admins)",
    },
    true,
  )
  @ZoneAccess('read', 'hub')
  list(@ZoneScope() access: Access, @AllQueryParam() q: AllQuery): Promise<Hub[]> {
    return this.hubs.list(access, q.all);
  }

  @CreateEndpoint(hubCreateSchema, hubSchema, {
    noun: 'hub',
    summary: 'Create a hub (owners, admins); it goes last',
    description: 'Strict body: zone_id, ids and order_index are refused.',
  })
  @ZoneAccess('create', 'hub')
  create(
    @ZoneScope() access: Access,
    @CurrentUser() me: Principal,
    @Body(new ZodValidationPipe(hubCreateSchema, 'Invalid hub')) input: HubCreate,
  ): Promise<Hub> {
    return this.hubs.create(access, me, input);
  }

  @ReorderEndpoint(hubSchema, {
    noun: 'hub',
    summary: 'Reorder hubs (owners, admins) in one transaction',
    description:
      'Body {ids}: these hubs first, in this order; the others keep their relative order after them. Ids of no hub of this zone → 400.',
  })
  @ZoneAccess('update', 'hub')
  reorder(
    @ZoneScope() access: Access,
    @CurrentUser() me: Principal,
    @ReorderBody() input: Reorder,
  ): Promise<Hub[]> {
    return this.hubs.reorder(access, me, input.ids);
  }

  @ReadEndpoint(':hubId', hubSchema, {
    noun: 'hub',
    summary: 'One hub of the zone (a hub of another zone → 404)',
  })
  @HubAccess('read')
  get(@ZoneScope() access: Access): Promise<Hub> {
    return this.hubs.get(access);
  }

  @UpdateEndpoint(':hubId', hubUpdateSchema, hubSchema, {
    noun: 'hub',
    summary: 'Update a hub (owners, admins); is_active false hides it from the default list',
  })
  @HubAccess('update')
  update(
    @ZoneScope() access: Access,
    @CurrentUser() me: Principal,
    @Body(new ZodValidationPipe(hubUpdateSchema, 'Invalid hub')) patch: HubUpdate,
  ): Promise<Hub> {
    return this.hubs.update(access, me, patch);
  }

  @DeleteEndpoint(':hubId', {
    noun: 'hub',
    summary: 'Delete a hub with its modules and dashboards (owners, admins)',
  })
  @HubAccess('delete')
  delete(@ZoneScope() access: Access, @CurrentUser() me: Principal): Promise<void> {
    return this.hubs.delete(access, me);
  }
}
