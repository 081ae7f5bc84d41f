import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { ZoneEntity } from '../../zones/entities/zone.entity.js';

/** A section of a zone; holds modules and dashboards. `zone_id` never changes. */
@Entity({ name: 'hubs' })
export class HubEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  zone_id: string;

  @Column('text')
  name: string;

  @Column('text', { default: 'layers' })
  icon: string;

  @Column('text', { nullable: true })
  description: string | null;

  @Column('boolean', { default: true })
  is_active: boolean;

  @Column('integer', { default: 0 })
  order_index: number;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updated_at: Date;

  @ManyToOne(() => ZoneEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'zone_id' })
  zone: Relation<ZoneEntity>;
}
