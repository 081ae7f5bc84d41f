import { dashboardsCollection } from '@atrium/schema';
import type { CollectionRow } from '@atrium/schema';
import { entitySchemaFromCollection } from '../../../database/entity-schema-from-collection.js';

/**
 * A dashboard of a hub: a layout of widgets on a 12-column grid (libs/schema dashboard-layout).
 * Derived from the `dashboards` declaration (libs/schema collections/builtin): the
 * columns are declared there once; the indexes and checks below are the migration's, by name.
 */
export type DashboardEntity = CollectionRow<typeof dashboardsCollection>;

export const DashboardEntity = entitySchemaFromCollection(dashboardsCollection, {
  indices: [{ name: 'dashboards_hub_order_idx', columns: ['hub_id', 'order_index', 'created_at', 'id'] }],
  checks: [
    { name: 'dashboards_name_check', expression: 'char_length(name) BETWEEN 1 AND 100' },
    { name: 'dashboards_layout_check', expression: `jsonb_typeof(layout) = 'array'` },
  ],
});
