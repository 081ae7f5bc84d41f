import type { ModuleUpdateInput } from '@atrium/schema';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastSuccess, failureToast, type FeedbackOptions } from '@/lib/mutation-feedback';
import { moduleKeys } from '../api/module-keys';
import { modulesApi } from '../api/modules-api';

export function useUpdateModule(
  zoneId: string,
  hubId: string,
  moduleId: string,
  options: FeedbackOptions = {},
) {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (patch: ModuleUpdateInput) => modulesApi.update(zoneId, hubId, moduleId, patch),
    onSuccess: (module) => {
      client.setQueryData(moduleKeys.detail(zoneId, hubId, moduleId), module);
      void client.invalidateQueries({ queryKey: moduleKeys.all(zoneId, hubId) });
      void client.invalidateQueries({ queryKey: moduleKeys.inZone(zoneId) });
      toastSuccess(t`Module saved`);
    },
    onError: failureToast(t`Could not save the module`, options),
  });
}
