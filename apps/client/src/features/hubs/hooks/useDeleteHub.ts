import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { hubKeys } from '../api/hub-keys';
import { hubsApi } from '../api/hubs-api';

export function useDeleteHub(zoneId: string, hubId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => hubsApi.remove(zoneId, hubId),
    onSuccess: () => {
      client.removeQueries({ queryKey: hubKeys.detail(zoneId, hubId) });
      void client.invalidateQueries({ queryKey: hubKeys.list(zoneId) });
      toastSuccess('Hub deleted');
    },
    onError: (error) => toastFailure('Could not delete the hub', error),
  });
}
