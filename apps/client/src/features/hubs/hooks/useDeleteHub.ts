import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { hubKeys } from '../api/hub-keys';
import { hubsApi } from '../api/hubs-api';

export function useDeleteHub(zoneId: string, hubId: string) {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: () => hubsApi.remove(zoneId, hubId),
    onSuccess: () => {
      client.removeQueries({ queryKey: hubKeys.detail(zoneId, hubId) });
      void client.invalidateQueries({ queryKey: hubKeys.list(zoneId) });
      toastSuccess(t`Hub deleted`);
    },
    onError: (error) => toastFailure(t`Could not delete the hub`, error),
  });
}
