import type { ZoneCreateInput } from '@atrium/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { zoneKeys } from '../api/zone-keys';
import { zonesApi } from '../api/zones-api';
import { toastSuccess, failureToast, type FeedbackOptions } from '@/lib/mutation-feedback';

export function useCreateZone(options: FeedbackOptions = {}) {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (input: ZoneCreateInput) => zonesApi.create(input),
    onSuccess: (zone) => {
      client.setQueryData(zoneKeys.detail(zone.id), zone);
      void client.invalidateQueries({ queryKey: zoneKeys.lists() });
      const name = zone.name;
      toastSuccess(t`Zone created`, t`${name} is ready. Add hubs to organise its work.`);
    },
    onError: failureToast(t`Could not create the zone`, options),
  });
}
