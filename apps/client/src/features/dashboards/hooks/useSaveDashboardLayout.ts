import type { DashboardLayout } from '@atrium/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { dashboardKeys } from '../api/dashboard-keys';
import { dashboardsApi } from '../api/dashboards-api';

/** PATCH …/dashboards/:id {layout}: replaces the whole saved layout. */
export function useSaveDashboardLayout(zoneId: string, hubId: string, dashboardId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (layout: DashboardLayout) => dashboardsApi.update(zoneId, hubId, dashboardId, { layout }),
    onSuccess: (dashboard) => {
      client.setQueryData(dashboardKeys.detail(zoneId, hubId, dashboardId), dashboard);
      void client.invalidateQueries({ queryKey: dashboardKeys.list(zoneId, hubId) });
      toastSuccess(
        'Layout saved',
        `${dashboard.layout.length} widget${dashboard.layout.length === 1 ? '' : 's'} on the grid.`,
      );
    },
    onError: (error) => toastFailure('Could not save the layout', error),
  });
}
