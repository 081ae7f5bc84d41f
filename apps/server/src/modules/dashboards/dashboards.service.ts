import { Injectable } from '@nestjs/common';
import type { Dashboard, DashboardCreate, DashboardUpdate } from '@atrium/schema';
import type { Principal } from '../../common/http/principal.js';
import type { AuditContext } from '../audit/workspace-events.js';
import type { ZoneAccess } from '../permissions/permission-engine.js';
import { DashboardsException } from './dashboards.exception.js';
import { DashboardsRepository } from './dashboards.repository.js';

/** Dashboards of a hub. Layouts are validated by libs/schema before they get here. */
@Injectable()
export class DashboardsService {
  constructor(private readonly repository: DashboardsRepository) {}

  list(access: ZoneAccess): Promise<Dashboard[]> {
    return this.repository.findByHub(access.hubId!);
  }

  async get(access: ZoneAccess, dashboardId: string): Promise<Dashboard> {
    return (await this.repository.findInHub(access.hubId!, dashboardId)) ?? notFound();
  }

  create(access: ZoneAccess, me: Principal, input: DashboardCreate): Promise<Dashboard> {
    return this.repository.insert(access.hubId!, input, auditOf(access, me));
  }

  /**
   * `ifMatch` (parseEntityTags of If-Match): the `updated_at` values the client read. The check
   * is part of the UPDATE's own WHERE, so of two saves from the same state exactly one applies;
   * the other is a 412 naming the current state (or a 404 when the dashboard is gone).
   */
  async update(
    access: ZoneAccess,
    me: Principal,
    dashboardId: string,
    patch: DashboardUpdate,
    ifMatch: null | '*' | readonly string[] = null,
  ): Promise<Dashboard> {
    const expected = ifMatch === null || ifMatch === '*' ? null : ifMatch.map(readTimestamp);
    const updated = await this.repository.update(
      access.hubId!,
      dashboardId,
      patch,
      auditOf(access, me),
      expected,
    );
    if (updated) return updated;
    const current = await this.repository.findInHub(access.hubId!, dashboardId);
    if (!current) notFound();
    throw DashboardsException.changedSinceRead(current.updated_at);
  }

  async delete(access: ZoneAccess, me: Principal, dashboardId: string): Promise<void> {
    if (!(await this.repository.delete(access.hubId!, dashboardId, auditOf(access, me)))) notFound();
  }

  async reorder(access: ZoneAccess, me: Principal, ids: string[]): Promise<Dashboard[]> {
    const result = await this.repository.reorder(access.hubId!, ids, auditOf(access, me));
    if (!result.ok) throw DashboardsException.unknownIds(result.unknown);
    return result.dashboards!;
  }
}

/** An If-Match tag as the time it names; one that names no time matches nothing (an invalid Date). */
function readTimestamp(tag: string): Date {
  return /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(tag) ? new Date(tag) : new Date(NaN);
}

/** Who the audit record names, and the zone it is filed under. */
function auditOf(access: ZoneAccess, me: Principal): AuditContext {
  return { actorId: me.userId, zoneId: access.zoneId };
}

function notFound(): never {
  throw DashboardsException.dashboardNotFound();
}
