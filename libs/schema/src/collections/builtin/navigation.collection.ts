import { ICON_NAME_PATTERN } from '../../zones/zone-limits.js';
import {
  DEFAULT_NAVIGATION_TYPE,
  NAVIGATION_DESCRIPTION_MAX_LENGTH,
  NAVIGATION_LABEL_MAX_LENGTH,
  NAVIGATION_PATH_MAX_LENGTH,
  NAVIGATION_TITLE_MAX_LENGTH,
  NAVIGATION_TYPE_MAX_LENGTH,
} from '../../navigation/navigation-limits.js';
import { ROLE_NAME_MAX_LENGTH, ROLE_NAME_PATTERN } from '../../users/role-limits.js';
import { defineCollection } from '../collection-row.js';

/**
 * `navigation` (migration Navigation; the server's navigation domain): the menus as rows. Platform
 * admins read every row through the table API. Every other role — `user`, `guest` and custom roles
 * alike, through `default_permission` (a custom role created later needs no grant) — reads exactly
 * the items GET /api/navigation gives them: active, visible, no required role or their own (the
 * specification's hasRole is equality; only admins see other roles' items, and they are not
 * scoped), global or in a zone they are a member of — as one `all_of` row scope. They read every
 * column: GET /api/navigation already sends each item whole, `metadata` and `href` included, so
 * hiding a column here would hide nothing. Writes stay admin-only and go through the navigation
 * service (its checks: safe links, existing roles, a valid tree, the audit record), never the
 * generic engine.
 */
export const navigationCollection = defineCollection({
  name: 'navigation',
  label: 'Navigation item',
  label_plural: 'Navigation',
  icon: 'menu',
  description: 'The menus of the signed-in app: a tree of links, each for a role and a zone or everyone.',
  system_fields: ['created_at', 'updated_at'],
  fields: [
    { name: 'title', type: 'string', required: true, min: 1, max: NAVIGATION_TITLE_MAX_LENGTH },
    { name: 'label', type: 'string', max: NAVIGATION_LABEL_MAX_LENGTH },
    { name: 'path', type: 'string', max: NAVIGATION_PATH_MAX_LENGTH, placeholder: '/dashboard' },
    { name: 'href', type: 'string', max: NAVIGATION_PATH_MAX_LENGTH, hidden: true },
    { name: 'icon', type: 'string', pattern: ICON_NAME_PATTERN.source, widget: 'icon' },
    { name: 'description', type: 'text', max: NAVIGATION_DESCRIPTION_MAX_LENGTH },
    {
      name: 'type',
      type: 'string',
      required: true,
      default: DEFAULT_NAVIGATION_TYPE,
      max: NAVIGATION_TYPE_MAX_LENGTH,
    },
    {
      name: 'parent_id',
      type: 'relation',
      label: 'Parent',
      target: 'navigation',
      on_delete: 'cascade',
      display_field: 'title',
    },
    { name: 'order_index', type: 'integer', label: 'Order', required: true, default: 0 },
    { name: 'is_active', type: 'boolean', label: 'Active', required: true, default: true, widget: 'switch' },
    {
      name: 'is_visible',
      type: 'boolean',
      label: 'Visible',
      required: true,
      default: true,
      widget: 'switch',
    },
    { name: 'required_role', type: 'string', max: ROLE_NAME_MAX_LENGTH, pattern: ROLE_NAME_PATTERN.source },
    {
      name: 'zone_id',
      type: 'relation',
      label: 'Zone',
      target: 'zones',
      on_delete: 'cascade',
      display_field: 'name',
    },
    { name: 'metadata', type: 'json', required: true, shape: 'object', default: {}, hidden: true },
  ],
  list: {
    columns: ['title', 'path', 'parent_id', 'order_index', 'required_role', 'is_active'],
    sort: [{ field: 'order_index', direction: 'asc' }],
    searchable: ['title', 'path'],
  },
  // Every role's menu, custom roles and guest included: no role is named, so none is left out.
  permissions: {},
  default_permission: {
    actions: ['read'],
    scope: {
      kind: 'all_of',
      of: [
        { kind: 'flag', field: 'is_active' },
        { kind: 'flag', field: 'is_visible' },
        { kind: 'role', field: 'required_role' },
        { kind: 'zone_member', field: 'zone_id', include_null: true },
      ],
    },
  },
});
