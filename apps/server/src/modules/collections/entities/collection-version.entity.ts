import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type CollectionVersionAction = 'create' | 'update' | 'delete' | 'import';

/**
 * One applied change of a registered collection: the schema before and after (null for a create,
 * a delete), the DDL that ran, who and when. Kept after the collection is dropped.
 */
@Entity({ name: 'atrium_collection_versions' })
export class CollectionVersionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  collection: string;

  @Column('integer')
  version: number;

  @Column('text')
  action: CollectionVersionAction;

  @Column('jsonb', { nullable: true })
  before: object | null;

  @Column('jsonb', { nullable: true })
  after: object | null;

  /** The statements, in order, separated by ";\n". */
  @Column('text')
  sql: string;

  /** The admin's user id; null once that account is deleted. */
  @Column('uuid', { nullable: true })
  actor: string | null;

  @Column('timestamptz', { default: () => 'now()' })
  at: Date;
}
