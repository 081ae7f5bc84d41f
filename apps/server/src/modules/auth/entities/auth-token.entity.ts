import { Column, Entity, PrimaryColumn } from 'typeorm';

export type AuthTokenPurpose = 'password_reset' | 'email_verification' | 'invitation';

/**
 * A one-time token sent by mail (sha256 only): password reset (30 min), email verification (24 h)
 * or an admin's invitation to a new account (7 days).
 */
@Entity({ name: 'auth_tokens' })
export class AuthTokenEntity {
  @PrimaryColumn('text')
  token_hash: string;

  @Column('uuid')
  user_id: string;

  @Column('text')
  purpose: AuthTokenPurpose;

  /** The address the token was sent to: verification applies only while the user still has it. */
  @Column('text')
  email: string;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz')
  expires_at: Date;

  @Column('timestamptz', { nullable: true })
  used_at: Date | null;
}
