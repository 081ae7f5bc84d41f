import type { HubCreateInput } from '@atrium/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { toastSuccess, failureToast, type FeedbackOptions } from '@/lib/mutation-feedback';
import { hubKeys } from '../api/hub-keys';
import { hubsApi } from '../api/hubs-api';

export function useCreateHub(zoneId: string, options: FeedbackOptions = {}) {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (input: HubCreateInput) => hubsApi.create(zoneId, input),
    onSuccess: (hub) => {
      void client.invalidateQueries({ queryKey: hubKeys.all(zoneId) });
      const name = hub.name;
      toastSuccess(t`Hub created`, t`${name} is ready for modules and dashboards.`);
    },
    onError: failureToast(t`Could not create the hub`, options),
  });
}
