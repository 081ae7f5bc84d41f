import type { HubUpdateInput } from '@atrium/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '../../zones/utils/mutation-feedback';
import { hubKeys } from '../api/hub-keys';
import { hubsApi } from '../api/hubs-api';

export function useUpdateHub(zoneId: string, hubId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: HubUpdateInput) => hubsApi.update(zoneId, hubId, patch),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: hubKeys.all(zoneId) });
      toastSuccess('Hub saved');
    },
    onError: (error) => toastFailure('Could not save the hub', error),
  });
}
