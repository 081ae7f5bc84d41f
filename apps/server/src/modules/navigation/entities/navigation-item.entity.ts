import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A menu entry (migration Navigation): the table behind GET /api/navigation. */
@Entity({ name: 'navigation' })
export class NavigationItemEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  title: string;

  @Column('text', { nullable: true })
  label: string | null;

  @Column('text', { nullable: true })
  path: string | null;

  @Column('text', { nullable: true })
  href: string | null;

  @Column('text', { nullable: true })
  icon: string | null;

  @Column('text', { nullable: true })
  description: string | null;

  @Column('text', { default: 'external' })
  type: string;

  @Column('uuid', { nullable: true })
  parent_id: string | null;

  @Column('integer', { default: 0 })
  order_index: number;

  @Column('boolean', { default: true })
  is_active: boolean;

  @Column('boolean', { default: true })
  is_visible: boolean;

  @Column('text', { nullable: true })
  required_role: string | null;

  @Column('uuid', { nullable: true })
  zone_id: string | null;

  @Column('jsonb', { default: () => "'{}'::jsonb" })
  metadata: Record<string, unknown>;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updated_at: Date;
}
