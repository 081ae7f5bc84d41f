import type { HubUpdateInput } from '@atrium/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { toastSuccess, failureToast, type FeedbackOptions } from '@/lib/mutation-feedback';
import { hubKeys } from '../api/hub-keys';
import { hubsApi } from '../api/hubs-api';

export function useUpdateHub(zoneId: string, hubId: string, options: FeedbackOptions = {}) {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (patch: HubUpdateInput) => hubsApi.update(zoneId, hubId, patch),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: hubKeys.all(zoneId) });
      toastSuccess(t`Hub saved`);
    },
    onError: failureToast(t`Could not save the hub`, options),
  });
}
