import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zoneKeys } from '../api/zone-keys';
import { zonesApi } from '../api/zones-api';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';

export function useRemoveZoneMember(zoneId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => zonesApi.removeMember(zoneId, userId),
    onSuccess: () => toastSuccess('Member removed'),
    onError: (error) => toastFailure('Could not remove the member', error),
    onSettled: () => client.invalidateQueries({ queryKey: zoneKeys.detail(zoneId) }),
  });
}
