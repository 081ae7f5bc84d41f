import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A platform role (migration RolesAndUserAdmin; declared as the `roles` built-in collection).
 * System roles are seeded and fixed; custom ones come from POST /api/roles.
 */
@Entity({ name: 'roles' })
export class RoleEntity {
  @PrimaryColumn('text')
  name: string;

  @Column('text')
  label: string;

  @Column('text', { default: '' })
  description: string;

  @Column('boolean', { default: false })
  is_system: boolean;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updated_at: Date;
}
