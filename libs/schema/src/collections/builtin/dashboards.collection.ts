import { ZONE_NAME_MAX_LENGTH } from '../../zones/zone-limits.js';
import { defineCollection } from '../collection-row.js';
import { HUB_INACTIVE_SCOPE } from './hubs.collection.js';

/**
 * `dashboards` (migration Zones): a hub's dashboards, their widgets in `layout`. Members read the
 * dashboards of their zones' hubs (the zone through the hub), as GET …/hubs/:hubId/dashboards;
 * those of an inactive hub only zone owners and admins, as its hub (HUB_INACTIVE_SCOPE).
 */
export const dashboardsCollection = defineCollection({
  name: 'dashboards',
  label: 'Dashboard',
  label_plural: 'Dashboards',
  icon: 'layout-dashboard',
  system_fields: ['created_at', 'updated_at'],
  fields: [
    {
      name: 'hub_id',
      type: 'relation',
      label: 'Hub',
      target: 'hubs',
      on_delete: 'cascade',
      required: true,
      display_field: 'name',
    },
    { name: 'name', type: 'string', required: true, min: 1, max: ZONE_NAME_MAX_LENGTH },
    { name: 'layout', type: 'json', required: true, shape: 'array', default: [], max_bytes: 256 * 1024 },
    { name: 'order_index', type: 'integer', label: 'Order', required: true, default: 0 },
  ],
  list: {
    columns: ['name', 'hub_id', 'order_index'],
    sort: [{ field: 'order_index', direction: 'asc' }],
    searchable: ['name'],
  },
  permissions: {
    user: { actions: ['read'], scope: HUB_INACTIVE_SCOPE },
  },
});
