import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A single-use 2FA recovery code (sha256 of the normalised code). */
@Entity({ name: 'mfa_recovery_codes' })
export class RecoveryCodeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  user_id: string;

  @Column('text')
  code_hash: string;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { nullable: true })
  used_at: Date | null;
}
