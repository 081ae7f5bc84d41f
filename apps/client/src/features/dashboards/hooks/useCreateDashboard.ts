import type { DashboardCreateInput } from '@atrium/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { toastSuccess, failureToast, type FeedbackOptions } from '@/lib/mutation-feedback';
import { dashboardKeys } from '../api/dashboard-keys';
import { dashboardsApi } from '../api/dashboards-api';

export function useCreateDashboard(zoneId: string, hubId: string, options: FeedbackOptions = {}) {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (input: DashboardCreateInput) => dashboardsApi.create(zoneId, hubId, input),
    onSuccess: (dashboard) => {
      void client.invalidateQueries({ queryKey: dashboardKeys.all(zoneId, hubId) });
      toastSuccess(t`Dashboard added`, dashboard.name);
    },
    onError: failureToast(t`Could not add the dashboard`, options),
  });
}
