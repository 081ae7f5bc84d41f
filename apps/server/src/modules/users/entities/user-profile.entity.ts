import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row per user (same id); `role` is the platform role, `guest` when the row is missing. */
@Entity({ name: 'user_profiles' })
export class UserProfileEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('text', { default: 'user' })
  role: string;

  @Column('text', { nullable: true })
  first_name: string | null;

  @Column('text', { nullable: true })
  last_name: string | null;

  @Column('jsonb', { default: () => "'{}'::jsonb" })
  extra: Record<string, unknown>;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updated_at: Date;
}
