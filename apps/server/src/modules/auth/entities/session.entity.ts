import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A signed-in device. Access tokens carry its id (`sid`); it is alive until revoked or expired. */
@Entity({ name: 'sessions' })
export class SessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  user_id: string;

  @Column('text', { nullable: true })
  user_agent: string | null;

  @Column('text', { nullable: true })
  ip: string | null;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  /** Touched by authenticated requests, at most once a minute per session. */
  @Column('timestamptz', { default: () => 'now()' })
  last_used_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  refreshed_at: Date;

  /** Sliding: each refresh moves it to now + REFRESH_TOKEN_TTL. */
  @Column('timestamptz')
  expires_at: Date;

  @Column('timestamptz', { nullable: true })
  revoked_at: Date | null;

  @Column('text', { nullable: true })
  revoked_reason: string | null;
}
