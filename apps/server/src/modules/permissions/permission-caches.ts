import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import type { ZoneRole } from '@atrium/schema';
import { RevalidatingCache } from '../../common/cache/revalidating-cache.js';
import { ChangeFeedService } from '../changes/change-feed.service.js';
import { PermissionsRepository } from './permissions.repository.js';
import type { HubState, ZoneState } from './permissions.repository.js';

/** How long a cached entry may be served without the change feed saying anything. */
export const PERMISSION_CACHE_MAX_AGE_MS = 30_000;
const MAX_USERS = 100_000;
const MAX_ZONES = 100_000;
const MAX_HUBS = 200_000;

/**
 * The facts a permission check reads, held in memory so a warm check costs no database round trip:
 *
 * - roles: userId → (zoneId → zone role), one query per user on a miss;
 * - zones: zoneId → {isActive} (existence and archive state);
 * - hubs: hubId → {zoneId, isActive} (a hub never changes zone; whether it is active decides who
 *   sees it and what is in it).
 *
 * Invalidation: writes through this node call `membershipsChanged(userIds)` / `zoneChanged(id)` /
 * `hubChanged(id)` / `hubDeleted(id)` at once; writes from anywhere else (another node, psql)
 * arrive through the change feed (statement triggers on zone_members, zones and hubs) and clear
 * the affected cache.
 * Entries also expire after {@link PERMISSION_CACHE_MAX_AGE_MS}, bounding staleness if the
 * feed stops. Misses (unknown zone or hub) are not cached.
 */
@Injectable()
export class PermissionCaches implements OnModuleInit {
  readonly roles: RevalidatingCache<Map<string, ZoneRole>>;
  readonly zones: RevalidatingCache<ZoneState>;
  readonly hubs: RevalidatingCache<HubState>;

  constructor(
    repository: PermissionsRepository,
    private readonly changes: ChangeFeedService,
  ) {
    const opts = { maxAgeMs: PERMISSION_CACHE_MAX_AGE_MS };
    this.roles = new RevalidatingCache((id) => repository.findRolesOfUser(id), {
      ...opts,
      name: 'zone_roles',
      maxEntries: MAX_USERS,
    });
    this.zones = new RevalidatingCache((id) => repository.findZoneState(id), {
      ...opts,
      name: 'zones',
      maxEntries: MAX_ZONES,
    });
    this.hubs = new RevalidatingCache((id) => repository.findHubState(id), {
      ...opts,
      name: 'hubs',
      maxEntries: MAX_HUBS,
    });
  }

  onModuleInit(): void {
    this.changes.subscribe('zone_members', () => this.roles.clear());
    this.changes.subscribe('zones', () => this.zones.clear());
    this.changes.subscribe('hubs', () => this.hubs.clear());
  }

  /** Local membership writes (add, role change, removal): those users' roles are re-read. */
  membershipsChanged(...userIds: string[]): void {
    this.roles.invalidate(...userIds);
  }

  /** A zone was updated (archived, restored) or created. */
  zoneChanged(zoneId: string): void {
    this.zones.invalidate(zoneId);
  }

  /** A zone was deleted: its members' roles and its hubs go with it. */
  zoneDeleted(zoneId: string): void {
    this.zones.invalidate(zoneId);
    this.roles.clear();
    this.hubs.clear();
  }

  /** A hub was updated (deactivated, reactivated): its state is re-read. */
  hubChanged(hubId: string): void {
    this.hubs.invalidate(hubId);
  }

  hubDeleted(hubId: string): void {
    this.hubs.invalidate(hubId);
  }
}
