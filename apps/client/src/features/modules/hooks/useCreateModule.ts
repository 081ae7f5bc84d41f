import type { ModuleCreateInput } from '@atrium/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '../../zones/utils/mutation-feedback';
import { moduleKeys } from '../api/module-keys';
import { modulesApi } from '../api/modules-api';

export function useCreateModule(zoneId: string, hubId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ModuleCreateInput) => modulesApi.create(zoneId, hubId, input),
    onSuccess: (module) => {
      void client.invalidateQueries({ queryKey: moduleKeys.all(zoneId, hubId) });
      toastSuccess('Module added', module.name);
    },
    onError: (error) => toastFailure('Could not add the module', error),
  });
}
