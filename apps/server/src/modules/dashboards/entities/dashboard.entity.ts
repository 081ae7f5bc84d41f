import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { HubEntity } from '../../hubs/entities/hub.entity.js';

/** A dashboard of a hub: a layout of widgets on a 12-column grid (libs/schema dashboard-layout). */
@Entity({ name: 'dashboards' })
export class DashboardEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  hub_id: string;

  @Column('text')
  name: string;

  @Column('jsonb', { default: () => "'[]'::jsonb" })
  layout: unknown[];

  @Column('integer', { default: 0 })
  order_index: number;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updated_at: Date;

  @ManyToOne(() => HubEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'hub_id' })
  hub: Relation<HubEntity>;
}
