import type { ZoneUpdateInput } from '@atrium/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zoneKeys } from '../api/zone-keys';
import { zonesApi } from '../api/zones-api';
import { toastSuccess, failureToast, type FeedbackOptions } from '@/lib/mutation-feedback';

export function useUpdateZone(zoneId: string, options: FeedbackOptions = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: ZoneUpdateInput) => zonesApi.update(zoneId, patch),
    onSuccess: (zone, patch) => {
      client.setQueryData(zoneKeys.detail(zoneId), zone);
      void client.invalidateQueries({ queryKey: zoneKeys.lists() });
      if (patch.is_active === false)
        toastSuccess('Zone archived', 'Its content is read-only until you restore it.');
      else if (patch.is_active === true) toastSuccess('Zone restored');
      else toastSuccess('Zone saved');
    },
    onError: failureToast('Could not save the zone', options),
  });
}
