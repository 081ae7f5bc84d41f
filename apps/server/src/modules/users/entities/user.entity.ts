import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Unique case-insensitively (a unique index on lower(email)). */
  @Column('text')
  email: string;

  @Column('text', { select: false })
  password_hash: string;

  @Column('boolean', { default: false })
  email_verified: boolean;

  @Column('boolean', { default: false })
  is_disabled: boolean;

  @Column('boolean', { default: false })
  mfa_enabled: boolean;

  /** Base32 TOTP secret, set once 2FA is enabled. */
  @Column('text', { nullable: true, select: false })
  mfa_secret: string | null;

  /** Secret made by setup-2fa, not active until enable-2fa confirms a code. */
  @Column('text', { nullable: true, select: false })
  mfa_pending_secret: string | null;

  /** Time step of the last TOTP code accepted; a code at or before it is refused (no replay). */
  @Column('bigint', { nullable: true, select: false })
  mfa_last_time_step: string | null;

  @Column('timestamptz', { nullable: true })
  password_changed_at: Date | null;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updated_at: Date;
}
