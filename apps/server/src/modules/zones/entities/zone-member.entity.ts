import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { ZoneEntity } from './zone.entity.js';

/** A user's membership of a zone, with the zone role (owner, admin, member, viewer). */
@Entity({ name: 'zone_members' })
export class ZoneMemberEntity {
  @PrimaryColumn('uuid')
  zone_id: string;

  @PrimaryColumn('uuid')
  user_id: string;

  @Column('text')
  role: string;

  @Column('timestamptz', { default: () => 'now()' })
  joined_at: Date;

  @ManyToOne(() => ZoneEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'zone_id' })
  zone: Relation<ZoneEntity>;
}
