import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { zoneKeys } from '../api/zone-keys';
import { zonesApi } from '../api/zones-api';
import { forgetDeleted } from '@/lib/forget-deleted';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';

/**
 * DELETE a zone, then forget it with `forgetDeleted`: out of the cached lists, `leave` its
 * page, its queries dropped once nothing shows them (nothing asks for what is gone: no 404).
 */
export function useDeleteZone(zoneId: string, leave: () => Promise<unknown>) {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: () => zonesApi.remove(zoneId),
    onSuccess: async () => {
      toastSuccess(t`Zone deleted`);
      await forgetDeleted(client, {
        id: zoneId,
        lists: zoneKeys.lists(),
        detail: zoneKeys.detail(zoneId),
        leave,
      });
    },
    onError: (error) => toastFailure(t`Could not delete the zone`, error),
  });
}
