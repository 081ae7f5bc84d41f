import {
  ROLE_DESCRIPTION_MAX_LENGTH,
  ROLE_LABEL_MAX_LENGTH,
  ROLE_NAME_MAX_LENGTH,
  ROLE_NAME_PATTERN,
} from '../../users/role-limits.js';
import { defineCollection } from '../collection-row.js';

/**
 * `roles` (migration RolesAndUserAdmin): the platform roles user_profiles.role may hold, keyed by
 * name. System roles (guest, user, admin, super_admin, platform_owner) are seeded and can be
 * neither deleted nor renamed; custom ones are added through POST /api/roles. Written only
 * through /api/roles (a role in use cannot be deleted), so no grant here writes.
 */
export const rolesCollection = defineCollection({
  name: 'roles',
  label: 'Role',
  label_plural: 'Roles',
  icon: 'shield',
  primary_key: ['name'],
  system_fields: ['created_at', 'updated_at'],
  fields: [
    {
      name: 'name',
      type: 'string',
      required: true,
      max: ROLE_NAME_MAX_LENGTH,
      pattern: ROLE_NAME_PATTERN.source,
      help: 'snake_case; the key collection permissions and user_profiles.role use. Cannot be changed.',
    },
    { name: 'label', type: 'string', required: true, min: 1, max: ROLE_LABEL_MAX_LENGTH },
    {
      name: 'description',
      type: 'text',
      required: true,
      default: '',
      max: ROLE_DESCRIPTION_MAX_LENGTH,
      widget: 'textarea',
    },
    {
      name: 'is_system',
      type: 'boolean',
      label: 'System',
      required: true,
      default: false,
      readonly: true,
    },
  ],
  list: {
    columns: ['name', 'label', 'is_system', 'created_at'],
    sort: [{ field: 'name', direction: 'asc' }],
    searchable: ['name', 'label'],
  },
});
