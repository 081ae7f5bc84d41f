import type { DashboardLayout } from '@atrium/schema';

/** The dashboard's subtitle, in words: "3 widgets", or what to do with an empty one. */
export function dashboardSummary(layout: DashboardLayout, canEdit: boolean): string {
  if (layout.length === 0) return canEdit ? 'Empty — add a widget' : 'Empty';
  return layout.length === 1 ? '1 widget' : `${layout.length} widgets`;
}
