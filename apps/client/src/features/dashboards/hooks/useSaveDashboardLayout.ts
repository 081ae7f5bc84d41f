import type { DashboardLayout } from '@atrium/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@/api/http';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { dashboardKeys } from '../api/dashboard-keys';
import { dashboardsApi } from '../api/dashboards-api';

export interface SaveLayout {
  layout: DashboardLayout;
  /** The `updated_at` the designer started from (If-Match); none saves over whatever is current. */
  base?: string;
}

/** Whether a save was refused because someone else saved the dashboard since it was opened (412). */
export function isChangedSinceOpened(error: unknown): boolean {
  return isApiError(error) && error.status === 412;
}

/**
 * PATCH …/dashboards/:id {layout}: replaces the whole saved layout, from the state it was opened
 * at. A 412 (someone else saved since) is not toasted: the page offers Reload or Save anyway.
 */
export function useSaveDashboardLayout(zoneId: string, hubId: string, dashboardId: string) {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: ({ layout, base }: SaveLayout) =>
      dashboardsApi.update(zoneId, hubId, dashboardId, { layout }, base),
    onSuccess: (dashboard) => {
      client.setQueryData(dashboardKeys.detail(zoneId, hubId, dashboardId), dashboard);
      void client.invalidateQueries({ queryKey: dashboardKeys.list(zoneId, hubId) });
      const count = dashboard.layout.length;
      toastSuccess(
        t`Layout saved`,
        t`${plural(count, { one: '# widget on the grid.', other: '# widgets on the grid.' })}`,
      );
    },
    onError: (error) => {
      if (!isChangedSinceOpened(error)) toastFailure(t`Could not save the layout`, error);
    },
  });
}
