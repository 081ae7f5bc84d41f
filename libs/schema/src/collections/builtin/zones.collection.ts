import {
  ICON_NAME_PATTERN,
  DEFAULT_ZONE_ICON,
  ZONE_DESCRIPTION_MAX_LENGTH,
  ZONE_NAME_MAX_LENGTH,
} from '../../zones/zone-limits.js';
import { defineCollection } from '../collection-row.js';

/** `zones` (migration Zones): workspaces; `created_by` is the system field. */
export const zonesCollection = defineCollection({
  name: 'zones',
  label: 'Zone',
  label_plural: 'Zones',
  icon: 'building',
  fields: [
    { name: 'name', type: 'string', required: true, min: 1, max: ZONE_NAME_MAX_LENGTH },
    {
      name: 'icon',
      type: 'string',
      required: true,
      default: DEFAULT_ZONE_ICON,
      pattern: ICON_NAME_PATTERN.source,
      widget: 'icon',
    },
    { name: 'description', type: 'text', max: ZONE_DESCRIPTION_MAX_LENGTH },
    { name: 'is_active', type: 'boolean', label: 'Active', required: true, default: true, widget: 'switch' },
  ],
  list: {
    columns: ['name', 'is_active', 'created_by', 'created_at'],
    sort: [{ field: 'name', direction: 'asc' }],
    searchable: ['name', 'description'],
  },
  permissions: { user: { actions: ['read'], scope: { kind: 'zone_member', field: 'id' } } },
});
