import { Injectable } from '@nestjs/common';
import type { Hub, HubCreate, HubUpdate } from '@atrium/schema';
import type { Principal } from '../../common/http/principal.js';
import { PermissionCaches } from '../permissions/permission-caches.js';
import { seesInactiveHubs } from '../permissions/permission-engine.js';
import type { ZoneAccess } from '../permissions/permission-engine.js';
import { HubsException } from './hubs.exception.js';
import { HubsRepository } from './hubs.repository.js';

/**
 * Hubs of a zone. The guard has established the caller's access to the zone (and hub); an inactive
 * hub is for the zone's owners and admins and platform admins only (`seesInactiveHubs`): the guard
 * answers the others 404 "Hub not found" for the hub and everything under it.
 */
@Injectable()
export class HubsService {
  constructor(
    private readonly repository: HubsRepository,
    private readonly caches: PermissionCaches,
  ) {}

  /** Active hubs by order_index; with `all`, inactive ones too (403 for those who may not see them). */
  list(access: ZoneAccess, all: boolean): Promise<Hub[]> {
    if (!all) return this.repository.findActiveByZone(access.zoneId);
    if (!seesInactiveHubs(access)) throw HubsException.inactiveForbidden();
    return this.repository.findAllByZone(access.zoneId);
  }

  /** The guard's check read a cached state; the row read here decides too (an inactive hub → 404). */
  async get(access: ZoneAccess): Promise<Hub> {
    const hub = (await this.repository.findInZone(access.zoneId, access.hubId!)) ?? notFound();
    if (!hub.is_active && !seesInactiveHubs(access)) notFound();
    return hub;
  }

  create(access: ZoneAccess, me: Principal, input: HubCreate): Promise<Hub> {
    return this.repository.insert(access.zoneId, input, me.userId);
  }

  /** Drops the hub's cached state at once: (de)activation changes who may open it on the next request. */
  async update(access: ZoneAccess, me: Principal, patch: HubUpdate): Promise<Hub> {
    const hub = await this.repository.update(access.zoneId, access.hubId!, patch, me.userId);
    this.caches.hubChanged(access.hubId!);
    return hub ?? notFound();
  }

  async delete(access: ZoneAccess, me: Principal): Promise<void> {
    const deleted = await this.repository.delete(access.zoneId, access.hubId!, me.userId);
    this.caches.hubDeleted(access.hubId!);
    if (!deleted) notFound();
  }

  async reorder(access: ZoneAccess, me: Principal, ids: string[]): Promise<Hub[]> {
    const result = await this.repository.reorder(access.zoneId, ids, me.userId);
    if (!result.ok) throw HubsException.unknownIds(result.unknown);
    return result.hubs!;
  }
}

function notFound(): never {
  throw HubsException.hubNotFound();
}
