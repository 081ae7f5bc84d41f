import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { moduleKeys } from '../api/module-keys';
import { modulesApi } from '../api/modules-api';

export function useDeleteModule(zoneId: string, hubId: string) {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (moduleId: string) => modulesApi.remove(zoneId, hubId, moduleId),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: moduleKeys.all(zoneId, hubId) });
      toastSuccess(t`Module deleted`);
    },
    onError: (error) => toastFailure(t`Could not delete the module`, error),
  });
}
