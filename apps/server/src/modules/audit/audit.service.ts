import { Injectable } from '@nestjs/common';
import type { AuditEntry, ListAuditQuery } from '@atrium/schema';
import { AuditRepository } from './audit.repository.js';
import type { AuditRow } from './audit.repository.js';

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

/** GET /audit (README.md): the recorded admin changes, newest first. */
@Injectable()
export class AuditService {
  constructor(private readonly repository: AuditRepository) {}

  async list(query: ListAuditQuery, exactCount: boolean): Promise<{ entries: AuditEntry[]; total?: number }> {
    const rows = await this.repository.findPage(query, query.limit, query.offset);
    const entries = rows.map(toEntry);
    if (!exactCount) return { entries };
    // A short first page is the whole answer: no second query needed.
    const total =
      query.offset === 0 && entries.length < query.limit
        ? entries.length
        : await this.repository.count(query);
    return { entries, total };
  }
}
