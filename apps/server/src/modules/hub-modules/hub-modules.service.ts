import { Injectable } from '@nestjs/common';
import { isModuleType, listModuleTypes, parseModuleConfig } from '@atrium/schema';
import type { HubModule, ModuleCreate, ModuleTypeInfo, ModuleUpdate } from '@atrium/schema';
import type { Principal } from '../../common/http/principal.js';
import type { ZoneAccess } from '../permissions/permission-engine.js';
import { PermissionsService } from '../permissions/permissions.service.js';
import { HubModulesException } from './hub-modules.exception.js';
import { HubModulesRepository } from './hub-modules.repository.js';
import type { ModulePatch } from './hub-modules.repository.js';
import type { AuditContext } from '../audit/workspace-events.js';

/** Modules of a hub. The guard has established access to the hub (and that it is in the zone). */
@Injectable()
export class HubModulesService {
  private types?: ModuleTypeInfo[];

  constructor(
    private readonly repository: HubModulesRepository,
    private readonly permissions: PermissionsService,
  ) {}

  /** The module registry (computed once). */
  moduleTypes(): ModuleTypeInfo[] {
    return (this.types ??= listModuleTypes());
  }

  list(access: ZoneAccess, all: boolean): Promise<HubModule[]> {
    if (all && !this.permissions.allows(access, 'module', 'update'))
      throw HubModulesException.inactiveForbidden();
    return this.repository.findByHub(access.hubId!, all);
  }

  /** An inactive module is hidden (404) from those who may not edit it, as in the list. */
  async get(access: ZoneAccess, moduleId: string): Promise<HubModule> {
    const module = (await this.repository.findInHub(access.hubId!, moduleId)) ?? notFound();
    if (!module.is_active && !this.permissions.allows(access, 'module', 'update')) notFound();
    return module;
  }

  create(access: ZoneAccess, me: Principal, input: ModuleCreate): Promise<HubModule> {
    return this.repository.insert(access.hubId!, input, this.audit(access, me));
  }

  /** A new config replaces the old one and is checked against the module's type (which never changes). */
  async update(access: ZoneAccess, me: Principal, moduleId: string, patch: ModuleUpdate): Promise<HubModule> {
    const changes: ModulePatch = { name: patch.name, is_active: patch.is_active };
    if (patch.config !== undefined) {
      const current = (await this.repository.findInHub(access.hubId!, moduleId)) ?? notFound();
      // A type no longer in the registry keeps its config as it is: refuse to change it blindly.
      if (!isModuleType(current.type))
        throw HubModulesException.invalidConfig([
          { path: ['type'], message: `Unknown module type "${current.type}"` },
        ]);
      const parsed = parseModuleConfig(current.type, patch.config);
      if (!parsed.success) throw HubModulesException.invalidConfig(parsed.issues);
      changes.config = parsed.data as Record<string, unknown>;
    }
    return (
      (await this.repository.update(access.hubId!, moduleId, changes, this.audit(access, me))) ?? notFound()
    );
  }

  async delete(access: ZoneAccess, me: Principal, moduleId: string): Promise<void> {
    if (!(await this.repository.delete(access.hubId!, moduleId, this.audit(access, me)))) notFound();
  }

  async reorder(access: ZoneAccess, me: Principal, ids: string[]): Promise<HubModule[]> {
    const result = await this.repository.reorder(access.hubId!, ids, this.audit(access, me));
    if (!result.ok) throw HubModulesException.unknownIds(result.unknown);
    return result.modules!;
  }

  /** Who the audit record names, and the zone it is filed under. */
  private audit(access: ZoneAccess, me: Principal): AuditContext {
    return { actorId: me.userId, zoneId: access.zoneId };
  }
}

function notFound(): never {
  throw HubModulesException.moduleNotFound();
}
