import { Column, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The columns every append-only log of admin changes has (navigation_events, user_admin_events):
 * who, what, the state before and after, when. Each log's entity adds what the change was to.
 */
export abstract class AdminEventEntity<Action extends string> {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The admin; null once that account is deleted. */
  @Column('uuid', { nullable: true })
  actor_id: string | null;

  @Column('text')
  action: Action;

  @Column('jsonb', { nullable: true })
  before: object | null;

  @Column('jsonb', { nullable: true })
  after: object | null;

  @Column('timestamptz', { default: () => 'now()' })
  at: Date;
}
