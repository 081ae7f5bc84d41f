import type { ModuleCreateInput } from '@atrium/schema';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastSuccess, failureToast, type FeedbackOptions } from '@/lib/mutation-feedback';
import { moduleKeys } from '../api/module-keys';
import { modulesApi } from '../api/modules-api';

export function useCreateModule(zoneId: string, hubId: string, options: FeedbackOptions = {}) {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (input: ModuleCreateInput) => modulesApi.create(zoneId, hubId, input),
    onSuccess: (module) => {
      void client.invalidateQueries({ queryKey: moduleKeys.all(zoneId, hubId) });
      void client.invalidateQueries({ queryKey: moduleKeys.inZone(zoneId) });
      toastSuccess(t`Module added`, module.name);
    },
    onError: failureToast(t`Could not add the module`, options),
  });
}
