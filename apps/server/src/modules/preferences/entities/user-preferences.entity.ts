import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A user's display preferences (migration UserPreferences): one row per user, none until the first change. */
@Entity({ name: 'user_preferences' })
export class UserPreferencesEntity {
  @PrimaryColumn('uuid')
  user_id: string;

  @Column('text', { default: 'system' })
  theme: string;

  @Column('text', { default: 'en-US' })
  language: string;

  @Column('text', { default: 'UTC' })
  time_zone: string;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updated_at: Date;
}
