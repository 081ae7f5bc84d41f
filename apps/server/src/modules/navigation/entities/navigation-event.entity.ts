import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type NavigationAction = 'create' | 'update' | 'delete' | 'reorder';

/** One change to the navigation (migration Navigation, append-only): who, when, what, before, after. */
@Entity({ name: 'navigation_events' })
export class NavigationEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The admin; null once that account is deleted. */
  @Column('uuid', { nullable: true })
  actor_id: string | null;

  /** The item; null for a reorder (before/after list every moved item). */
  @Column('uuid', { nullable: true })
  item_id: string | null;

  @Column('text')
  action: NavigationAction;

  @Column('jsonb', { nullable: true })
  before: object | null;

  @Column('jsonb', { nullable: true })
  after: object | null;

  @Column('timestamptz', { default: () => 'now()' })
  at: Date;
}
