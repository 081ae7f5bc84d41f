import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { zoneKeys } from '../api/zone-keys';
import { zonesApi } from '../api/zones-api';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';

export function useDeleteZone(zoneId: string) {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: () => zonesApi.remove(zoneId),
    onSuccess: () => {
      client.removeQueries({ queryKey: zoneKeys.detail(zoneId) });
      void client.invalidateQueries({ queryKey: zoneKeys.lists() });
      toastSuccess(t`Zone deleted`);
    },
    onError: (error) => toastFailure(t`Could not delete the zone`, error),
  });
}
