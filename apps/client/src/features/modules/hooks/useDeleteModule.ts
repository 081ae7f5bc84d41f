import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { moduleKeys } from '../api/module-keys';
import { modulesApi } from '../api/modules-api';

export function useDeleteModule(zoneId: string, hubId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (moduleId: string) => modulesApi.remove(zoneId, hubId, moduleId),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: moduleKeys.all(zoneId, hubId) });
      toastSuccess('Module deleted');
    },
    onError: (error) => toastFailure('Could not delete the module', error),
  });
}
