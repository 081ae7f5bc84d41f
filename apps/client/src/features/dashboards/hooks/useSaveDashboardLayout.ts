import type { DashboardLayout } from '@atrium/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { dashboardKeys } from '../api/dashboard-keys';
import { dashboardsApi } from '../api/dashboards-api';

/** PATCH …/dashboards/:id {layout}: replaces the whole saved layout. */
export function useSaveDashboardLayout(zoneId: string, hubId: string, dashboardId: string) {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (layout: DashboardLayout) => dashboardsApi.update(zoneId, hubId, dashboardId, { layout }),
    onSuccess: (dashboard) => {
      client.setQueryData(dashboardKeys.detail(zoneId, hubId, dashboardId), dashboard);
      void client.invalidateQueries({ queryKey: dashboardKeys.list(zoneId, hubId) });
      const count = dashboard.layout.length;
      toastSuccess(
        t`Layout saved`,
        t`${plural(count, { one: '# widget on the grid.', other: '# widgets on the grid.' })}`,
      );
    },
    onError: (error) => toastFailure(t`Could not save the layout`, error),
  });
}
