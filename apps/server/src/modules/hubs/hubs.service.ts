import { Injectable } from '@nestjs/common';
import type { Hub, HubCreate, HubUpdate } from '@atrium/schema';
import { PermissionCaches } from '../permissions/permission-caches.js';
import type { ZoneAccess } from '../permissions/permission-engine.js';
import { PermissionsService } from '../permissions/permissions.service.js';
import { HubsException } from './hubs.exception.js';
import { HubsRepository } from './hubs.repository.js';

/** Hubs of a zone. The guard has established the caller's access to the zone (and hub). */
@Injectable()
export class HubsService {
  constructor(
    private readonly repository: HubsRepository,
    private readonly permissions: PermissionsService,
    private readonly caches: PermissionCaches,
  ) {}

  /** Active hubs by order_index; with `all`, inactive ones too (403 unless the caller may update hubs). */
  list(access: ZoneAccess, all: boolean): Promise<Hub[]> {
    if (!all) return this.repository.findActiveByZone(access.zoneId);
    if (!this.permissions.allows(access, 'hub', 'update')) throw HubsException.inactiveForbidden();
    return this.repository.findAllByZone(access.zoneId);
  }

  async get(access: ZoneAccess): Promise<Hub> {
    return (await this.repository.findInZone(access.zoneId, access.hubId!)) ?? notFound();
  }

  create(access: ZoneAccess, input: HubCreate): Promise<Hub> {
    return this.repository.insert(access.zoneId, input);
  }

  async update(access: ZoneAccess, patch: HubUpdate): Promise<Hub> {
    return (await this.repository.update(access.zoneId, access.hubId!, patch)) ?? notFound();
  }

  async delete(access: ZoneAccess): Promise<void> {
    const deleted = await this.repository.delete(access.zoneId, access.hubId!);
    this.caches.hubDeleted(access.hubId!);
    if (!deleted) notFound();
  }

  async reorder(access: ZoneAccess, ids: string[]): Promise<Hub[]> {
    const result = await this.repository.reorder(access.zoneId, ids);
    if (!result.ok) throw HubsException.unknownIds(result.unknown);
    return result.hubs!;
  }
}

function notFound(): never {
  throw HubsException.hubNotFound();
}
