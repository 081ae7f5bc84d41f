import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { InvitationStatus, ZoneRole } from '@atrium/schema';

/**
 * An invitation to join a zone with a role (migration ZoneInvitations). `email` is lower-cased;
 * `token_hash` is the sha256 of the mailed link's token. Past `expires_at` it is expired whatever
 * `status` says.
 */
@Entity({ name: 'zone_invitations' })
@Index('zone_invitations_token_hash_key', ['token_hash'], { unique: true })
@Index('zone_invitations_pending_key', ['zone_id', 'email'], { unique: true, where: `status = 'pending'` })
@Index('zone_invitations_email_idx', ['email'], { where: `status = 'pending'` })
export class ZoneInvitationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  zone_id: string;

  @Column('text')
  email: string;

  @Column('text')
  role: ZoneRole;

  @Column('uuid', { nullable: true })
  invited_by: string | null;

  @Column('text')
  token_hash: string;

  @Column('text', { default: 'pending' })
  status: InvitationStatus;

  @Column('timestamptz')
  expires_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updated_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  last_sent_at: Date;

  @Column('timestamptz', { nullable: true })
  responded_at: Date | null;

  @Column('uuid', { nullable: true })
  accepted_by: string | null;
}
