import { plural, t } from '@lingui/core/macro';
import type { DashboardLayout } from '@atrium/schema';

/** The dashboard's subtitle, in words: "3 widgets", or what to do with an empty one. */
export function dashboardSummary(layout: DashboardLayout, canEdit: boolean): string {
  // Called while rendering (never at module load): `t` reads the active language.
  if (layout.length === 0) return canEdit ? t`Empty — add a widget` : t`Empty`;
  return plural(layout.length, { one: '# widget', other: '# widgets' });
}
