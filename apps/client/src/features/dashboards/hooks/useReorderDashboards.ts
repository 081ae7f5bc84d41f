import type { Dashboard } from '@atrium/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { toastFailure } from '@/lib/mutation-feedback';
import { dashboardKeys } from '../api/dashboard-keys';
import { dashboardsApi } from '../api/dashboards-api';

export function useReorderDashboards(zoneId: string, hubId: string) {
  const client = useQueryClient();
  const { t } = useLingui();
  const key = dashboardKeys.list(zoneId, hubId);
  return useMutation({
    mutationFn: (ids: string[]) => dashboardsApi.reorder(zoneId, hubId, ids),
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Dashboard[]>(key);
      if (previous) {
        const byId = new Map(previous.map((d) => [d.id, d]));
        client.setQueryData(
          key,
          ids.map((id) => byId.get(id)).filter((d): d is Dashboard => !!d),
        );
      }
      return { previous };
    },
    onError: (error, _ids, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
      toastFailure(t`Could not save the order`, error);
    },
    onSettled: () => client.invalidateQueries({ queryKey: dashboardKeys.all(zoneId, hubId) }),
  });
}
