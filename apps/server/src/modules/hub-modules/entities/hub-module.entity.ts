import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { HubEntity } from '../../hubs/entities/hub.entity.js';

/** A module of a hub: a type from the module registry and that type's config. */
@Entity({ name: 'modules' })
export class HubModuleEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  hub_id: string;

  @Column('text')
  name: string;

  @Column('text')
  type: string;

  @Column('jsonb', { default: () => "'{}'::jsonb" })
  config: Record<string, unknown>;

  @Column('integer', { default: 0 })
  order_index: number;

  @Column('boolean', { default: true })
  is_active: boolean;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updated_at: Date;

  @ManyToOne(() => HubEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'hub_id' })
  hub: Relation<HubEntity>;
}
