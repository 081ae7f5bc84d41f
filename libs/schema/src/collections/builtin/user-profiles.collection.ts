import { NAME_MAX_LENGTH } from '../../auth/auth-limits.js';
import { ROLE_NAME_MAX_LENGTH, ROLE_NAME_PATTERN } from '../../users/role-limits.js';
import { defineCollection } from '../collection-row.js';

/**
 * `user_profiles` (migration Foundation): one row per user, keyed by the user's id. `role` is the
 * platform role; a member reads their own profile and changes only their names.
 */
export const userProfilesCollection = defineCollection({
  name: 'user_profiles',
  label: 'Profile',
  label_plural: 'Profiles',
  icon: 'user',
  primary_key: ['id'],
  system_fields: ['created_at', 'updated_at'],
  fields: [
    {
      name: 'id',
      type: 'relation',
      label: 'User',
      target: 'users',
      on_delete: 'cascade',
      required: true,
      display_field: 'email',
    },
    {
      name: 'role',
      type: 'string',
      required: true,
      default: 'user',
      max: ROLE_NAME_MAX_LENGTH,
      pattern: ROLE_NAME_PATTERN.source,
      help: 'The platform role: user, admin, super_admin, platform_owner, or a custom one.',
    },
    { name: 'first_name', type: 'string', max: NAME_MAX_LENGTH },
    { name: 'last_name', type: 'string', max: NAME_MAX_LENGTH },
    { name: 'extra', type: 'json', required: true, shape: 'object', default: {}, hidden: true },
  ],
  list: {
    columns: ['id', 'first_name', 'last_name', 'role'],
    searchable: ['first_name', 'last_name', 'role'],
  },
  permissions: {
    user: {
      actions: ['read', 'update'],
      write_fields: ['first_name', 'last_name'],
      scope: { kind: 'own', field: 'id' },
    },
  },
});
