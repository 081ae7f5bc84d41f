import { Injectable } from '@nestjs/common';
import type { AuditEntry, ListAuditQuery, ListZoneActivityQuery } from '@atrium/schema';
import { AuditRepository } from './audit.repository.js';
import type { AuditFilters, AuditRow } from './audit.repository.js';

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: row.actor_id ? { id: row.actor_id, email: row.actor_email } : null,
    entity: row.entity,
    entity_id: row.entity_id,
    action: row.action,
    summary: row.summary,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

export interface AuditPage {
  entries: AuditEntry[];
  /** Entries matching in every page; only when asked for (`Prefer: count=exact`). */
  total?: number;
}

/**
 * GET /audit and GET /zones/:zoneId/activity (README.md): the recorded changes, newest first, for
 * the whole platform or one zone.
 */
@Injectable()
export class AuditService {
  constructor(private readonly repository: AuditRepository) {}

  list(query: ListAuditQuery, exactCount: boolean): Promise<AuditPage> {
    return this.page(query, query.limit, query.offset, exactCount);
  }

  /** One zone's entries (workspace_events with its zone_id); the caller's access is checked by the route. */
  listZone(zoneId: string, query: ListZoneActivityQuery, exactCount: boolean): Promise<AuditPage> {
    const { limit, offset, ...filters } = query;
    return this.page({ ...filters, zone_id: zoneId.toLowerCase() }, limit, offset, exactCount);
  }

  private async page(
    filters: AuditFilters,
    limit: number,
    offset: number,
    exactCount: boolean,
  ): Promise<AuditPage> {
    const rows = await this.repository.findPage(filters, limit, offset);
    const entries = rows.map(toEntry);
    if (!exactCount) return { entries };
    // A short first page is the whole answer: no second query needed.
    const total =
      offset === 0 && entries.length < limit ? entries.length : await this.repository.count(filters);
    return { entries, total };
  }
}
