import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgetDeleted } from '@/lib/forget-deleted';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { moduleKeys } from '../api/module-keys';
import { modulesApi } from '../api/modules-api';

/**
 * DELETE a module, then forget it with `forgetDeleted`: out of the cached lists, `leave` its
 * page, its queries dropped once nothing shows them (nothing asks for what is gone: no 404).
 */
export function useDeleteModule(zoneId: string, hubId: string, leave: () => Promise<unknown>) {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (moduleId: string) => modulesApi.remove(zoneId, hubId, moduleId),
    onSuccess: async (_, moduleId) => {
      toastSuccess(t`Module deleted`);
      await forgetDeleted(client, {
        id: moduleId,
        lists: moduleKeys.list(zoneId, hubId),
        detail: moduleKeys.detail(zoneId, hubId, moduleId),
        leave,
      });
      void client.invalidateQueries({ queryKey: moduleKeys.inZone(zoneId) });
    },
    onError: (error) => toastFailure(t`Could not delete the module`, error),
  });
}
