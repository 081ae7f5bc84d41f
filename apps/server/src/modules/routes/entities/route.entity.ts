import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A page of the app as data: the client builds its router from these rows. */
@Entity({ name: 'routes' })
export class RouteEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  path: string;

  @Column('text', { unique: true })
  name: string;

  @Column('text')
  component_name: string;

  @Column('text', { nullable: true })
  component_path: string | null;

  @Column('text', { nullable: true })
  layout: string | null;

  @Column('boolean', { default: false })
  is_public: boolean;

  @Column('boolean', { default: true })
  is_active: boolean;

  @Column('jsonb', { default: () => "'{}'::jsonb" })
  metadata: Record<string, unknown>;

  @Column('timestamptz', { default: () => 'clock_timestamp()' })
  created_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updated_at: Date;
}
