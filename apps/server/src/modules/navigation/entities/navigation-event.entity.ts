import { Column, Entity } from 'typeorm';
import { AdminEventEntity } from '../../../database/admin-event.entity.js';

export type NavigationAction = 'create' | 'update' | 'delete' | 'reorder';

/** One change to the navigation (migration Navigation, append-only): who, when, what, before, after. */
@Entity({ name: 'navigation_events' })
export class NavigationEventEntity extends AdminEventEntity<NavigationAction> {
  /** The item; null for a reorder (before/after list every moved item). */
  @Column('uuid', { nullable: true })
  item_id: string | null;
}
