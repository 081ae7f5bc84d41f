import {
  DEFAULT_HUB_ICON,
  ICON_NAME_PATTERN,
  ZONE_DESCRIPTION_MAX_LENGTH,
  ZONE_NAME_MAX_LENGTH,
} from '../../zones/zone-limits.js';
import { defineCollection } from '../collection-row.js';

/**
 * `hubs` (migration Zones): the sections of a zone, ordered by `order_index`. Members read their
 * zones' active hubs; inactive ones only zone owners and admins, as GET /zones/:z/hubs?all=true
 * decides ("Only zone owners and admins can list inactive hubs").
 */
export const hubsCollection = defineCollection({
  name: 'hubs',
  label: 'Hub',
  label_plural: 'Hubs',
  icon: 'layers',
  system_fields: ['created_at', 'updated_at'],
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
    { name: 'name', type: 'string', required: true, min: 1, max: ZONE_NAME_MAX_LENGTH },
    {
      name: 'icon',
      type: 'string',
      required: true,
      default: DEFAULT_HUB_ICON,
      pattern: ICON_NAME_PATTERN.source,
      widget: 'icon',
    },
    { name: 'description', type: 'text', max: ZONE_DESCRIPTION_MAX_LENGTH },
    { name: 'is_active', type: 'boolean', label: 'Active', required: true, default: true, widget: 'switch' },
    { name: 'order_index', type: 'integer', label: 'Order', required: true, default: 0 },
  ],
  list: {
    columns: ['name', 'zone_id', 'is_active', 'order_index'],
    sort: [{ field: 'order_index', direction: 'asc' }],
    searchable: ['name'],
  },
  permissions: {
    user: {
      actions: ['read'],
      scope: {
        kind: 'zone_member',
        field: 'zone_id',
        inactive: { field: 'is_active', zone_roles: ['owner', 'admin'] },
      },
    },
  },
});
