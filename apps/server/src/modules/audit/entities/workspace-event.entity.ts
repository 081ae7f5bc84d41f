import { Column, Entity } from 'typeorm';
import type { WorkspaceAuditAction, WorkspaceAuditEntity } from '@atrium/schema';
import { AdminEventEntity } from '../../../database/admin-event.entity.js';

/**
 * One change to a route, zone, hub, module, dashboard, zone membership or zone invitation
 * (migration WorkspaceEvents, append-only): who, when, which kind and row, what, before, after.
 * Written by those modules in the transaction of the change (workspace-events.ts).
 */
@Entity({ name: 'workspace_events' })
export class WorkspaceEventEntity extends AdminEventEntity<WorkspaceAuditAction> {
  @Column('text')
  entity: WorkspaceAuditEntity;

  /**
   * The row: the route's, zone's, hub's, module's, dashboard's or invitation's id, a member's user
   * id; null for a reorder (before/after list the moved rows). Not a foreign key: the record of a
   * delete outlives the row.
   */
  @Column('uuid', { nullable: true })
  entity_id: string | null;

  /** The zone the row is in (null for routes); not a foreign key, as entity_id. */
  @Column('uuid', { nullable: true })
  zone_id: string | null;
}
