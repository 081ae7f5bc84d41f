import type { ModuleUpdateInput } from '@atrium/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '../../zones/utils/mutation-feedback';
import { moduleKeys } from '../api/module-keys';
import { modulesApi } from '../api/modules-api';

export function useUpdateModule(zoneId: string, hubId: string, moduleId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: ModuleUpdateInput) => modulesApi.update(zoneId, hubId, moduleId, patch),
    onSuccess: (module) => {
      client.setQueryData(moduleKeys.detail(zoneId, hubId, moduleId), module);
      void client.invalidateQueries({ queryKey: moduleKeys.all(zoneId, hubId) });
      toastSuccess('Module saved');
    },
    onError: (error) => toastFailure('Could not save the module', error),
  });
}
