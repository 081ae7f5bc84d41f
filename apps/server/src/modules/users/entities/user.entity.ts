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

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updated_at: Date;
}
