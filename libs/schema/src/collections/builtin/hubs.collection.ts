import {
  DEFAULT_HUB_ICON,
  ICON_NAME_PATTERN,
  ZONE_DESCRIPTION_MAX_LENGTH,
  ZONE_NAME_MAX_LENGTH,
} from '../../zones/zone-limits.js';
import { defineCollection } from '../collection-row.js';
import type { SingleRowScope } from '../collection-schema.js';

/**
 * `hubs` (migration Zones): the sections of a zone, ordered by `order_index`. Members read their
 * zones' active hubs; inactive ones only zone owners and admins, archived zones included, as the
 * hub endpoints decide (GET /zones/:z/hubs?all=true: "Only zone owners and admins can list
 * inactive hubs"; GET …/hubs/:h and everything under it: 404 for the others).
 */
/**
 * The rows of a hub (`hub_id`), in the zone of that hub, for its members; those of an inactive hub
 * only for its zone's owners and admins, archived zones included (as the hub itself above, and as
 * GET …/hubs/:hubId/modules and …/dashboards answer 404 to the others).
 */
export const HUB_INACTIVE_SCOPE: SingleRowScope = {
  kind: 'zone_member',
  via: ['hub_id'],
  field: 'zone_id',
  inactive: { via: ['hub_id'], field: 'is_active', zone_roles: ['owner', 'admin'], include_archived: true },
};

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
        inactive: { field: 'is_active', zone_roles: ['owner', 'admin'], include_archived: true },
      },
    },
  },
});
