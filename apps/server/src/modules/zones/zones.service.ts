import { Injectable, Logger } from '@nestjs/common';
import { MailService } from '../mail/mail.service.js';
import { isAdminRole } from '@atrium/schema';
import type { Zone, ZoneCreate, ZoneUpdate } from '@atrium/schema';
import type { Principal } from '../../common/http/principal.js';
import { PermissionCaches } from '../permissions/permission-caches.js';
import type { ZoneAccess } from '../permissions/permission-engine.js';
import { ZonesException } from './zones.exception.js';
import { ZonesRepository } from './zones.repository.js';

export interface ZoneListOptions {
  all: boolean;
  includeArchived: boolean;
}

/** Zones: the caller's list, creation (the creator becomes owner), update/archive and deletion. */
@Injectable()
export class ZonesService {
  constructor(
    private readonly repository: ZonesRepository,
    private readonly caches: PermissionCaches,
    private readonly mail: MailService,
  ) {}

  private readonly logger = new Logger(ZonesService.name);

  /** The caller's zones; every zone with `all` (platform admins only, 403 otherwise). */
  list(me: Principal, opts: ZoneListOptions): Promise<Zone[]> {
    if (opts.all) {
      if (!isAdminRole(me.role)) throw ZonesException.listAllForbidden();
      return this.repository.findAll(me.userId, opts.includeArchived);
    }
    return this.repository.findOfMember(me.userId, opts.includeArchived);
  }

  async get(access: ZoneAccess, me: Principal): Promise<Zone> {
    const zone = await this.repository.findById(access.zoneId, me.userId);
    if (!zone) throw ZonesException.zoneNotFound();
    return zone;
  }

  async create(me: Principal, input: ZoneCreate): Promise<Zone> {
    const zone = await this.repository.insertWithOwner(input, me.userId);
    this.caches.membershipsChanged(me.userId);
    return zone;
  }

  /** Rename, re-icon, describe; `is_active` false archives the zone (content read-only), true restores it. */
  async update(access: ZoneAccess, me: Principal, patch: ZoneUpdate): Promise<Zone> {
    const zone = await this.repository.update(access.zoneId, patch, me.userId);
    if (patch.is_active !== undefined) this.caches.zoneChanged(access.zoneId);
    if (!zone) throw ZonesException.zoneNotFound();
    return zone;
  }

  /** Hard delete, with everything in the zone (owners and platform admins only, by the guard). */
  async delete(access: ZoneAccess, me: Principal): Promise<void> {
    const deleted = await this.repository.delete(access.zoneId, me.userId);
    this.caches.zoneDeleted(access.zoneId);
    if (!deleted) throw ZonesException.zoneNotFound();
    // The pending invitations' mailed links stopped working: their stored copies lose them.
    await this.mail
      .forgetSecretsByHash(deleted.pendingLinks, 'void')
      .catch((err: Error) => this.logger.warn(`invitation links out of the outbox: ${err.message}`));
  }
}
