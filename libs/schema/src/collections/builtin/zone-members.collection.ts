import { ZONE_ROLES } from '../../permissions/permission-vocabulary.js';
import { defineCollection } from '../collection-row.js';

/** `zone_members` (migration Zones): who belongs to which zone, with which zone role. */
export const zoneMembersCollection = defineCollection({
  name: 'zone_members',
  label: 'Zone member',
  label_plural: 'Zone members',
  icon: 'user-plus',
  primary_key: ['zone_id', 'user_id'],
  system_fields: [],
  fields: [
    {
      name: 'zone_id',
      type: 'relation',
      label: 'Zone',
      target: 'zones',
      on_delete: 'cascade',
      required: true,
      display_field: 'name',
    },
    {
      name: 'user_id',
      type: 'relation',
      label: 'User',
      target: 'users',
      on_delete: 'cascade',
      required: true,
      display_field: 'email',
    },
    { name: 'role', type: 'enum', required: true, options: [...ZONE_ROLES] },
    {
      name: 'joined_at',
      type: 'datetime',
      label: 'Joined',
      required: true,
      readonly: true,
      default_fn: 'now',
    },
  ],
  list: {
    columns: ['zone_id', 'user_id', 'role', 'joined_at'],
    sort: [{ field: 'joined_at', direction: 'asc' }],
  },
  permissions: { user: { actions: ['read'], scope: { kind: 'zone_member', field: 'zone_id' } } },
});
