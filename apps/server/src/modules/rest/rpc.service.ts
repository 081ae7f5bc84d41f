import { Injectable } from '@nestjs/common';
import { issueDetails } from '../../common/errors/zod-details.js';
import type { Principal } from '../../common/http/principal.js';
import { WorkspaceActivityRepository } from '../activity/workspace-activity.repository.js';
import { HubModulesRepository } from '../hub-modules/hub-modules.repository.js';
import { HubsService } from '../hubs/hubs.service.js';
import { PermissionsService } from '../permissions/permissions.service.js';
import { ZonesService } from '../zones/zones.service.js';
import { RestException } from './rest.exception.js';
import { rpcFunctions } from './rpc-functions.js';
import type { RpcFunction } from './rpc-functions.js';

/** POST /api/rpc/:name: registered functions only (rpc-functions.ts); anything else is 404. */
@Injectable()
export class RpcService {
  private readonly functions: ReadonlyMap<string, RpcFunction>;

  constructor(
    zones: ZonesService,
    hubs: HubsService,
    modules: HubModulesRepository,
    permissions: PermissionsService,
    activity: WorkspaceActivityRepository,
  ) {
    this.functions = new Map(
      rpcFunctions({ zones, hubs, modules, permissions, activity }).map((f) => [f.name, f]),
    );
  }

  list(): RpcFunction[] {
    return [...this.functions.values()];
  }

  async call(me: Principal, name: string, body: unknown): Promise<{ data: unknown }> {
    const fn = this.functions.get(name);
    if (!fn) throw RestException.functionNotFound(String(name));
    // No body, or an empty one, is the function's defaults.
    const result = fn.input.safeParse(body === undefined ? {} : body, { reportInput: true });
    if (!result.success) {
      throw RestException.invalid(`Invalid parameters for ${name}`, issueDetails(result.error.issues));
    }
    return { data: await fn.run(me, result.data) };
  }
}
