import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { zoneKeys } from '../api/zone-keys';
import { zonesApi } from '../api/zones-api';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';

export function useRemoveZoneMember(zoneId: string) {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (userId: string) => zonesApi.removeMember(zoneId, userId),
    onSuccess: () => toastSuccess(t`Member removed`),
    onError: (error) => toastFailure(t`Could not remove the member`, error),
    onSettled: () => client.invalidateQueries({ queryKey: zoneKeys.detail(zoneId) }),
  });
}
