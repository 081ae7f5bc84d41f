import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A workspace: members with zone roles, hubs inside. `is_active` false = archived (read-only content). */
@Entity({ name: 'zones' })
export class ZoneEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  name: string;

  @Column('text', { default: 'building' })
  icon: string;

  @Column('text', { nullable: true })
  description: string | null;

  @Column('boolean', { default: true })
  is_active: boolean;

  @Column('uuid', { nullable: true })
  created_by: string | null;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updated_at: Date;
}
