import type { ZoneCreateInput } from '@atrium/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zoneKeys } from '../api/zone-keys';
import { zonesApi } from '../api/zones-api';
import { toastSuccess, failureToast, type FeedbackOptions } from '@/lib/mutation-feedback';

export function useCreateZone(options: FeedbackOptions = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ZoneCreateInput) => zonesApi.create(input),
    onSuccess: (zone) => {
      client.setQueryData(zoneKeys.detail(zone.id), zone);
      void client.invalidateQueries({ queryKey: zoneKeys.lists() });
      toastSuccess('Zone created', `${zone.name} is ready. Add hubs to organise its work.`);
    },
    onError: failureToast('Could not create the zone', options),
  });
}
