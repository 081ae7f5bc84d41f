import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A collection registered through /api/schemas: its validated schema (defaults filled, as
 * `validateCollection` returns it) and the number of its latest version.
 */
@Entity({ name: 'atrium_collections' })
export class RegisteredCollectionEntity {
  @PrimaryColumn('text')
  name: string;

  @Column('jsonb')
  schema: object;

  @Column('integer')
  version: number;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updated_at: Date;

  /** The admin who made the latest change; null once that account is deleted. */
  @Column('uuid', { nullable: true })
  updated_by: string | null;
}
