import { ZONE_NAME_MAX_LENGTH } from '../../zones/zone-limits.js';
import { MODULE_TYPES, MODULE_TYPE_NAMES } from '../../zones/module-registry.js';
import { defineCollection } from '../collection-row.js';
import { HUB_INACTIVE_SCOPE } from './hubs.collection.js';

/**
 * `modules` (migration Zones; the server's hub-modules domain): the pages of a hub. Members read
 * the modules of their zones' hubs (the zone through the hub); an inactive module only where
 * their zone role may edit it and the zone is not archived, as GET …/hubs/:hubId/modules decides
 * (HubModulesService: `allows(access, 'module', 'update')`, the permission matrix's CONTENT roles);
 * the modules of an inactive hub only zone owners and admins, as its hub (HUB_INACTIVE_SCOPE).
 */
export const modulesCollection = defineCollection({
  name: 'modules',
  label: 'Module',
  label_plural: 'Modules',
  icon: 'blocks',
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
    {
      name: 'type',
      type: 'enum',
      required: true,
      options: MODULE_TYPE_NAMES.map((value) => ({ value, label: MODULE_TYPES[value].label })),
      help: 'Never changes after creation: the config would stop making sense.',
    },
    { name: 'config', type: 'json', required: true, shape: 'object', default: {} },
    { name: 'order_index', type: 'integer', label: 'Order', required: true, default: 0 },
    { name: 'is_active', type: 'boolean', label: 'Active', required: true, default: true, widget: 'switch' },
  ],
  list: {
    columns: ['name', 'type', 'hub_id', 'is_active', 'order_index'],
    sort: [{ field: 'order_index', direction: 'asc' }],
    searchable: ['name'],
  },
  permissions: {
    user: {
      actions: ['read'],
      scope: {
        kind: 'all_of',
        of: [
          {
            kind: 'zone_member',
            via: ['hub_id'],
            field: 'zone_id',
            inactive: { field: 'is_active', zone_roles: ['owner', 'admin', 'member'] },
          },
          HUB_INACTIVE_SCOPE,
        ],
      },
    },
  },
});
