import { ROUTE_PATH_MAX_LENGTH } from '../../routes/route-path.js';
import { defineCollection } from '../collection-row.js';

/**
 * `routes` (migration Foundation): the client's pages as data. Signed-in users read the active
 * ones (API.md: inactive rows are for admins only, as GET /routes decides).
 */
export const routesCollection = defineCollection({
  name: 'routes',
  label: 'Route',
  label_plural: 'Routes',
  icon: 'route',
  description: 'Pages of the client: path, component and layout, public or behind sign-in.',
  // created_at is the insert's own clock (clock_timestamp()), so rows added in one transaction keep their order.
  system_fields: ['updated_at'],
  fields: [
    { name: 'path', type: 'string', required: true, max: ROUTE_PATH_MAX_LENGTH, placeholder: '/admin/users' },
    {
      name: 'name',
      type: 'string',
      required: true,
      unique: true,
      max: 100,
      pattern: '^[a-z][a-z0-9_.-]*$',
      help: 'Lowercase letters, digits, "_", "." or "-"; links look routes up by name.',
    },
    {
      name: 'component_name',
      type: 'string',
      label: 'Component',
      required: true,
      min: 1,
      max: 200,
      pattern: '^[A-Za-z0-9_/.-]+$',
    },
    { name: 'component_path', type: 'string', max: 500, hidden: true },
    { name: 'layout', type: 'string', max: 100 },
    { name: 'is_public', type: 'boolean', label: 'Public', required: true, default: false, widget: 'switch' },
    { name: 'is_active', type: 'boolean', label: 'Active', required: true, default: true, widget: 'switch' },
    { name: 'metadata', type: 'json', required: true, shape: 'object', default: {}, hidden: true },
    {
      name: 'created_at',
      type: 'datetime',
      label: 'Created',
      required: true,
      readonly: true,
      default_fn: 'clock_timestamp',
    },
  ],
  list: {
    columns: ['path', 'name', 'component_name', 'layout', 'is_public', 'is_active'],
    sort: [{ field: 'path', direction: 'asc' }],
    searchable: ['path', 'name', 'component_name'],
  },
  form: {
    sections: [
      { label: 'Route', fields: ['path', 'name', 'component_name', 'component_path', 'layout'] },
      { label: 'Access', fields: ['is_public', 'is_active', 'metadata'] },
    ],
  },
  permissions: { user: { actions: ['read'], scope: { kind: 'flag', field: 'is_active' } } },
});
