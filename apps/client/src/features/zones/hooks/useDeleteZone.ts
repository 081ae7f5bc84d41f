import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zoneKeys } from '../api/zone-keys';
import { zonesApi } from '../api/zones-api';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';

export function useDeleteZone(zoneId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => zonesApi.remove(zoneId),
    onSuccess: () => {
      client.removeQueries({ queryKey: zoneKeys.detail(zoneId) });
      void client.invalidateQueries({ queryKey: zoneKeys.lists() });
      toastSuccess('Zone deleted');
    },
    onError: (error) => toastFailure('Could not delete the zone', error),
  });
}
