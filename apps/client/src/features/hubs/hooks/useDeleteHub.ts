import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { forgetDeleted } from '@/lib/forget-deleted';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { hubKeys } from '../api/hub-keys';
import { hubsApi } from '../api/hubs-api';

/**
 * DELETE a hub, then forget it with `forgetDeleted`: out of the cached lists, `leave` its
 * page, its queries dropped once nothing shows them (nothing asks for what is gone: no 404).
 */
export function useDeleteHub(zoneId: string, hubId: string, leave: () => Promise<unknown>) {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: () => hubsApi.remove(zoneId, hubId),
    onSuccess: async () => {
      toastSuccess(t`Hub deleted`);
      await forgetDeleted(client, {
        id: hubId,
        lists: hubKeys.list(zoneId),
        detail: hubKeys.detail(zoneId, hubId),
        leave,
      });
    },
    onError: (error) => toastFailure(t`Could not delete the hub`, error),
  });
}
