import { Body, Headers, Param } from '@nestjs/common';
import { ApiHeader, ApiPreconditionFailedResponse } from '@nestjs/swagger';
import { dashboardCreateSchema, dashboardSchema, dashboardUpdateSchema } from '@atrium/schema';
import type { Dashboard, DashboardCreate, DashboardUpdate, Reorder } from '@atrium/schema';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { SignedInController } from '../../common/decorators/signed-in-controller.decorator.js';
import { HubAccess, ZoneScope } from '../../common/decorators/zone-access.decorator.js';
import {
  CreateEndpoint,
  DeleteEndpoint,
  ListEndpoint,
  ReadEndpoint,
  ReorderBody,
  ReorderEndpoint,
  UpdateEndpoint,
} from '../../common/http/zone-content-endpoints.js';
import { parseEntityTags } from '../../common/http/if-match.js';
import { UuidParamPipe } from '../../common/pipes/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import type { Principal } from '../../common/http/principal.js';
import type { ZoneAccess as Access } from '../permissions/permission-engine.js';
import { DashboardsService } from './dashboards.service.js';

const ID = ':dashboardId';
const dashboardId = () => Param('dashboardId', new UuidParamPipe('dashboard'));

@SignedInController('dashboards', 'zones/:zoneId/hubs/:hubId/dashboards')
export class DashboardsController {
  constructor(private readonly dashboards: DashboardsService) {}

  @ListEndpoint(dashboardSchema, { noun: 'dashboard', summary: "The hub's dashboards by order_index" })
  @HubAccess('read', 'dashboard')
  list(@ZoneScope() access: Access): Promise<Dashboard[]> {
    return this.dashboards.list(access);
  }

  @CreateEndpoint(
    dashboardCreateSchema,
    dashboardSchema,
    {
      noun: 'dashboard',
      summary: 'Create a dashboard (owners, admins, members); it goes last',
      description:
        'layout: widgets {id, type: stat|chart|list|markdown|links, x 0-11, y, w 1-12, h 1-24, config} on a 12-column grid; no overlaps; at most 50; each type has a smallest size (chart 3×2, others 2×2) and a strict config schema.',
    },
    'VALIDATION_FAILED: bad layout',
  )
  @HubAccess('create', 'dashboard')
  create(
    @ZoneScope() access: Access,
    @CurrentUser() me: Principal,
    @Body(new ZodValidationPipe(dashboardCreateSchema, 'Invalid dashboard')) input: DashboardCreate,
  ): Promise<Dashboard> {
    return this.dashboards.create(access, me, input);
  }

  @ReorderEndpoint(dashboardSchema, {
    noun: 'dashboard',
    summary: 'Reorder dashboards in one transaction',
    description: 'Body {ids}: listed first, the others after in their order.',
  })
  @HubAccess('update', 'dashboard')
  reorder(
    @ZoneScope() access: Access,
    @CurrentUser() me: Principal,
    @ReorderBody() input: Reorder,
  ): Promise<Dashboard[]> {
    return this.dashboards.reorder(access, me, input.ids);
  }

  @ReadEndpoint(
    ID,
    dashboardSchema,
    { noun: 'dashboard', summary: 'One dashboard of the hub' },
    'dashboardId',
  )
  @HubAccess('read', 'dashboard')
  get(@ZoneScope() access: Access, @dashboardId() id: string): Promise<Dashboard> {
    return this.dashboards.get(access, id);
  }

  @UpdateEndpoint(
    ID,
    dashboardUpdateSchema,
    dashboardSchema,
    {
      noun: 'dashboard',
      summary: 'Update a dashboard: name, layout (replaced whole)',
      description:
        'With If-Match: "<updated_at>" (the dashboard\'s updated_at as read), a dashboard saved by someone else since is refused with 412 and nothing changes; of two saves from the same state exactly one applies. Without it the save applies to whatever is current.',
    },
    'dashboardId',
  )
  @ApiHeader({
    name: 'If-Match',
    required: false,
    description:
      'The updated_at read, quoted ("2026-01-02T03:04:05.678Z"; W/"…" and * accepted; a comma-separated list matches any). A malformed value → 400.',
  })
  @ApiPreconditionFailedResponse({
    description:
      'PRECONDITION_FAILED: saved by someone else since ("This dashboard was changed by someone else since you opened it. Reload to see their change."); ETag: the current updated_at',
  })
  @HubAccess('update', 'dashboard')
  update(
    @ZoneScope() access: Access,
    @CurrentUser() me: Principal,
    @dashboardId() id: string,
    @Body(new ZodValidationPipe(dashboardUpdateSchema, 'Invalid dashboard')) patch: DashboardUpdate,
    @Headers('if-match') ifMatch: string | undefined,
  ): Promise<Dashboard> {
    return this.dashboards.update(access, me, id, patch, parseEntityTags(ifMatch));
  }

  @DeleteEndpoint(ID, { noun: 'dashboard', summary: 'Delete a dashboard' }, 'dashboardId')
  @HubAccess('delete', 'dashboard')
  delete(
    @ZoneScope() access: Access,
    @CurrentUser() me: Principal,
    @dashboardId() id: string,
  ): Promise<void> {
    return this.dashboards.delete(access, me, id);
  }
}
