import type { ZoneUpdateInput } from '@atrium/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { zoneKeys } from '../api/zone-keys';
import { zonesApi } from '../api/zones-api';
import { toastSuccess, failureToast, type FeedbackOptions } from '@/lib/mutation-feedback';

export function useUpdateZone(zoneId: string, options: FeedbackOptions = {}) {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (patch: ZoneUpdateInput) => zonesApi.update(zoneId, patch),
    onSuccess: (zone, patch) => {
      client.setQueryData(zoneKeys.detail(zoneId), zone);
      void client.invalidateQueries({ queryKey: zoneKeys.lists() });
      if (patch.is_active === false)
        toastSuccess(t`Zone archived`, t`Its content is read-only until you restore it.`);
      else if (patch.is_active === true) toastSuccess(t`Zone restored`);
      else toastSuccess(t`Zone saved`);
    },
    onError: failureToast(t`Could not save the zone`, options),
  });
}
